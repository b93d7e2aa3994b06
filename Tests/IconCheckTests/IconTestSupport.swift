import Foundation
import TestSupport
import TabBarRender
import IconCheck
import XCTest

/// The checkout this test file lives in.

/// A fresh folder of icons written by a test.
struct IconFolder {
    let url: URL

    init() throws {
        url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("iconcheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes an SVG whose shapes are stroked (2 pt, black, round joins) unless they say otherwise;
    /// its size is that of its viewBox.
    @discardableResult
    func svg(_ name: String, _ shapes: String, stroke: String = "#000", width: Double = 2, viewBox: String = "0 0 25 25") throws -> String {
        let box = viewBox.split(separator: " ")
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(box[2])" height="\(box[3])" viewBox="\(viewBox)">
              <g fill="none" stroke="\(stroke)" stroke-width="\(width)" stroke-linecap="round" stroke-linejoin="round">\(shapes)</g>
            </svg>
            """
        return try write(name, Data(text.utf8))
    }

    @discardableResult
    func write(_ name: String, _ data: Data) throws -> String {
        let file = url.appendingPathComponent(name)
        try data.write(to: file)
        return file.path
    }
}

/// Shapes for consistent outline sets on a 25 pt canvas: 2 pt strokes, centred, at their targets.
enum Shapes {
    static let ring = #"<circle cx="12.5" cy="12.5" r="11"/>"#
    static let roundedSquare = #"<rect x="2" y="2" width="21" height="21" rx="4"/>"#
    static let ringWithBar = ring + #"<path d="M12.5 6 V19"/>"#
    static let squareWithBar = roundedSquare + #"<path d="M7 12.5 H18"/>"#
    static let ringWithDot = ring + #"<circle cx="12.5" cy="12.5" r="4"/>"#
}

extension IconFolder {
    /// Five outline icons that agree on everything: each test adds one that does not.
    func writeConsistentSet() throws -> [String] {
        [
            try svg("a-ring.svg", Shapes.ring),
            try svg("b-square.svg", Shapes.roundedSquare),
            try svg("c-ring-bar.svg", Shapes.ringWithBar),
            try svg("d-square-bar.svg", Shapes.squareWithBar),
            try svg("e-ring-dot.svg", Shapes.ringWithDot),
        ]
    }
}

func checkIcons(_ files: [String], size: IconSize = .regular, pairs: Bool = false, thresholds: IconCheckThresholds = IconCheckThresholds()) throws -> IconCheckReport {
    let checker = IconSetChecker(thresholds: thresholds, size: size, pairs: pairs)
    return checker.report(files, try files.map { try checker.measure(IconRasterizer(file: $0)) })
}

/// Passes when `odd` has a finding about `metric` (of `severity`) and no other icon has any.
func assertOnlyFlagged(
    _ report: IconCheckReport, odd: String, metric: IconMetric, severity: IconSeverity? = nil,
    file: StaticString = #filePath, line: UInt = #line
) {
    for icon in report.icons {
        if icon.file == odd {
            let matching = icon.findings.filter { $0.metric == metric && (severity == nil || $0.severity == severity) }
            XCTAssertFalse(matching.isEmpty, "\(odd) should be flagged for \(metric); findings: \(icon.findings.map(\.message))", file: file, line: line)
        } else {
            XCTAssertEqual(icon.findings, [], "\(icon.file) should not be flagged", file: file, line: line)
        }
    }
}
