import Foundation

/// The report as text: one row of metrics per icon, its findings under it, and a summary.
public enum IconReportTable {
    public static func render(_ report: IconCheckReport) -> String {
        let size = report.size
        var rows: [[String]] = [["icon", "shape", "ink box", "size", "weight", "centre", "stroke", "style", "@1x", "@2x", "clip"]]
        for icon in report.icons {
            let m = icon.metrics[size]
            rows.append([
                icon.file,
                m.shape?.rawValue ?? "-",
                m.inkBox.map { String(format: "%.1f×%.1f", $0.width, $0.height) } ?? "-",
                m.sizeRatio.map { String(format: "%.2f×", $0) } ?? "-",
                m.weight.map(Wording.percent) ?? "-",
                m.boxDistance.map { String(format: "%.1f pt", $0) } ?? "-",
                m.strokeWidthAsDrawn.map { String(format: "%.2f pt", $0) } ?? "-",
                m.style.map { "\($0.rawValue) \(Wording.percent(m.fillRatio ?? 0))" } ?? "-",
                grid(m.partialShare1x, m.softEdgeShare1x),
                grid(m.partialShare2x, m.softEdgeShare2x),
                m.clippedArea > 0 ? String(format: "%.2f", m.clippedArea) : "0",
            ])
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        var lines = [
            "\(report.icons.count) icons at the \(size.rawValue) size (\(Int(size.canvas)) pt canvas, measured at @1x, @2x and @3x)",
            "size: ink box over the HIG target; weight: ink over canvas at the target; centre: ink box off the canvas centre; stroke: as drawn; @1x, @2x: partly covered pixels (soft straight edges)",
            line(rows[0]),
        ]
        for (icon, row) in zip(report.icons, rows.dropFirst()) {
            lines.append(line(row))
            for finding in icon.findings {
                lines.append("  \(finding.severity.rawValue) \(finding.metric.rawValue): \(finding.message)")
            }
        }
        for set in report.sets {
            var figures: [String] = []
            if let style = set.style { figures.append("mostly \(style.rawValue)") }
            if let stroke = set.strokeWidth { figures.append("stroke \(String(format: "%.2f pt", stroke))") }
            if let weight = set.weight { figures.append("weight \(Wording.percent(weight))") }
            if let soft = set.softEdgeShare1x { figures.append("soft edges \(Wording.percent(soft)) @1x") }
            if let soft = set.softEdgeShare2x { figures.append("\(Wording.percent(soft)) @2x") }
            let name = set.group == .all ? "set" : "\(set.group.rawValue) set"
            let judged = set.robust ? "medians, with robust outlier scores" : "medians"
            lines.append("\(name) of \(set.count) (\(judged)): \(figures.joined(separator: ", "))")
            for finding in set.findings {
                lines.append("  \(finding.severity.rawValue) \(finding.metric.rawValue): \(finding.message)")
            }
        }
        lines.append(tally(report))
        return lines.joined(separator: "\n") + "\n"
    }

    /// "58 % (3 %)": partly covered pixels, and of those the soft straight edges.
    private static func grid(_ partial: Double?, _ soft: Double?) -> String {
        guard let partial, let soft else { return "-" }
        return "\(Wording.percent(partial)) (\(Wording.percent(soft)))"
    }

    /// "1 error, 3 warnings".
    public static func tally(_ report: IconCheckReport) -> String {
        "\(report.errors) \(report.errors == 1 ? "error" : "errors"), \(report.warnings) \(report.warnings == 1 ? "warning" : "warnings")"
    }
}
