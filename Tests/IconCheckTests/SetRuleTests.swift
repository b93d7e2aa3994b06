import Foundation
import IconCheck
import TabBarRender
import XCTest

/// Robust statistics in large sets, selected/unselected pairs, and the toolkit's own icons.
final class SetRuleTests: XCTestCase {
    /// Rings that agree closely: 2 pt strokes, radii 10.8 to 11.2 pt.
    private func rings(_ count: Int, in folder: IconFolder) throws -> [String] {
        try (0..<count).map { index in
            let radius = 10.8 + 0.4 * Double(index) / Double(max(1, count - 1))
            return try folder.svg("ring-\(index).svg", #"<circle cx="12.5" cy="12.5" r="\#(radius)"/>"#)
        }
    }

    func testALargeConsistentSetFlagsWhatARatioRuleWouldMiss() throws {
        // 2.4 pt among 2 pt strokes is within 0.8–1.25×, but stands out in a set this uniform.
        let folder = try IconFolder()
        let odd = try folder.svg("z-heavier.svg", #"<circle cx="12.5" cy="12.5" r="11"/>"#, width: 2.4)
        let large = try checkIcons(try rings(10, in: folder) + [odd])
        XCTAssertTrue(large.sets[0].robust)
        let stroke = large.icons.last!.findings.filter { $0.metric == .stroke }
        XCTAssertEqual(stroke.map(\.severity), [.warning], "robust outliers are warnings: \(stroke.map(\.message))")
        XCTAssertTrue(stroke.first?.message.contains("robust z") ?? false)
        for icon in large.icons.dropLast() { XCTAssertEqual(icon.findings, [], icon.file) }

        let small = try checkIcons(try rings(4, in: folder) + [odd])
        XCTAssertFalse(small.sets[0].robust)
        XCTAssertEqual(small.icons.flatMap(\.findings), [], "a small set is judged by the ratio rules alone")

        var fewer = IconCheckThresholds()
        fewer.robustMinimumSet = 20
        XCTAssertFalse(try checkIcons(try rings(10, in: folder) + [odd], thresholds: fewer).icons.last!.findings.contains { $0.metric == .stroke })
    }

    func testMedianAndDeviation() throws {
        let folder = try IconFolder()
        // The set's median stroke is that of the middle icon, whatever the outliers do.
        var files = try rings(5, in: folder)
        files.append(try folder.svg("z-1.svg", #"<circle cx="12.5" cy="12.5" r="10"/>"#, width: 4))
        files.append(try folder.svg("z-2.svg", #"<circle cx="12.5" cy="12.5" r="10"/>"#, width: 4))
        let report = try checkIcons(files)
        XCTAssertEqual(report.sets[0].strokeWidth ?? 0, 2, accuracy: 0.05, "as drawn")
        XCTAssertEqual(report.icons.filter { !$0.findings.isEmpty }.count, 2)
    }

    func testMatchingPairsPass() throws {
        let folder = try IconFolder()
        let star = "M12.5 1.5 L15.6 8.6 L23.4 9.4 L17.5 14.5 L19.2 22.2 L12.5 18.2 L5.8 22.2 L7.5 14.5 L1.6 9.4 L9.4 8.6 Z"
        let outline = try folder.svg("star.svg", #"<path d="\#(star)"/>"#)
        let filled = try folder.svg("star.fill.svg", #"<path d="\#(star)" fill="black"/>"#)
        let paired = try checkIcons([outline, filled], pairs: true)
        XCTAssertEqual(paired.icons.map(\.group), [.unselected, .selected])
        XCTAssertEqual(paired.icons.flatMap(\.findings), [], "\(paired.icons.flatMap(\.findings).map(\.message))")
        let pair = try XCTUnwrap(paired.icons[1].pair)
        XCTAssertEqual(pair.partner, outline)
        XCTAssertGreaterThan(pair.overlap, 0.9)
        XCTAssertLessThan(pair.shift, 0.1)
        // Without --pairs, the two are one set that mixes styles evenly: said once, for the set.
        let unpaired = try checkIcons([outline, filled])
        let mix = try XCTUnwrap(unpaired.sets[0].findings.first { $0.metric == .style })
        XCTAssertTrue(mix.message.contains("mixes 1 filled and 1 outline icons: star.fill.svg is filled"), mix.message)
        XCTAssertEqual(unpaired.warnings, 1)
        XCTAssertNil(unpaired.icons[0].pair)
    }

    func testAShiftedSelectedVariantIsFlagged() throws {
        let folder = try IconFolder()
        let ring = try folder.svg("ring.svg", #"<circle cx="12.5" cy="12.5" r="9"/>"#)
        let shifted = try folder.svg("ring-selected.svg", #"<circle cx="14.5" cy="12.5" r="9" fill="black"/>"#)
        let report = try checkIcons([ring, shifted], pairs: true)
        let metrics = report.icons[1].findings.map(\.metric)
        XCTAssertTrue(metrics.contains(.shift), "\(metrics)")
        XCTAssertEqual(report.icons[1].pair?.shift ?? 0, 2, accuracy: 0.05)
        XCTAssertFalse(report.icons[0].findings.contains { $0.metric == .shift || $0.metric == .overlap }, "findings about a pair go to its selected variant")
    }

    func testASelectedVariantOfAnotherShapeIsFlagged() throws {
        let folder = try IconFolder()
        let square = try folder.svg("box.svg", Shapes.roundedSquare)
        let other = try folder.svg("box-filled.svg", #"<path d="M12.5 2 L23 23 H2 Z" fill="black"/>"#)
        let report = try checkIcons([square, other], pairs: true)
        XCTAssertTrue(report.icons[1].findings.contains { $0.metric == .overlap }, "\(report.icons[1].findings.map(\.message))")
        XCTAssertLessThan(report.icons[1].pair?.overlap ?? 1, 0.8)
    }

    func testTheToolkitsOwnIconsPassWithoutErrors() throws {
        let folder = URL(fileURLWithPath: try IconResolver.bundled().systemIconDirectory)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".svg") }.sorted()
            .map { folder.appendingPathComponent($0).path }
        XCTAssertEqual(files.count, 12)
        for size in IconSize.allCases {
            let report = try checkIcons(files, size: size)
            XCTAssertEqual(report.errors, 0, "\(report.icons.flatMap(\.findings).filter { $0.severity == .error }.map(\.message))")
            XCTAssertEqual(report.sets[0].style, .outline)
            for icon in report.icons {
                let metrics = icon.metrics[size]
                // History is an arc with an arrowhead: strokes that close no contour.
                XCTAssertEqual(metrics.style, icon.file.hasSuffix("history.svg") ? .line : .outline, icon.file)
                // Every toolkit icon is drawn with 2 pt strokes on its 25 pt canvas.
                XCTAssertEqual(metrics.strokeWidthAsDrawn ?? 0, 2 * size.canvas / 25, accuracy: 0.06, icon.file)
                XCTAssertEqual(metrics.clippedArea, 0, icon.file)
                XCTAssertEqual(metrics.colourShare, 0, icon.file)
                XCTAssertLessThan(metrics.centreDistance ?? 9, 1, icon.file)
            }
        }
    }
}
