import Foundation
@testable import SVGGuard
import XCTest

/// The area rule: what a drawing paints is estimated from its geometry, as often as `<use>`
/// draws it, on the pixels it is drawn at; nothing is drawn to find out.
final class SVGAreaTests: XCTestCase {
    /// An `ipad-pro-13` screen at @3x.
    private let screen = Box(minX: 0, minY: 0, maxX: 3096, maxY: 4128)
    private let icon = Box(minX: 0, minY: 0, maxX: 75, maxY: 75)

    private func svg(_ body: String) -> String {
        "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' width='1032' height='1376' viewBox='0 0 1032 1376'>\(body)</svg>"
    }

    private func area(_ text: String) throws -> SVGPaintedArea {
        try SVGSafety.scan(Data(text.utf8), maxPixelsPerSide: 4096, maxFilterPasses: 0).get()
    }

    /// In whole targets.
    private func painted(_ text: String, on target: Box? = nil) throws -> Double {
        let box = target ?? screen
        return try area(text).paintedPixels(on: .init(viewport: box, clip: box, layerPixels: box.area), limit: .infinity) / box.area
    }

    private func violation(_ text: String, on target: Box? = nil) throws -> String? {
        let box = target ?? screen
        return SVGSafety.areaViolation(try area(text), on: .init(viewport: box, clip: box, layerPixels: box.area))
    }

    private let fullRect = "<rect width='1032' height='1376' fill-opacity='0.01'/>"
    private func uses(_ id: String, _ count: Int) -> String { String(repeating: "<use href='#\(id)'/>", count: count) }

    func testScreenSizedRectsDrawnByUseAreRefusedThoughEveryCountPasses() throws {
        let bomb = svg("<defs><g id='g'>\(String(repeating: fullRect, count: 100))</g></defs>" + uses("g", 400))
        let message = try XCTUnwrap(try violation(bomb))
        XCTAssertTrue(message.contains("3096×4128 px they are drawn on 391 times over"), message)
        XCTAssertEqual(try painted(bomb), 40_000, accuracy: 1e-6)
        // Drawn a twentieth of the size, the same content paints 1/400 of it.
        let small = svg("<defs><g id='g'>\(String(repeating: fullRect, count: 100))</g></defs><g transform='scale(0.05)'>\(uses("g", 400))</g>")
        XCTAssertNil(try violation(small))
        XCTAssertEqual(try painted(small), 100, accuracy: 1e-6)
        // As an icon, 40,000 paints of 75 × 75 px cost little.
        XCTAssertNil(try violation(bomb, on: icon))
    }

    func testStrokesGrowTheBoxByTheirJoins() throws {
        let line = "<line x1='0' y1='0' x2='1' y2='1' stroke='#00f' stroke-width='W'/>"
        let thin = svg(String(repeating: line.replacingOccurrences(of: "'W'", with: "'1'"), count: 1_000))
        XCTAssertNil(try violation(thin))
        let thick = svg(String(repeating: line.replacingOccurrences(of: "'W'", with: "'2000'"), count: 1_000))
        XCTAssertNotNil(try violation(thick))
        // Inherited from a group, set by a style rule, or in a unit not bounded here: as wide.
        XCTAssertNotNil(try violation(svg("<g stroke-width='2000'>\(String(repeating: "<line x2='1' y2='1' stroke='red'/>", count: 1_000))</g>")))
        XCTAssertNil(try violation(svg("<g stroke-width='2000'>\(String(repeating: "<line x2='1' y2='1'/>", count: 1_000))</g>")), "no stroke")
        XCTAssertNotNil(try violation(svg("<style>.s { stroke-width: 2000px; stroke: red }</style>" + String(repeating: "<line class='s' x2='1' y2='1'/>", count: 1_000))))
        XCTAssertNotNil(try violation(svg(String(repeating: "<line x2='1' y2='1' stroke='red' stroke-width='50%'/>", count: 1_000))))
        // A thin stroke across the screen covers a band along it, not its box: a thousand pass.
        let across = svg(String(repeating: "<line x2='1032' y2='1376' stroke='red' stroke-width='2'/>", count: 1_000))
        XCTAssertLessThan(try painted(across), 10)
        XCTAssertNil(try violation(across))
    }

    func testLayersCountTheirWholeSurface() throws {
        // A group with opacity is drawn alone on a surface as large as the target, then composited.
        let groups = svg(String(repeating: "<g opacity='0.5'><rect width='1' height='1'/></g>", count: 100))
        XCTAssertNotNil(try violation(groups))
        XCTAssertNil(try violation(svg(String(repeating: "<g opacity='1'><rect width='1' height='1'/></g>", count: 100))))
        XCTAssertEqual(try painted(svg("<g style='mix-blend-mode: multiply'/>")), SVGPaintedArea.layerWeight, accuracy: 1e-9)
    }

    func testNestedUsesMultiply() throws {
        let nested = "<defs><g id='a'>\(String(repeating: fullRect, count: 5))</g><g id='b'>\(uses("a", 10))</g><g id='c'>\(uses("b", 10))</g></defs>"
        XCTAssertEqual(try painted(svg(nested + uses("c", 1))), 500, accuracy: 1e-6)
        XCTAssertNotNil(try violation(svg(nested + uses("c", 1))))
        XCTAssertNil(try violation(svg(nested + uses("b", 1))), "50 screens")
        // A referenced element's own transform applies; where it is defined does not.
        let placed = "<defs><g transform='scale(0.001)'><g id='a'>\(fullRect)</g></g></defs>" + uses("a", 1)
        XCTAssertEqual(try painted(svg(placed)), 1, accuracy: 1e-6)
    }

    func testWhatCannotBeBoundedCountsAsTheWholeTarget() throws {
        let tiny = "<rect width='1' height='1'/>"
        for wrapped in [
            "<g transform='perspective(3)'>\(tiny)</g>", "<rect width='1%' height='1'/>", "<rect width='1em' height='1'/>",
            "<text>x</text>", "<svg viewBox='0 0 1 1'>\(tiny)</svg>", "<rect style='transform: scale(1000)' width='1' height='1'/>",
        ] {
            XCTAssertEqual(try painted(svg(wrapped)), 1, accuracy: 1e-6, wrapped)
        }
        // Stroked, it may cover the target twice over again.
        XCTAssertEqual(try painted(svg("<text stroke='red'>x</text>")), 1 + SVGPaintedArea.strokeWeight, accuracy: 1e-6)
        // Without a viewBox, librsvg fits the width and height; a width in % maps nothing.
        XCTAssertEqual(try painted("<svg width='10' height='10'><rect width='5' height='10'/></svg>", on: icon), 0.5, accuracy: 1e-6)
        XCTAssertEqual(try painted("<svg width='100%' height='10'>\(tiny)</svg>"), 1, accuracy: 1e-6)
    }

    func testWhatIsNotDisplayedCostsNothingUnlessAStyleRuleMayShowIt() throws {
        let hidden = "<g style='opacity:0.5; display : none'>\(fullRect)</g><rect display='none' width='1032' height='1376'/>"
        XCTAssertEqual(try painted(svg(hidden)), 0, accuracy: 1e-9)
        XCTAssertEqual(try painted(svg("<style>rect { display: inline }</style><rect display='none' width='1032' height='1376'/>")), 1, accuracy: 1e-6)
        XCTAssertEqual(try painted(svg("<rect style='display:none;display:inline' width='1032' height='1376'/>")), 1, accuracy: 1e-6)
    }

    func testTransformsAreFollowed() throws {
        XCTAssertEqual(try painted(svg("<g transform='translate(516 0) scale(2, 0.5)'><rect width='258' height='1376'/></g>")), 0.25, accuracy: 1e-6)
        // A rotated square's box is the square around its turned corners.
        XCTAssertEqual(try painted(svg("<rect transform='rotate(45 500 500)' x='450' y='450' width='100' height='100'/>")), 20_000.0 / (1032 * 1376), accuracy: 1e-6)
        XCTAssertEqual(try painted(svg("<rect transform='matrix(1 0 0 1 -1032 0)' width='1032' height='1376'/>")), 0, accuracy: 1e-9, "off the target")
    }

    func testRadialGradientsAndMasksWeighTheirCost() throws {
        let gradient = "<radialGradient id='r'><stop offset='0'/></radialGradient>"
        XCTAssertEqual(try painted(svg(gradient + "<rect width='1032' height='1376' fill='url(#r)'/>")), SVGPaintedArea.radialGradientWeight, accuracy: 1e-6)
        XCTAssertNotNil(try violation(svg(gradient + "<g fill='url(#r)'>\(String(repeating: "<rect width='1032' height='1376'/>", count: 20))</g>")))
        let mask = "<mask id='m'><rect width='1032' height='1376' fill='#fff'/></mask>"
        XCTAssertEqual(
            try painted(svg(mask + "<rect width='1' height='1' mask='url(#m)'/>")),
            SVGPaintedArea.layerWeight + SVGPaintedArea.maskWeight + 1, accuracy: 1e-3)
    }

    func testPathBoundsFollowRelativeCommandsCurvesAndArcs() {
        func box(_ d: String) -> Box? {
            var reader = PathBounds(Array(d.utf8), polygon: false)
            return reader.read()
        }
        XCTAssertEqual(box("M10 10 l5 5 h-20 v30 z m1 1"), Box(minX: -5, minY: 10, maxX: 15, maxY: 45))
        // Control points bound a curve; a smooth one reflects the previous control point.
        XCTAssertEqual(box("M0 0 C 0 -10 10 -10 10 0 s 10 10 10 0"), Box(minX: 0, minY: -10, maxX: 20, maxY: 10))
        XCTAssertEqual(box("M0 0 Q 5 -10 10 0 T 20 0"), Box(minX: 0, minY: -10, maxX: 20, maxY: 10))
        // An arc's radius around its start; radii too small for the chord are enlarged, as librsvg does.
        XCTAssertEqual(box("M0 0 a5 5 0 0 1 10 0"), Box(minX: -10, minY: -10, maxX: 10, maxY: 10))
        XCTAssertEqual(box("M0 0 A1 1 0 0110 0"), Box(minX: -10, minY: -10, maxX: 10, maxY: 10))
        // Numbers run together, and the box stops at an error as drawing does.
        XCTAssertEqual(box("M-1-2L3.5.5e1 x L 1000 1000"), Box(minX: -1, minY: -2, maxX: 3.5, maxY: 5))
        var points = PathBounds(Array("1,2 3,4 -5 6".utf8), polygon: true)
        XCTAssertEqual(points.read(), Box(minX: -5, minY: 2, maxX: 3, maxY: 6))
        // The outline's length: through every control point, closing back, not across a moveto.
        var outline = PathBounds(Array("M0 0 l3 4 z M10 10 c0 3 4 3 4 0".utf8), polygon: false)
        _ = outline.read()
        XCTAssertEqual(outline.length, 5 + 5 + 3 + 4 + 3, accuracy: 1e-9)
        XCTAssertEqual(outline.subpaths, 2)
    }
}
