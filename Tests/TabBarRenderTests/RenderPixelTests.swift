import Foundation
import TabBarImage
import TabBarModel
import TabBarRender
import XCTest

final class RenderPixelTests: XCTestCase {
    private let spec = Spec(
        device: "iphone-15", ios: IOSRelease(17), tint: Color(rgb: 0x007AFF), selected: .index(1),
        tabs: [
            TabSpec(id: "favorites", title: "Favorites", icon: .system(.favorites)),
            TabSpec(id: "recents", title: "Recents", icon: .system(.recents), badge: .count(3)),
            TabSpec(id: "contacts", title: "Contacts", icon: .system(.contacts)),
        ])

    func testImageHasTheBarsSizeAtTheScale() throws {
        let renderer = try makeRenderer()
        let image = try renderer.renderImage(document(spec))
        XCTAssertEqual(image.width, 393 * 3)
        XCTAssertEqual(image.height, 83 * 3 + 1, "the bar and the hairline's device pixel above it")
        let small = try renderer.renderImage(document(spec), scale: 1)
        XCTAssertEqual(small.width, 393)
        XCTAssertEqual(small.height, 83 + 1)
    }

    func testSelectedIconIsDrawnInTheTintAndOthersInGray() throws {
        let renderer = try makeRenderer()
        let layout = try renderer.layout(document(spec))
        let image = try renderer.renderImage(document(spec))
        let tint = Color(rgb: 0x007AFF)
        // #929292 at 85 % over the nearly white bar (iOS 13 and later).
        let gray = Color(rgb: 0xA2A2A2)
        let selected = image.pixels(in: layout.tabs[1].iconFrame!, scale: 3, canvas: layout.canvas)
        let unselected = image.pixels(in: layout.tabs[0].iconFrame!, scale: 3, canvas: layout.canvas)
        XCTAssertGreaterThan(selected.filter { isClose($0, to: tint) }.count, 100, "selected icon in the tint")
        XCTAssertEqual(selected.filter { isClose($0, to: gray) }.count, 0)
        XCTAssertGreaterThan(unselected.filter { isClose($0, to: gray) }.count, 100, "unselected icon in gray")
        XCTAssertEqual(unselected.filter { isClose($0, to: tint, tolerance: 30) }.count, 0)
        let title = image.pixels(in: layout.tabs[1].titleFrame, scale: 3, canvas: layout.canvas)
        XCTAssertGreaterThan(title.filter { isClose($0, to: tint) }.count, 20, "selected title in the tint")
    }

    func testBadgeIsARedCapsuleWithWhiteText() throws {
        let renderer = try makeRenderer()
        let layout = try renderer.layout(document(spec))
        let image = try renderer.renderImage(document(spec))
        let badge = try XCTUnwrap(layout.tabs[1].badgeFrame)
        let red = Color(rgb: 0xFF3B30)
        // Just inside the left end of the capsule: no text there.
        XCTAssertTrue(isClose(image.pixel(at: Point(x: badge.minX + 3, y: badge.midY), scale: 3, canvas: layout.canvas), to: red))
        let inside = image.pixels(in: badge.insetBy(dx: 3, dy: 3), scale: 3, canvas: layout.canvas)
        let white = inside.filter { $0.r > 240 && $0.g > 240 && $0.b > 240 }.count
        let redCount = inside.filter { isClose($0, to: red) }.count
        XCTAssertGreaterThan(white, 10, "white text inside")
        XCTAssertGreaterThan(redCount, white, "mostly red")
    }

    /// UIKit draws any badge text; one wider than its item's slot is capped there and cut.
    func testALongBadgeIsAsWideAsItsSlot() throws {
        var long = Spec(device: "iphone-se", ios: IOSRelease(17), tabs: (0..<5).map { TabSpec(title: "Tab \($0)", icon: .system(.favorites)) })
        long.tabs[1].badge = .text("Something very long indeed")
        let renderer = try makeRenderer()
        let layout = try renderer.layout(document(long))
        let image = try renderer.renderImage(document(long))
        let badge = try XCTUnwrap(layout.tabs[1].badgeFrame)
        XCTAssertEqual(badge.width, 64, accuracy: 1e-9, "320 pt across five slots")
        // Along the top of the capsule, above the text, red from one rounded end to the other.
        let red = Color(rgb: 0xFF3B30)
        let top = image.pixels(in: Rect(x: badge.minX + 9, y: badge.minY + 1.5, width: badge.width - 18, height: 1), scale: layout.scale, canvas: layout.canvas)
        XCTAssertEqual(top.count, 46 * 2 * 2, "@2x on an iPhone SE")
        XCTAssertEqual(top.filter { !isClose($0, to: red) }.count, 0)
        let text = image.pixels(in: badge.insetBy(dx: 4, dy: 3), scale: layout.scale, canvas: layout.canvas).filter { $0.r > 240 && $0.g > 240 && $0.b > 240 }
        XCTAssertGreaterThan(text.count, 100, "white text across it")
    }

    func testTranslucentBarShowsTheBackdropAndAnOpaqueBarDoesNot() throws {
        let renderer = try makeRenderer()
        var translucent = spec
        translucent.backdrop = .color(Color(rgb: 0xFF0000))
        var opaque = translucent
        opaque.translucent = false
        let layout = try renderer.layout(document(translucent))
        // A point in the safe-area inset, left of the home indicator: bar background only.
        let probe = Point(x: 20, y: layout.bar.frame.maxY - 20)
        let through = try renderer.renderImage(document(translucent)).pixel(at: probe, scale: 3, canvas: layout.canvas)
        let solid = try renderer.renderImage(document(opaque)).pixel(at: probe, scale: 3, canvas: layout.canvas)
        XCTAssertTrue(isClose(solid, to: Color(rgb: 0xF9F9F9), tolerance: 1), "opaque: the bar colour, \(solid)")
        XCTAssertGreaterThan(Int(through.r), Int(through.g) + 20, "red shows through: \(through)")
        XCTAssertGreaterThan(Int(through.g), 150, "but is mostly bar colour: \(through)")
    }

    func testBackdropPictureIsBlurred() throws {
        // A picture that is red on the left half of the screen and blue on the right.
        let folder = try temporaryFolder()
        var pixels = [UInt8]()
        for _ in 0..<852 {
            for x in 0..<393 { pixels += x < 196 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        }
        try PNGCodec.encode(RGBAImage(width: 393, height: 852, pixels: pixels))
            .write(to: folder.appendingPathComponent("halves.png"))
        var blurred = spec
        blurred.backdrop = .image("halves.png")
        let renderer = try makeRenderer()
        let doc = document(blurred, in: folder.path)
        let layout = try renderer.layout(doc, scale: 1)
        let image = try renderer.renderImage(doc, scale: 1)
        let y = Int(layout.bar.frame.height) - 20
        let row = (150..<243).map { image[$0, y] }
        let distinctReds = Set(row.map(\.r))
        XCTAssertGreaterThan(distinctReds.count, 15, "a soft gradient across the edge, not a step")
        XCTAssertGreaterThan(row.first!.r, row.last!.r)
        XCTAssertLessThan(row.first!.b, row.last!.b)
    }

    func testDarkAppearanceUsesDarkColours() throws {
        var dark = spec
        dark.appearance = .dark
        dark.tint = nil
        dark.translucent = false
        let renderer = try makeRenderer()
        let layout = try renderer.layout(document(dark))
        let image = try renderer.renderImage(document(dark))
        XCTAssertTrue(isClose(image.pixel(at: Point(x: 20, y: layout.bar.frame.maxY - 20), scale: 3, canvas: layout.canvas), to: Color(rgb: 0x1D1D1D), tolerance: 1))
        let selected = image.pixels(in: layout.tabs[1].iconFrame!, scale: 3, canvas: layout.canvas)
        XCTAssertGreaterThan(selected.filter { isClose($0, to: Color(rgb: 0x0A84FF)) }.count, 100)
        let badge = layout.tabs[1].badgeFrame!
        XCTAssertTrue(isClose(image.pixel(at: Point(x: badge.minX + 3, y: badge.midY), scale: 3, canvas: layout.canvas), to: Color(rgb: 0xFF453A)))
    }

    func testClassicStyleIsBlackWithALightenedSelectedTab() throws {
        let classic = Spec(device: "iphone-2g", style: .classic, selected: .index(1), tabs: spec.tabs)
        let renderer = try makeRenderer()
        let layout = try renderer.layout(document(classic))
        let image = try renderer.renderImage(document(classic))
        func brightness(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Int { Int(p.r) + Int(p.g) + Int(p.b) }
        let bottomOfBar = layout.bar.frame.maxY - 4
        let unselectedBackground = image.pixel(at: Point(x: layout.tabs[0].frame.minX + 5, y: bottomOfBar), scale: 1, canvas: layout.canvas)
        let selectedBackground = image.pixel(at: Point(x: layout.tabs[1].frame.minX + 5, y: bottomOfBar), scale: 1, canvas: layout.canvas)
        XCTAssertLessThan(brightness(unselectedBackground), 30, "black bar")
        XCTAssertGreaterThan(brightness(selectedBackground), brightness(unselectedBackground) + 40, "lightened selected tab")
        let icon = image.pixels(in: layout.tabs[1].iconFrame!, scale: 1, canvas: layout.canvas)
        XCTAssertGreaterThan(icon.filter { Int($0.b) > Int($0.r) + 60 }.count, 20, "blue highlighted icon")
    }

    func testKeyboardReplacesTheBar() throws {
        var keyboard = spec
        keyboard.keyboard = true
        let renderer = try makeRenderer()
        let layout = try renderer.layout(document(keyboard))
        let image = try renderer.renderImage(document(keyboard), scale: 1)
        XCTAssertEqual(image.height, Int(layout.keyboardFrame!.height))
        let all = image.pixels(in: layout.canvas, scale: 1, canvas: layout.canvas)
        XCTAssertEqual(all.filter { isClose($0, to: Color(rgb: 0x007AFF), tolerance: 20) }.count, 0, "no tinted tab is drawn")
    }

    func testHitRegionOverlayChangesThePicture() throws {
        let renderer = try makeRenderer()
        let plain = try renderer.renderImage(document(spec), scale: 1)
        let overlaid = try renderer.renderImage(document(spec), scale: 1, showHitRegions: true)
        XCTAssertNotEqual(plain, overlaid)
    }
}
