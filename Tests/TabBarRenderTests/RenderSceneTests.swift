import Foundation
import TabBarGeometry
import TabBarImage
import TabBarModel
import TabBarRender
import XCTest

/// issue 36 item 1: one resolved scene between layout and paint. The painter draws only the
/// scene; what the scene resolves (colours after the glass, the home indicator's tone, text no
/// font draws) is there for lint, contrast and tests to read without drawing again.
final class RenderSceneTests: XCTestCase {
    private func glassSpec(backdrop: UInt32, appearance: Appearance = .light) -> Spec {
        Spec(
            device: "iphone-air", ios: IOSRelease(26), appearance: appearance, backdrop: .color(Color(rgb: backdrop)),
            selected: .index(0),
            tabs: [
                TabSpec(title: "Home", icon: .system(.featured), badge: .count(3)), TabSpec(title: "Radio", icon: .system(.featured)),
                TabSpec(title: "Library", icon: .system(.featured)),
            ])
    }

    func testDrawingTheSceneIsDrawingTheDocument() throws {
        let renderer = try makeRenderer()
        let spec = document(glassSpec(backdrop: 0xCDECA1))
        let scene = try renderer.scene(spec)
        XCTAssertEqual(try renderer.renderImage(scene), try renderer.renderImage(spec))
        XCTAssertEqual(try renderer.render(scene), try renderer.render(spec))
        for format in [OutputFormat.svg, .pdf] {
            XCTAssertEqual(
                try renderer.render(scene, options: RenderOptions(format: format)),
                try renderer.render(spec, options: RenderOptions(format: format)), "\(format)")
        }
    }

    func testASceneDrawnAtAnotherScaleIsTheDocumentLaidOutAtThatScale() throws {
        let renderer = try makeRenderer()
        let spec = document(glassSpec(backdrop: 0x0C0C0C, appearance: .dark))
        let scene = try renderer.scene(spec, scale: 1)
        let scaled = scene.drawn(at: try XCTUnwrap(PixelScale(2)))
        XCTAssertEqual(scaled.layout.scale, 2)
        XCTAssertEqual(scaled.layout.tabs.map(\.frame), scene.layout.tabs.map(\.frame), "frames are in points")
        XCTAssertEqual(try renderer.renderImage(scaled), try renderer.renderImage(spec, scale: 2))
    }

    /// The glass adapts the items' colours to what lies under it; the scene holds the adapted
    /// colours, and the stated ones for the content.
    func testTheSceneHoldsTheColoursTheGlassAdapted() throws {
        let renderer = try makeRenderer()
        let green = try renderer.scene(document(glassSpec(backdrop: 0xCDECA1)))
        let white = try renderer.scene(document(glassSpec(backdrop: 0xFFFFFF)))
        XCTAssertEqual(green.statedPalette.unselected, white.statedPalette.unselected, "the spec states the same colours")
        XCTAssertNotEqual(green.palette.unselected, white.palette.unselected, "the glass over green is not the glass over white")
        let backdrop = try XCTUnwrap(green.palette.glassBackdrop)
        XCTAssertEqual(backdrop.red * 255, 0xCD, accuracy: 1)
        XCTAssertEqual(backdrop.green * 255, 0xEC, accuracy: 1)
        XCTAssertNil(green.statedPalette.glassBackdrop)
        // iOS 18 has no glass: its items keep the stated colours.
        var plain = glassSpec(backdrop: 0xCDECA1)
        plain.ios = IOSRelease(18)
        let flat = try renderer.scene(document(plain))
        XCTAssertEqual(flat.palette.unselected, flat.statedPalette.unselected)
        XCTAssertNil(flat.palette.glassBackdrop)
    }

    func testTheHomeIndicatorsToneIsResolvedFromWhatLiesUnderIt() throws {
        let renderer = try makeRenderer()
        let overWhite = try renderer.scene(document(glassSpec(backdrop: 0xFFFFFF)))
        let overBlack = try renderer.scene(document(glassSpec(backdrop: 0x000000)))
        XCTAssertEqual(overWhite.homeIndicatorColor, Color(rgb: 0x000000))
        XCTAssertEqual(overBlack.homeIndicatorColor, Color(rgb: 0xFFFFFF))
        // And it is the colour drawn: the indicator's centre pixel.
        let image = try renderer.renderImage(overBlack)
        let frame = try XCTUnwrap(overBlack.layout.homeIndicator)
        let pixel = image.pixel(at: frame.center, scale: overBlack.layout.scale, canvas: overBlack.layout.canvas)
        XCTAssertTrue(isClose(pixel, to: Color(rgb: 0xFFFFFF), tolerance: 2), "\(pixel)")
        var pad = glassSpec(backdrop: 0xFFFFFF)
        pad.device = "iphone-se-3"
        pad.ios = IOSRelease(15)
        XCTAssertNil(try renderer.scene(document(pad)).homeIndicatorColor, "no indicator on a home-button phone")
    }

    /// Lint lays a spec out once and asks for its scene: text no font draws is kept in the scene
    /// for lint to report, and drawing that scene refuses it in render's words.
    func testASceneOfACheckedLayoutKeepsUndrawableTextAndDrawingRefusesIt() throws {
        let renderer = try makeRenderer()
        var spec = glassSpec(backdrop: 0xFFFFFF)
        spec.tabs[1].title = "Radio \u{0378}"
        let doc = document(spec)
        let layout = try renderer.layout(doc)
        let scene = try renderer.scene(doc, layout: layout)
        XCTAssertEqual(scene.undrawableText.map(\.path), ["tabs[1].title"])
        expectInputError({ _ = try renderer.renderImage(scene) }, path: "tabs[1].title", containing: "no font")
        expectInputError({ _ = try renderer.scene(doc) }, path: "tabs[1].title", containing: "no font")
    }
}
