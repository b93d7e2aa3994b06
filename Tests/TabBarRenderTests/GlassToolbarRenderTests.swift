import Foundation
import TabBarImage
import TabBarModel
import TabBarRender
import XCTest

/// iOS 26's floating toolbar on decoded pixels: glass under its buttons, the page showing between
/// the pieces and below them, where iOS 18 draws a bar with a hairline across the screen. The
/// glass's tone and rim are those measured on matjic/close.matj.io's bottom search field
/// (`screenshots/Simulator Screenshot - iPhone 17 Pro - 2025-10-22 at 18.48.36.png`: 251 inside,
/// a 255 rim, over a #F2F2F7 page that shows all round it).
final class GlassToolbarRenderTests: XCTestCase {
    private func spec(ios: Int, appearance: Appearance = .light) -> Spec {
        Spec(
            device: "iphone-17-pro", ios: IOSRelease(ios), appearance: appearance, tabs: [],
            navigationBar: NavigationBarSpec(title: "Notes"),
            content: ContentSpec(color: Color(rgb: 0xF2F2F7)),
            toolbar: ToolbarSpec(items: [
                BarButtonItemSpec(systemItem: .organize), BarButtonItemSpec(systemItem: .flexibleSpace),
                BarButtonItemSpec(systemItem: .compose),
            ]))
    }

    /// The toolbar's layout and the grey (red channel) of the picture at a point.
    private func render(ios: Int) throws -> (toolbar: ToolbarLayout, grey: (Double, Double) -> Int) {
        let renderer = try makeRenderer()
        let doc = document(spec(ios: ios))
        let layout = try renderer.layout(doc)
        let image = try renderer.renderImage(doc)
        let toolbar = try XCTUnwrap(layout.screenLayout?.toolbar)
        return (toolbar, { x, y in Int(image.pixel(at: Point(x: x, y: y), scale: 3, canvas: layout.canvas).r) })
    }

    func testToolbarGlassFloatsOverThePageWithNoBarBetweenOrBelow() throws {
        let (toolbar, grey) = try render(ios: 26)
        XCTAssertEqual(toolbar.glass.count, 2)
        let circle = toolbar.glass[0]
        // Inside the glass: lifted towards white above the 242 page, a white rim at its top.
        XCTAssertGreaterThanOrEqual(grey(circle.midX + 14, circle.midY - 14), 248, "the glass's fill")
        XCTAssertGreaterThanOrEqual(grey(circle.midX, circle.minY + 0.2), 254, "the rim")
        // Between the two pieces and at the screen's edges: the page (a shadow's few levels at most),
        // never a bar's material.
        let between = grey(201, circle.midY)
        XCTAssertLessThanOrEqual(abs(between - 242), 3, "the page between the pieces: \(between)")
        XCTAssertLessThanOrEqual(abs(grey(4, circle.midY) - 242), 4, "the page beside the toolbar")
        XCTAssertLessThanOrEqual(abs(grey(201, circle.minY - 20) - 242), 3, "no hairline or bar above the glass")
    }

    func testIOS18ToolbarIsABarAcrossTheScreen() throws {
        let (toolbar, grey) = try render(ios: 18)
        XCTAssertTrue(toolbar.glass.isEmpty)
        // The bar's material, not the page, in the middle of the screen between the buttons.
        XCTAssertNotEqual(grey(201, toolbar.contentFrame.midY), 242)
    }
}
