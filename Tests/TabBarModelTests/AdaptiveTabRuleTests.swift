import TabBarModel
import XCTest

final class AdaptiveTabRuleTests: XCTestCase {
    private func findings(_ spec: Spec, _ rule: String) throws -> [Finding] {
        GuidelineChecker().check(spec, layout: try makeLayout(spec)).filter { $0.rule == rule }
    }

    private func phone(_ count: Int, searchAt: Int? = nil) -> Spec {
        var tabs = tabs(count)
        if let searchAt { tabs.insert(TabSpec(id: "search", title: "Search", role: .search), at: searchAt) }
        return Spec(device: "iphone-17-pro", ios: IOSRelease(26), tabs: tabs)
    }

    func testSearchTabNotLast() throws {
        let early = try findings(phone(3, searchAt: 1), "search-tab-not-last")
        XCTAssertEqual(early.map(\.path), ["tabs[1].role"])
        XCTAssertEqual(early.first?.severity, .warning)
        XCTAssertEqual(try findings(phone(3, searchAt: 3), "search-tab-not-last"), [])
    }

    func testMoreThanFiveTabsBesideSearch() throws {
        XCTAssertEqual(try findings(phone(5, searchAt: 5), "too-many-tabs-beside-search"), [])
        XCTAssertEqual(try findings(phone(5, searchAt: 5), "too-many-tabs"), [], "five tabs and search fit")
        let six = try findings(phone(6, searchAt: 6), "too-many-tabs-beside-search")
        XCTAssertEqual(six.map(\.path), ["tabs"])
        XCTAssertTrue(six[0].message.contains("6 tabs"), six[0].message)
        XCTAssertEqual(try findings(phone(6), "too-many-tabs").count, 1, "without search the old rule counts")
    }

    func testEmptyAccessoryAndMinimisedWithoutOne() throws {
        var spec = phone(3)
        spec.accessory = AccessorySpec(title: "  ")
        XCTAssertEqual(try findings(spec, "empty-accessory").map(\.severity), [.error])
        spec.accessory = AccessorySpec(icon: .system(.recents))
        XCTAssertEqual(try findings(spec, "empty-accessory"), [])
        spec.minimized = true
        XCTAssertEqual(try findings(spec, "minimized-without-accessory"), [])
        spec.accessory = nil
        XCTAssertEqual(try findings(spec, "minimized-without-accessory").map(\.path), ["minimized"])
    }

    func testSidebarAndBarHoldTheSameTabs() throws {
        var spec = Spec(device: "ipad-pro-11", ios: IOSRelease(18), tabs: tabs(4))
        spec.tabs[3].removed = true
        spec.groups = [
            TabGroupSpec(title: "A", children: [.id("t1"), .id("t3")]),
            TabGroupSpec(title: "B", children: [.index(1), .id("t2")]),
        ]
        let found = try findings(spec, "sidebar-tabs-differ")
        XCTAssertEqual(found.map(\.path), ["groups[0].children[1]", "groups[1].children[0]"])
        XCTAssertTrue(found[0].message.contains("removed"), found[0].message)
        XCTAssertTrue(found[1].message.contains("\"A\""), found[1].message)
        spec.groups = [TabGroupSpec(title: "A", children: [.id("t1"), .id("t2")])]
        XCTAssertEqual(try findings(spec, "sidebar-tabs-differ"), [])
    }

    /// A tab a sidebar lists three times is one tab to every other rule: not a title that repeats
    /// its own, not three tabs to count.
    func testATabListedTwiceIsOneTabToTheOtherRules() throws {
        var spec = Spec(device: "ipad-pro-13", ios: IOSRelease(18), tabs: [TabSpec(title: "A"), TabSpec(title: "B", badge: .count(3))])
        spec.mode = .sidebar
        spec.groups = [TabGroupSpec(title: "G", children: [.index(0), .index(0), .index(1), .index(1)])]
        let all = GuidelineChecker().check(spec, layout: try makeLayout(spec))
        XCTAssertEqual(all.filter { $0.rule == "sidebar-tabs-differ" }.map(\.path), ["groups[0].children[1]", "groups[0].children[3]"])
        XCTAssertEqual(all.filter { $0.rule == "duplicate-title" }, [])
        XCTAssertEqual(GuidelineSubject(spec: spec, layout: try makeLayout(spec)).shownTabs, [0, 1])
    }
}
