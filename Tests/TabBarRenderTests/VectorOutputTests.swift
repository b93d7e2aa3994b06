import CCairo
import Foundation
import TabBarImage
import TabBarModel
import XCTest

@testable import TabBarRender

/// SVG and PDF outputs show what PNG shows: read back through librsvg, the icons are there.
final class VectorOutputTests: XCTestCase {
    private func rasterize(svg data: Data, width: Int, height: Int) throws -> RGBAImage {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("out.svg")
        try data.write(to: file)
        // Icon limits: Cairo masks template icons through a filter, which a picture filling a
        // screen may not have, but this drawing is made at the bar's own small size, as an icon is.
        let source = try ImageSource.load(file, limits: .icon) { .drawing($0) }
        let surface = try CairoSurface.image(width: width, height: height)
        let context = CairoContext(surface)
        try source.draw(fitting: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), on: context)
        cairo_surface_flush(surface.pointer)
        return RGBAImage(
            premultipliedARGB32: cairo_image_surface_get_data(surface.pointer)!, width: width, height: height,
            stride: Int(cairo_image_surface_get_stride(surface.pointer)))
    }

    func testSVGKeepsTemplateIconsWhereTheLayoutPutsThem() throws {
        let spec = Spec(
            device: "iphone-15", ios: IOSRelease(17), tint: Color(rgb: 0xFF2D55), selected: .index(1),
            tabs: [TabSpec(title: "A", icon: .system(.favorites)), TabSpec(title: "B", icon: .system(.recents))])
        let renderer = try makeRenderer()
        let layout = try renderer.layout(document(spec))
        let svg = try renderer.render(document(spec), options: RenderOptions(format: .svg))
        let image = try rasterize(svg: svg, width: 393, height: 83)
        let icon = image.pixels(in: layout.tabs[1].iconFrame!, scale: 1, canvas: layout.canvas)
        XCTAssertGreaterThan(icon.filter { isClose($0, to: Color(rgb: 0xFF2D55), tolerance: 12) }.count, 20, "the tinted icon is drawn")
        let other = image.pixels(in: layout.tabs[0].iconFrame!, scale: 1, canvas: layout.canvas)
        XCTAssertGreaterThan(other.filter { isClose($0, to: Color(rgb: 0x999999), tolerance: 12) }.count, 20)
    }
}
