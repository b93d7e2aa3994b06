import Foundation
import TabBarImage
import TabBarModel
import TabBarRender
import XCTest

/// issue 38: UIKit adapts the home indicator to what lies under it (dark over light content,
/// light over dark, whatever the appearance); it stayed black over a dark `content:` in light.
final class HomeIndicatorRenderTests: XCTestCase {
    private let tabs = [TabSpec(title: "Home", icon: .system(.featured)), TabSpec(title: "Radio", icon: .system(.recents))]

    /// The indicator's core, by its median brightness.
    private func indicatorBrightness(_ spec: Spec) throws -> Int {
        let renderer = try makeRenderer()
        let layout = try renderer.layout(document(spec))
        let image = try renderer.renderImage(document(spec))
        let frame = try XCTUnwrap(layout.homeIndicator)
        let core = Rect(x: frame.midX - 30, y: frame.midY - 0.7, width: 60, height: 1.4)
        let pixels = image.pixels(in: core, scale: layout.scale, canvas: layout.canvas)
        XCTAssertFalse(pixels.isEmpty)
        return Int(Statistics.median(pixels.map { (Double($0.r) + Double($0.g) + Double($0.b)) / 3 }) ?? -1)
    }

    func testTheIndicatorIsLightOverDarkContentAndDarkOverLightContentInEitherAppearance() throws {
        for ios in [26, 18] {
            for appearance in [Appearance.light, .dark] {
                var dark = Spec(device: "iphone-17-pro", ios: IOSRelease(ios), appearance: appearance, scrollEdge: true, tabs: tabs,
                                content: ContentSpec(color: Color(rgb: 0x1C1C1E)))
                XCTAssertGreaterThan(try indicatorBrightness(dark), 200, "iOS \(ios) \(appearance): light over dark content")
                dark.content = ContentSpec(color: Color(rgb: 0xF2F2F7))
                XCTAssertLessThan(try indicatorBrightness(dark), 60, "iOS \(ios) \(appearance): dark over light content")
            }
        }
        // A bare bar takes it from its backdrop.
        let bare = Spec(device: "iphone-17-pro", ios: IOSRelease(26), backdrop: .color(Color(rgb: 0x101418)), tabs: tabs)
        XCTAssertGreaterThan(try indicatorBrightness(bare), 200, "light over a dark backdrop")
    }

    func testAnOpaqueBarDecidesOverTheContent() throws {
        // iOS 18 at rest over content that reaches under the bar: the light bar's material lies under it.
        let spec = Spec(device: "iphone-16-pro", ios: IOSRelease(18), translucent: false, scrollEdge: false, tabs: tabs,
                        content: ContentSpec(color: Color(rgb: 0x000000)))
        XCTAssertLessThan(try indicatorBrightness(spec), 60, "dark over the light bar")
    }
}
