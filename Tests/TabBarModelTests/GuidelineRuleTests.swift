import Foundation
import TabBarModel
import XCTest

/// Every rule: a spec that triggers it and one that does not. Layouts use FixedWidthMeasurer
/// (6 pt per character of a 10 pt title, 7.8 pt per badge character).
final class GuidelineRuleTests: XCTestCase {
    /// Four tabs on an iPhone 15 that follow every rule.
    private func clean() -> Spec {
        Spec(device: "iphone-15", ios: IOSRelease(17), selected: .id("recents"), tabs: [
            TabSpec(id: "favorites", title: "Favorites", icon: .system(.favorites)),
            TabSpec(id: "recents", title: "Recents", icon: .system(.recents), badge: .count(3)),
            TabSpec(id: "contacts", title: "Contacts", icon: .system(.contacts), badge: .text("!")),
            TabSpec(id: "search", title: "Search", icon: .system(.search)),
        ])
    }

    /// Twelve titles: more than fit across an Apple TV bar.
    private static let tvTitles = [
        "Featured", "Movies", "TV Shows", "Kids", "Search", "Library", "Sports", "News", "Music",
        "Podcasts", "Live", "Settings",
    ]

    private func findings(_ spec: Spec, _ rule: String) throws -> [Finding] {
        try GuidelineChecker().check(spec, layout: makeLayout(spec)).filter { $0.rule == rule }
    }

    private func named(_ count: Int, device: String = "iphone-15") -> Spec {
        Spec(device: .preset(device), ios: IOSRelease(17), tabs: tabs(count))
    }

    func testTheCleanSpecHasNoFindingsAtAll() throws {
        let spec = clean()
        XCTAssertEqual(GuidelineChecker().check(spec, layout: try makeLayout(spec)), [])
    }

    func testRuleIdsAreUniqueAndEachFindingCarriesItsRulesSeverity() throws {
        let descriptors = GuidelineChecker.tabBarRules.map(\.descriptor)
        XCTAssertEqual(Set(descriptors.map(\.id)).count, descriptors.count)
        var spec = named(8)
        spec.tabs[2].enabled = false
        spec.tabs[5].badge = .count(2)
        let all = GuidelineChecker().check(spec, layout: try makeLayout(spec))
        XCTAssertFalse(all.isEmpty)
        for finding in all {
            XCTAssertEqual(descriptors.first { $0.id == finding.rule }?.severity, finding.severity, finding.rule)
        }
    }

    func testTooFewTabs() throws {
        let two = try findings(named(2), "too-few-tabs")
        XCTAssertEqual(two.map(\.path), ["tabs"])
        XCTAssertEqual(two.first?.severity, .warning)
        XCTAssertTrue(two[0].message.contains("2 tabs"), two[0].message)
        XCTAssertEqual(try findings(named(3), "too-few-tabs"), [])
        XCTAssertEqual(try findings(Spec(device: "apple-tv", ios: IOSRelease(17), tabs: [TabSpec(title: "Movies")]), "too-few-tabs"), [], "not an Apple TV rule")
        var removed = named(3)
        removed.tabs[1].removed = true
        XCTAssertEqual(try findings(removed, "too-few-tabs").count, 1, "a removed tab does not count")
    }

    func testTooManyTabsOnIPhone() throws {
        let six = try findings(named(6), "too-many-tabs")
        XCTAssertEqual(six.map(\.path), ["tabs"])
        XCTAssertTrue(six[0].message.contains("puts 2 behind More"), six[0].message)
        XCTAssertEqual(try findings(named(5), "too-many-tabs"), [])
    }

    func testTooManyTabsOnIPadDependsOnWhereTheBarLives() throws {
        XCTAssertEqual(try findings(named(7, device: "ipad"), "too-many-tabs"), [], "seven fit a main view")
        XCTAssertEqual(try findings(named(8, device: "ipad-pro-13"), "too-many-tabs").count, 1)
        var popover = named(6, device: "ipad")
        popover.placement = .popover
        let found = try findings(popover, "too-many-tabs")
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].message.contains("a popover"), found[0].message)
        popover.tabs.removeLast()
        XCTAssertEqual(try findings(popover, "too-many-tabs"), [], "five fit a popover")
        var right = named(7, device: "ipad")
        right.placement = .splitSecondary
        XCTAssertEqual(try findings(right, "too-many-tabs"), [])
        right.placement = .splitPrimary
        XCTAssertEqual(try findings(right, "too-many-tabs").count, 1)
    }

    func testMoreTabOnIPad() throws {
        let found = try findings(named(8, device: "ipad"), "more-tab-on-ipad")
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].message.contains("Keep to 6 tabs"), found[0].message)
        XCTAssertEqual(try findings(named(7, device: "ipad"), "more-tab-on-ipad"), [])
        XCTAssertEqual(try findings(named(8), "more-tab-on-ipad"), [], "More is how an iPhone bar overflows")
    }

    func testDisabledTab() throws {
        var spec = clean()
        spec.tabs[2].enabled = false
        let found = try findings(spec, "disabled-tab")
        XCTAssertEqual(found.map(\.path), ["tabs[2].enabled"])
        XCTAssertTrue(found[0].message.contains("\"Contacts\""), found[0].message)
        XCTAssertEqual(try findings(clean(), "disabled-tab"), [])
    }

    func testRemovedTab() throws {
        var spec = clean()
        spec.tabs[3].removed = true
        XCTAssertEqual(try findings(spec, "removed-tab").map(\.path), ["tabs[3].removed"])
        XCTAssertEqual(try findings(clean(), "removed-tab"), [])
    }

    func testRefusedSelection() throws {
        var spec = clean()
        spec.tabs[0].shouldSelect = false
        let found = try findings(spec, "refused-selection")
        XCTAssertEqual(found.map(\.path), ["tabs[0].shouldSelect"])
        XCTAssertEqual(found.first?.severity, .info)
        XCTAssertEqual(try findings(clean(), "refused-selection"), [])
    }

    func testActionTitle() throws {
        var spec = clean()
        spec.tabs[2].title = "Compose"
        spec.tabs[3].title = "Share Photo"
        let found = try findings(spec, "action-title")
        XCTAssertEqual(found.map(\.path), ["tabs[2].title", "tabs[3].title"])
        XCTAssertTrue(found[0].message.contains("toolbar"), found[0].message)
        var places = clean()
        places.tabs[2].title = "Downloads"
        places.tabs[3].title = "Shared"
        XCTAssertEqual(try findings(places, "action-title"), [], "nouns that name places pass")
    }

    func testTabBarWithToolbar() throws {
        var spec = clean()
        spec.toolbar = ToolbarSpec(items: [BarButtonItemSpec(title: "Delete")])
        let found = try findings(spec, "tab-bar-with-toolbar")
        XCTAssertEqual(found.map(\.path), ["toolbar"])
        XCTAssertEqual(found.first?.severity, .error)
        XCTAssertEqual(try findings(clean(), "tab-bar-with-toolbar"), [])
    }

    func testSmallHitRegion() throws {
        // No preset gives a slot under 44 pt, so the layout is narrowed by hand: the rule reads frames.
        let spec = clean()
        var layout = try makeLayout(spec)
        layout.tabs[1].hitRegion.width = 40
        let found = GuidelineChecker(rules: [SmallHitRegionRule()]).check(spec, layout: layout)
        XCTAssertEqual(found.map(\.path), ["tabs[1]"])
        XCTAssertTrue(found[0].message.contains("40×49 pt"), found[0].message)
        XCTAssertEqual(GuidelineChecker(rules: [SmallHitRegionRule()]).check(spec, layout: try makeLayout(spec)), [])
    }

    func testTruncatedTitle() throws {
        var spec = Spec(device: "iphone-se", ios: IOSRelease(17), tabs: tabs(5))
        spec.tabs[4].title = "Most Viewed Items"
        let found = try findings(spec, "truncated-title")
        XCTAssertEqual(found.map(\.path), ["tabs[4].title"])
        XCTAssertTrue(found[0].message.contains("needs 102 pt but its slot leaves 60 pt"), found[0].message)
        spec.tabs[4].title = "Most Viewed"
        XCTAssertEqual(try findings(spec, "truncated-title").count, 1, "66 pt is still more than 60 pt")
        spec.tabs[4].title = "Popular"
        XCTAssertEqual(try findings(spec, "truncated-title"), [], "42 pt fits")
    }

    func testDuplicateTitle() throws {
        var spec = clean()
        spec.tabs[3].title = "favorites"
        XCTAssertEqual(try findings(spec, "duplicate-title").map(\.path), ["tabs[3].title"])
        XCTAssertEqual(try findings(clean(), "duplicate-title"), [])
    }

    func testDuplicateId() throws {
        var spec = clean()
        spec.tabs[2].id = "favorites"
        let found = try findings(spec, "duplicate-id")
        XCTAssertEqual(found.map(\.path), ["tabs[2].id"])
        XCTAssertEqual(found.first?.severity, .error)
        let implied = Spec(device: "iphone-15", ios: IOSRelease(17), tabs: [
            TabSpec(title: "Home", icon: .system(.featured)), TabSpec(title: "Home", icon: .system(.search)),
            TabSpec(title: "Other", icon: .system(.more)),
        ])
        XCTAssertEqual(try findings(implied, "duplicate-id").map(\.path), ["tabs[1].title"], "the id made from a title")
        XCTAssertEqual(try findings(clean(), "duplicate-id"), [])
    }

    func testDuplicateRestorationId() throws {
        var spec = clean()
        spec.tabs[3].restorationId = "recents"
        XCTAssertEqual(try findings(spec, "duplicate-restoration-id").map(\.path), ["tabs[3].restorationId"])
        spec.tabs[3].restorationId = "search-v2"
        XCTAssertEqual(try findings(spec, "duplicate-restoration-id"), [])
    }

    func testMixedIcons() throws {
        var spec = clean()
        spec.tabs[3].icon = nil
        let found = try findings(spec, "mixed-icons")
        XCTAssertEqual(found.map(\.path), ["tabs[3]"])
        XCTAssertTrue(found[0].message.contains("3 other tabs have one"), found[0].message)
        var mostlyText = spec
        for index in 0..<3 { mostlyText.tabs[index].icon = nil }
        mostlyText.tabs[3].icon = .system(.search)
        XCTAssertEqual(try findings(mostlyText, "mixed-icons").map(\.path), ["tabs[3].icon"], "points at the odd one out")
        var none = clean()
        for index in none.tabs.indices { none.tabs[index].icon = nil }
        XCTAssertEqual(try findings(none, "mixed-icons"), [])
        XCTAssertEqual(try findings(clean(), "mixed-icons"), [])
        // A search tab with no icon of its own gets the system's magnifying glass.
        var search = clean()
        search.tabs[3].icon = nil
        search.tabs[3].role = .search
        search.ios = IOSRelease(26)
        XCTAssertEqual(try findings(search, "mixed-icons"), [])
    }

    func testBadgeContent() throws {
        var spec = clean()
        spec.tabs[0].badge = .text("New")
        spec.tabs[1].badge = .count(0)
        let found = try findings(spec, "badge-content")
        XCTAssertEqual(found.map(\.path), ["tabs[0].badge", "tabs[1].badge"])
        XCTAssertTrue(found[0].message.contains("\"New\""), found[0].message)
        spec.tabs[1].badge = .count(-2)
        XCTAssertTrue(try findings(spec, "badge-content")[1].message.contains("a badge of -2"))
        spec.tabs[0].badge = .text("99+")
        spec.tabs[1].badge = .count(12)
        XCTAssertEqual(try findings(spec, "badge-content"), [], "counts, capped counts and \"!\" pass")
    }

    func testBadgeTooLong() throws {
        var spec = clean()
        spec.tabs[0].badge = .text("99+")
        spec.tabs[1].badge = .count(12345)
        spec.tabs[2].badge = .text("new!!")
        let long = try findings(spec, "badge-too-long")
        XCTAssertEqual(long.map(\.path), ["tabs[1].badge", "tabs[2].badge"], "\"99+\" fits")
        XCTAssertTrue(long[0].message.contains("has 5 characters (at most 4)"), long[0].message)
        XCTAssertFalse(long[0].message.contains("drawn"), "49 pt fit beside a 25 pt icon in a 98 pt slot: \(long[0].message)")

        // Four characters, but wider than half the narrow slot of a tab without an icon on an iPhone SE.
        var narrow = Spec(device: "iphone-se", ios: IOSRelease(17), tabs: tabs(5))
        narrow.tabs[1].icon = nil
        narrow.tabs[1].badge = .text("WWWW")
        let wide = try findings(narrow, "badge-too-long")
        XCTAssertEqual(wide.map(\.path), ["tabs[1].badge"])
        XCTAssertTrue(wide[0].message.contains("is drawn 41.2 pt wide, more than the 32 pt of half its 64 pt slot"), wide[0].message)
        XCTAssertFalse(wide[0].message.contains("characters"), wide[0].message)

        // As wide as the slot at most, and then cut.
        narrow.tabs[1].badge = .text(String(repeating: "W", count: 30))
        let capped = try XCTUnwrap(try makeLayout(narrow).tabs[1].badgeFrame)
        XCTAssertEqual(capped.width, 64, accuracy: 1e-9, "320 pt / 5")
        let cut = try findings(narrow, "badge-too-long")
        XCTAssertTrue(cut[0].message.contains("cut with \"…\""), cut[0].message)
    }

    func testBadgesAreAsWideAsTheirTextUpToTheSlot() throws {
        var spec = Spec(device: "iphone-se", ios: IOSRelease(17), tabs: tabs(5))
        spec.tabs[0].badge = .count(7)
        spec.tabs[1].badge = .text("new!!")
        spec.tabs[2].badge = .count(-12)
        let layout = try makeLayout(spec)
        XCTAssertEqual(layout.tabs[0].badgeFrame?.width, 18, "round for one digit")
        XCTAssertEqual(layout.tabs[1].badgeFrame?.width ?? 0, 5 * 7.8 + 10, accuracy: 1e-9, "not cut")
        XCTAssertEqual(layout.tabs[2].badge, "-12")
        XCTAssertEqual(BadgeSizing(limit: nil).width(of: String(repeating: "W", count: 30), measurer: FixedWidthMeasurer()), 30 * 7.8 + 10, accuracy: 1e-9)
        XCTAssertEqual(BadgeSizing(limit: 10).width(of: "1234", measurer: FixedWidthMeasurer()), 18, "never narrower than round")
    }

    func testBadgeInMore() throws {
        var spec = named(7)
        spec.tabs[5].badge = .count(2)
        spec.tabs[1].badge = .count(1)
        let found = try findings(spec, "badge-in-more")
        XCTAssertEqual(found.map(\.path), ["tabs[5].badge"], "only the badge behind More")
        XCTAssertTrue(found[0].message.contains("first 4"), found[0].message)
        spec.tabs[5].badge = nil
        XCTAssertEqual(try findings(spec, "badge-in-more"), [])
    }

    func testSelectedNotVisible() throws {
        var removed = clean()
        removed.tabs[1].removed = true
        let found = try findings(removed, "selected-not-visible")
        XCTAssertEqual(found.map(\.path), ["selected"])
        XCTAssertTrue(found[0].message.contains("is removed"), found[0].message)

        let tv = Spec(device: "apple-tv", ios: IOSRelease(17), selected: .index(11), tabs: Self.tvTitles.map { TabSpec(title: $0) })
        XCTAssertEqual(try findings(tv, "selected-not-visible").count, 1, "past the Apple TV bar's edge")

        XCTAssertEqual(try findings(Spec(device: "iphone-8", ios: IOSRelease(17), selected: .index(6), tabs: tabs(7)), "selected-not-visible"), [],
                       "a tab in the More list can be reached")
        XCTAssertEqual(try findings(clean(), "selected-not-visible"), [])
    }

    func testUnreachableTab() throws {
        let tv = Spec(device: "apple-tv", ios: IOSRelease(17), tabs: Self.tvTitles.map { TabSpec(title: $0) })
        let layout = try makeLayout(tv)
        XCTAssertFalse(layout.notShown.isEmpty, "the spec must overflow the bar for this test")
        let found = try findings(tv, "unreachable-tab")
        XCTAssertEqual(found.map(\.path), layout.notShown.map { "tabs[\($0)]" })
        XCTAssertEqual(try findings(Spec(device: "apple-tv", ios: IOSRelease(17), tabs: Self.tvTitles.prefix(4).map { TabSpec(title: $0) }), "unreachable-tab"), [])
    }

    func testFindingsEncodeWithTheDocumentedKeys() throws {
        let finding = Finding(rule: "action-title", severity: .warning, path: "tabs[1].title", message: "m")
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(finding)) as? [String: String]
        XCTAssertEqual(object, ["rule": "action-title", "severity": "warning", "path": "tabs[1].title", "message": "m"])
    }
}
