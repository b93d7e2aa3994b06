import Foundation
import TestSupport
import TabBarImage
import TabBarModel
import TabBarRender
import XCTest

/// `sf:NAME` icons drawn by the installed Ionicons: found by the one resolver, drawn at the
/// release's symbol size with their own proportions, and a missing Ionicons named as such.
final class SFSymbolRenderTests: XCTestCase {
    private let tint = Color(rgb: 0x34C759)

    private func symbol(_ name: String) throws -> SFSymbol { try XCTUnwrap(SFSymbol(name), name) }

    func testTheResolverFindsTheInstalledIoniconsForEveryName() throws {
        let icons = try IconResolver.bundled()
        let folder = try icons.ioniconsDirectory()
        XCTAssertTrue(folder.hasSuffix("ionicons_python/icons"), folder)
        let spec = SpecDocument(spec: Spec(device: "iphone-15", tabs: []), source: "a.yaml", baseDirectory: "/specs")
        XCTAssertEqual(try icons.path(of: .sf(symbol("house")), in: spec), folder + "/home-outline.svg")
        XCTAssertEqual(try icons.path(of: .sf(symbol("house.fill")), in: spec), folder + "/home.svg")
        // Every drawing the table names is in the installed version.
        let missing = SFSymbol.drawings.keys.sorted().filter { name in
            !FileManager.default.fileExists(atPath: icons.sfSymbol(SFSymbol(name)!, in: folder))
        }
        XCTAssertEqual(missing, [], "names whose drawing the installed Ionicons lacks")
    }

    func testTheEnvironmentOverrideIsTheOnlyPlaceLookedAtWhenSet() throws {
        let icons = try IconResolver.bundled()
        let installed = try icons.ioniconsDirectory()
        XCTAssertEqual(try icons.ioniconsDirectory(environment: ["TABBARKIT_IONICONS": installed]), installed)
        let empty = try temporaryFolder().path
        XCTAssertThrowsError(try icons.ioniconsDirectory(environment: ["TABBARKIT_IONICONS": empty])) { error in
            XCTAssertEqual(error as? IoniconsMissing, .notInFolder(empty))
            XCTAssertTrue("\(error)".contains("home.svg"), "\(error)")
        }
        XCTAssertTrue("\(IoniconsMissing.notInstalled)".contains("pip install ionicons-python"))
    }

    /// Renders the decoded spec at @3x and returns the box, in pixels, of the tint's ink in the
    /// selected item above its title, and that item's icon box in pixels.
    private func selectedInk(_ yaml: String) throws -> (ink: (minX: Int, maxX: Int, minY: Int, maxY: Int), box: Rect) {
        let spec = try SpecDecoder().decode(Data(yaml.utf8), format: .yaml, source: "sf.yaml")
        let doc = document(spec)
        let renderer = try makeRenderer()
        let layout = try renderer.layout(doc, scale: 3)
        let image = try renderer.renderImage(doc, scale: 3)
        let item = try XCTUnwrap(layout.tabs.first { $0.selected })
        let scale = Double(layout.scale)
        func px(_ value: Double, _ origin: Double) -> Int { Int(((value - origin) * scale).rounded()) }
        var found: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
        for y in max(0, px(item.frame.minY, layout.canvas.y))..<px(item.titleFrame.minY, layout.canvas.y) {
            for x in max(0, px(item.frame.minX, layout.canvas.x))..<min(image.width, px(item.frame.maxX, layout.canvas.x))
            where isClose(image[x, y], to: tint, tolerance: 8) {
                let box = found ?? (x, x, y, y)
                found = (min(box.minX, x), max(box.maxX, x), min(box.minY, y), max(box.maxY, y))
            }
        }
        // The release's symbol box: the drawing (Ionicons' whole grid) is a little larger than it.
        let icon = try XCTUnwrap(item.symbolBox ?? item.iconFrame)
        let box = Rect(x: (icon.x - layout.canvas.x) * scale, y: (icon.y - layout.canvas.y) * scale,
                       width: icon.width * scale, height: icon.height * scale)
        return (try XCTUnwrap(found, "no ink in the tint"), box)
    }

    private func bar(selected: Int) -> String {
        """
        device: iphone-17-pro
        ios: 26
        tint: "#34C759"
        selected: \(selected)
        tabs:
          - { title: More, icon: "sf:ellipsis" }
          - { title: Me, icon: "sf:person.fill" }
          - { title: Home, icon: "sf:house.fill" }
        """
    }

    func testAWideSymbolKeepsItsProportionsInsideTheIconBox() throws {
        let (ink, box) = try selectedInk(bar(selected: 0))
        let width = Double(ink.maxX - ink.minX + 1), height = Double(ink.maxY - ink.minY + 1)
        // Three dots in a row: far wider than tall, as SF's ellipsis; stretched to the square box
        // they would be as tall as wide.
        XCTAssertGreaterThan(width / height, 3, "\(width)×\(height) px")
        XCTAssertLessThanOrEqual(width, box.width + 1, "inside the 24 pt box")
        XCTAssertGreaterThan(width, box.width * 0.7, "at the release's symbol size, not a thumbnail")
        XCTAssertEqual(Double(ink.minX + ink.maxX + 1) / 2, box.midX, accuracy: 1.5, "centred on the box")
        XCTAssertEqual(Double(ink.minY + ink.maxY + 1) / 2, box.midY, accuracy: 1.5)
    }

    func testATallAndAWideSymbolShareOneScale() throws {
        let person = try selectedInk(bar(selected: 1))
        let house = try selectedInk(bar(selected: 2))
        let personSize = (w: person.ink.maxX - person.ink.minX + 1, h: person.ink.maxY - person.ink.minY + 1)
        let houseSize = (w: house.ink.maxX - house.ink.minX + 1, h: house.ink.maxY - house.ink.minY + 1)
        XCTAssertGreaterThan(personSize.h, personSize.w, "a person stands")
        XCTAssertGreaterThan(houseSize.w, houseSize.h, "a house is wider than tall")
        // Both fill the box in their larger direction: one grid, as SF Symbols share one size.
        for (name, side, box) in [("person", personSize.h, person.box), ("house", houseSize.w, house.box)] {
            XCTAssertGreaterThan(Double(side), box.width * 0.9, name)
            XCTAssertLessThanOrEqual(Double(side), box.width * 1.1, name)
        }
    }

    /// docs/sf-symbols.md is made from the table; set TABBARKIT_WRITE_DOCS=1 to write it anew.
    func testTheListOfNamesInDocsIsCurrent() throws {
        let file = repositoryRoot.appendingPathComponent("docs/sf-symbols.md")
        let expected = Self.namesDocument()
        if ProcessInfo.processInfo.environment["TABBARKIT_WRITE_DOCS"] == "1" {
            try Data(expected.utf8).write(to: file)
        }
        let written = try String(contentsOf: file, encoding: .utf8)
        XCTAssertEqual(written, expected, "docs/sf-symbols.md is out of date: run TABBARKIT_WRITE_DOCS=1 swift test --filter testTheListOfNamesInDocsIsCurrent")
    }

    static func namesDocument() -> String {
        let names = SFSymbol.drawings.keys.filter { !$0.hasSuffix(".fill") }.sorted()
        var text = """
            # SF Symbols names for `sf:NAME`

            Made from the table in `Sources/TabBarModel/Spec/SFSymbols.swift` by a test
            (`TABBARKIT_WRITE_DOCS=1 swift test --filter testTheListOfNamesInDocsIsCurrent`); edit the table, not this file.

            Each name is drawn by the Ionicons icon beside it (MIT licence, ionic-team), read at run time
            from the installed `ionicons-python` package. \(SFSymbol.drawings.count) names.

            | name | filled twin | Ionicons drawing |
            | --- | --- | --- |

            """
        for name in names {
            let fill = name + ".fill"
            let twin = SFSymbol.drawings[fill] == nil ? "" : "`\(fill)`"
            let drawings = [SFSymbol.drawings[name], SFSymbol.drawings[fill]].compactMap { $0 }.joined(separator: ", ")
            text += "| `\(name)` | \(twin) | \(drawings) |\n"
        }
        return text
    }
}
