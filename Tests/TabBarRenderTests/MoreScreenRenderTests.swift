import Foundation
import TabBarImage
import TabBarModel
import TabBarRender
import XCTest

private typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

private func brightness(_ pixel: Pixel) -> Int { Int(pixel.r) + Int(pixel.g) + Int(pixel.b) }

/// The More screen and the Edit screen, decoded to pixels.
final class MoreScreenRenderTests: XCTestCase {
    private let tint = Color(rgb: 0x007AFF)
    private let unselected = Color(rgb: 0x929292)
    /// #929292 at 85 % over white: the bar's unselected icon from iOS 13.
    private let unselectedBarIcon = Color(rgb: 0xA2A2A2)

    /// Eight tabs on iPhone 15; the sixth (in the More list) has a badge.
    private func eight(show: ShownScreen, style: Style = .modern, appearance: Appearance = .light, device: String = "iphone-15") -> Spec {
        let icons: [SystemIcon] = [.featured, .topRated, .mostViewed, .search, .bookmarks, .history, .downloads, .mostRecent]
        let tabs = icons.enumerated().map { index, icon in
            TabSpec(id: "t\(index)", title: "Tab \(index)", icon: .system(icon), badge: index == 5 ? .count(4) : nil)
        }
        return Spec(device: .preset(device), style: style, ios: style == .classic ? nil : IOSRelease(17), appearance: appearance, tabs: tabs, show: show)
    }

    private func render(_ spec: Spec) throws -> (Layout, ScreenLayout, RGBAImage) {
        let renderer = try makeRenderer()
        let layout = try renderer.layout(document(spec))
        return (layout, try XCTUnwrap(layout.screenLayout), try renderer.renderImage(document(spec)))
    }

    private func count(_ image: RGBAImage, in rect: Rect, layout: Layout, tolerance: Int = 8, close color: Color) -> Int {
        image.pixels(in: rect, scale: layout.scale, canvas: layout.canvas).filter { isClose($0, to: color, tolerance: tolerance) }.count
    }

    func testADisabledTabsRowIsFaded() throws {
        var spec = eight(show: .moreList)
        spec.tabs[6].enabled = false
        let (layout, screen, image) = try render(spec)
        let rows = screen.content.rows
        let enabledRow = try XCTUnwrap(rows.first { $0.tab == 5 })
        let disabledRow = try XCTUnwrap(rows.first { $0.tab == 6 })
        XCTAssertTrue(enabledRow.enabled)
        XCTAssertFalse(disabledRow.enabled)
        let full = count(image, in: try XCTUnwrap(enabledRow.iconFrame), layout: layout, close: tint)
        let fadedIcon = count(image, in: try XCTUnwrap(disabledRow.iconFrame), layout: layout, close: tint)
        XCTAssertGreaterThan(full, 60, "an enabled row's icon in the tint")
        XCTAssertEqual(fadedIcon, 0, "a disabled row's icon is no longer the full tint")
        let darkTitle = { (row: RowLayout) in
            image.pixels(in: row.title.frame, scale: layout.scale, canvas: layout.canvas).filter { brightness($0) < 150 }.count
        }
        XCTAssertGreaterThan(darkTitle(enabledRow), 20)
        XCTAssertEqual(darkTitle(disabledRow), 0, "a disabled row's title is faded")
    }

    func testTheMoreScreenDrawsItsListEditButtonAndMoreInTheTint() throws {
        let (layout, screen, image) = try render(eight(show: .moreList))
        XCTAssertEqual(image.width, 393 * 3)
        XCTAssertEqual(image.height, 852 * 3)

        let more = try XCTUnwrap(layout.tabs.last)
        XCTAssertTrue(more.isMore)
        XCTAssertGreaterThan(count(image, in: try XCTUnwrap(more.iconFrame), layout: layout, close: tint), 60, "More is selected")
        let first = try XCTUnwrap(layout.tabs.first?.iconFrame)
        XCTAssertEqual(count(image, in: first, layout: layout, tolerance: 30, close: tint), 0)
        XCTAssertGreaterThan(count(image, in: first, layout: layout, close: unselectedBarIcon), 30)

        let bar = try XCTUnwrap(screen.navigationBar)
        let title = image.pixels(in: try XCTUnwrap(bar.title).frame, scale: 3, canvas: layout.canvas)
        XCTAssertGreaterThan(title.filter { brightness($0) < 60 }.count, 50, "a black title")
        let edit = try XCTUnwrap(bar.rightItems.first?.title)
        XCTAssertGreaterThan(count(image, in: edit.frame, layout: layout, close: tint), 30, "Edit in the tint")

        XCTAssertEqual(screen.content.rows.count, 4)
        for row in screen.content.rows {
            XCTAssertGreaterThan(count(image, in: try XCTUnwrap(row.iconFrame), layout: layout, close: tint), 40, "\(row.path): icon in the tint")
            let words = image.pixels(in: row.title.frame, scale: 3, canvas: layout.canvas)
            XCTAssertGreaterThan(words.filter { brightness($0) < 60 }.count, 40, "\(row.path): a black title")
            let chevron = try XCTUnwrap(row.chevronFrame)
            XCTAssertGreaterThan(count(image, in: chevron, layout: layout, close: Color(rgb: 0xC4C4C7)), 10, "\(row.path): a grey chevron")
        }
        let badged = screen.content.rows[1]
        XCTAssertEqual(badged.path, "tabs[5]")
        let badge = try XCTUnwrap(badged.badgeFrame)
        let red = count(image, in: badge, layout: layout, close: Color(rgb: 0xFF3B30))
        XCTAssertGreaterThan(Double(red), Double(badge.width * badge.height * 9) * 0.4, "a red badge on the row")
        let white = image.pixels(in: badge.insetBy(dx: badge.width / 3, dy: 4), scale: 3, canvas: layout.canvas).filter { brightness($0) > 700 }
        XCTAssertGreaterThan(white.count, 5, "its count in white")
        XCTAssertNil(screen.content.rows[0].badgeFrame)

        // Below the last row: the list's white background.
        let below = image.pixel(at: Point(x: 200, y: try XCTUnwrap(screen.content.rows.last).frame.maxY + 40), scale: 3, canvas: layout.canvas)
        XCTAssertTrue(isClose(below, to: Color(rgb: 0xFFFFFF), tolerance: 2), "\(below)")
    }

    func testTheEditScreenDrawsTheGridAndDone() throws {
        let (layout, screen, image) = try render(eight(show: .editing))
        let bar = try XCTUnwrap(screen.navigationBar)
        let done = try XCTUnwrap(bar.rightItems.first?.title)
        XCTAssertEqual(done.text, "Done")
        XCTAssertGreaterThan(count(image, in: done.frame, layout: layout, close: tint), 40, "Done in the tint")
        let grid = try XCTUnwrap(screen.content.grid)
        XCTAssertEqual(grid.cells.count, 8)
        for cell in grid.cells {
            let icon = try XCTUnwrap(cell.iconFrame)
            XCTAssertGreaterThan(count(image, in: icon, layout: layout, close: unselected), 60, "\(cell.path): its icon, grey")
            XCTAssertEqual(count(image, in: icon, layout: layout, tolerance: 30, close: tint), 0)
            let words = image.pixels(in: try XCTUnwrap(cell.title).frame, scale: 3, canvas: layout.canvas)
            XCTAssertGreaterThan(words.filter { brightness($0) < 3 * 200 }.count, 20, "\(cell.path): its title")
        }
        // Between the rows of the grid and below it: the white background.
        let gap = Point(x: grid.cells[0].frame.midX, y: grid.cells[0].frame.maxY - 6)
        XCTAssertTrue(isClose(image.pixel(at: gap, scale: 3, canvas: layout.canvas), to: Color(rgb: 0xFFFFFF), tolerance: 2))
        let empty = Point(x: 200, y: grid.cells[7].frame.maxY + 100)
        XCTAssertTrue(isClose(image.pixel(at: empty, scale: 3, canvas: layout.canvas), to: Color(rgb: 0xFFFFFF), tolerance: 2))
        XCTAssertGreaterThan(count(image, in: try XCTUnwrap(layout.tabs.last?.iconFrame), layout: layout, close: tint), 60, "More stays selected")
    }

    func testTheDarkEditScreenIsGreyOnBlack() throws {
        let (layout, screen, image) = try render(eight(show: .editing, appearance: .dark, device: "iphone-15-pro-max"))
        let grid = try XCTUnwrap(screen.content.grid)
        let empty = Point(x: 200, y: grid.cells[7].frame.maxY + 100)
        XCTAssertTrue(isClose(image.pixel(at: empty, scale: 3, canvas: layout.canvas), to: Color(rgb: 0x000000), tolerance: 2))
        XCTAssertGreaterThan(count(image, in: try XCTUnwrap(grid.cells[2].iconFrame), layout: layout, close: Color(rgb: 0x757575)), 60)
        let done = try XCTUnwrap(screen.navigationBar?.rightItems.first?.title)
        XCTAssertGreaterThan(count(image, in: done.frame, layout: layout, close: Color(rgb: 0x0A84FF)), 40, "Done in the dark tint")
    }

    func testTheClassicScreensHaveTheBlueGreyBarAndTheDarkSheet() throws {
        let (listLayout, list, listImage) = try render(eight(show: .moreList, style: .classic, device: "iphone-2g"))
        let bar = try XCTUnwrap(list.navigationBar)
        let barPixel = listImage.pixel(at: Point(x: 60, y: bar.row.maxY - 4), scale: 1, canvas: listLayout.canvas)
        XCTAssertGreaterThan(Int(barPixel.b), Int(barPixel.r) + 20, "blue-grey: \(barPixel)")
        let edit = try XCTUnwrap(bar.rightItems.first)
        XCTAssertTrue(edit.bordered)
        let rowIcon = try XCTUnwrap(list.content.rows.first?.iconFrame)
        XCTAssertGreaterThan(count(listImage, in: rowIcon, layout: listLayout, tolerance: 12, close: Color(rgb: 0x4A6082)), 15, "blue-grey row icons")

        let (gridLayout, edited, gridImage) = try render(eight(show: .editing, style: .classic, device: "iphone-2g"))
        let grid = try XCTUnwrap(edited.content.grid)
        XCTAssertEqual(edited.navigationBar?.rightItems.first?.emphasized, true, "the blue Done button")
        let background = gridImage.pixel(at: Point(x: grid.cells[0].frame.midX, y: grid.cells[0].frame.maxY - 4), scale: 1, canvas: gridLayout.canvas)
        XCTAssertLessThan(brightness(background), 3 * 80, "a dark sheet: \(background)")
        for cell in grid.cells {
            let icon = gridImage.pixels(in: try XCTUnwrap(cell.iconFrame), scale: 1, canvas: gridLayout.canvas)
            XCTAssertGreaterThan(icon.filter { brightness($0) > 3 * 110 }.count, 20, "\(cell.path): a grey icon lighter than the sheet")
        }
    }

    func testInputProblemsOnTheseScreensNameTheTab() throws {
        var icon = eight(show: .moreList)
        icon.tabs[5].icon = .file("missing.svg")
        expectInputError({ _ = try makeRenderer().render(document(icon)) }, path: "tabs[5].icon", containing: "missing.svg")
        icon.show = .editing
        expectInputError({ _ = try makeRenderer().render(document(icon)) }, path: "tabs[5].icon", containing: "missing.svg")
        // U+0378 is unassigned: no font has it (emoji are drawn).
        var undrawable = eight(show: .moreList)
        undrawable.tabs[6].title = "Party \u{0378}"
        expectInputError({ _ = try makeRenderer().render(document(undrawable)) }, path: "tabs[6].title", containing: "U+0378")
        undrawable.show = .editing
        expectInputError({ _ = try makeRenderer().render(document(undrawable)) }, path: "tabs[6].title", containing: "U+0378")
    }

    func testEveryFormatDrawsTheWholeScreenTheSameWayTwice() throws {
        let spec = eight(show: .editing)
        let svg = String(decoding: try makeRenderer().render(document(spec), options: RenderOptions(format: .svg)), as: UTF8.self)
        XCTAssertTrue(svg.contains("height=\"852px\""), String(svg.prefix(300)))
        for format in OutputFormat.allCases {
            let options = RenderOptions(format: format)
            XCTAssertEqual(try makeRenderer().render(document(spec), options: options), try makeRenderer().render(document(spec), options: options), "\(format)")
        }
    }
}
