import TabBarModel
import XCTest

/// What changed between two versions of a spec, field by field, as a pull request's reviewer
/// reads it.
final class SpecFieldChangesTests: XCTestCase {
    private func spec(_ yaml: String) throws -> Spec {
        try SpecDocument(yaml: yaml).spec
    }

    private let base = """
        device: iphone-17-pro
        tint: "#FF0000"
        tabs:
          - title: Inbox
            icon: sf:tray
          - title: Settings
            badge: 3
        unknowns:
          - field: tabs[1].badge
            source: App/Tabs.swift:12
            reason: "`count` is known only when the app runs"

        """

    func testTheSameSpecHasNoChange() throws {
        XCTAssertEqual(try spec(base).changes(since: try spec(base)), [])
        // Written differently, the same values: no change.
        let respelled = base.replacingOccurrences(of: "\"#FF0000\"", with: "\"#ff0000\"").replacingOccurrences(of: "title: Inbox", with: "title: \"Inbox\"")
        XCTAssertEqual(try spec(respelled).changes(since: try spec(base)), [])
    }

    func testEachChangedFieldIsNamedWithBothValues() throws {
        let changed = base.replacingOccurrences(of: "title: Inbox", with: "title: Messages")
            .replacingOccurrences(of: "sf:tray", with: "sf:tray.full")
            .replacingOccurrences(of: "badge: 3", with: "badge: \"New\"")
        XCTAssertEqual(try spec(changed).changes(since: try spec(base)).map(\.text), [
            "tabs[0].icon: \"sf:tray\" → \"sf:tray.full\"",
            "tabs[0].title: \"Inbox\" → \"Messages\"",
            "tabs[1].badge: 3 → \"New\"",
        ])
    }

    func testATabAddedOrRemovedIsOneLine() throws {
        let added = base.replacingOccurrences(of: "unknowns:", with: "  - title: Search\nunknowns:")
        XCTAssertEqual(try spec(added).changes(since: try spec(base)).map(\.text), ["tabs[2]: (none) → {customizable: true, enabled: true, removed: false, shouldSelect: true, title: \"Search\"}"])
        XCTAssertEqual(try spec(base).changes(since: try spec(added)).map(\.text), ["tabs[2]: {customizable: true, enabled: true, removed: false, shouldSelect: true, title: \"Search\"} → (none)"])
    }

    /// A line added above moves every source line; what an unknown says is still compared.
    func testAnUnknownsSourceLineIsNoChangeButItsReasonIs() throws {
        let moved = base.replacingOccurrences(of: "App/Tabs.swift:12", with: "App/Tabs.swift:40")
        XCTAssertEqual(try spec(moved).changes(since: try spec(base)), [])
        let renamed = base.replacingOccurrences(of: "`count`", with: "`unread`")
        XCTAssertEqual(try spec(renamed).changes(since: try spec(base)).map(\.path), ["unknowns[0].reason"])
        let none = base.components(separatedBy: "unknowns:")[0]
        XCTAssertEqual(try spec(none).changes(since: try spec(base)).map(\.path), ["unknowns[0]"])
    }

    func testValuesAreOneEscapedLine() throws {
        let hostile = base.replacingOccurrences(of: "title: Inbox", with: "title: \"a\\nb\\u2028c\"")
        let text = try XCTUnwrap(try spec(hostile).changes(since: try spec(base)).first?.text)
        XCTAssertEqual(text, "tabs[0].title: \"Inbox\" → \"a\\nb\\u{2028}c\"")
    }
}
