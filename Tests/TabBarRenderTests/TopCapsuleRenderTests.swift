import Foundation
import TabBarImage
import TabBarModel
import TabBarRender
import XCTest

/// Pixels of the iPad's floating top bar. Colours measured on real iPadOS 26 renders
/// (mneves75/dnschat, `ios/fastlane/screenshots/en-US/iPad Pro 13-inch (M5)-0{4,5}-*.png` at
/// 7e9e60967b96d41dcb5ea07cf1991d7e57897086): fill #FBFBFF light / #191919 dark, pill #E9E9ED /
/// #3A3A3A, unselected titles #19191D / #F4F3F4, selected in the tint.
final class TopCapsuleRenderTests: XCTestCase {
    private func spec(ios: Int, _ appearance: Appearance, backdrop: Color) -> Spec {
        Spec(
            device: "ipad-pro-13", ios: IOSRelease(ios), appearance: appearance, backdrop: .color(backdrop),
            selected: .index(1),
            tabs: [TabSpec(title: "DNS Chat"), TabSpec(title: "Logs"), TabSpec(title: "About")])
    }

    private func median(_ pixels: [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)]) -> Int {
        Int(Statistics.median(pixels.map { Double(Int($0.r) + Int($0.g) + Int($0.b)) / 3 }) ?? 0)
    }

    func testGlassTopBarHasTheMeasuredColours() throws {
        let renderer = try makeRenderer()
        for (appearance, backdrop, fill, pill, title) in [
            (Appearance.light, Color(rgb: 0xF2F2F7), Color(rgb: 0xFBFBFF), Color(rgb: 0xE9E9ED), Color(rgb: 0x19191D)),
            (.dark, Color(rgb: 0x000000), Color(rgb: 0x191919), Color(rgb: 0x3A3A3A), Color(rgb: 0xF4F3F4)),
        ] {
            let doc = document(spec(ios: 26, appearance, backdrop: backdrop))
            let layout = try renderer.layout(doc)
            let image = try renderer.renderImage(doc)
            XCTAssertEqual(image.height, Int(layout.canvas.height) * 2, "the top strip only")
            let capsule = try XCTUnwrap(layout.bar.capsule)
            // Between the capsule's end and the first pill: the glass itself.
            let glass = image.pixel(at: Point(x: capsule.maxX - 3, y: capsule.midY), scale: 2, canvas: layout.canvas)
            XCTAssertTrue(isClose(glass, to: fill, tolerance: 8), "\(appearance) fill \(glass)")
            let selected = layout.tabs[1]
            let inPill = image.pixel(at: Point(x: selected.frame.minX + 6, y: selected.frame.midY), scale: 2, canvas: layout.canvas)
            XCTAssertTrue(isClose(inPill, to: pill, tolerance: 8), "\(appearance) pill \(inPill)")
            // Unselected titles are drawn in the label colour: dark on light glass, light on dark.
            let ink = image.pixels(in: layout.tabs[0].titleFrame, scale: 2, canvas: layout.canvas)
            XCTAssertGreaterThan(ink.filter { isClose($0, to: title, tolerance: 24) }.count, 30, "\(appearance) unselected title")
            let tint = Palette(spec: doc.spec).selected
            let selectedInk = image.pixels(in: selected.titleFrame, scale: 2, canvas: layout.canvas)
            XCTAssertGreaterThan(selectedInk.filter { isClose($0, to: tint, tolerance: 24) }.count, 20, "\(appearance) selected title in the tint")
            // The status bar area above the capsule shows the backdrop.
            let above = image.pixel(at: Point(x: capsule.midX, y: 10), scale: 2, canvas: layout.canvas)
            XCTAssertTrue(isClose(above, to: backdrop, tolerance: 2), "\(appearance) above \(above)")
        }
    }

    /// On the dnschat render (`…-04-Chat-List.png`, "DNS Chat" selected) the stem of the unselected
    /// "L" of "Logs", halfway up the capitals (6 pt above the baseline), holds 3.74 px of ink at @2x
    /// (ink measured from the glass fill #FBFBFF towards the title colour #19191D, green channel):
    /// heavier than a regular 17 pt face (about 3.0 px), lighter than a semibold one (about 4.5).
    func testIPadOS26TitleStemsHaveTheMeasuredWeight() throws {
        let renderer = try makeRenderer()
        var spec = spec(ios: 26, .light, backdrop: Color(rgb: 0xF2F2F7))
        spec.selected = .index(0)
        let doc = document(spec)
        let layout = try renderer.layout(doc)
        let image = try renderer.renderImage(doc)
        let logs = layout.tabs[1]
        XCTAssertFalse(logs.selected)
        let y = Int(((try XCTUnwrap(logs.titleBaseline) - 6 - layout.canvas.y) * 2).rounded(.down))
        func ink(_ x: Int) -> Double { Double(0xFB - Int(image[x, y].g)) / Double(0xFB - 0x19) }
        var x = Int(((logs.frame.minX - layout.canvas.x) * 2).rounded())
        while x < image.width, ink(x) <= 0.1 { x += 1 }
        var stem = 0.0
        while x < image.width, ink(x) > 0.1 {
            stem += min(1, ink(x))
            x += 1
        }
        XCTAssertEqual(stem, 3.74, accuracy: 0.3, "ink across the L's stem, in pixels")
    }

    func testIPadOS18SelectsWithAWhitePillInLightAndAGreyOneInDark() throws {
        let renderer = try makeRenderer()
        let light = document(spec(ios: 18, .light, backdrop: Color(rgb: 0xF2F2F7)))
        let layout = try renderer.layout(light)
        let pill = layout.tabs[1].frame
        let lightImage = try renderer.renderImage(light)
        let white = lightImage.pixel(at: Point(x: pill.minX + 6, y: pill.midY), scale: 2, canvas: layout.canvas)
        XCTAssertTrue(isClose(white, to: Color(rgb: 0xFFFFFF), tolerance: 2), "white pill \(white)")
        let bar = lightImage.pixel(at: Point(x: layout.tabs[0].frame.minX + 6, y: pill.midY), scale: 2, canvas: layout.canvas)
        XCTAssertLessThan(Int(bar.r), 250, "the bar is darker than the pill")

        let dark = document(spec(ios: 18, .dark, backdrop: Color(rgb: 0x000000)))
        let darkImage = try renderer.renderImage(dark)
        let grey = darkImage.pixel(at: Point(x: pill.minX + 6, y: pill.midY), scale: 2, canvas: layout.canvas)
        let darkBar = darkImage.pixel(at: Point(x: layout.tabs[0].frame.minX + 6, y: pill.midY), scale: 2, canvas: layout.canvas)
        XCTAssertGreaterThan(Int(grey.r), Int(darkBar.r) + 20, "systemFill pill lighter than the dark bar")
    }
}

final class SidebarRenderTests: XCTestCase {
    func testSelectedRowIsHighlightedAndTheRestOfTheScreenShowsTheBackdrop() throws {
        let renderer = try makeRenderer()
        var spec = Spec(
            device: "ipad-pro-11", ios: IOSRelease(18), backdrop: .color(Color(rgb: 0xFFFFFF)), selected: .index(1),
            tabs: [TabSpec(title: "Home", icon: .system(.featured)), TabSpec(title: "Library", icon: .system(.bookmarks))])
        spec.mode = .sidebar
        let doc = document(spec)
        let layout = try renderer.layout(doc)
        let image = try renderer.renderImage(doc)
        let row = layout.tabs[1].frame
        let selected = image.pixel(at: Point(x: row.maxX - 4, y: row.midY), scale: 2, canvas: layout.canvas)
        XCTAssertTrue(isClose(selected, to: Color(rgb: 0xE3E3E8), tolerance: 3), "selected row \(selected)")
        let other = image.pixel(at: Point(x: layout.tabs[0].frame.maxX - 4, y: layout.tabs[0].frame.midY), scale: 2, canvas: layout.canvas)
        XCTAssertTrue(isClose(other, to: Color(rgb: 0xF2F2F7), tolerance: 3), "panel \(other)")
        let content = image.pixel(at: Point(x: 600, y: 600), scale: 2, canvas: layout.canvas)
        XCTAssertTrue(isClose(content, to: Color(rgb: 0xFFFFFF), tolerance: 1), "beside the sidebar")
        let title = image.pixels(in: layout.tabs[1].titleFrame, scale: 2, canvas: layout.canvas)
        XCTAssertGreaterThan(title.filter { isClose($0, to: Color(rgb: 0x007AFF), tolerance: 30) }.count, 20, "selected title in the tint")
    }
}

final class TopCapsuleScreenTests: XCTestCase {
    func testAScreenDrawsTheGlassCapsuleOverItsContent() throws {
        let renderer = try makeRenderer()
        var spec = Spec(
            device: "ipad-pro-11", ios: IOSRelease(26), appearance: .dark,
            tabs: [TabSpec(title: "Home"), TabSpec(title: "Library"), TabSpec(title: "Radio")])
        spec.statusBar = StatusBarSpec()
        let doc = document(spec)
        let layout = try renderer.layout(doc)
        let image = try renderer.renderImage(doc)
        let capsule = try XCTUnwrap(layout.bar.capsule)
        // Dark glass over the black screen, #191919 measured, just inside the capsule's end.
        let glass = image.pixel(at: Point(x: capsule.maxX - 3, y: capsule.midY), scale: 2, canvas: layout.canvas)
        XCTAssertTrue(isClose(glass, to: Color(rgb: 0x191919), tolerance: 8), "\(glass)")
    }
}
