import Foundation
import TabBarModel
import XCTest

/// `sf:NAME` icons: decoded from the one table, written back the same, and an unknown name
/// refused at its field with the nearest known names.
final class SFSymbolDecodingTests: XCTestCase {
    private func failure(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> SpecError? {
        decodingFailure(text, source: "bar.yaml", file: file, line: line)
    }

    func testSFNamesDecodeToTheirDrawingsInEveryIconField() throws {
        let spec = try decodeYAMLSpec(
            """
            device: iphone-17-pro
            ios: 26
            tabs:
              - { title: Home, icon: "sf:house", selectedIcon: "sf:house.fill" }
              - { title: Search, icon: "sf:magnifyingglass" }
              - { title: Files, icon: "system:downloads" }
            """, source: "bar.yaml")
        XCTAssertEqual(spec.tabs[0].icon, .sf(try XCTUnwrap(SFSymbol("house"))))
        XCTAssertEqual(spec.tabs[0].selectedIcon, .sf(try XCTUnwrap(SFSymbol("house.fill"))))
        // Outline names take Ionicons' outline drawing, `.fill` names the filled one.
        XCTAssertEqual(SFSymbol("house")?.drawing, "home-outline")
        XCTAssertEqual(SFSymbol("house.fill")?.drawing, "home")
        XCTAssertEqual(spec.tabs[1].icon, .sf(try XCTUnwrap(SFSymbol("magnifyingglass"))))
        XCTAssertEqual(spec.tabs[2].icon, .system(.downloads), "system: names are untouched")
    }

    func testAnSFNameIsWrittenBackAsItWasGiven() throws {
        let reference = IconReference.sf(try XCTUnwrap(SFSymbol("person.crop.circle.fill")))
        let data = try JSONEncoder().encode([reference])
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"["sf:person.crop.circle.fill"]"#)
        XCTAssertEqual(try JSONDecoder().decode([IconReference].self, from: data), [reference])
    }

    func testTheTableHoldsTheUsualBarSymbolsWithTheirFillTwins() {
        XCTAssertGreaterThanOrEqual(SFSymbol.drawings.count, 150)
        let usual = [
            "house", "magnifyingglass", "person", "person.crop.circle", "gearshape", "bell", "heart", "star",
            "bookmark", "music.note", "play.circle", "square.stack", "books.vertical", "cart", "bag", "creditcard",
            "message", "bubble.left", "phone", "clock", "calendar", "map", "location", "camera", "photo", "folder",
            "tray", "doc", "chart.bar", "list.bullet", "square.grid.2x2", "ellipsis", "plus", "xmark",
            "chevron.left", "square.and.arrow.up", "trash", "pencil",
        ]
        for name in usual { XCTAssertNotNil(SFSymbol(name), name) }
        // Every `.fill` name has its outline twin, and the twins are drawn differently.
        for name in SFSymbol.drawings.keys where name.hasSuffix(".fill") {
            let outline = String(name.dropLast(".fill".count))
            XCTAssertNotNil(SFSymbol.drawings[outline], "\(name) without \(outline)")
            XCTAssertNotEqual(SFSymbol.drawings[outline], SFSymbol.drawings[name], name)
            XCTAssertFalse(SFSymbol.drawings[name]!.hasSuffix("-outline"), "\(name) should be a filled drawing")
        }
    }

    func testAnUnknownNameIsRefusedAtItsFieldWithTheNearestNames() throws {
        let error = try XCTUnwrap(failure("device: iphone-15\ntabs:\n  - { title: A, icon: \"sf:house\" }\n  - { title: B, icon: \"sf:hose.fill\" }\n"))
        XCTAssertEqual(error.file, "bar.yaml")
        XCTAssertEqual(error.path, "tabs[1].icon")
        XCTAssertTrue(error.message.hasPrefix("unknown SF Symbol \"hose.fill\"; nearest known: \"house.fill\""), error.message)
        XCTAssertFalse(error.description.contains("\n"), "one line")
        XCTAssertTrue(error.message.contains("docs/sf-symbols.md"), error.message)
    }

    func testASystemIconNamedLikeAnSFSymbolPointsAtSF() throws {
        let error = try XCTUnwrap(failure("device: iphone-15\ntabs:\n  - { title: A, icon: \"system:house.fill\" }\n"))
        XCTAssertEqual(error.path, "tabs[0].icon")
        XCTAssertTrue(error.message.hasPrefix("unknown system icon \"house.fill\"; for the SF Symbol write \"sf:house.fill\""), error.message)
        let plain = try XCTUnwrap(failure("device: iphone-15\ntabs:\n  - { title: A, icon: \"system:nothing-like-it\" }\n"))
        XCTAssertFalse(plain.message.contains("sf:"), plain.message)
    }

    func testSuggestionsAreTheNearestOneToThree() {
        XCTAssertEqual(SFSymbol.nearestNames(to: "magnifyingglas").first, "magnifyingglass")
        XCTAssertEqual(SFSymbol.nearestNames(to: "gearshape.fil").first, "gearshape.fill")
        // A shared start breaks ties between names as many edits away.
        XCTAssertEqual(SFSymbol.nearestNames(to: "person.crop.square").first, "person.crop.circle")
        for typed in ["x", "house.filled", "zzzzzzzzzzzzzzzzzzzzzzz", "Trash"] {
            let names = SFSymbol.nearestNames(to: typed)
            XCTAssertTrue((1...3).contains(names.count), "\(typed): \(names)")
            for name in names { XCTAssertNotNil(SFSymbol(name), name) }
        }
        XCTAssertEqual(SFSymbol.nearestNames(to: "Trash").first, "trash", "case does not count as an edit")
    }

    func testAnEmptyNameIsUnknownToo() {
        let error = failure("device: iphone-15\ntabs:\n  - { title: A, icon: \"sf:\" }\n")
        XCTAssertEqual(error?.path, "tabs[0].icon")
        XCTAssertTrue(error?.message.hasPrefix("unknown SF Symbol \"\"") ?? false, error?.message ?? "")
    }
}
