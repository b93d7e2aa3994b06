import Foundation
import TabBarModel
import XCTest

final class TabBarControllerTests: XCTestCase {
    /// Seven tabs on an iPhone: four on the bar, three in the More list.
    private func seven(selected: TabReference? = nil) -> Spec {
        Spec(device: "iphone-15", ios: IOSRelease(17), selected: selected, tabs: tabs(7))
    }

    private func ids(_ controller: TabBarController, _ indices: [Int]) -> [String] {
        indices.map { controller.spec.tabId(at: $0) }
    }

    func testOrderedTabsSplitIntoBarAndMoreList() {
        let controller = TabBarController(spec: seven())
        XCTAssertEqual(controller.order, Array(0..<7))
        XCTAssertTrue(controller.hasMoreItem)
        XCTAssertEqual(controller.barTabs, [0, 1, 2, 3])
        XCTAssertEqual(controller.moreListTabs, [4, 5, 6])
        XCTAssertEqual(controller.selectedTab, 0)
        XCTAssertFalse(TabBarController(spec: Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(5))).hasMoreItem)
        XCTAssertEqual(TabBarController(spec: Spec(device: "ipad", ios: IOSRelease(17), tabs: tabs(8))).barTabs.count, 6, "seven items, More included")
    }

    func testSelectionByPositionOrIdAsTheAppDoesIt() throws {
        var controller = TabBarController(spec: seven())
        try controller.select(.index(2))
        XCTAssertEqual(controller.selectedTab, 2)
        XCTAssertEqual(controller.selectedIndex, 2)
        try controller.select(.id("t5"))
        XCTAssertEqual(controller.selectedTab, 5)
        XCTAssertTrue(controller.isMoreSelected, "a tab in the More list opens inside More")
        XCTAssertEqual(controller.moreStackTab, 5)
        XCTAssertThrowsError(try controller.select(.index(7)))
        XCTAssertThrowsError(try controller.select(.id("nope")))
        XCTAssertEqual(controller.selectedTab, 5, "a failed selection changes nothing")

        // The app's selection does not ask shouldSelect; a user's tap does.
        var spec = seven()
        spec.tabs[2].shouldSelect = false
        var refusing = TabBarController(spec: spec)
        try refusing.select(.id("t2"))
        XCTAssertEqual(refusing.selectedTab, 2)
    }

    func testTapSelectsABarTabAndShouldSelectFalseKeepsThePreviousSelection() throws {
        var spec = seven(selected: .index(1))
        spec.tabs[2].shouldSelect = false
        spec.tabs[3].enabled = false
        var controller = TabBarController(spec: spec)
        XCTAssertEqual(try controller.tap(.tab(0)), .selected(0))
        XCTAssertEqual(controller.selectedTab, 0)
        XCTAssertEqual(try controller.tap(.tab(2)), .refused(2, .shouldSelect))
        XCTAssertEqual(controller.selectedTab, 0, "the refusing tab leaves the selection where it was")
        XCTAssertEqual(try controller.tap(.tab(3)), .refused(3, .disabled))
        XCTAssertEqual(controller.selectedTab, 0)
        XCTAssertThrowsError(try controller.tap(.tab(5)), "t5 is in the More list, not on the bar")
    }

    func testMoreShowsTheListAndAChosenRowIsSelectedWithMoreHighlighted() throws {
        var controller = TabBarController(spec: seven())
        XCTAssertThrowsError(try controller.tapMoreRow(5), "the list is not on screen yet")
        XCTAssertEqual(try controller.tap(.more), .showedMoreList)
        XCTAssertEqual(controller.selection, .moreList)
        XCTAssertNil(controller.selectedTab)
        guard case .moreList(let list) = controller.screen else { return XCTFail("expected the More list") }
        XCTAssertEqual(list.rows.map(\.id), ["t4", "t5", "t6"])
        XCTAssertTrue(list.showsEditButton)

        XCTAssertEqual(try controller.tapMoreRow(5), .selected(5))
        XCTAssertEqual(controller.selectedTab, 5)
        XCTAssertEqual(controller.screen, .tab(5))
        XCTAssertTrue(controller.isMoreSelected)

        // The layout draws More as the selected item, and no tab on the bar.
        let layout = try LayoutEngine(measurer: FixedWidthMeasurer()).layout(controller.spec, presentation: controller.presentation)
        XCTAssertEqual(layout.selectedTab?.id, "more")
        XCTAssertEqual(layout.tabs.filter(\.selected).count, 1)
    }

    func testMoreRemembersTheOpenTabAndTappingItAgainReturnsToTheList() throws {
        var controller = TabBarController(spec: seven())
        _ = try controller.tap(.more)
        _ = try controller.tapMoreRow(6)
        _ = try controller.tap(.tab(1))
        XCTAssertEqual(controller.selectedTab, 1)
        XCTAssertFalse(controller.isMoreSelected)
        XCTAssertEqual(try controller.tap(.more), .selected(6), "More comes back to the tab opened from it")
        XCTAssertEqual(try controller.tap(.more), .showedMoreList, "tapping the selected More goes back to its list")
        XCTAssertNil(controller.moreStackTab)
        var noMore = TabBarController(spec: Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(4)))
        XCTAssertThrowsError(try noMore.tap(.more), "every tab fits: no More item")
    }

    func testMoreListRowsCarryIconTitleAndBadge() {
        var spec = seven()
        spec.tabs[5].badge = .count(2)
        spec.tabs[6].enabled = false
        let list = TabBarController(spec: spec).moreList
        XCTAssertEqual(list?.rows.map(\.badge), [nil, "2", nil])
        XCTAssertEqual(list?.rows.map(\.title), ["Tab 4", "Tab 5", "Tab 6"])
        XCTAssertEqual(list?.rows.map(\.icon), Array(repeating: .system(.favorites), count: 3))
        XCTAssertEqual(list?.rows.map(\.enabled), [true, true, false])
        XCTAssertEqual(list?.rows.map(\.specIndex), [4, 5, 6])
        XCTAssertNil(TabBarController(spec: Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(3))).moreList)
    }

    func testEditingSwapsADroppedTabWithTheBarItemItLandsOn() throws {
        var controller = TabBarController(spec: seven())
        XCTAssertThrowsError(try controller.beginEditing(), "Edit is on the More screen")
        _ = try controller.tap(.more)
        try controller.beginEditing()
        guard case .editing(let edit) = controller.screen else { return XCTFail("expected the Edit screen") }
        XCTAssertEqual(edit.items.map(\.id), ["t0", "t1", "t2", "t3", "t4", "t5", "t6"])
        XCTAssertEqual(edit.items.map(\.inBar), [true, true, true, true, false, false, false])
        XCTAssertThrowsError(try controller.tap(.tab(0)), "the Edit screen covers the bar")

        XCTAssertEqual(try controller.drag(5, onto: 1), .swapped(5, 1))
        XCTAssertEqual(controller.order, [0, 5, 2, 3, 4, 1, 6])
        XCTAssertEqual(controller.barTabs, [0, 5, 2, 3])
        XCTAssertEqual(controller.moreListTabs, [4, 1, 6])
        XCTAssertEqual(try controller.drag(3, onto: 0), .swapped(3, 0), "reordering the bar")
        XCTAssertEqual(controller.barTabs, [3, 5, 2, 0])
        XCTAssertThrowsError(try controller.drag(4, onto: 6), "tabs land on bar items only")
        try controller.endEditing()
        XCTAssertEqual(controller.moreList?.rows.map(\.id), ["t4", "t1", "t6"])
        XCTAssertEqual(controller.selection, .moreList)
    }

    func testTheLayoutHonoursTheUsersOrder() throws {
        var controller = TabBarController(spec: seven())
        _ = try controller.tap(.more)
        try controller.beginEditing()
        _ = try controller.drag(6, onto: 0)
        let engine = LayoutEngine(measurer: FixedWidthMeasurer())
        let layout = try engine.layout(controller.spec, presentation: controller.presentation)
        XCTAssertEqual(layout.tabs.map(\.id), ["t6", "t1", "t2", "t3", "more"])
        XCTAssertEqual(layout.tabs[0].specIndex, 6, "frames keep the index the spec gives them")
        XCTAssertEqual(layout.tabs[0].frame.x, 0)
        XCTAssertEqual(layout.moreList, [4, 5, 0])
        let original = try engine.layout(controller.spec)
        XCTAssertEqual(layout.tabs[0].frame, original.tabs[0].frame, "the same slot, another tab")
    }

    func testOnlyCustomizableTabsMove() throws {
        var spec = seven()
        spec.tabs[0].customizable = false
        spec.tabs[6].customizable = false
        var controller = TabBarController(spec: spec)
        _ = try controller.tap(.more)
        try controller.beginEditing()
        XCTAssertEqual(controller.editState.items.map(\.id), ["t1", "t2", "t3", "t4", "t5"])
        XCTAssertThrowsError(try controller.drag(6, onto: 1))
        XCTAssertThrowsError(try controller.drag(4, onto: 0))
        XCTAssertEqual(controller.order, Array(0..<7), "refused moves change nothing")

        var fixed = seven()
        for index in fixed.tabs.indices { fixed.tabs[index].customizable = false }
        var none = TabBarController(spec: fixed)
        _ = try none.tap(.more)
        XCTAssertEqual(none.moreList?.showsEditButton, false)
        XCTAssertThrowsError(try none.beginEditing())
    }

    func testAppleTVHasNoMoreListAndNoCustomizing() throws {
        let spec = Spec(device: "apple-tv", ios: IOSRelease(17), tabs: (0..<9).map { TabSpec(id: "t\($0)", title: "Tab \($0)") })
        var controller = TabBarController(spec: spec)
        XCTAssertFalse(controller.hasMoreItem)
        XCTAssertFalse(controller.supportsCustomizing)
        XCTAssertEqual(controller.barTabs.count, 9)
        XCTAssertThrowsError(try controller.tap(.more))
        XCTAssertThrowsError(try controller.apply(.tapBarItem("more"))) { error in
            XCTAssertEqual((error as? ControllerError)?.message, "Apple TV has no More item")
        }
        XCTAssertThrowsError(try controller.beginEditing())
        XCTAssertEqual(try controller.tap(.tab(3)), .selected(3))
    }

    func testRemovedTabsAreLeftOut() throws {
        var spec = seven()
        spec.tabs[1].removed = true
        spec.tabs[2].removed = true
        let controller = TabBarController(spec: spec)
        XCTAssertEqual(controller.order, [0, 3, 4, 5, 6])
        XCTAssertFalse(controller.hasMoreItem, "five tabs fit")
        let layout = try LayoutEngine(measurer: FixedWidthMeasurer()).layout(spec)
        XCTAssertEqual(layout.tabs.map(\.id), ["t0", "t3", "t4", "t5", "t6"])
        XCTAssertEqual(layout.tabs[1].specIndex, 3)

        spec.selected = .id("t1")
        let selectedGone = try LayoutEngine(measurer: FixedWidthMeasurer()).layout(spec)
        XCTAssertNil(selectedGone.selectedTab, "a removed tab cannot be shown as selected")
        XCTAssertTrue(selectedGone.warnings.contains { $0.code == .selectedNotShown })
    }

    func testStepsParseIntoActions() throws {
        XCTAssertEqual(try UserAction(step: "favorites"), .tapBarItem("favorites"))
        XCTAssertEqual(try UserAction(step: "more"), .tapBarItem("more"))
        XCTAssertEqual(try UserAction(step: "More/Downloads"), .tapMoreRow("Downloads"))
        XCTAssertEqual(try UserAction(step: "More/Edit"), .tapEdit)
        XCTAssertEqual(try UserAction(step: "Edit/Downloads>Top Rated"), .drag("Downloads", onto: "Top Rated"))
        XCTAssertEqual(try UserAction(step: "Edit/Done"), .tapDone)
        XCTAssertEqual(try UserAction(step: "more/edit"), .tapEdit, "screen names and buttons ignore case")
        XCTAssertThrowsError(try UserAction(step: "Edit/Downloads"))
        XCTAssertThrowsError(try UserAction(step: "More/"))
        XCTAssertThrowsError(try UserAction(step: " "))
    }

    func testStepsFindTabsByIdOrTitle() throws {
        var controller = TabBarController(spec: seven())
        XCTAssertEqual(try controller.apply(.tapBarItem("Tab 2")), .selected(2))
        XCTAssertEqual(try controller.apply(.tapBarItem("t3")), .selected(3))
        XCTAssertEqual(try controller.apply(.tapBarItem("more")), .showedMoreList)
        XCTAssertEqual(try controller.apply(.tapMoreRow("tab 5")), .selected(5))
        XCTAssertEqual(try controller.apply(.tapBarItem("More")), .showedMoreList)
        XCTAssertEqual(try controller.apply(.tapEdit), .beganEditing)
        XCTAssertEqual(try controller.apply(.drag("Tab 6", onto: "t0")), .swapped(6, 0))
        XCTAssertEqual(try controller.apply(.tapDone), .endedEditing)
        XCTAssertEqual(controller.barTabs, [6, 1, 2, 3])
        do {
            _ = try controller.apply(.tapBarItem("Tab 5"))
            XCTFail("Tab 5 is in the More list")
        } catch {
            XCTAssertTrue(error.message.contains("tap more, then More/Tab 5"), error.message)
        }
    }
}
