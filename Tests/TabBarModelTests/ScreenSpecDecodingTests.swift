import Foundation
import TabBarModel
import XCTest

final class ScreenSpecDecodingTests: XCTestCase {
    private func decode(_ text: String) throws -> Spec {
        try decodeYAMLSpec(text, source: "screen.yaml")
    }

    private func failure(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> SpecError? {
        decodingFailure(text, source: "screen.yaml", file: file, line: line)
    }

    private let screenYAML = """
        device: iphone-15
        scrollOffset: 30
        statusBar: { time: "10:08", battery: 64, signal: 3 }
        navigationBar:
          title: Inbox
          back: Mailboxes
          rightItems: [{ systemItem: edit }]
          tint: "#FF9500"
        content:
          color: "#FFFFFF"
          rows:
            - { title: Anna, detail: "9:20", chevron: true, badge: 2, icon: "system:contacts" }
            - { title: Ben }
        toolbar:
          items:
            - { systemItem: trash }
            - { systemItem: flexible-space }
            - { title: Archive, style: done, enabled: false }
        tabs:
          - { title: Mail, icon: "system:downloads" }
        """

    func testScreenKeysDecodeAndEncodeBack() throws {
        let spec = try decode(screenYAML)
        XCTAssertTrue(spec.isScreen)
        XCTAssertEqual(spec.scrollOffset, 30)
        XCTAssertEqual(spec.statusBar, StatusBarSpec(time: "10:08", battery: 64, signal: 3))
        XCTAssertEqual(spec.navigationBar?.back, "Mailboxes")
        XCTAssertEqual(spec.navigationBar?.rightItems, [BarButtonItemSpec(systemItem: .edit)])
        XCTAssertEqual(spec.navigationBar?.tint, Color(rgb: 0xFF9500))
        XCTAssertEqual(spec.content?.rows?.first, RowSpec(title: "Anna", detail: "9:20", icon: .system(.contacts), badge: .count(2), chevron: true))
        XCTAssertEqual(spec.toolbar?.items.map(\.systemItem), [.trash, .flexibleSpace, nil])
        XCTAssertEqual(spec.toolbar?.items[2].style, .done)
        XCTAssertEqual(spec.toolbar?.items[2].enabled, false)
        let json = try JSONEncoder().encode(spec)
        XCTAssertEqual(try SpecDecoder().decode(json, format: .json, source: "again.json"), spec)
    }

    /// UIKit's toolbarItems is a list; the spec takes one as shorthand for `items`.
    func testAToolbarWrittenAsAListIsItsItems() throws {
        let text = "device: iphone-15\ntoolbar: [{title: Edit}, {title: Share}]\ntabs:\n  - { title: A }\n  - { title: B }\n"
        let list = try decode(text)
        let mapping = try decode("device: iphone-15\ntoolbar:\n  items: [{title: Edit}, {title: Share}]\ntabs:\n  - { title: A }\n  - { title: B }\n")
        XCTAssertEqual(list, mapping)
        XCTAssertEqual(list.toolbar?.items.map(\.title), ["Edit", "Share"])
        XCTAssertEqual(SpecSourceMap(text: text).location(of: "toolbar.items[1]"), SpecLocation(line: 2, column: 26))
        let findings = GuidelineChecker().check(list, layout: try makeLayout(list))
        XCTAssertEqual(findings.filter { $0.rule == "tab-bar-with-toolbar" }.map(\.path), ["toolbar"])
        let bad = failure("device: iphone-15\ntoolbar: [{title: Edit}, {tilte: Share}]\ntabs:\n  - { title: A }\n")
        XCTAssertEqual(bad?.path, "toolbar[1].tilte")
        XCTAssertEqual(failure("device: iphone-15\ntoolbar: []\ntabs:\n  - { title: A }\n")?.path, "toolbar.items")
    }

    func testABareBarSpecEncodesWithoutScreenKeys() throws {
        let spec = try decode("device: iphone-8\ntabs:\n  - { title: A }\n")
        XCTAssertFalse(spec.isScreen)
        let json = String(decoding: try JSONEncoder().encode(spec), as: UTF8.self)
        for key in ["statusBar", "navigationBar", "content", "toolbar", "scrollOffset", "focus"] {
            XCTAssertFalse(json.contains("\"\(key)\""), key)
        }
    }

    func testToolbarScreenMayLeaveOutTheTabsButABareBarMayNot() throws {
        let toolbar = try decode("device: iphone-15\ntoolbar:\n  items: [{ systemItem: compose }]\n")
        XCTAssertTrue(toolbar.tabs.isEmpty)
        let bare = failure("device: iphone-15\n")
        XCTAssertEqual(bare?.path, "tabs")
        XCTAssertTrue(bare?.message.contains("at least one tab") ?? false, bare?.message ?? "")
        XCTAssertEqual(failure("device: iphone-15\ntabs: []\n")?.path, "tabs")
        XCTAssertNoThrow(try decode("device: iphone-15\nnavigationBar: { title: A }\n"), "a pushed screen: a navigation bar alone")
        XCTAssertEqual(failure("device: iphone-15\nselected: 0\ntoolbar:\n  items: [{ systemItem: add }]\n")?.path, "selected")
    }

    func testUnknownKeysInsideScreenPartsNameTheirPath() {
        XCTAssertEqual(failure("device: iphone-15\nnavigationBar: { tilte: A }\ntabs: [{ title: A }]\n")?.path, "navigationBar.tilte")
        XCTAssertEqual(failure("device: iphone-15\ncontent:\n  rows: [{ title: A, chevorn: true }]\ntabs: [{ title: A }]\n")?.path, "content.rows[0].chevorn")
        let item = failure("device: iphone-15\ntoolbar:\n  items: [{ systemItem: rocket }]\n")
        XCTAssertEqual(item?.path, "toolbar.items[0].systemItem")
        XCTAssertTrue(item?.message.contains("fast-forward") ?? false, item?.message ?? "")
    }

    func testBarButtonNeedsExactlyOneOfTitleIconOrSystemItem() {
        let both = failure("device: iphone-15\ntoolbar:\n  items: [{ title: Add, systemItem: add }]\n")
        XCTAssertEqual(both?.path, "toolbar.items[0]")
        XCTAssertEqual(both?.message, "expected exactly one of title, icon or systemItem")
        XCTAssertEqual(failure("device: iphone-15\ntoolbar:\n  items: [{ style: done }]\n")?.path, "toolbar.items[0]")
        XCTAssertEqual(failure("device: iphone-15\ntoolbar:\n  items: [{ systemItem: add, width: 10 }]\n")?.path, "toolbar.items[0].width")
        XCTAssertEqual(failure("device: iphone-15\ntoolbar:\n  items: []\n")?.path, "toolbar.items")
        let flexible = failure("device: iphone-15\nnavigationBar: { rightItems: [{ systemItem: flexible-space }] }\ntabs: [{ title: A }]\n")
        XCTAssertEqual(flexible?.path, "navigationBar.rightItems[0].systemItem")
    }

    func testNavigationBarValuesAreChecked() {
        let classic = failure("device: iphone-2g\nstyle: classic\nnavigationBar: { title: A, largeTitle: true }\ntabs: [{ title: A }]\n")
        XCTAssertEqual(classic?.path, "navigationBar.largeTitle")
        XCTAssertTrue(classic?.message.contains("iOS 11") ?? false)
        XCTAssertEqual(failure("device: iphone-15\nnavigationBar: { largeTitle: true }\ntabs: [{ title: A }]\n")?.path, "navigationBar.largeTitle")
        XCTAssertEqual(failure("device: iphone-15\nnavigationBar: { segments: [One] }\ntabs: [{ title: A }]\n")?.path, "navigationBar.segments")
        XCTAssertEqual(failure("device: iphone-15\nnavigationBar: { segments: [A, B], selectedSegment: 2 }\ntabs: [{ title: A }]\n")?.path, "navigationBar.selectedSegment")
        XCTAssertEqual(failure("device: iphone-15\nnavigationBar: { back: \" \" }\ntabs: [{ title: A }]\n")?.path, "navigationBar.back")
        let keyboard = failure("device: iphone-15\nnavigationBar: { title: A, hidden: keyboard }\ntabs: [{ title: A }]\n")
        XCTAssertEqual(keyboard?.path, "navigationBar.hidden")
        XCTAssertTrue(keyboard?.message.contains("keyboard: true") ?? false)
        let hidden = failure("device: iphone-15\nnavigationBar: { hidden: yes }\ntabs: [{ title: A }]\n")
        XCTAssertEqual(hidden?.message, "expected full-screen | keyboard | gesture, got \"yes\"")
    }

    func testStatusBarContentAndScrollValuesAreChecked() {
        XCTAssertEqual(failure("device: iphone-15\nstatusBar: { battery: 120 }\ntabs: [{ title: A }]\n")?.path, "statusBar.battery")
        XCTAssertEqual(failure("device: iphone-15\nstatusBar: { signal: 5 }\ntabs: [{ title: A }]\n")?.path, "statusBar.signal")
        let date = failure("device: ipad\nstatusBar: { date: \"Tuesday the ninth of January, 2007\" }\ntabs: [{ title: A }]\n")
        XCTAssertEqual(date?.path, "statusBar.date")
        XCTAssertTrue(date?.message.contains("at most 24 characters") ?? false, date?.message ?? "")
        XCTAssertEqual(failure("device: ipad\nstatusBar: { date: \"  \" }\ntabs: [{ title: A }]\n")?.path, "statusBar.date")
        XCTAssertEqual(failure("device: iphone-15\ncontent: { rows: [{ title: A }], image: a.png }\ntabs: [{ title: A }]\n")?.path, "content")
        XCTAssertEqual(failure("device: iphone-15\ncontent: { rows: [] }\ntabs: [{ title: A }]\n")?.path, "content.rows")
        XCTAssertEqual(failure("device: iphone-15\ncontent: { rows: [{ title: \"\" }] }\ntabs: [{ title: A }]\n")?.path, "content.rows[0].title")
        let scroll = failure("device: iphone-15\nscrollOffset: 20\ntabs: [{ title: A }]\n")
        XCTAssertEqual(scroll?.path, "scrollOffset")
        XCTAssertTrue(scroll?.message.contains("only a screen") ?? false)
        XCTAssertEqual(failure("device: iphone-15\ncontent: { color: \"#000\" }\nscrollOffset: .inf\ntabs: [{ title: A }]\n")?.path, "scrollOffset")
        let backdrop = failure("device: iphone-15\nbackdrop: \"#000000\"\ncontent: { color: \"#000\" }\ntabs: [{ title: A }]\n")
        XCTAssertEqual(backdrop?.path, "backdrop")
        XCTAssertTrue(backdrop?.message.contains("content.image") ?? false)
    }

    func testFocusBelongsToAppleTVAndNamesATabOrTheContent() throws {
        let tv = try decode("device: apple-tv\nfocus: movies\ntabs: [{ title: Movies }, { title: Kids }]\n")
        XCTAssertEqual(tv.focus, .tab(.id("movies")))
        XCTAssertEqual(try decode("device: apple-tv\nfocus: 1\ntabs: [{ title: Movies }, { title: Kids }]\n").focus, .tab(.index(1)))
        let content = try decode("device: apple-tv\nfocus: content\ncontent: { color: \"#101010\" }\ntabs: [{ title: Movies }]\n")
        XCTAssertEqual(content.focus, .content)

        XCTAssertEqual(failure("device: iphone-15\nfocus: 0\ntabs: [{ title: A }]\n")?.path, "focus")
        let nothing = failure("device: apple-tv\nfocus: content\ntabs: [{ title: Movies }]\n")
        XCTAssertEqual(nothing?.path, "focus")
        XCTAssertTrue(nothing?.message.contains("add a content key") ?? false)
        XCTAssertEqual(failure("device: apple-tv\nfocus: music\ntabs: [{ title: Movies }]\n")?.path, "focus")
        XCTAssertEqual(failure("device: apple-tv\nfocus: 3\ntabs: [{ title: Movies }]\n")?.path, "focus")
        XCTAssertEqual(failure("device: apple-tv\nfocus: [1]\ntabs: [{ title: Movies }]\n")?.path, "focus")
    }

    func testAppleTVRefusesPhoneParts() {
        XCTAssertEqual(failure("device: apple-tv\nstatusBar: {}\ntabs: [{ title: A }]\n")?.path, "statusBar")
        XCTAssertEqual(failure("device: apple-tv\nnavigationBar: { title: A }\ntabs: [{ title: A }]\n")?.path, "navigationBar")
        XCTAssertEqual(failure("device: apple-tv\ntoolbar: { items: [{ systemItem: add }] }\ntabs: [{ title: A }]\n")?.path, "toolbar")
        XCTAssertEqual(failure("device: apple-tv\ncontent: { rows: [{ title: A }] }\ntabs: [{ title: A }]\n")?.path, "content.rows")
    }
}
