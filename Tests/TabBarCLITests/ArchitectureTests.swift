import Foundation
import TestSupport
import XCTest

/// The module graph as the design states it, read from the manifest SwiftPM resolves: geometry at
/// the bottom with no dependencies, a model that builds without C, a command line that links no
/// test framework.
final class ArchitectureTests: XCTestCase {
    private func manifest() throws -> [String: [String]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A scratch folder of its own: the running tests hold the lock on the package's .build.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tabbar-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        process.arguments = ["swift", "package", "dump-package", "--package-path", repositoryRoot.path, "--scratch-path", scratch.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try XCTUnwrap(object["targets"] as? [[String: Any]])
        var graph: [String: [String]] = [:]
        for target in targets {
            let name = try XCTUnwrap(target["name"] as? String)
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency -> String? in
                for key in ["byName", "target", "product"] {
                    if let value = dependency[key] as? [Any], let first = value.first as? String { return first }
                }
                return nil
            }
            graph[name] = dependencies
        }
        return graph
    }

    private func closure(of name: String, in graph: [String: [String]]) -> Set<String> {
        var seen: Set<String> = []
        var stack = [name]
        while let next = stack.popLast() {
            for dependency in graph[next] ?? [] where seen.insert(dependency).inserted { stack.append(dependency) }
        }
        return seen
    }

    /// A dependency no file imports only slows every build and blurs the graph the tests above
    /// read: each Swift target imports every module it names in the manifest.
    func testEveryDependencyOfASwiftTargetIsImported() throws {
        let graph = try manifest()
        let folders = [
            "tabbar": "Sources/TabBarLauncher", "tabbar-core": "Sources/tabbar", "tabbar-draw": "Sources/TabBarDraw",
            "TestSupport": "Tests/Support",
        ]
        for (target, dependencies) in graph {
            let folder = repositoryRoot.appendingPathComponent(folders[target] ?? (target.hasSuffix("Tests") ? "Tests/\(target)" : "Sources/\(target)"))
            let files = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }
            guard !files.isEmpty else { continue }
            var imported: Set<String> = []
            for file in files {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ")
                    if let at = words.firstIndex(of: "import"), at + 1 < words.count { imported.insert(String(words[at + 1])) }
                }
            }
            for dependency in dependencies {
                XCTAssertTrue(imported.contains(dependency), "\(target) depends on \(dependency), which none of its files imports")
            }
        }
    }

    func testGeometryIsAtTheBottomAndTheModelBuildsWithoutC() throws {
        let graph = try manifest()
        XCTAssertEqual(graph["TabBarGeometry"], [], "geometry depends on nothing")
        XCTAssertEqual(closure(of: "TabBarModel", in: graph), ["Yams", "TabBarGeometry", "TabBarFiles"])
        for module in ["TabBarGeometry", "TabBarFiles", "TabBarModel"] {
            let sources = repositoryRoot.appendingPathComponent("Sources/\(module)")
            let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
            XCTAssertFalse(files.isEmpty, module)
            XCTAssertTrue(files.allSatisfy { !$0.hasSuffix(".c") && !$0.hasSuffix(".h") && !$0.hasSuffix(".modulemap") }, "\(module) has no C")
        }
    }

    /// The SVG guard judges untrusted bytes before librsvg sees them; it is pure Swift and its
    /// tests run without Cairo, librsvg or the renderer.
    func testTheSVGGuardIsPureSwiftAndTestedWithoutCairo() throws {
        let graph = try manifest()
        XCTAssertEqual(closure(of: "SVGGuard", in: graph), ["TabBarFiles"])
        let tested = closure(of: "SVGGuardTests", in: graph)
        for module in ["TabBarRender", "CCairo", "CRSVG", "CPango"] {
            XCTAssertFalse(tested.contains(module), "SVGGuardTests links \(module)")
        }
        XCTAssertTrue(graph["TabBarRender"]?.contains("SVGGuard") ?? false)
    }

    func testTheToolkitsIconsLiveAtTheTopAndTravelAsAResourceTarget() throws {
        let graph = try manifest()
        XCTAssertEqual(graph["TabBarIcons"], [], "a resource target with nothing below it")
        XCTAssertTrue(graph["TabBarRender"]?.contains("TabBarIcons") ?? false)
        let icons = repositoryRoot.appendingPathComponent("Icons/svg")
        XCTAssertTrue(FileManager.default.fileExists(atPath: icons.appendingPathComponent("favorites.svg").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: icons.appendingPathComponent("bar").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent("Sources/TabBarRender/Resources").path))
    }

    /// A package's snapshot tests build TabBarTesting without swift-syntax, whose build takes
    /// minutes; importing an app's code (`.source(…)`) is TabBarSourceTesting's, on top of it.
    func testTabBarTestingBuildsWithoutTheSwiftParser() throws {
        let graph = try manifest()
        let testing = closure(of: "TabBarTesting", in: graph)
        for module in ["TabBarImport", "SwiftSyntax", "SwiftParser"] {
            XCTAssertFalse(testing.contains(module), "TabBarTesting links \(module): \(testing)")
        }
        let source = closure(of: "TabBarSourceTesting", in: graph)
        XCTAssertTrue(source.isSuperset(of: ["TabBarTesting", "TabBarImport", "SwiftParser"]), "\(source)")
    }

    func testTheCommandLineLinksNoTestFramework() throws {
        let graph = try manifest()
        for executable in ["tabbar", "tabbar-draw", "tabbar-core"] {
            let linked = closure(of: executable, in: graph)
            XCTAssertTrue(linked.contains("TabBarCommandLine"), "\(executable): \(linked)")
            XCTAssertFalse(linked.contains("TabBarTesting") || linked.contains("TabBarSnapshotTesting") || linked.contains("SnapshotTesting"), "\(linked)")
        }
    }

    /// `tabbar-draw`, which `render` starts, loads neither swift-syntax (its thousands of protocol
    /// conformances are scanned at each dynamic cast) nor the preview's server (FoundationNetworking,
    /// and libcurl's thirty libraries); `tabbar-core` has both, and every command.
    func testTheDrawingProgramLinksNeitherTheParserNorTheServer() throws {
        let graph = try manifest()
        let draw = closure(of: "tabbar-draw", in: graph)
        XCTAssertTrue(draw.isSuperset(of: ["TabBarCommands", "TabBarRender", "TabBarWatch"]), "\(draw)")
        for module in ["TabBarImport", "SwiftSyntax", "SwiftParser", "TabBarPreview", "FlyingFox", "FlyingSocks", "TabBarLint"] {
            XCTAssertFalse(draw.contains(module), "tabbar-draw links \(module): \(draw)")
        }
        XCTAssertTrue(closure(of: "tabbar-core", in: graph).isSuperset(of: draw.subtracting(["TabBarDraw"])))
    }

    /// The `tabbar` a user runs answers `--version` and `diff` without the renderer's libraries or
    /// Foundation's ICU: its modules are the image and diff ones, and none imports Foundation.
    func testTheSmallExecutableLinksNeitherTheRendererNorFoundation() throws {
        let graph = try manifest()
        let linked = closure(of: "tabbar", in: graph)
        for module in ["TabBarRender", "CCairo", "CPango", "CRSVG", "TabBarModel", "Yams", "TabBarIcons"] {
            XCTAssertFalse(linked.contains(module), "tabbar links \(module): \(linked)")
        }
        let ownModules = linked.filter { FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent("Sources/\($0)").path) }
        XCTAssertTrue(ownModules.isSuperset(of: ["ImageDiff", "TabBarImage", "TabBarCommandLine"]), "\(ownModules)")
        for module in ownModules.union(["TabBarLauncher"]) {
            let folder = repositoryRoot.appendingPathComponent("Sources/\(module)")
            for file in FileManager.default.enumerator(atPath: folder.path)?.compactMap({ $0 as? String }) ?? [] where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                // Only the other branch of `#if canImport(FoundationEssentials)` may name Foundation.
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                for (index, line) in lines.enumerated() where line.split(separator: " ").last == "Foundation" && line.contains("import") {
                    XCTAssertTrue(index > 0 && lines[index - 1] == "#else", "\(module)/\(file) imports Foundation")
                }
            }
        }
        // And the built executable beside these tests loads none of them.
        let executable = CLIRunner().executable.path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [executable]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let libraries = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertTrue(libraries.contains("libc.so"), libraries)
        for library in ["libcairo", "libpango", "librsvg", "libicu", "_FoundationICU", "libFoundation.so", "libFoundationInternationalization", "libglib"] {
            XCTAssertFalse(libraries.contains(library), "\(executable) loads \(library):\n\(libraries)")
        }
    }
}
