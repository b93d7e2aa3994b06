import Foundation
import TabBarImage

/// Lays a report out as a contact sheet: every icon at the checked size, with its ink box, the
/// box its shape's HIG target asks for, its centre of mass, and the metrics it was flagged for.
public struct ContactSheetBuilder: Sendable {
    /// Sheet pixels per point: 25 pt icons become 100 px squares.
    public var pixelsPerPoint = 4
    public var columns = 8

    public init() {}

    /// Draws each icon again at the sheet's resolution.
    /// - Parameter pictures: the report's icons, in its order.
    public func sheet(for report: IconCheckReport, pictures: [any IconPicture]) throws -> ContactSheet {
        let size = report.size
        var cells: [ContactSheet.Cell] = []
        for (icon, picture) in zip(report.icons, pictures) {
            let metrics = icon.metrics[size]
            // Room around the canvas to show ink that is cut off, within the sheet's padding.
            let raster = try picture.rasterize(canvas: size.canvas, scale: pixelsPerPoint, band: 16)
            var errors: [String] = []
            var warnings: [String] = []
            for finding in icon.findings {
                let name = finding.scale.map { "\(finding.metric.rawValue) @\($0)x" } ?? finding.metric.rawValue
                if finding.severity == .error {
                    if !errors.contains(name) { errors.append(name) }
                } else if !warnings.contains(name) {
                    warnings.append(name)
                }
            }
            cells.append(ContactSheet.Cell(
                title: PathBytes.shown(URL(fileURLWithPath: icon.file).lastPathComponent), icon: raster.image, band: raster.canvasOrigin,
                inkBox: metrics.inkBox, targetBox: Self.targetBox(metrics), targetIsRound: metrics.shape == .circular,
                centreOfMass: metrics.centreOfMass, errors: errors, warnings: warnings))
        }
        let title = "\(report.icons.count) icons at the \(size.rawValue) size (\(Int(size.canvas)) pt): \(IconReportTable.tally(report))"
        let notes = report.sets.flatMap { set in
            set.findings.map { finding in
                ContactSheet.Note(
                    text: "\(set.group == .all ? "the set" : "the \(set.group.rawValue) set"): \(finding.metric.rawValue): \(finding.message)",
                    isError: finding.severity == .error)
            }
        }
        return ContactSheet(title: title, notes: notes, canvas: size.canvas, pixelsPerPoint: pixelsPerPoint, columns: columns, cells: cells)
    }

    /// The ink box scaled to the shape's target, centred on the canvas.
    static func targetBox(_ metrics: SizeMetrics) -> Rect? {
        guard let box = metrics.inkBox, let shape = metrics.shape, let target = metrics.effectiveTarget,
              box.width > 0, box.height > 0
        else { return nil }
        let size: (Double, Double) = switch shape {
        case .circular, .square: (target, target)
        case .wide: (target, box.height * target / box.width)
        case .tall: (box.width * target / box.height, target)
        }
        return Rect(x: (metrics.canvas - size.0) / 2, y: (metrics.canvas - size.1) / 2, width: size.0, height: size.1)
    }
}
