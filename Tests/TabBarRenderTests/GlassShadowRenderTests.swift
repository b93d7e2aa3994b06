import Foundation
import TabBarImage
import TabBarModel
import TabBarRender
import XCTest

/// Light glass stands out over a white page by its shadow and rim, as on real iOS 26 renders:
/// matjic/close.matj.io `screenshots/Simulator Screenshot - iPhone 17 Pro - 2025-10-22 at 18.48.36.png`
/// (a 44 pt glass circle over #F2F2F7: 232 just below it, 235 beside it, the page again 39 pt below;
/// a 255 rim round a 251 fill) and mneves75/dnschat `ios/fastlane/screenshots/en-US/iPhone 17-04-Chat-List.png`
/// (the tab bar capsule over ≈ #F0F0F4: 228 just below, 231 beside, 236 above; rim 255, fill 250).
final class GlassShadowRenderTests: XCTestCase {
    private func spec(_ appearance: Appearance, page: Color) -> Spec {
        Spec(
            device: "iphone-17-pro", ios: IOSRelease(26), appearance: appearance, backdrop: .color(page), selected: .index(0),
            tabs: [
                TabSpec(title: "Chats", icon: .system(.favorites)), TabSpec(title: "Logs", icon: .system(.history)),
                TabSpec(title: "About", icon: .system(.contacts)),
            ])
    }

    func testLightCapsuleCastsAShadowBelowAndBesideItAndHasAWhiteRim() throws {
        let renderer = try makeRenderer()
        for page in [Color(rgb: 0xFFFFFF), Color(rgb: 0xF2F2F7)] {
            let doc = document(spec(.light, page: page))
            let layout = try renderer.layout(doc)
            let image = try renderer.renderImage(doc)
            let capsule = try XCTUnwrap(layout.bar.capsule)
            let pageGrey = Int((page.red * 255).rounded())
            func darkening(_ point: Point) -> Int {
                pageGrey - Int(image.pixel(at: point, scale: 3, canvas: layout.canvas).r)
            }
            // Real: 12 darker just below (228 over 240), 8 beside; ours within a few levels.
            let below = darkening(Point(x: capsule.midX + 40, y: capsule.maxY + 0.5))
            let beside = darkening(Point(x: capsule.minX - 1, y: capsule.midY))
            XCTAssertTrue((8...17).contains(below), "just below the capsule over \(page): \(below) darker")
            XCTAssertTrue((4...12).contains(beside), "just beside the capsule over \(page): \(beside) darker")
            XCTAssertGreaterThan(below, beside, "the shadow falls downwards")
            // The shadow fades out: the page again 3 blurs beside the capsule.
            XCTAssertLessThanOrEqual(darkening(Point(x: max(0.5, capsule.minX - 48), y: capsule.midY)), 2)
            // The rim: white at the capsule's top edge, over a fill a shade below white.
            let rim = image.pixel(at: Point(x: capsule.midX + 40, y: capsule.minY + 0.2), scale: 3, canvas: layout.canvas)
            XCTAssertGreaterThanOrEqual(Int(rim.r), 254, "rim over \(page)")
        }
    }
}
