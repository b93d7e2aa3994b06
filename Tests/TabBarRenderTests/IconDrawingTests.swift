import Foundation
import TabBarImage
import TabBarModel
import TabBarRender
import XCTest

/// Icons as UIKit draws them: a file at its natural size in points, centred on the item's icon
/// box; original colours on request; the selected picture only while selected.
final class IconDrawingTests: XCTestCase {
    private let tint = Color(rgb: 0x34C759)

    /// A square SVG of `side` points filled black edge to edge.
    private func writeSquareSVG(_ name: String, side: Int, in folder: URL) throws {
        let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='\(side)' height='\(side)' viewBox='0 0 \(side) \(side)'><rect width='\(side)' height='\(side)'/></svg>"
        try Data(svg.utf8).write(to: folder.appendingPathComponent(name))
    }

    private func writeSquarePNG(_ name: String, side: Int, color: (UInt8, UInt8, UInt8), in folder: URL) throws {
        try PNGCodec.encode(RGBAImage(width: side, height: side, fill: (color.0, color.1, color.2, 255)))
            .write(to: folder.appendingPathComponent(name))
    }

    /// Renders two tabs with the second selected (or not) and returns the box, in pixels, of the
    /// pixels that pass `ink` above the second item's title, with the item's icon box in pixels.
    private func inkBox(
        _ tab: TabSpec, selected: Bool = true, sizing: IconSizing? = nil, in folder: URL,
        ink: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool
    ) throws -> (ink: (minX: Int, maxX: Int, minY: Int, maxY: Int)?, box: Rect) {
        let spec = Spec(device: "iphone-15", ios: IOSRelease(17), tint: tint, selected: .index(selected ? 1 : 0),
                        tabs: [TabSpec(title: "A"), tab], iconSizing: sizing)
        let renderer = try makeRenderer()
        let layout = try renderer.layout(document(spec, in: folder.path))
        let image = try renderer.renderImage(document(spec, in: folder.path))
        let item = layout.tabs[1]
        let scale = Double(layout.scale)
        let x0 = Int((item.frame.minX - layout.canvas.x) * scale), x1 = Int((item.frame.maxX - layout.canvas.x) * scale)
        // Below the hairline, above the title.
        let y0 = Int(((layout.bar.frame.minY - layout.canvas.y) * scale).rounded())
        let y1 = Int((item.titleFrame.minY - layout.canvas.y) * scale)
        var found: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
        for y in y0..<y1 {
            for x in x0..<min(x1, image.width) where ink(image[x, y]) {
                let box = found ?? (x, x, y, y)
                found = (min(box.minX, x), max(box.maxX, x), min(box.minY, y), max(box.maxY, y))
            }
        }
        let iconBox = try XCTUnwrap(item.iconFrame)
        let pixels = Rect(x: (iconBox.x - layout.canvas.x) * scale, y: (iconBox.y - layout.canvas.y) * scale,
                          width: iconBox.width * scale, height: iconBox.height * scale)
        return (found, pixels)
    }

    private func tinted(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { isClose(pixel, to: tint, tolerance: 8) }

    func testAnSVGIsDrawnAtItsOwnSizeCentredOnTheIconBox() throws {
        let folder = try temporaryFolder()
        try writeSquareSVG("square20.svg", side: 20, in: folder)
        let (ink, box) = try inkBox(TabSpec(title: "B", icon: .file("square20.svg")), in: folder, ink: tinted)
        let found = try XCTUnwrap(ink)
        XCTAssertEqual(found.maxX - found.minX + 1, 60, "20 pt at @3x, not stretched to the 25 pt box")
        XCTAssertEqual(found.maxY - found.minY + 1, 60)
        XCTAssertEqual(Double(found.minX + found.maxX + 1) / 2, box.midX, accuracy: 1, "centred on the box")
        XCTAssertEqual(Double(found.minY + found.maxY + 1) / 2, box.midY, accuracy: 1)
    }

    func testAPNGsSizeIsItsPixelsDividedByItsScaleSuffix() throws {
        let folder = try temporaryFolder()
        try writeSquarePNG("glyph@2x.png", side: 56, color: (0, 0, 0), in: folder)
        try writeSquarePNG("glyph.png", side: 20, color: (0, 0, 0), in: folder)
        // Scaled pixels have soft edges: count those at least half covered by the tint.
        let halfTinted: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool = { $0.r < 150 && $0.g > $0.r }
        let retina = try XCTUnwrap(try inkBox(TabSpec(title: "B", icon: .file("glyph@2x.png")), in: folder, ink: halfTinted).ink)
        XCTAssertEqual(Double(retina.maxX - retina.minX + 1), 84, accuracy: 1, "56 px @2x is 28 pt: 84 px at @3x")
        XCTAssertEqual(Double(retina.maxY - retina.minY + 1), 84, accuracy: 1)
        let plain = try XCTUnwrap(try inkBox(TabSpec(title: "B", icon: .file("glyph.png")), in: folder, ink: halfTinted).ink)
        XCTAssertEqual(Double(plain.maxX - plain.minX + 1), 60, accuracy: 1, "no suffix: one pixel per point")
    }

    func testFitSizingKeepsTheOldFitToTheBox() throws {
        let folder = try temporaryFolder()
        try writeSquareSVG("square20.svg", side: 20, in: folder)
        let found = try XCTUnwrap(try inkBox(TabSpec(title: "B", icon: .file("square20.svg")), sizing: .fit, in: folder, ink: tinted).ink)
        XCTAssertEqual(found.maxX - found.minX + 1, 75, "fitted to the 25 pt icon box")
    }

    func testOriginalModeKeepsTheIconsColours() throws {
        let folder = try temporaryFolder()
        try writeSquarePNG("avatar@3x.png", side: 72, color: (220, 30, 40), in: folder)
        let red = Color(rgb: 0xDC1E28)
        for selected in [true, false] {
            let (ink, _) = try inkBox(TabSpec(title: "B", icon: .file("avatar@3x.png"), iconMode: .original), selected: selected, in: folder) {
                isClose($0, to: red, tolerance: 3)
            }
            let found = try XCTUnwrap(ink, "the avatar keeps its red, selected: \(selected)")
            XCTAssertEqual(Double(found.maxX - found.minX + 1), 72, accuracy: 2, "24 pt")
        }
        let template = try inkBox(TabSpec(title: "B", icon: .file("avatar@3x.png")), in: folder) { isClose($0, to: red, tolerance: 3) }
        XCTAssertNil(template.ink, "a template image never shows its own colours")
    }

    func testSelectedIconIsDrawnOnlyWhileSelected() throws {
        let folder = try temporaryFolder()
        try writeSquareSVG("small.svg", side: 10, in: folder)
        try writeSquareSVG("large.svg", side: 22, in: folder)
        let tab = TabSpec(title: "B", icon: .file("small.svg"), selectedIcon: .file("large.svg"))
        let selected = try XCTUnwrap(try inkBox(tab, selected: true, in: folder, ink: tinted).ink)
        XCTAssertEqual(selected.maxX - selected.minX + 1, 66, "the 22 pt selected picture")
        let gray = try XCTUnwrap(try inkBox(tab, selected: false, in: folder) { $0.r < 190 && $0.r == $0.g && $0.g == $0.b }.ink)
        XCTAssertEqual(gray.maxX - gray.minX + 1, 30, "the 10 pt picture while not selected")
    }

    func testABrokenSelectedIconIsAnErrorEvenWhenNotSelected() throws {
        let folder = try temporaryFolder()
        try writeSquareSVG("small.svg", side: 10, in: folder)
        let spec = Spec(device: "iphone-15", ios: IOSRelease(17), tabs: [
            TabSpec(title: "A"), TabSpec(title: "B", icon: .file("small.svg"), selectedIcon: .file("missing.svg")),
        ])
        expectInputError({ _ = try makeRenderer().render(document(spec, in: folder.path)) }, path: "tabs[1].selectedIcon", containing: "no such file")
    }
}
