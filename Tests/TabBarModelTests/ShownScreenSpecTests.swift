import Foundation
import TabBarModel
import XCTest

/// The `show` key: decoding, what it may be combined with, and the controller state it starts from.
final class ShownScreenSpecTests: XCTestCase {
    private func decode(_ text: String) throws -> Spec {
        try decodeYAMLSpec(text, source: "more.yaml")
    }

    private func failure(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> SpecError? {
        decodingFailure(text, source: "more.yaml", file: file, line: line)
    }

    /// Seven tabs on an iPhone 15 (three in the More list), with extra top-level lines.
    private func seven(_ extra: String, device: String = "iphone-15", tabExtra: String = "") -> String {
        let tabs = (0..<7).map { "  - { id: t\($0), title: Tab \($0), icon: \"system:favorites\"\(tabExtra) }" }
        return "device: \(device)\n\(extra)\ntabs:\n" + tabs.joined(separator: "\n") + "\n"
    }

    func testShowDecodesEachWordAndIsLeftOutWhenAbsent() throws {
        XCTAssertEqual(try decode(seven("show: moreList")).show, .moreList)
        XCTAssertEqual(try decode(seven("show: editing")).show, .editing)
        XCTAssertEqual(try decode(seven("show: tab")).show, .tab)
        let plain = try decode(seven(""))
        XCTAssertNil(plain.show)
        let encoded = try XCTUnwrap(try JSONSerialization.jsonObject(with: JSONEncoder().encode(plain)) as? [String: Any])
        XCTAssertNil(encoded["show"], "a spec without show encodes back without it")
    }

    func testAnUnknownWordNamesTheFieldAndTheChoices() throws {
        let error = try XCTUnwrap(failure(seven("show: more")))
        XCTAssertEqual(error.path, "show")
        XCTAssertEqual(error.message, "expected tab | moreList | editing, got \"more\"")
    }

    func testShowNeedsAMoreItemOnAPhoneOrAnIPad() throws {
        let five = "device: iphone-15\nshow: moreList\ntabs:\n" + (0..<5).map { "  - { title: Tab \($0) }" }.joined(separator: "\n")
        let error = try XCTUnwrap(failure(five))
        XCTAssertEqual(error.path, "show")
        XCTAssertTrue(error.message.contains("holds all 5 tabs"), error.message)
        XCTAssertTrue(error.message.contains("more than 5 tabs on iphone-15"), error.message)
        // Removed tabs are not on the bar or in the list: six tabs with one removed fit.
        let removed = "device: iphone-15\nshow: moreList\ntabs:\n" + (0..<6).map { "  - { title: Tab \($0), removed: \($0 == 5) }" }.joined(separator: "\n")
        XCTAssertEqual(try XCTUnwrap(failure(removed)).path, "show")
        XCTAssertEqual(try decode(seven("show: moreList", device: "ipad").replacingOccurrences(of: "tabs:\n", with: "tabs:\n  - { title: Extra }\n")).show, .moreList,
                       "eight tabs overflow the iPad's seven items")
    }

    func testAppleTVHasNeitherScreen() throws {
        let error = try XCTUnwrap(failure(seven("show: moreList", device: "apple-tv")))
        XCTAssertEqual(error.path, "show")
        XCTAssertEqual(error.message, "Apple TV has no More screen and no customizing; expected tab or no show key")
        XCTAssertEqual(try XCTUnwrap(failure(seven("show: editing", device: "apple-tv"))).path, "show")
        XCTAssertEqual(try decode(seven("show: tab", device: "apple-tv")).show, .tab)
    }

    func testEditingNeedsACustomizableTab() throws {
        let error = try XCTUnwrap(failure(seven("show: editing", tabExtra: ", customizable: false")))
        XCTAssertEqual(error.path, "show")
        XCTAssertTrue(error.message.contains("no tab is customizable"), error.message)
        XCTAssertEqual(try decode(seven("show: moreList", tabExtra: ", customizable: false")).show, .moreList,
                       "the More list shows without an Edit button")
    }

    func testKeysOfTheTabsOwnScreenAreRejectedWithShow() throws {
        let cases: [(String, String)] = [
            ("keyboard: true", "keyboard"),
            ("backdrop: \"#336699\"", "backdrop"),
            ("content: { color: \"#FFFFFF\" }", "content"),
            ("toolbar: { items: [{ systemItem: trash }] }", "toolbar"),
            ("scrollOffset: 20", "scrollOffset"),
            ("navigationBar: { title: Inbox }", "navigationBar.title"),
            ("navigationBar: { rightItems: [{ systemItem: add }] }", "navigationBar.rightItems"),
            ("navigationBar: { largeTitle: true }", "navigationBar.largeTitle"),
        ]
        for (line, path) in cases {
            let error = try XCTUnwrap(failure(seven("show: moreList\n" + line)), line)
            XCTAssertEqual(error.path, path, line)
            XCTAssertTrue(error.message.contains("the More screen"), error.message)
            XCTAssertTrue(error.message.contains("show: moreList"), error.message)
        }
        XCTAssertTrue(try XCTUnwrap(failure(seven("show: editing\nkeyboard: true"))).message.contains("the Edit screen"))
        // The navigation bar's colours apply, and so does the status bar.
        let coloured = try decode(seven("show: moreList\nnavigationBar: { tint: \"#FF9500\", barTint: \"#202020\", translucent: false }\nstatusBar: { time: \"10:08\" }"))
        XCTAssertEqual(coloured.navigationBar?.tint, Color(hex: "#FF9500"))
    }

    func testTheControllerStartsOnTheScreenTheSpecShows() throws {
        let list = TabBarController(spec: try decode(seven("show: moreList\nselected: t1")))
        XCTAssertEqual(list.selection, .moreList)
        XCTAssertTrue(list.isMoreSelected)
        XCTAssertFalse(list.isEditing)
        guard case .moreList(let state) = list.screen else { return XCTFail("\(list.screen)") }
        XCTAssertEqual(state.rows.map(\.id), ["t4", "t5", "t6"])

        var editing = TabBarController(spec: try decode(seven("show: editing")))
        XCTAssertTrue(editing.isEditing)
        XCTAssertTrue(editing.presentation.isEditing)
        guard case .editing(let edit) = editing.screen else { return XCTFail("\(editing.screen)") }
        XCTAssertEqual(edit.items.count, 7)
        XCTAssertEqual(try editing.apply(.tapDone), .endedEditing)
        XCTAssertEqual(editing.selection, .moreList, "Done returns to the More list")
        XCTAssertFalse(editing.presentation.isEditing)

        let tab = TabBarController(spec: try decode(seven("selected: t5")))
        XCTAssertEqual(tab.selection, .tab(5))
        XCTAssertFalse(tab.presentation.isEditing)
        XCTAssertNil(tab.spec.controllerScreen(for: tab.presentation))
    }

    func testARestoredTabClosesTheEditScreenTheSpecShows() throws {
        let spec = try decode(seven("show: editing"))
        let restored = TabBarController.restoring(PreservedTabState(order: [], selected: "t2", showsMoreList: false), spec: spec)
        XCTAssertEqual(restored.controller.selection, .tab(2))
        XCTAssertFalse(restored.controller.isEditing)
        let unrestored = TabBarController.restoring(PreservedTabState(order: [], selected: "gone", showsMoreList: false), spec: spec)
        XCTAssertTrue(unrestored.controller.isEditing, "nothing restored: the spec's own screen stays")
    }
}
