import Foundation
import TabBarImage
import TabBarModel
import TabBarRender
import XCTest

/// issue 38: a bare bar's picture holds its floating glass whole, rim and shadow, instead of
/// ending on the capsule's rim (iOS 26 iPhone) or cutting the shadow flat (the iPad's top bar).
final class ShadowRoomRenderTests: XCTestCase {
    private let tabs = [
        TabSpec(title: "Home", icon: .system(.featured)), TabSpec(title: "Radio", icon: .system(.recents)),
        TabSpec(title: "Library", icon: .system(.bookmarks)),
    ]

    /// The largest difference from `backdrop` along one row of the picture.
    private func strayInk(_ image: RGBAImage, row: Int, from backdrop: Int) -> Int {
        (0..<image.width).map { column in
            let pixel = image[column, row]
            return max(abs(Int(pixel.r) - backdrop), abs(Int(pixel.g) - backdrop), abs(Int(pixel.b) - backdrop))
        }.max() ?? 0
    }

    func testTheIPadTopBarsShadowFadesOutInsideThePicture() throws {
        let renderer = try makeRenderer()
        for ios in [18, 26] {
            let spec = Spec(device: "ipad-pro-13", ios: IOSRelease(ios), backdrop: .color(Color(rgb: 0xFFFFFF)), selected: .index(1), tabs: tabs)
            let layout = try renderer.layout(document(spec))
            let image = try renderer.renderImage(document(spec))
            let capsule = try XCTUnwrap(layout.bar.capsule)
            XCTAssertLessThanOrEqual(strayInk(image, row: image.height - 1, from: 255), 1, "iOS \(ios): the last row is the page again")
            // The shadow itself is still drawn under the capsule.
            let under = image.pixel(at: Point(x: capsule.midX, y: capsule.maxY + 3), scale: 2, canvas: layout.canvas)
            XCTAssertLessThan(Int(under.r), 254, "iOS \(ios): a shadow under the capsule")
        }
    }

    func testABareIOS26BarShowsItsCapsuleWithRoomAboveInBothAppearances() throws {
        let renderer = try makeRenderer()
        for (appearance, backdrop) in [(Appearance.light, 0xC0C0C0), (.dark, 0x000000)] {
            let spec = Spec(device: "iphone-17-pro", ios: IOSRelease(26), appearance: appearance, backdrop: .color(Color(rgb: UInt32(backdrop))), tabs: tabs)
            let layout = try renderer.layout(document(spec))
            let image = try renderer.renderImage(document(spec))
            let capsule = try XCTUnwrap(layout.bar.capsule)
            XCTAssertGreaterThanOrEqual(capsule.minY - layout.canvas.minY, 24, "\(appearance): room above the capsule")
            XCTAssertLessThanOrEqual(strayInk(image, row: 0, from: backdrop & 0xFF), 1, "\(appearance): the top row is the content, not the rim or a cut shadow")
            // The rim is still there, a pixel inside the capsule's top.
            let rim = image.pixel(at: Point(x: capsule.midX, y: capsule.minY + 0.2), scale: 3, canvas: layout.canvas)
            XCTAssertNotEqual(Int(rim.r), backdrop & 0xFF, "\(appearance): the rim")
        }
    }
}
