import Foundation
import IconCheck
import XCTest

/// Small sets built on the fly: five icons that agree, and one that does not in one way.
final class OddIconTests: XCTestCase {
    func testTheConsistentSetHasNoFindings() throws {
        let folder = try IconFolder()
        let report = try checkIcons(try folder.writeConsistentSet())
        XCTAssertEqual(report.icons.flatMap(\.findings), [], "\(report.icons.flatMap(\.findings).map(\.message))")
        XCTAssertEqual(report.errors, 0)
        XCTAssertEqual(report.sets.first?.style, .outline)
        XCTAssertFalse(report.sets.first?.robust ?? true, "six icons are judged by ratios only")
    }

    func testAThickerStrokeIsAnError() throws {
        let folder = try IconFolder()
        let odd = try folder.svg("z-thick.svg", #"<circle cx="12.5" cy="12.5" r="10.5"/>"#, width: 3)
        let report = try checkIcons(try folder.writeConsistentSet() + [odd])
        assertOnlyFlagged(report, odd: odd, metric: .stroke, severity: .error)
        let finding = try XCTUnwrap(report.icons.last?.findings.first { $0.metric == .stroke })
        XCTAssertEqual(finding.value ?? 0, 3, accuracy: 0.1, "compared as drawn, not scaled to a target")
        XCTAssertEqual(finding.expected ?? 0, 2, accuracy: 0.1)
        XCTAssertTrue(finding.message.contains("stroke 3.0 pt as drawn where the set uses 2.0 pt"), finding.message)
        XCTAssertTrue(finding.message.contains("draw its strokes about 2.0 pt wide"), finding.message)
        XCTAssertTrue(report.hasErrors)
    }

    func testAThinnerStrokeIsAnErrorToo() throws {
        let folder = try IconFolder()
        let odd = try folder.svg("z-thin.svg", #"<circle cx="12.5" cy="12.5" r="11.4"/>"#, width: 1.2)
        let report = try checkIcons(try folder.writeConsistentSet() + [odd])
        assertOnlyFlagged(report, odd: odd, metric: .stroke, severity: .error)
    }

    func testAnIconPlacedOffCentreIsFlaggedForItsInkBox() throws {
        let folder = try IconFolder()
        // The ring drawn 2 pt right of the canvas centre.
        let odd = try folder.svg("z-off-centre.svg", #"<circle cx="14.5" cy="12.5" r="9"/>"#)
        let report = try checkIcons(try folder.writeConsistentSet() + [odd])
        assertOnlyFlagged(report, odd: odd, metric: .centre, severity: .warning)
        let metrics = report.icons.last!.metrics.regular
        XCTAssertEqual(metrics.boxOffset!.x, 2, accuracy: 0.1)
        XCTAssertEqual(metrics.boxOffset!.y, 0, accuracy: 0.05)
        let message = report.icons.last!.findings.first { $0.metric == .centre }!.message
        XCTAssertTrue(message.contains("to the right of") && message.contains("2.0 pt left"), message)
    }

    /// Real sets leave the centre of mass 2–4.6 pt off on purpose (a paper plane, a tray): a
    /// drawing whose box is centred is not moved for its mass.
    func testAHeavySideInACentredBoxIsNotACentringFinding() throws {
        let folder = try IconFolder()
        let odd = try folder.svg("z-heavy-side.svg", Shapes.ring + #"<circle cx="18" cy="12.5" r="3.5"/>"#)
        let report = try checkIcons(try folder.writeConsistentSet() + [odd])
        let metrics = report.icons.last!.metrics.regular
        XCTAssertGreaterThan(metrics.centreOffset!.x, 1, "the mass lies right")
        XCTAssertEqual(metrics.boxDistance ?? 1, 0, accuracy: 0.1)
        XCTAssertFalse(report.icons.last!.findings.contains { $0.metric == .centre })
    }

    /// Real sets mix styles on purpose: below a clear majority the odd style is a warning
    /// that names the set's mix.
    func testAFilledIconAmongFiveOutlinesIsAWarningNamingTheMix() throws {
        let folder = try IconFolder()
        let odd = try folder.svg("z-filled.svg", #"<circle cx="12.5" cy="12.5" r="11.5" fill="black" stroke="none"/>"#)
        let report = try checkIcons(try folder.writeConsistentSet() + [odd])
        assertOnlyFlagged(report, odd: odd, metric: .style, severity: .warning)
        XCTAssertEqual(report.icons.last?.metrics.regular.style, .filled)
        let message = report.icons.last!.findings[0].message
        XCTAssertTrue(message.contains("in a set that mixes 1 filled and 5 outline icons (83 % outline)"), message)
        XCTAssertFalse(report.hasErrors)
    }

    func testAFilledIconInAClearOutlineMajorityIsAnError() throws {
        let folder = try IconFolder()
        var files = try folder.writeConsistentSet()
        files.append(try folder.svg("f-ring-2.svg", #"<circle cx="12.5" cy="12.5" r="11"/><path d="M6 12.5 H19"/>"#))
        files.append(try folder.svg("g-square-dot.svg", Shapes.roundedSquare + #"<circle cx="12.5" cy="12.5" r="4"/>"#))
        files.append(try folder.svg("h-square-cross.svg", Shapes.squareWithBar + #"<path d="M12.5 7 V18"/>"#))
        files.append(try folder.svg("i-ring-cross.svg", Shapes.ringWithBar + #"<path d="M6 12.5 H19"/>"#))
        let odd = try folder.svg("z-filled.svg", #"<circle cx="12.5" cy="12.5" r="11.5" fill="black" stroke="none"/>"#)
        let report = try checkIcons(files + [odd])
        let finding = try XCTUnwrap(report.icons.last?.findings.first { $0.metric == .style })
        XCTAssertEqual(finding.severity, .error, finding.message)
        XCTAssertTrue(finding.message.contains("in a set of 9 outline icons"), finding.message)
        XCTAssertTrue(finding.message.contains("beyond the nearest"), finding.message)
        XCTAssertEqual(report.icons.dropLast().flatMap(\.findings).filter { $0.metric == .style }, [])

        // With a margin wider than the gap to the set's fullest outline icon, it is only a warning.
        var thresholds = IconCheckThresholds()
        thresholds.styleMargin = 0.9
        let lenient = try checkIcons(files + [odd], thresholds: thresholds)
        XCTAssertEqual(lenient.icons.last?.findings.first { $0.metric == .style }?.severity, .warning)
    }

    func testAnOutlineIconAmongFourFilledOnesIsAWarning() throws {
        let folder = try IconFolder()
        var files: [String] = []
        for (index, radius) in [11.5, 11.7, 11.9, 11.6].enumerated() {
            files.append(try folder.svg("filled-\(index).svg", #"<circle cx="12.5" cy="12.5" r="\#(radius)" fill="black" stroke="none"/>"#))
        }
        let odd = try folder.svg("z-outline.svg", Shapes.ring)
        let report = try checkIcons(files + [odd])
        assertOnlyFlagged(report, odd: odd, metric: .style, severity: .warning)
        XCTAssertEqual(report.sets.first?.style, .filled)
        XCTAssertTrue(report.icons.last!.findings[0].message.contains("fill its shape if the set means to be filled"), report.icons.last!.findings[0].message)
    }

    func testAColouredIconIsAnError() throws {
        let folder = try IconFolder()
        let odd = try folder.svg("z-red.svg", Shapes.ringWithBar, stroke: "#E03020")
        let report = try checkIcons(try folder.writeConsistentSet() + [odd])
        assertOnlyFlagged(report, odd: odd, metric: .colour, severity: .error)
        XCTAssertTrue(report.icons.last!.findings[0].message.contains("#E03020"), report.icons.last!.findings[0].message)
    }

    func testAWhiteDetailOnBlackInkIsAnError() throws {
        // As a template the white circle would come out in the tint, merged with the rest.
        let folder = try IconFolder()
        let odd = try folder.svg("z-two-tone.svg", Shapes.ring + #"<circle cx="12.5" cy="12.5" r="6" fill="black" stroke="none"/><circle cx="12.5" cy="12.5" r="3" fill="white" stroke="none"/>"#)
        let report = try checkIcons(try folder.writeConsistentSet() + [odd])
        let flagged = report.icons.last!.findings.map(\.metric)
        XCTAssertTrue(flagged.contains(.tone), "\(flagged)")
        XCTAssertFalse(flagged.contains(.colour), "white is not a colour")
        for icon in report.icons.dropLast() { XCTAssertEqual(icon.findings, [], icon.file) }
    }

    func testInkBeyondTheViewBoxIsAClippingError() throws {
        let folder = try IconFolder()
        let odd = try folder.svg("z-clipped.svg", Shapes.roundedSquare + #"<path d="M18 12.5 H27.5"/>"#)
        let report = try checkIcons(try folder.writeConsistentSet() + [odd])
        assertOnlyFlagged(report, odd: odd, metric: .clipping, severity: .error)
        let metrics = report.icons.last!.metrics.regular
        XCTAssertEqual(metrics.clippedArea, 2 * 3.5, accuracy: 0.6, "a 2 pt line running 2.5 pt past the edge, plus its round cap")
        XCTAssertLessThan(metrics.margin!, -2)
    }

    func testAnIconDrawnTooSmallForItsShapeIsFlagged() throws {
        let folder = try IconFolder()
        let odd = try folder.svg("z-small.svg", #"<circle cx="12.5" cy="12.5" r="8.5"/>"#)
        let report = try checkIcons(try folder.writeConsistentSet() + [odd])
        let flagged = report.icons.last!.findings
        XCTAssertTrue(flagged.contains { $0.metric == .size && $0.severity == .warning }, "\(flagged.map(\.message))")
        XCTAssertEqual(report.icons.last!.metrics.regular.sizeRatio ?? 0, 19.0 / 25, accuracy: 0.02)
        XCTAssertTrue(flagged.first { $0.metric == .size }!.message.contains("scale the drawing up"))
        for icon in report.icons.dropLast() { XCTAssertEqual(icon.findings, [], icon.file) }
    }

    func testAnIconWithoutInkIsAnError() throws {
        let folder = try IconFolder()
        let odd = try folder.svg("z-empty.svg", "", width: 2)
        let report = try checkIcons(try folder.writeConsistentSet() + [odd])
        assertOnlyFlagged(report, odd: odd, metric: .empty, severity: .error)
    }

    func testABlurredIconAmongCrispOnesIsFlaggedAtOneX() throws {
        // Strokes centred on whole points have their edges on the @1x grid; one set on half
        // points smears every edge over two pixels at @1x, and is crisp again at @2x.
        let folder = try IconFolder()
        let square = #"<rect x="2" y="2" width="21" height="21" rx="3"/>"#
        let files = [
            try folder.svg("a.svg", square),
            try folder.svg("b.svg", square + #"<path d="M12 7 V18"/>"#),
            try folder.svg("c.svg", square + #"<path d="M7 12 H18"/>"#),
            try folder.svg("d.svg", square + #"<path d="M12 7 V18 M7 12 H18"/>"#),
            try folder.svg("e.svg", #"<rect x="3" y="2" width="19" height="21" rx="3"/>"#),
        ]
        let odd = try folder.svg("z-blurred.svg", #"<rect x="2.5" y="2.5" width="20" height="20" rx="3"/>"#)
        let report = try checkIcons(files + [odd])
        assertOnlyFlagged(report, odd: odd, metric: .sharpness, severity: .warning)
        let scales = report.icons.last!.findings.compactMap(\.scale)
        XCTAssertEqual(scales, [1])
    }

    func testAThresholdOptionChangesTheVerdict() throws {
        let folder = try IconFolder()
        let odd = try folder.svg("z-thick.svg", #"<circle cx="12.5" cy="12.5" r="10.5"/>"#, width: 3)
        var lenient = IconCheckThresholds()
        lenient.strokeRatio = 0.5...2
        let report = try checkIcons(try folder.writeConsistentSet() + [odd], thresholds: lenient)
        XCTAssertFalse(report.icons.last!.findings.contains { $0.metric == .stroke })
    }
}
