import Foundation

/// Tells selected variants from unselected icons by their file names: `star.fill.svg`,
/// `star-filled.svg` or `star-selected.png` is the selected variant of `star.svg` in the same folder.
enum IconPairing {
    static let selectedSuffixes = [".fill", "-fill", "_fill", "-filled", "_filled", ".selected", "-selected", "_selected"]

    /// The group of every file, and the pairs as (unselected index, selected index).
    static func pair(_ files: [String]) -> (groups: [IconGroup], pairs: [(Int, Int)]) {
        var groups: [IconGroup] = []
        var unselected: [String: Int] = [:]
        var selected: [(index: Int, base: String)] = []
        for (index, file) in files.enumerated() {
            let url = URL(fileURLWithPath: file)
            let folder = url.deletingLastPathComponent().path
            let stem = url.deletingPathExtension().lastPathComponent
            if let suffix = selectedSuffixes.first(where: { stem.count > $0.count && stem.lowercased().hasSuffix($0) }) {
                groups.append(.selected)
                selected.append((index, folder + "/" + String(stem.dropLast(suffix.count))))
            } else {
                groups.append(.unselected)
                unselected[folder + "/" + stem] = unselected[folder + "/" + stem] ?? index
            }
        }
        let pairs = selected.compactMap { entry in unselected[entry.base].map { ($0, entry.index) } }
        return (groups, pairs)
    }
}

/// How a selected variant lines up with its unselected icon.
public struct PairMetrics: Codable, Equatable, Sendable {
    /// The other icon of the pair.
    public var partner: String
    /// Intersection over union of the two silhouettes.
    public var overlap: Double
    /// Distance between the centres of the two ink boxes, in points.
    public var shift: Double
}

struct PairRules {
    let thresholds: IconCheckThresholds

    func measure(_ unselected: SizeMeasurement, _ selected: SizeMeasurement) -> (overlap: Double, shift: Double)? {
        guard unselected.side == selected.side,
              let first = unselected.metrics.inkBox, let second = selected.metrics.inkBox
        else { return nil }
        var both = 0
        var either = 0
        for (a, b) in zip(unselected.silhouette, selected.silhouette) {
            if a && b { both += 1 }
            if a || b { either += 1 }
        }
        let dx = first.midX - second.midX
        let dy = first.midY - second.midY
        return (either == 0 ? 0 : rounded(Double(both) / Double(either)), rounded((dx * dx + dy * dy).squareRoot()))
    }

    func findings(overlap: Double, shift: Double, partner: String) -> [IconFinding] {
        var findings: [IconFinding] = []
        if overlap < thresholds.pairOverlap {
            findings.append(IconFinding(
                metric: .overlap, severity: .warning,
                message: "its silhouette overlaps that of \(partner) by \(Wording.percent(overlap)) (allowed \(Wording.percent(thresholds.pairOverlap)) or more): draw the selected variant as the same shape, filled",
                value: overlap, expected: thresholds.pairOverlap))
        }
        if shift > thresholds.pairShift {
            findings.append(IconFinding(
                metric: .shift, severity: .warning,
                message: "its ink box is \(Wording.points(shift)) away from that of \(partner) (allowed \(Wording.points(thresholds.pairShift))): line the two variants up so the icon does not jump when the tab is selected",
                value: shift, expected: thresholds.pairShift))
        }
        return findings
    }
}
