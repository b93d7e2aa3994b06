import Foundation
import TabBarImage
import TabBarModel
import TabBarRender
import XCTest

private let phoneTabs = [
    TabSpec(id: "mail", title: "Mail", icon: .system(.downloads)),
    TabSpec(id: "search", title: "Search", icon: .system(.search)),
]

private func listRows(_ count: Int) -> ContentSpec {
    ContentSpec(rows: (0..<count).map { RowSpec(title: "Message \($0)", detail: "9:4\($0 % 10)", chevron: true) })
}

private typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

private func brightness(_ pixel: Pixel) -> Int { Int(pixel.r) + Int(pixel.g) + Int(pixel.b) }

/// A picture red on its left half and blue on its right, filling an iPhone 15 screen.
private func halvesPicture(in folder: URL) throws {
    var pixels = [UInt8]()
    for _ in 0..<852 {
        for x in 0..<393 { pixels += x < 196 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
    }
    try PNGCodec.encode(RGBAImage(width: 393, height: 852, pixels: pixels)).write(to: folder.appendingPathComponent("halves.png"))
}

final class ScreenRenderTests: XCTestCase {
    private let inbox = Spec(
        device: "iphone-15", ios: IOSRelease(17), tabs: phoneTabs,
        navigationBar: NavigationBarSpec(title: "Inbox", back: "Mailboxes", rightItems: [BarButtonItemSpec(systemItem: .edit)]),
        content: listRows(20))

    func testScreenImageIsTheWholeScreenAtTheScale() throws {
        let renderer = try makeRenderer()
        let image = try renderer.renderImage(document(inbox), scale: 1)
        XCTAssertEqual(image.width, 393)
        XCTAssertEqual(image.height, 852)
        let full = try renderer.renderImage(document(inbox))
        XCTAssertEqual(full.width, 393 * 3)
        XCTAssertEqual(full.height, 852 * 3)
    }

    func testNavigationBarDrawsTitleInLabelColourAndButtonsInTheTint() throws {
        let renderer = try makeRenderer()
        let layout = try renderer.layout(document(inbox))
        let image = try renderer.renderImage(document(inbox))
        let bar = try XCTUnwrap(layout.screenLayout?.navigationBar)
        let tint = Color(rgb: 0x007AFF)
        let title = image.pixels(in: try XCTUnwrap(bar.title).frame, scale: 3, canvas: layout.canvas)
        XCTAssertGreaterThan(title.filter { brightness($0) < 60 }.count, 50, "black title")
        XCTAssertEqual(title.filter { isClose($0, to: tint, tolerance: 30) }.count, 0)
        let back = image.pixels(in: try XCTUnwrap(bar.back?.title).frame, scale: 3, canvas: layout.canvas)
        XCTAssertGreaterThan(back.filter { isClose($0, to: tint) }.count, 50, "back title in the tint")
        let chevron = image.pixels(in: try XCTUnwrap(bar.back).chevronFrame, scale: 3, canvas: layout.canvas)
        XCTAssertGreaterThan(chevron.filter { isClose($0, to: tint) }.count, 20, "the chevron too")
        let edit = image.pixels(in: try XCTUnwrap(bar.rightItems.first?.title).frame, scale: 3, canvas: layout.canvas)
        XCTAssertGreaterThan(edit.filter { isClose($0, to: tint) }.count, 30)
        // Between the back button and the title: the bar's own colour over a white list.
        let gap = image.pixel(at: Point(x: 150, y: bar.row.midY), scale: 3, canvas: layout.canvas)
        XCTAssertTrue(isClose(gap, to: Color(rgb: 0xFAFAFA), tolerance: 4), "\(gap)")
    }

    func testTranslucentBarsShowTheContentBlurredAndOpaqueOnesDoNot() throws {
        let folder = try temporaryFolder()
        try halvesPicture(in: folder)
        let translucent = Spec(
            device: "iphone-15", ios: IOSRelease(17), tabs: phoneTabs, navigationBar: NavigationBarSpec(title: "Photo"),
            content: ContentSpec(image: "halves.png"))
        var opaque = translucent
        opaque.navigationBar?.translucent = false
        let renderer = try makeRenderer()
        let layout = try renderer.layout(document(translucent, in: folder.path), scale: 1)
        let bar = try XCTUnwrap(layout.screenLayout?.navigationBar)
        let y = Int(bar.row.maxY) - 4
        let through = try renderer.renderImage(document(translucent, in: folder.path), scale: 1)
        let row = (150..<243).map { through[$0, y] }
        XCTAssertGreaterThan(Set(row.map(\.r)).count, 15, "a soft gradient across the picture's edge, not a step")
        XCTAssertGreaterThan(Int(row.first!.r), Int(row.first!.b) + 20, "red shows through on the left")
        XCTAssertGreaterThan(Int(row.last!.b), Int(row.last!.r) + 20, "blue on the right")
        XCTAssertGreaterThan(Int(row.first!.g), 150, "but mostly the bar's colour")
        let solid = try renderer.renderImage(document(opaque, in: folder.path), scale: 1)[20, y]
        XCTAssertTrue(isClose(solid, to: Color(rgb: 0xF9F9F9), tolerance: 1), "opaque: the bar colour, \(solid)")
        // Below the bar the picture is sharp.
        XCTAssertTrue(isClose(through[20, 400], to: Color(rgb: 0xFF0000), tolerance: 1))
    }

    func testRowsScrolledUnderTheBarAreHiddenByItAndShownBelowIt() throws {
        var scrolled = inbox
        // Row 3 starts at 98 + 3 × 44 pt; scrolled by 176 pt it lies exactly behind the bar's row.
        scrolled.scrollOffset = 176
        let renderer = try makeRenderer()
        let layout = try renderer.layout(document(scrolled))
        let image = try renderer.renderImage(document(scrolled))
        let rows = try XCTUnwrap(layout.screenLayout?.content.rows)
        let bar = try XCTUnwrap(layout.screenLayout?.navigationBar)
        XCTAssertEqual(rows[3].frame, bar.row)
        let hidden = image.pixels(in: rows[3].title.frame, scale: 3, canvas: layout.canvas)
        XCTAssertEqual(hidden.filter { brightness($0) < 200 }.count, 0, "blurred away under the bar")
        let sharp = image.pixels(in: rows[6].title.frame, scale: 3, canvas: layout.canvas)
        XCTAssertGreaterThan(rows[6].frame.minY, bar.frame.maxY)
        XCTAssertGreaterThan(sharp.filter { brightness($0) < 60 }.count, 50, "sharp black text below the bar")
    }

    func testLargeTitleShowsAtTheTopAndGivesWayToTheStandardTitleWhenScrolled() throws {
        var spec = inbox
        spec.navigationBar = NavigationBarSpec(title: "Mailboxes", largeTitle: true)
        let renderer = try makeRenderer()
        let top = try renderer.layout(document(spec))
        let bar = try XCTUnwrap(top.screenLayout?.navigationBar)
        let large = try XCTUnwrap(bar.largeTitle)
        let atTop = try renderer.renderImage(document(spec))
        XCTAssertGreaterThan(atTop.pixels(in: large.frame, scale: 3, canvas: top.canvas).filter { brightness($0) < 60 }.count, 500, "big black letters")
        let rowMiddle = Rect(x: 150, y: bar.row.midY - 8, width: 93, height: 16)
        XCTAssertEqual(atTop.pixels(in: rowMiddle, scale: 3, canvas: top.canvas).filter { brightness($0) < 200 }.count, 0, "no small title under a large one")

        spec.scrollOffset = 100
        let scrolled = try renderer.layout(document(spec))
        let title = try XCTUnwrap(scrolled.screenLayout?.navigationBar?.title)
        XCTAssertEqual(title.frame.midY, bar.row.midY, accuracy: 1e-9)
        let collapsed = try renderer.renderImage(document(spec))
        XCTAssertGreaterThan(collapsed.pixels(in: title.frame, scale: 3, canvas: top.canvas).filter { brightness($0) < 60 }.count, 100, "the standard title in the row")
    }

    func testStatusBarDrawsTheIslandAndTheTime() throws {
        let renderer = try makeRenderer()
        let layout = try renderer.layout(document(inbox))
        let image = try renderer.renderImage(document(inbox))
        let status = try XCTUnwrap(layout.screenLayout?.statusBar)
        let island = try XCTUnwrap(status.islandFrame)
        XCTAssertTrue(isClose(image.pixel(at: island.center, scale: 3, canvas: layout.canvas), to: Color(rgb: 0x000000), tolerance: 1))
        let time = image.pixels(in: status.time.frame, scale: 3, canvas: layout.canvas)
        XCTAssertGreaterThan(time.filter { brightness($0) < 60 }.count, 50)
        var dark = inbox
        dark.appearance = .dark
        let darkImage = try renderer.renderImage(document(dark))
        let darkTime = darkImage.pixels(in: status.time.frame, scale: 3, canvas: layout.canvas)
        XCTAssertGreaterThan(darkTime.filter { brightness($0) > 700 }.count, 50, "white time in dark appearance")
        XCTAssertTrue(isClose(darkImage.pixel(at: Point(x: 100, y: 600), scale: 3, canvas: layout.canvas), to: Color(rgb: 0x000000), tolerance: 1), "black background")
    }

    func testIPadStatusBarDrawsTheDateAfterTheTime() throws {
        let renderer = try makeRenderer()
        let spec = Spec(
            device: "ipad-pro-13", ios: IOSRelease(26), tabs: [TabSpec(title: "A"), TabSpec(title: "B")],
            statusBar: StatusBarSpec(time: "23:05", date: "Thu Jun 4"), content: listRows(2))
        let layout = try renderer.layout(document(spec))
        let image = try renderer.renderImage(document(spec))
        let status = try XCTUnwrap(layout.screenLayout?.statusBar)
        let date = try XCTUnwrap(status.date)
        XCTAssertGreaterThan(image.pixels(in: date.frame, scale: 2, canvas: layout.canvas).filter { brightness($0) < 120 }.count, 100, "the date's ink")
        let gap = Rect(x: status.time.frame.maxX + 1, y: date.frame.minY, width: date.frame.minX - status.time.frame.maxX - 2, height: date.frame.height)
        XCTAssertEqual(image.pixels(in: gap, scale: 2, canvas: layout.canvas).filter { brightness($0) < 600 }.count, 0, "clear space between time and date")
    }

    func testToolbarDrawsTintedGlyphsWhereTheTabBarWouldBe() throws {
        let spec = Spec(
            device: "iphone-15", ios: IOSRelease(17), tint: Color(rgb: 0xFF9500), tabs: [], content: listRows(3),
            toolbar: ToolbarSpec(items: [BarButtonItemSpec(systemItem: .trash), BarButtonItemSpec(systemItem: .compose)]))
        let renderer = try makeRenderer()
        let layout = try renderer.layout(document(spec))
        let image = try renderer.renderImage(document(spec))
        let toolbar = try XCTUnwrap(layout.screenLayout?.toolbar)
        for item in toolbar.items {
            let glyph = image.pixels(in: try XCTUnwrap(item.glyphFrame), scale: 3, canvas: layout.canvas)
            XCTAssertGreaterThan(glyph.filter { isClose($0, to: Color(rgb: 0xFF9500)) }.count, 100, item.path)
        }
        // Between the two glyphs: only the bar.
        let middle = image.pixels(in: Rect(x: 150, y: toolbar.contentFrame.minY + 5, width: 90, height: 34), scale: 3, canvas: layout.canvas)
        XCTAssertEqual(middle.filter { brightness($0) < 600 }.count, 0, "no tab bar items")
    }

    func testKeyboardCoversTheBottomAndNoTabBarIsDrawn() throws {
        var spec = inbox
        spec.keyboard = true
        let renderer = try makeRenderer()
        let layout = try renderer.layout(document(spec))
        let image = try renderer.renderImage(document(spec), scale: 1)
        let keyboard = try XCTUnwrap(layout.keyboardFrame)
        XCTAssertEqual(image.height, 852)
        XCTAssertTrue(isClose(image.pixel(at: Point(x: 3, y: keyboard.minY + 20), scale: 1, canvas: layout.canvas), to: Color(rgb: 0xD1D4D9), tolerance: 2))
        let bottom = image.pixels(in: Rect(x: 0, y: keyboard.minY, width: 393, height: keyboard.height), scale: 1, canvas: layout.canvas)
        XCTAssertEqual(bottom.filter { isClose($0, to: Color(rgb: 0x007AFF), tolerance: 20) }.count, 0, "no tinted tab item")
    }

    func testSegmentedControlRaisesTheSelectedSegmentOnAWhitePill() throws {
        var spec = inbox
        spec.navigationBar = NavigationBarSpec(segments: ["All", "Missed"], selectedSegment: 1)
        let renderer = try makeRenderer()
        let layout = try renderer.layout(document(spec))
        let image = try renderer.renderImage(document(spec))
        let control = try XCTUnwrap(layout.screenLayout?.navigationBar?.segmentedControl)
        let selected = image.pixel(at: Point(x: control.segments[1].frame.minX + 6, y: control.frame.midY), scale: 3, canvas: layout.canvas)
        let other = image.pixel(at: Point(x: control.segments[0].frame.minX + 6, y: control.frame.midY), scale: 3, canvas: layout.canvas)
        XCTAssertTrue(isClose(selected, to: Color(rgb: 0xFFFFFF), tolerance: 2), "\(selected)")
        XCTAssertLessThan(brightness(other), brightness(selected) - 20, "the track is grey: \(other)")
    }

    func testClassicScreenHasABlueGreyBarWithWhiteTitle() throws {
        let spec = Spec(
            device: "iphone-2g", style: .classic, tabs: phoneTabs,
            navigationBar: NavigationBarSpec(title: "General", back: "Settings", rightItems: [BarButtonItemSpec(systemItem: .edit)]),
            content: listRows(4))
        let renderer = try makeRenderer()
        let layout = try renderer.layout(document(spec))
        let image = try renderer.renderImage(document(spec))
        let bar = try XCTUnwrap(layout.screenLayout?.navigationBar)
        let background = image.pixel(at: Point(x: 160, y: bar.frame.maxY - 4), scale: 1, canvas: layout.canvas)
        XCTAssertGreaterThan(Int(background.b), Int(background.r) + 25, "blue grey: \(background)")
        let title = image.pixels(in: try XCTUnwrap(bar.title).frame, scale: 1, canvas: layout.canvas)
        XCTAssertGreaterThan(title.filter { brightness($0) > 720 }.count, 20, "white title")
        let status = image.pixel(at: Point(x: 100, y: 3), scale: 1, canvas: layout.canvas)
        XCTAssertTrue(status.r == status.g && status.g == status.b && status.r > 180, "grey 2008 status bar: \(status)")
        let edit = try XCTUnwrap(bar.rightItems.first)
        let button = image.pixel(at: Point(x: edit.frame.minX + 3, y: edit.frame.midY + 5), scale: 1, canvas: layout.canvas)
        XCTAssertLessThan(brightness(button), brightness(background), "bordered button darker than the bar")
    }

    func testTVFocusRaisesTheFocusedTabAndHidesTheBarWhenFocusIsInTheContent() throws {
        let sections = ["Featured", "Movies", "TV Shows", "Kids"].map { TabSpec(title: $0) }
        let focused = Spec(device: "apple-tv", ios: IOSRelease(17), selected: .index(1), tabs: sections, focus: .tab(.index(2)))
        let renderer = try makeRenderer()
        let layout = try renderer.layout(document(focused))
        let image = try renderer.renderImage(document(focused))
        let focus = try XCTUnwrap(layout.tvFocus)
        let raised = try XCTUnwrap(focus.raisedFrame)
        let focusedFrame = layout.tabs[2].frame
        // Just outside the tab's own frame but inside the raised one: white, because it grew.
        let edge = image.pixel(at: Point(x: focusedFrame.midX, y: raised.minY + 1.5), scale: 1, canvas: layout.canvas)
        XCTAssertLessThan(raised.minY + 1.5, focusedFrame.minY)
        XCTAssertTrue(isClose(edge, to: Color(rgb: 0xFFFFFF), tolerance: 2), "\(edge)")
        let mark = image.pixel(at: Point(x: layout.tabs[1].frame.minX + 10, y: layout.tabs[1].frame.midY), scale: 1, canvas: layout.canvas)
        let plain = image.pixel(at: Point(x: layout.tabs[0].frame.minX + 10, y: layout.tabs[0].frame.midY), scale: 1, canvas: layout.canvas)
        XCTAssertLessThan(brightness(mark), brightness(plain) - 10, "the selected tab keeps a grey mark: \(mark) vs \(plain)")

        let content = Spec(
            device: "apple-tv", ios: IOSRelease(17), tabs: sections, content: ContentSpec(color: Color(rgb: 0x204060)), focus: .content)
        let away = try renderer.renderImage(document(content))
        XCTAssertEqual(away.width, 1920)
        XCTAssertEqual(away.height, 1080)
        XCTAssertTrue(isClose(away[960, 70], to: Color(rgb: 0x204060), tolerance: 1), "no bar: the content shows")
    }

    func testScreenOutputsInEveryFormatAreTheScreensSizeAndDeterministic() throws {
        let renderer = try makeRenderer()
        let svg = String(decoding: try renderer.render(document(inbox), options: RenderOptions(format: .svg)), as: UTF8.self)
        XCTAssertTrue(svg.contains("width=\"393px\""), String(svg.prefix(300)))
        XCTAssertTrue(svg.contains("height=\"852px\""))
        let pdf = try renderer.render(document(inbox), options: RenderOptions(format: .pdf))
        XCTAssertTrue(String(decoding: pdf, as: UTF8.self).contains("/MediaBox [ 0 0 393 852 ]"))
        for format in OutputFormat.allCases {
            let options = RenderOptions(format: format)
            let first = try renderer.render(document(inbox), options: options)
            XCTAssertEqual(try makeRenderer().render(document(inbox), options: options), first, "\(format)")
        }
    }

    func testBadScreenInputNamesTheField() throws {
        var undrawable = inbox
        undrawable.content = ContentSpec(rows: [RowSpec(title: "Party \u{0378}")])
        expectInputError({ _ = try makeRenderer().render(document(undrawable)) }, path: "content.rows[0].title", containing: "U+0378")
        var title = inbox
        title.navigationBar?.title = "\u{0FFFF} Launch"
        expectInputError({ _ = try makeRenderer().render(document(title)) }, path: "navigationBar.title", containing: "U+FFFF")
        var picture = inbox
        picture.content = ContentSpec(image: "nowhere.png")
        expectInputError({ _ = try makeRenderer().render(document(picture)) }, path: "content.image", containing: "nowhere.png")
        var rowIcon = inbox
        rowIcon.content = ContentSpec(rows: [RowSpec(title: "A", icon: .file("missing.svg"))])
        expectInputError({ _ = try makeRenderer().render(document(rowIcon)) }, path: "content.rows[0].icon", containing: "missing.svg")
        let toolbarIcon = Spec(device: "iphone-15", ios: IOSRelease(17), tabs: [], toolbar: ToolbarSpec(items: [BarButtonItemSpec(icon: .file("gone.png"))]))
        expectInputError({ _ = try makeRenderer().render(document(toolbarIcon)) }, path: "toolbar.items[0].icon", containing: "gone.png")
    }

    func testEveryBarGlyphLoads() throws {
        let renderer = try makeRenderer()
        let glyphs = BarButtonSystemItem.allCases.filter { $0.glyphFile != nil }.map { BarButtonItemSpec(systemItem: $0) }
        XCTAssertEqual(glyphs.count, 16)
        let spec = Spec(device: "ipad-pro-13", orientation: .landscape, ios: IOSRelease(17), tabs: [], toolbar: ToolbarSpec(items: glyphs))
        let layout = try renderer.layout(document(spec))
        let image = try renderer.renderImage(document(spec), scale: 1)
        for item in try XCTUnwrap(layout.screenLayout?.toolbar?.items) {
            let ink = image.pixels(in: try XCTUnwrap(item.glyphFrame), scale: 1, canvas: layout.canvas)
                .filter { isClose($0, to: Color(rgb: 0x007AFF), tolerance: 60) }
            XCTAssertGreaterThan(ink.count, 10, "\(item.systemItem?.rawValue ?? "?") draws something")
        }
    }
}
