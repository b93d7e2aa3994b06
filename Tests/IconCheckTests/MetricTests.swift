import Foundation
import IconCheck
import TabBarImage
import XCTest

/// Each metric on icons whose true value is known from their drawing.
final class MetricTests: XCTestCase {
    private func measure(_ file: String, size: IconSize = .regular) throws -> SizeMetrics {
        try checkIcons([file], size: size).icons[0].metrics[size]
    }

    func testStrokeWidthsAreMeasuredToAFractionOfAPoint() throws {
        let folder = try IconFolder()
        for width in [1.0, 1.5, 2.0, 3.0] {
            let file = try folder.svg("ring-\(width).svg", #"<circle cx="12.5" cy="12.5" r="10"/>"#, width: width)
            let regular = try measure(file)
            XCTAssertEqual(regular.strokeWidthAsDrawn ?? 0, width, accuracy: 0.06, "\(width) pt ring")
            let compact = try measure(file, size: .compact)
            XCTAssertEqual(compact.strokeWidthAsDrawn ?? 0, width * 18 / 25, accuracy: 0.06, "\(width) pt ring at 18 pt")
        }
        let diagonal = try folder.svg("cross.svg", #"<path d="M4 4 L21 21 M21 4 L4 21"/>"#, width: 2)
        XCTAssertEqual(try measure(diagonal).strokeWidthAsDrawn ?? 0, 2, accuracy: 0.1, "diagonal strokes")
    }

    func testStrokeWidthIsComparedAtTheTargetSize() throws {
        // Ink box 20 pt, so a circular icon is scaled by 25/20 to its target: 2 pt becomes 2.5 pt.
        let folder = try IconFolder()
        let metrics = try measure(try folder.svg("small.svg", #"<circle cx="12.5" cy="12.5" r="9"/>"#))
        XCTAssertEqual(metrics.inkBox?.width ?? 0, 20, accuracy: 0.05)
        XCTAssertEqual(metrics.strokeWidth ?? 0, 2.5, accuracy: 0.08)
    }

    func testInkBoxIsAccurateToAFractionOfAPixel() throws {
        let folder = try IconFolder()
        let metrics = try measure(try folder.svg("square.svg", #"<rect x="2.3" y="3.1" width="20" height="18"/>"#, width: 2))
        let box = try XCTUnwrap(metrics.inkBox)
        XCTAssertEqual(box.x, 1.3, accuracy: 0.05)
        XCTAssertEqual(box.y, 2.1, accuracy: 0.05)
        XCTAssertEqual(box.width, 22, accuracy: 0.05)
        XCTAssertEqual(box.height, 20, accuracy: 0.05)
        XCTAssertEqual(metrics.margin ?? 0, 1.3, accuracy: 0.05)
    }

    func testShapeClassesAndTheirTargets() throws {
        let folder = try IconFolder()
        let ring = try measure(try folder.svg("ring.svg", Shapes.ring))
        XCTAssertEqual(ring.shape, .circular)
        XCTAssertEqual(ring.target, 25)
        XCTAssertEqual(ring.sizeRatio ?? 0, 24.0 / 25, accuracy: 0.01)
        let square = try measure(try folder.svg("square.svg", Shapes.roundedSquare))
        XCTAssertEqual(square.shape, .square)
        XCTAssertEqual(square.target, 23)
        XCTAssertEqual(square.sizeRatio ?? 0, 1, accuracy: 0.01)
        let wide = try measure(try folder.svg("wide.svg", #"<rect x="1.5" y="7" width="22" height="11" rx="2"/>"#))
        XCTAssertEqual(wide.shape, .wide)
        XCTAssertEqual(wide.target, 31)
        XCTAssertEqual(wide.effectiveTarget, 25, "the tab bar never draws beyond its 25 pt canvas")
        let tall = try measure(try folder.svg("tall.svg", #"<rect x="7" y="1.5" width="11" height="22" rx="2"/>"#))
        XCTAssertEqual(tall.shape, .tall)
        XCTAssertEqual(try measure(try folder.svg("tall.svg", #"<rect x="7" y="1.5" width="11" height="22" rx="2"/>"#), size: .compact).target, 20)
    }

    func testFilledAndOutlineIcons() throws {
        let folder = try IconFolder()
        let disc = try measure(try folder.svg("disc.svg", #"<circle cx="12.5" cy="12.5" r="11" fill="black" stroke="none"/>"#))
        XCTAssertEqual(disc.style, .filled)
        XCTAssertGreaterThan(disc.fillRatio ?? 0, 0.95)
        // A filled shape with a cut-out detail is still filled: the hole belongs to its silhouette.
        let cut = try measure(try folder.svg("cut.svg", #"<path fill="black" stroke="none" fill-rule="evenodd" d="M1.5 12.5 A11 11 0 1 0 23.5 12.5 A11 11 0 1 0 1.5 12.5 Z M9 12.5 A3.5 3.5 0 1 0 16 12.5 A3.5 3.5 0 1 0 9 12.5 Z"/>"#))
        XCTAssertEqual(cut.style, .filled)
        let ring = try measure(try folder.svg("ring.svg", Shapes.ring))
        XCTAssertEqual(ring.style, .outline)
        XCTAssertLessThan(ring.fillRatio ?? 1, 0.4)
        // Strokes that close no contour are lines, whatever share of their silhouette they
        // cover: an arc with a gap, a tray open at the top, a minus.
        let arc = try measure(try folder.svg("arc.svg", #"<path d="M1.74 13.44 A10.8 10.8 0 1 0 3.65 6.31"/>"#))
        XCTAssertEqual(arc.style, .line)
        let tray = try measure(try folder.svg("tray.svg", #"<path d="M2.5 12 V19 A2 2 0 0 0 4.5 21 H20.5 A2 2 0 0 0 22.5 19 V12 M12.5 2 V15 M8 10.5 L12.5 15 L17 10.5"/>"#))
        XCTAssertEqual(tray.style, .line)
        let minus = try measure(try folder.svg("minus.svg", #"<path d="M3 12.5 H22" stroke-width="3"/>"#))
        XCTAssertEqual(minus.style, .line)
        XCTAssertGreaterThan(minus.fillRatio ?? 0, 0.9, "by ink share alone it would be filled")
        // An outline circle with a hairline break still closes its contour.
        let broken = try measure(try folder.svg("broken.svg", #"<path d="M12.5 1.5 A11 11 0 1 1 11.7 1.53"/>"#))
        XCTAssertEqual(broken.style, .outline)
        // A solid triangle is thick for its size: filled, not a line.
        let play = try measure(try folder.svg("play.svg", #"<path d="M6 3 L21 12.5 L6 22 Z" fill="black" stroke="none"/>"#))
        XCTAssertEqual(play.style, .filled)
    }

    func testCentreOfMassOffsetHasTheRightSigns() throws {
        let folder = try IconFolder()
        let metrics = try measure(try folder.svg("dot.svg", #"<circle cx="16.5" cy="9.5" r="3" fill="black" stroke="none"/>"#))
        let offset = try XCTUnwrap(metrics.centreOffset)
        XCTAssertEqual(offset.x, 4, accuracy: 0.02, "right is positive")
        XCTAssertEqual(offset.y, -3, accuracy: 0.02, "up is negative")
        XCTAssertEqual(metrics.centreDistance ?? 0, 5, accuracy: 0.03)
    }

    func testVisualWeightIsTheSameForTheSameDrawingAtAnotherSizeOrOnAnotherCanvas() throws {
        let folder = try IconFolder()
        let large = try measure(try folder.svg("large.svg", #"<circle cx="12.5" cy="12.5" r="10"/>"#, width: 2))
        // The same ring drawn at 80 %: once scaled to its target it weighs the same.
        let small = try measure(try folder.svg("small.svg", #"<circle cx="12.5" cy="12.5" r="8"/>"#, width: 1.6))
        // The same ring on a 50-unit canvas.
        let doubled = try measure(try folder.svg("doubled.svg", #"<circle cx="25" cy="25" r="20"/>"#, width: 4, viewBox: "0 0 50 50"))
        let weight = try XCTUnwrap(large.weight)
        XCTAssertEqual(small.weight ?? 0, weight, accuracy: weight * 0.03)
        XCTAssertEqual(doubled.weight ?? 0, weight, accuracy: weight * 0.01)
        XCTAssertLessThan(small.inkArea, large.inkArea * 0.7, "as drawn, the smaller ring has less ink")
        // Expected: a 2 pt ring of radius 10 is 2π·10·2 pt², scaled by (25/22)², over 25².
        let ringArea: Double = 2 * Double.pi * 10 * 2
        let enlargement: Double = 25.0 / 22
        XCTAssertEqual(weight, ringArea * enlargement * enlargement / 625, accuracy: 0.01)
    }

    func testInkOutsideTheViewBoxIsClippedEvenInsideTheCanvas() throws {
        // A 30×20 viewBox fits the 25 pt canvas 25×16.7 pt, centred; the circle pokes out of its top.
        let folder = try IconFolder()
        let poking = try measure(try folder.svg("poking.svg", #"<rect x="3" y="6" width="24" height="12"/><circle cx="15" cy="1" r="3" fill="black"/>"#, viewBox: "0 0 30 20"))
        XCTAssertGreaterThan(poking.clippedArea, 3)
        let inside = try measure(try folder.svg("inside.svg", #"<rect x="3" y="6" width="24" height="12"/>"#, viewBox: "0 0 30 20"))
        XCTAssertEqual(inside.clippedArea, 0, accuracy: 0.01)
    }

    func testPNGIconsAreMeasuredByTheirAlpha() throws {
        let folder = try IconFolder()
        func png(_ name: String, inset: Int, colour: (UInt8, UInt8, UInt8)) throws -> String {
            var image = RGBAImage(width: 75, height: 75)
            for y in inset..<(75 - inset) {
                for x in inset..<(75 - inset) {
                    image[x, y] = (colour.0, colour.1, colour.2, 255)
                }
            }
            return try folder.write(name, try PNGCodec.encode(image))
        }
        let black = try measure(try png("black.png", inset: 3, colour: (0, 0, 0)))
        XCTAssertEqual(black.style, .filled)
        XCTAssertEqual(black.shape, .square)
        XCTAssertEqual(black.inkBox?.width ?? 0, 23, accuracy: 0.05)
        XCTAssertEqual(black.colourShare, 0)
        XCTAssertEqual(black.edgeContact, 0)
        XCTAssertGreaterThan(try measure(try png("red.png", inset: 3, colour: (220, 30, 30))).colourShare, 0.9)
        let cropped = try png("cropped.png", inset: 0, colour: (0, 0, 0))
        XCTAssertEqual(try measure(cropped).edgeContact, 4 * 25, accuracy: 2, "ink along the whole border")
        let report = try checkIcons([cropped])
        XCTAssertTrue(report.icons[0].findings.contains { $0.metric == .clipping && $0.message.contains("image's border") })
    }

    func testStraightEdgesBetweenPixelsAreSoft() throws {
        let folder = try IconFolder()
        let crisp = try measure(try folder.svg("crisp.svg", #"<rect x="2" y="2" width="21" height="21"/>"#))
        let soft = try measure(try folder.svg("soft.svg", #"<rect x="2.5" y="2.5" width="20" height="20"/>"#))
        XCTAssertLessThan(crisp.softEdgeShare1x ?? 1, 0.02)
        XCTAssertGreaterThan(soft.softEdgeShare1x ?? 0, 0.4)
        XCTAssertGreaterThan(soft.partialShare1x ?? 0, crisp.partialShare1x ?? 1)
        XCTAssertLessThan(soft.softEdgeShare2x ?? 1, 0.02, "half points are whole pixels at @2x")
    }

    func testColourAndToneShares() throws {
        let folder = try IconFolder()
        let grey = try measure(try folder.svg("grey.svg", Shapes.ring, stroke: "#808080"))
        XCTAssertEqual(grey.colourShare, 0, "one grey is a tone, not a colour, and a single tone is fine")
        XCTAssertEqual(grey.offToneShare, 0)
        let half = try measure(try folder.svg("half.svg", Shapes.ring + ##"<path d="M12.5 5 V20" stroke="#0A84FF"/>"##))
        XCTAssertGreaterThan(half.colourShare, 0.1)
        XCTAssertEqual(half.typicalColour, "#0A84FF")
    }
}
