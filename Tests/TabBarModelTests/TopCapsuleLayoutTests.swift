import TabBarModel
import XCTest

/// The iPad's floating top bar. Figures from real iPadOS 26 renders: mneves75/dnschat,
/// `ios/fastlane/screenshots/en-US/iPad Pro 13-inch (M5)-0{4,5,6,7}-*.png` at commit
/// 7e9e60967b96d41dcb5ea07cf1991d7e57897086 (iPad Pro 13" M5, 1032×1376 pt @2x, 3 text tabs):
/// capsule 44 tall with its top 32 below the screen's, pills 36 tall inset 4, about 16.5 pt each
/// side of a title, tiling the capsule; title baseline 28 below the capsule's top.
final class TopCapsuleLayoutTests: XCTestCase {
    private func spec(ios: Int, count: Int = 3, titles: [String]? = nil, device: String = "ipad-pro-13") -> Spec {
        let names = titles ?? (0..<count).map { "Tab \($0)" }
        return Spec(
            device: DeviceChoice(stringLiteral: device), ios: IOSRelease(ios),
            tabs: names.enumerated().map { TabSpec(id: "t\($0.offset)", title: $0.element) })
    }

    func testIPadOS26PlacesTheMeasuredCapsuleUnderTheStatusBar() throws {
        let layout = try makeLayout(spec(ios: 26, titles: ["DNS Chat", "Logs", "About"]))
        XCTAssertEqual(layout.bar.kind, .topCapsule)
        XCTAssertEqual(layout.bar.edge, .top)
        let capsule = try XCTUnwrap(layout.bar.capsule)
        XCTAssertEqual(capsule.minY, 32, accuracy: 0.01)
        XCTAssertEqual(capsule.height, 44, accuracy: 0.01)
        XCTAssertEqual(capsule.midX, 1032 / 2, accuracy: 0.01, "centred")
        // The picture of a bare bar is the top strip: the status bar area, the bar and the glass's
        // shadow below it (σ 16 dropped 8: 3σ + 8).
        XCTAssertEqual(layout.canvas, Rect(x: 0, y: 0, width: 1032, height: capsule.maxY + 56))
        XCTAssertNil(layout.homeIndicator)
        // 0.6 em per character at 17 pt; each pill is its title plus 16.5 pt a side.
        for tab in layout.tabs {
            XCTAssertEqual(tab.frame.height, 36, accuracy: 0.01)
            XCTAssertEqual(tab.frame.minY - capsule.minY, 4, accuracy: 0.01)
            XCTAssertEqual(tab.frame.width, Double(tab.title.count) * 17 * 0.6 + 33, accuracy: 0.01)
            XCTAssertEqual(try XCTUnwrap(tab.titleBaseline) - capsule.minY, 28, accuracy: 0.01)
            XCTAssertEqual(tab.titleStyle.size, 17)
            // Selected or not, the same stems (TopCapsuleRenderTests measures them).
            XCTAssertEqual(tab.titleStyle.weight, .medium)
            XCTAssertNil(tab.iconFrame, "text only")
            XCTAssertGreaterThanOrEqual(tab.hitRegion.height, 44)
        }
        // The pills tile the capsule, 4 pt in from both ends.
        XCTAssertEqual(layout.tabs[0].frame.minX - capsule.minX, 4, accuracy: 0.01)
        XCTAssertEqual(capsule.maxX - layout.tabs[2].frame.maxX, 4, accuracy: 0.01)
        for (left, right) in zip(layout.tabs, layout.tabs.dropFirst()) {
            XCTAssertEqual(left.frame.maxX, right.frame.minX, accuracy: 0.01)
        }
        XCTAssertTrue(layout.tabs[0].selected)
    }

    func testIPadOS18UsesTheSameRowWithSixteenPointPadding() throws {
        let layout = try makeLayout(spec(ios: 18))
        XCTAssertEqual(layout.bar.kind, .topCapsule)
        let tab = layout.tabs[1]
        // Sized for the bolder selected title (Headline), so selecting never reflows the bar.
        XCTAssertEqual(tab.frame.width, 5 * 17 * 0.6 + 32, accuracy: 0.01)
        XCTAssertEqual(layout.tabs[0].titleStyle.weight, .semibold, "selected title in Headline")
        XCTAssertEqual(tab.titleStyle.weight, .regular)
    }

    func testEarlierReleasesAndIPhonesKeepTheirBars() throws {
        XCTAssertEqual(try makeLayout(spec(ios: 17)).bar.kind, .inline)
        XCTAssertEqual(try makeLayout(spec(ios: 26, device: "iphone-17-pro")).bar.kind, .floatingCapsule)
    }

    func testAKeyboardDoesNotHideTheTopBar() throws {
        var keyboard = spec(ios: 18)
        keyboard.keyboard = true
        XCTAssertThrowsError(try makeLayout(keyboard)) { XCTAssertEqual(($0 as? SpecError)?.path, "keyboard") }
    }

    func testTabsThatDoNotFitTheWidthGoToTheSidebar() throws {
        // 12 tabs of 5 characters: 84 pt pills, 7 fit the 600 pt maximum (less 8 pt of inset).
        let layout = try makeLayout(spec(ios: 26, count: 12))
        let capsule = try XCTUnwrap(layout.bar.capsule)
        XCTAssertLessThanOrEqual(capsule.width, 600)
        XCTAssertEqual(layout.tabs.count, 7)
        XCTAssertEqual(layout.notShown, Array(7..<12))
        XCTAssertTrue(layout.moreList.isEmpty, "no More tab on iPadOS 18 and later")
        XCTAssertFalse(layout.tabs.contains { $0.isMore })
        XCTAssertEqual(layout.warnings.filter { $0.code == .tabNotShown }.count, 5)
        // A narrower screen fits fewer.
        let mini = try makeLayout(spec(ios: 26, count: 12, device: "ipad-mini"))
        XCTAssertEqual(mini.tabs.count, 7, "744 pt less margins still allows the 600 pt maximum")
    }
}

final class SidebarLayoutTests: XCTestCase {
    func testSidebarListsUngroupedTabsThenEachGroupUnderItsTitle() throws {
        var spec = Spec(
            device: "ipad-pro-11", ios: IOSRelease(26), selected: .id("library"),
            tabs: ["home", "library", "recent", "history"].map { TabSpec(id: $0, title: $0.capitalized, icon: .system(.favorites)) })
        spec.mode = .sidebar
        spec.groups = [TabGroupSpec(title: "Collections", children: [.id("library"), .index(2)])]
        let layout = try makeLayout(spec)
        XCTAssertEqual(layout.bar.kind, .sidebar)
        XCTAssertNil(layout.bar.capsule, "the top bar hides while the sidebar is open")
        XCTAssertEqual(layout.tabs.map(\.id), ["home", "history", "library", "recent"])
        let headers = try XCTUnwrap(layout.sidebarHeaders)
        XCTAssertEqual(headers.map(\.title), ["Collections"])
        let header = headers[0]
        XCTAssertEqual(header.frame.minY, layout.tabs[1].frame.maxY, accuracy: 0.01, "the group's title follows the ungrouped rows")
        XCTAssertEqual(layout.tabs[2].frame.minY, header.frame.maxY, accuracy: 0.01)
        XCTAssertTrue(layout.tabs[2].selected)
        for tab in layout.tabs {
            XCTAssertGreaterThanOrEqual(tab.hitRegion.height, 44)
            XCTAssertLessThanOrEqual(tab.frame.maxX, layout.bar.frame.maxX)
        }
        let toggle = try XCTUnwrap(layout.bar.sidebarToggle)
        XCTAssertLessThan(toggle.maxY, layout.tabs[0].frame.minY + 1e-9, "the toggle is above the rows")
        XCTAssertEqual(layout.canvas, Rect(x: 0, y: 0, width: 834, height: 1210), "the whole screen")
    }

    func testGroupsAndModeNeedAnIPadWithIPadOS18() throws {
        var spec = Spec(device: "iphone-15", ios: IOSRelease(26), tabs: tabs(3))
        spec.mode = .sidebar
        XCTAssertThrowsError(try makeLayout(spec)) { error in
            XCTAssertEqual((error as? SpecError)?.path, "mode")
        }
        var pad = Spec(device: "ipad-pro-11", ios: IOSRelease(26), tabs: tabs(3))
        pad.groups = [TabGroupSpec(title: "G", children: [.id("nope")])]
        XCTAssertThrowsError(try makeLayout(pad)) { error in
            XCTAssertEqual((error as? SpecError)?.path, "groups[0].children[0]")
        }
    }
}

final class TopCapsuleNavigationRowTests: XCTestCase {
    /// iPadOS 18 screenshots: the navigation bar's buttons share the floating tab bar's row, and
    /// the capsule takes the middle where an inline title would be.
    func testNavigationButtonsShareTheTopBarsRowAndTheInlineTitleGivesWay() throws {
        let spec = Spec(
            device: "ipad-pro-13", ios: IOSRelease(18), tabs: tabs(3),
            navigationBar: NavigationBarSpec(title: "Library", leftItems: [BarButtonItemSpec(title: "Edit")], rightItems: [BarButtonItemSpec(title: "Add")]),
            content: ContentSpec(rows: [RowSpec(title: "One")]))
        let layout = try makeLayout(spec)
        let bar = try XCTUnwrap(layout.screenLayout?.navigationBar)
        let capsule = try XCTUnwrap(layout.bar.capsule)
        XCTAssertNil(bar.title, "no inline title under the capsule")
        for item in bar.leftItems + bar.rightItems {
            XCTAssertLessThan(abs(item.frame.midY - capsule.midY), capsule.height / 2, "\(item.path) in the capsule's row")
            XCTAssertFalse(item.frame.minX < capsule.maxX && item.frame.maxX > capsule.minX, "\(item.path) beside the capsule")
        }
        let phone = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(3), navigationBar: NavigationBarSpec(title: "Library"), content: ContentSpec(rows: [RowSpec(title: "One")])))
        XCTAssertNotNil(phone.screenLayout?.navigationBar?.title, "a bottom bar leaves the title alone")
    }
}
