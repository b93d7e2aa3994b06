import Foundation
import TabBarModel
import XCTest

/// The More screen and the Edit screen as laid out: navigation bar, rows, grid, bar below.
final class MoreScreenLayoutTests: XCTestCase {
    private let engine = LayoutEngine(measurer: FixedWidthMeasurer())

    /// Eight tabs on iPhone 15: four on the bar, four in the More list; t6 has a badge.
    private func eight(show: ShownScreen? = nil, device: String = "iphone-15") -> Spec {
        Spec(device: .preset(device), ios: IOSRelease(17), tabs: tabs(8, badges: [6: .count(3)]), show: show)
    }

    private func screen(_ layout: Layout) throws -> ScreenLayout { try XCTUnwrap(layout.screenLayout) }

    func testTheMoreScreenIsAWholeScreenWithMoreSelected() throws {
        let layout = try makeLayout(eight(show: .moreList))
        XCTAssertEqual(layout.canvas, Rect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertFalse(layout.hidden)
        XCTAssertEqual(layout.tabs.map(\.id), ["t0", "t1", "t2", "t3", "more"])
        XCTAssertEqual(layout.tabs.map(\.selected), [false, false, false, false, true])
        let screen = try screen(layout)
        XCTAssertEqual(screen.statusBar?.frame, Rect(x: 0, y: 0, width: 393, height: 54))
        XCTAssertNil(screen.toolbar)
        let bar = try XCTUnwrap(screen.navigationBar)
        XCTAssertEqual(bar.frame, Rect(x: 0, y: 54, width: 393, height: 44))
        XCTAssertEqual(bar.title?.text, "More")
        XCTAssertEqual(try XCTUnwrap(bar.title).frame.midX, 393 / 2, accuracy: 1e-9)
        XCTAssertNil(bar.back)
        XCTAssertTrue(bar.leftItems.isEmpty)
        let edit = try XCTUnwrap(bar.rightItems.first)
        XCTAssertEqual(bar.rightItems.count, 1)
        XCTAssertEqual(edit.title?.text, "Edit")
        XCTAssertFalse(edit.emphasized)
        XCTAssertEqual(edit.frame.maxX, 393 - 16, accuracy: 1e-9, "the standard 16 pt margin")
        XCTAssertEqual(edit.hitRegion.height, 44)
        XCTAssertGreaterThanOrEqual(edit.hitRegion.width, 44)
    }

    func testTheMoreListHasARowPerOverflowTabPointingAtIt() throws {
        let layout = try makeLayout(eight(show: .moreList))
        let content = try screen(layout).content
        XCTAssertEqual(content.kind, .rows)
        XCTAssertNil(content.grid)
        XCTAssertEqual(content.topInset, 98, "below the status bar and the navigation bar")
        XCTAssertEqual(content.rows.map(\.tab), [4, 5, 6, 7])
        XCTAssertEqual(content.rows.map(\.path), ["tabs[4]", "tabs[5]", "tabs[6]", "tabs[7]"])
        XCTAssertEqual(content.rows.map(\.title.text), ["Tab 4", "Tab 5", "Tab 6", "Tab 7"])
        for (position, row) in content.rows.enumerated() {
            XCTAssertEqual(row.index, position)
            XCTAssertEqual(row.frame, Rect(x: 0, y: 98 + 44 * Double(position), width: 393, height: 44))
            XCTAssertEqual(row.iconFrame, Rect(x: 16, y: row.frame.midY - 12.5, width: 25, height: 25))
            XCTAssertEqual(row.icon, .system(.favorites))
            let chevron = try XCTUnwrap(row.chevronFrame)
            XCTAssertEqual(chevron.maxX, 393 - 16, accuracy: 1e-9)
            XCTAssertEqual(chevron.midY, row.frame.midY, accuracy: 1e-9)
            XCTAssertEqual(row.title.frame.minX, 16 + 25 + 15, accuracy: 1e-9, "the title after the icon")
            XCTAssertEqual(row.separatorFrame.minX, row.title.frame.minX, "the separator starts under the text")
        }
        let badged = content.rows[2]
        XCTAssertEqual(badged.badge, "3")
        let badge = try XCTUnwrap(badged.badgeFrame)
        XCTAssertEqual(badge.maxX, try XCTUnwrap(badged.chevronFrame).minX - 8, accuracy: 1e-9, "left of the chevron")
        XCTAssertEqual(badge.height, 18)
        XCTAssertEqual(badge.midY, badged.frame.midY, accuracy: 1e-9)
        XCTAssertNil(content.rows[0].badgeFrame)
    }

    func testARowOrACellAtAPointNamesItsTab() throws {
        let more = try makeLayout(eight(show: .moreList))
        let rows = try screen(more).content.rows
        XCTAssertEqual(more.listedTab(at: rows[2].frame.center), rows[2].tab)
        XCTAssertEqual(rows[2].tab, 6)
        XCTAssertNil(more.listedTab(at: Point(x: 10, y: 10)), "the status bar is no row")
        XCTAssertNil(more.listedTab(at: more.tabs[0].frame.center), "the bar's items are tab(at:)'s")
        let edit = try makeLayout(eight(show: .editing))
        let cells = try XCTUnwrap(try screen(edit).content.grid?.cells)
        XCTAssertEqual(edit.listedTab(at: cells[5].frame.center), cells[5].specIndex)
        XCTAssertNil(try makeLayout(eight()).listedTab(at: Point(x: 100, y: 800)), "a bare bar has no list")
    }

    func testNoEditButtonWhenNoTabIsCustomizable() throws {
        var spec = eight(show: .moreList)
        for index in spec.tabs.indices { spec.tabs[index].customizable = false }
        let bar = try XCTUnwrap(try makeLayout(spec).screenLayout?.navigationBar)
        XCTAssertEqual(bar.title?.text, "More")
        XCTAssertTrue(bar.rightItems.isEmpty)
    }

    func testTheEditGridHasFourColumnsOfIconsWithTitlesBelow() throws {
        let layout = try makeLayout(eight(show: .editing))
        let screen = try screen(layout)
        let bar = try XCTUnwrap(screen.navigationBar)
        XCTAssertEqual(bar.title?.text, "Configure")
        let done = try XCTUnwrap(bar.rightItems.first)
        XCTAssertEqual(done.title?.text, "Done")
        XCTAssertTrue(done.emphasized, "Done confirms, so it is bold")
        XCTAssertEqual(done.frame.maxX, 393 - 16, accuracy: 1e-9)
        XCTAssertEqual(layout.tabs.last?.selected, true, "More stays selected under the Edit screen")

        let content = screen.content
        XCTAssertEqual(content.kind, .grid)
        XCTAssertTrue(content.rows.isEmpty)
        let grid = try XCTUnwrap(content.grid)
        XCTAssertEqual(grid.columns, 4)
        XCTAssertEqual(grid.cells.map(\.id), (0..<8).map { "t\($0)" }, "the bar's tabs first, then the More list's")
        XCTAssertEqual(grid.cells.map(\.inBar), [true, true, true, true, false, false, false, false])
        let width = 393.0 / 4
        for (position, cell) in grid.cells.enumerated() {
            let column = Double(position % 4), row = Double(position / 4)
            XCTAssertEqual(cell.frame, Rect(x: column * width, y: 98 + 16 + row * 80, width: width, height: 80))
            XCTAssertEqual(cell.path, "tabs[\(position)]")
            let icon = try XCTUnwrap(cell.iconFrame)
            XCTAssertEqual(icon, Rect(x: cell.frame.midX - 15, y: cell.frame.minY + 12, width: 30, height: 30))
            let title = try XCTUnwrap(cell.title)
            XCTAssertEqual(title.text, "Tab \(position)")
            XCTAssertEqual(title.frame.minY, icon.maxY + 4, accuracy: 1e-9, "the title under the icon")
            XCTAssertEqual(title.frame.midX, cell.frame.midX, accuracy: 1e-9, "centred")
            XCTAssertEqual(title.frame.width, 5 * 10 * 0.6, accuracy: 1e-9, "its own width")
            XCTAssertEqual(title.style, .tabTitle)
            XCTAssertTrue(cell.frame.contains(title.frame))
        }
        // Cells tile the rows without gaps or overlaps.
        XCTAssertEqual(grid.cells[1].frame.minX, grid.cells[0].frame.maxX, accuracy: 1e-9)
        XCTAssertEqual(grid.cells[4].frame.minY, grid.cells[0].frame.maxY, accuracy: 1e-9)
    }

    func testTheGridLeavesOutTabsThatCannotMoveAndKeepsTitleOnlyTabsInPlace() throws {
        var spec = eight(show: .editing)
        spec.tabs[1].customizable = false
        spec.tabs[5].icon = nil
        let grid = try XCTUnwrap(try makeLayout(spec).screenLayout?.content.grid)
        XCTAssertEqual(grid.cells.map(\.specIndex), [0, 2, 3, 4, 5, 6, 7])
        let titleOnly = grid.cells[4]
        XCTAssertNil(titleOnly.iconFrame)
        XCTAssertEqual(try XCTUnwrap(titleOnly.title).frame.minY, titleOnly.frame.minY + 12 + 30 + 4, accuracy: 1e-9)
    }

    func testWiderScreensGetMoreColumnsAndTheClassicStyleItsOwnType() throws {
        var landscape = eight(show: .editing)
        landscape.orientation = .landscape
        XCTAssertEqual(try makeLayout(landscape).screenLayout?.content.grid?.columns, 8, "852 pt / 96 pt columns")
        let pad = Spec(device: "ipad", ios: IOSRelease(17), tabs: tabs(9), show: .editing)
        let padGrid = try XCTUnwrap(try makeLayout(pad).screenLayout?.content.grid)
        XCTAssertEqual(padGrid.columns, 8)
        XCTAssertEqual(padGrid.cells[0].frame.width, 820.0 / 8, accuracy: 1e-9)
        let classic = Spec(device: "iphone-2g", style: .classic, tabs: tabs(7), show: .editing)
        let classicLayout = try makeLayout(classic)
        let classicGrid = try XCTUnwrap(classicLayout.screenLayout?.content.grid)
        XCTAssertEqual(classicGrid.columns, 4)
        XCTAssertEqual(classicGrid.cells[0].frame.width, 80)
        XCTAssertEqual(classicGrid.cells[0].title?.style, .classicTabTitle)
        XCTAssertEqual(classicLayout.screenLayout?.navigationBar?.rightItems.first?.bordered, true)
        // The classic bars are opaque: the grid starts below the navigation bar.
        XCTAssertEqual(classicGrid.cells[0].frame.minY, 20 + 44 + 16)
    }

    func testCutTitlesAreReportedAtTheirTabs() throws {
        var spec = eight(show: .editing)
        spec.tabs[6].title = "A Very Long Section Title"
        let warnings = try makeLayout(spec).warnings.filter { $0.code == .titleTruncated }
        XCTAssertEqual(warnings.map(\.path), ["tabs[6].title"])
        let grid = try XCTUnwrap(try makeLayout(spec).screenLayout?.content.grid)
        XCTAssertEqual(try XCTUnwrap(grid.cells[6].title).frame.width, 393.0 / 4 - 8, accuracy: 1e-9)
        XCTAssertTrue(try XCTUnwrap(grid.cells[6].title).truncated)

        spec.show = .moreList
        spec.tabs[6].title = String(repeating: "Long ", count: 12)
        let listWarnings = try makeLayout(spec).warnings.filter { $0.code == .titleTruncated }
        XCTAssertEqual(listWarnings.map(\.path), ["tabs[6].title"], "the row's title, named by its tab")
    }

    func testTappingMoreOnAScreenWithAKeyboardShowsTheMoreScreenInstead() throws {
        var spec = Spec(
            device: "iphone-15", ios: IOSRelease(17), keyboard: true, tabs: tabs(7),
            navigationBar: NavigationBarSpec(title: "Search", tint: Color(hex: "#FF9500")),
            content: ContentSpec(rows: [RowSpec(title: "Recent")], color: Color(hex: "#202020")), scrollOffset: 40)
        spec.toolbar = nil
        var controller = TabBarController(spec: spec)
        XCTAssertEqual(try controller.apply(.tapBarItem("more")), .showedMoreList)
        let layout = try engine.layout(spec, presentation: controller.presentation)
        XCTAssertNil(layout.keyboardFrame, "changing tabs puts the keyboard away")
        XCTAssertFalse(layout.hidden)
        XCTAssertEqual(layout.canvas, Rect(x: 0, y: 0, width: 393, height: 852))
        let screen = try screen(layout)
        XCTAssertEqual(screen.navigationBar?.title?.text, "More")
        XCTAssertEqual(screen.content.scrollOffset, 0)
        XCTAssertEqual(screen.content.rows.map(\.tab), [4, 5, 6])

        let drawn = spec.drawnSpec(for: controller.presentation)
        XCTAssertEqual(drawn.navigationBar?.tint, Color(hex: "#FF9500"), "the app's navigation bar colours stay")
        XCTAssertEqual(drawn.navigationBar?.title, "More")
        XCTAssertNil(drawn.content)
        XCTAssertFalse(drawn.keyboard)
        XCTAssertNil(drawn.scrollOffset)
        XCTAssertEqual(spec.drawnSpec(for: nil), spec, "the tab's own screen is drawn from the spec itself")

        // Choosing a row brings the tab's own screen back.
        XCTAssertEqual(try controller.apply(.tapMoreRow("t5")), .selected(5))
        let chosen = try engine.layout(spec, presentation: controller.presentation)
        XCTAssertEqual(chosen.screenLayout?.navigationBar?.title?.text, "Search")
        XCTAssertNotNil(chosen.keyboardFrame)
    }

    func testEditThenDoneThroughTheController() throws {
        var controller = TabBarController(spec: eight())
        _ = try controller.apply(.tapBarItem("more"))
        _ = try controller.apply(.tapEdit)
        let editing = try engine.layout(controller.spec, presentation: controller.presentation)
        XCTAssertEqual(editing.screenLayout?.content.kind, .grid)
        _ = try controller.apply(.drag("t6", onto: "t1"))
        let swapped = try XCTUnwrap(try engine.layout(controller.spec, presentation: controller.presentation).screenLayout?.content.grid)
        XCTAssertEqual(swapped.cells.map(\.specIndex), [0, 6, 2, 3, 4, 5, 1, 7], "the grid follows the user's order")
        XCTAssertEqual(swapped.cells[1].inBar, true)
        _ = try controller.apply(.tapDone)
        let list = try XCTUnwrap(try engine.layout(controller.spec, presentation: controller.presentation).screenLayout)
        XCTAssertEqual(list.content.rows.map(\.tab), [4, 5, 1, 7])
        XCTAssertEqual(list.navigationBar?.title?.text, "More")
    }

    func testABarSpecWithoutShowKeepsItsBareBar() throws {
        let layout = try makeLayout(eight())
        XCTAssertNil(layout.screenLayout)
        XCTAssertEqual(layout.canvas, layout.bar.frame.grown(top: 1.0 / 3))
        XCTAssertNil(eight().controllerScreen(for: nil))
        XCTAssertNil(eight(show: .tab).controllerScreen(for: nil))
    }

    func testTheLayoutJSONNamesTheRowsTabsAndTheGrid() throws {
        let list = try XCTUnwrap(try JSONSerialization.jsonObject(with: JSONEncoder().encode(makeLayout(eight(show: .moreList)))) as? [String: Any])
        let content = try XCTUnwrap((list["screenLayout"] as? [String: Any])?["content"] as? [String: Any])
        XCTAssertEqual((content["rows"] as? [[String: Any]])?.first?["tab"] as? Int, 4)
        XCTAssertNil(content["grid"])
        let edit = try XCTUnwrap(try JSONSerialization.jsonObject(with: JSONEncoder().encode(makeLayout(eight(show: .editing)))) as? [String: Any])
        let grid = try XCTUnwrap(((edit["screenLayout"] as? [String: Any])?["content"] as? [String: Any])?["grid"] as? [String: Any])
        XCTAssertEqual(grid["columns"] as? Int, 4)
        XCTAssertEqual((grid["cells"] as? [[String: Any]])?.count, 8)
    }
}
