// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TabBarKit",
    platforms: [.macOS(.v13)],
    products: [
        // `tabbar` answers --version and diff itself; it runs `tabbar-draw` (beside it) for the
        // commands that draw one spec at a time and `tabbar-core` for the rest.
        .executable(name: "tabbar", targets: ["tabbar"]),
        .executable(name: "tabbar-draw", targets: ["tabbar-draw"]),
        .executable(name: "tabbar-core", targets: ["tabbar-core"]),
        .library(name: "TabBarGeometry", targets: ["TabBarGeometry"]),
        .library(name: "TabBarModel", targets: ["TabBarModel"]),
        .library(name: "TabBarRender", targets: ["TabBarRender"]),
        .library(name: "ImageDiff", targets: ["ImageDiff"]),
        .library(name: "TabBarSnapshots", targets: ["TabBarSnapshots"]),
        .library(name: "TabBarTesting", targets: ["TabBarTesting"]),
        .library(name: "TabBarSourceTesting", targets: ["TabBarSourceTesting"]),
        .library(name: "TabBarSnapshotTesting", targets: ["TabBarSnapshotTesting"]),
        .library(name: "IconCheck", targets: ["IconCheck"]),
        .library(name: "ContrastCheck", targets: ["ContrastCheck"]),
        .library(name: "TabBarLint", targets: ["TabBarLint"]),
        .library(name: "TabBarImport", targets: ["TabBarImport"]),
        .library(name: "TabBarPreview", targets: ["TabBarPreview"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams.git", "5.0.0"..<"7.0.0"),
        // Only its SnapshotTesting module is built (no swift-syntax), for TabBarSnapshotTesting.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.0"),
        // The real Swift parser for `tabbar import` (SwiftParser and SwiftSyntax only, no macros).
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.1"..<"604.0.0"),
        // The HTTP server of `tabbar preview`: pure Swift on its own sockets (no SwiftNIO), so it
        // builds in seconds; a chunked response body carries the page's server-sent events.
        .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(
            name: "CRSVG", pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(
            name: "CPango", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]),
        // Poppler, which draws PDF icons (an asset catalog's vector images) onto Cairo, is not
        // linked: TabBarRender's PDFPage loads libpoppler-glib when the first PDF is read, so that
        // it and the thirty libraries under it are not loaded at every start.
        // PNG in C: libpng reports errors through longjmp, which Swift cannot catch, and the
        // encoder writes its chunks around one libdeflate call, several times faster than zlib.
        .target(name: "CPNG", linkerSettings: [.linkedLibrary("deflate"), .linkedLibrary("z")]),
        // At the bottom, pure Swift with no dependencies: points, sizes and rectangles (in points
        // and in pixels), and bounded reads of the files a user names (regular files only, a
        // size limit, the system's reasons in words).
        .target(name: "TabBarGeometry"),
        .target(name: "TabBarFiles"),
        // The model builds without C: geometry, bounded reads for the spec loader, and Yams.
        .target(name: "TabBarModel", dependencies: ["Yams", "TabBarGeometry", "TabBarFiles"]),
        .target(name: "TabBarImage", dependencies: ["CPNG", "TabBarGeometry", "TabBarFiles"]),
        // The toolkit's own icons, at the top of the repository (Icons/svg), travelling as this
        // target's resource, so a dependent package and an installed `tabbar` find them alike.
        .target(name: "TabBarIcons", path: "Icons", resources: [.copy("svg")]),
        // What an SVG may hold and how much it may paint, judged from its bytes before librsvg
        // sees them: pure Swift, tested without Cairo.
        .target(name: "SVGGuard", dependencies: ["TabBarFiles"]),
        .target(
            name: "TabBarRender",
            dependencies: ["TabBarModel", "TabBarImage", "TabBarIcons", "SVGGuard", "CCairo", "CRSVG", "CPango"]),
        .target(name: "ImageDiff", dependencies: ["TabBarImage", "TabBarGeometry"]),
        // Generated image pairs and timing loops for `tabbar bench` (and the diff tests' fixtures);
        // not part of any product.
        .target(name: "TabBarBenchmarks", dependencies: ["ImageDiff", "TabBarImage", "TabBarModel"]),
        // The snapshot workflow: reference names, the store, verifying, suites and their reports.
        .target(name: "TabBarSnapshots", dependencies: ["TabBarRender", "TabBarModel", "ImageDiff", "TabBarImage"]),
        // A user's snapshot tests build this without swift-syntax; `.source(…)`, which imports
        // the app's code, is TabBarSourceTesting's, on top.
        .target(name: "TabBarTesting", dependencies: ["TabBarSnapshots", "TabBarRender", "TabBarModel", "ImageDiff", "TabBarImage"]),
        .target(name: "TabBarSourceTesting", dependencies: ["TabBarTesting", "TabBarImport"]),
        .target(
            name: "TabBarSnapshotTesting",
            dependencies: [
                "TabBarSnapshots", "TabBarRender", "TabBarModel", "ImageDiff", "TabBarImage",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        // Measures pixels it is given; the caller draws the icons (TabBarRender's IconRasterizer).
        .target(name: "IconCheck", dependencies: ["TabBarImage"]),
        // Measures colours from rendered pixels, so it sits on the renderer, not in the model.
        .target(name: "ContrastCheck", dependencies: ["TabBarRender", "TabBarImage", "TabBarModel", "ImageDiff"]),
        // Lint as `tabbar lint` runs it, for library users too: the one registry of rules (with
        // their help and examples), the Linter that runs guidelines, contrast and drawable text,
        // and its reports (SARIF, and JUnit through TabBarSnapshots' writer).
        .target(name: "TabBarLint", dependencies: ["TabBarModel", "TabBarRender", "ContrastCheck", "TabBarSnapshots"]),
        // Reads the tab bars an app declares (SwiftUI, UIKit, storyboards, asset catalogs, string
        // tables) into specs; no renderer, so it stays usable from any test target.
        .target(
            name: "TabBarImport",
            dependencies: [
                "TabBarModel", "TabBarFiles",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        // Watching the files specs draw from (inotify, with a timed look), for `render --watch` and
        // `tabbar preview`; no server, so `render` links no HTTP code.
        .target(name: "TabBarWatch", dependencies: ["TabBarModel", "TabBarFiles"]),
        // `tabbar preview`: a local HTTP server whose one page shows every spec and redraws it as
        // its files are saved, with one warm renderer; the page's HTML, JS and CSS are resources.
        .target(
            name: "TabBarPreview",
            dependencies: [
                "TabBarModel", "TabBarRender", "TabBarImage", "TabBarLint", "TabBarFiles", "TabBarWatch", "ImageDiff", "TabBarSnapshots",
                .product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            resources: [.copy("Page/Assets")]),
        // What both executables share of the command line: the diff command, failures and exit
        // codes, output writing, option ranges, stable JSON. No Foundation (FoundationEssentials
        // only), no renderer, so the small `tabbar` that runs `diff` loads no Cairo or ICU.
        .target(
            name: "TabBarCommandLine",
            dependencies: ["ImageDiff", "TabBarImage", "TabBarFiles", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // The commands that draw or lay out specs (render, layout, hit, state, devices), shared by
        // `tabbar-core` and `tabbar-draw`: the Cairo, Pango and librsvg stack, and neither
        // swift-syntax nor the preview's server (FoundationNetworking and libcurl's thirty libraries
        // cost each start about 9 ms).
        .target(
            name: "TabBarCommands",
            dependencies: [
                "TabBarCommandLine", "TabBarModel", "TabBarRender", "TabBarImage", "TabBarFiles", "TabBarWatch",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(
            name: "tabbar", dependencies: ["TabBarCommandLine", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/TabBarLauncher"),
        .executableTarget(
            name: "tabbar-draw",
            dependencies: ["TabBarCommands", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/TabBarDraw"),
        .executableTarget(
            name: "tabbar-core",
            dependencies: [
                "TabBarCommandLine", "TabBarCommands", "TabBarModel", "TabBarRender", "TabBarImage", "ImageDiff", "TabBarSnapshots", "IconCheck",
                "TabBarLint", "TabBarBenchmarks", "TabBarImport", "TabBarPreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/tabbar"),
        // The tests' one way to find the checkout's fixtures (Examples/, Snapshots/, scripts/).
        .target(name: "TestSupport", path: "Tests/Support"),
        .testTarget(name: "TabBarModelTests", dependencies: ["TabBarModel"]),
        .testTarget(
            name: "TabBarRenderTests",
            dependencies: ["TestSupport", "TabBarRender", "TabBarModel", "TabBarImage", "TabBarTesting", "ImageDiff", "TabBarBenchmarks"]),
        .testTarget(name: "SVGGuardTests", dependencies: ["SVGGuard"]),
        .testTarget(name: "ImageDiffTests", dependencies: ["TestSupport", "ImageDiff", "TabBarImage", "TabBarBenchmarks"]),
        .testTarget(name: "TabBarSnapshotsTests", dependencies: ["TabBarSnapshots", "TabBarRender", "ImageDiff", "TabBarModel", "TabBarImage"]),
        .testTarget(name: "TabBarTestingTests", dependencies: ["TestSupport", "TabBarTesting", "TabBarSourceTesting", "ImageDiff", "TabBarImage"]),
        .testTarget(
            name: "TabBarSnapshotTestingTests",
            dependencies: ["TestSupport", 
                "TabBarSnapshotTesting", "TabBarRender", "TabBarModel", "ImageDiff", "TabBarImage",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        .testTarget(
            name: "TabBarCLITests",
            dependencies: [
                "TestSupport", "TabBarImage", "TabBarBenchmarks", "TabBarCommands",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(
            name: "ContrastCheckTests",
            dependencies: ["ContrastCheck", "TabBarRender", "TabBarModel"]),
        .testTarget(
            name: "TabBarLintTests",
            dependencies: ["TestSupport", "TabBarLint", "TabBarRender", "TabBarModel", "ContrastCheck"]),
        .testTarget(name: "TabBarImportTests", dependencies: ["TabBarImport", "TabBarModel"]),
        .testTarget(
            name: "TabBarPreviewTests",
            dependencies: ["TabBarPreview", "TabBarWatch", "TabBarImage", "TabBarModel", "TabBarRender", "TabBarBenchmarks"]),
        .testTarget(
            name: "IconCheckTests",
            dependencies: ["TestSupport", "IconCheck", "TabBarRender", "TabBarImage"]),
    ],
    swiftLanguageModes: [.v6]
)
