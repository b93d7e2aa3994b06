import Foundation
import TabBarModel
import XCTest

/// The icon keys: selectedIcon, iconMode, iconSizing. The layout keeps describing the icon box;
/// how big a file's picture is, only the renderer can know.
final class TabIconSpecTests: XCTestCase {
    func testKeysDecodeAndEncodeBack() throws {
        let yaml = """
            device: iphone-15
            iconSizing: fit
            layoutDirection: rtl
            locale: he-IL
            tabs:
              - { title: Me, icon: avatar@2x.png, iconMode: original }
              - { title: Home, icon: "system:featured", selectedIcon: home-fill.svg }
            """
        let spec = try decodeYAMLSpec(yaml, source: "icons.yaml")
        XCTAssertEqual(spec.iconSizing, .fit)
        XCTAssertEqual(spec.layoutDirection, .rtl)
        XCTAssertEqual(spec.locale, "he-IL")
        XCTAssertEqual(spec.tabs[0].iconMode, .original)
        XCTAssertNil(spec.tabs[1].iconMode)
        XCTAssertEqual(spec.tabs[1].selectedIcon, .file("home-fill.svg"))
        let encoded = try JSONEncoder().encode(spec)
        XCTAssertEqual(try JSONDecoder().decode(Spec.self, from: encoded), spec)

        let bad = decodingFailure(
            "device: iphone-15\ntabs:\n  - { title: A, icon: a.png, iconMode: colour }\n", source: "bad.yaml", file: #filePath, line: #line)
        XCTAssertEqual(bad?.path, "tabs[0].iconMode")
        XCTAssertTrue(bad?.message.contains("template | original") == true, bad?.message ?? "")
    }

    func testSelectedIconReplacesTheIconOnlyWhileSelected() throws {
        func layout(selected: Int) throws -> Layout {
            try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), selected: .index(selected), tabs: [
                TabSpec(id: "home", title: "Home", icon: .file("home.svg"), selectedIcon: .file("home-fill.svg")),
                TabSpec(id: "me", title: "Me", icon: .file("me.png"), iconMode: .original),
            ]))
        }
        let homeSelected = try layout(selected: 0)
        XCTAssertEqual(homeSelected.tabs[0].icon, .file("home-fill.svg"))
        XCTAssertEqual(homeSelected.tabs[0].iconMode, .template)
        XCTAssertEqual(homeSelected.tabs[1].iconMode, .original)
        let meSelected = try layout(selected: 1)
        XCTAssertEqual(meSelected.tabs[0].icon, .file("home.svg"))
        XCTAssertEqual(meSelected.tabs[0].iconFrame, homeSelected.tabs[0].iconFrame, "the icon box does not depend on the picture")
        XCTAssertEqual(meSelected.tabs[0].iconFrame?.width, 25, "the release's symbol box")
    }

    func testTheMoreListAndTheEditScreenKeepATabsRenderingMode() throws {
        var tabs = tabs(7)
        tabs[5].iconMode = .original
        let rows = try XCTUnwrap(try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs, show: .moreList)).screenLayout?.content.rows)
        XCTAssertEqual(rows.map(\.tab), [4, 5, 6])
        XCTAssertEqual(rows.map(\.iconMode), [.template, .original, .template])
        let cells = try XCTUnwrap(try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs, show: .editing)).screenLayout?.content.grid?.cells)
        XCTAssertEqual(cells.first { $0.specIndex == 5 }?.iconMode, .original, "the Edit screen too")
        XCTAssertEqual(cells.filter { $0.iconMode == .original }.count, 1)
    }

    func testSelectedIconNeedsAnIcon() {
        XCTAssertThrowsError(try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: [
            TabSpec(title: "Home", selectedIcon: .file("home-fill.svg")),
        ]))) { error in
            XCTAssertEqual((error as? SpecError)?.path, "tabs[0].selectedIcon")
        }
    }
}
