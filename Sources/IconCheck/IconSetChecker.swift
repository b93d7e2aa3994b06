import Foundation
import TabBarImage

/// Measures icons and compares them with one another. It measures pictures, not files: the caller
/// draws each icon (the renderer's `IconRasterizer` is an `IconPicture`), on as many threads as
/// it likes, and hands the measurements to `report`.
public struct IconSetChecker: Sendable {
    public var thresholds: IconCheckThresholds
    /// The size findings are judged at; both sizes are always measured.
    public var size: IconSize
    /// Treat `NAME.fill.svg`-style files as selected variants: a set of their own, and paired
    /// with their unselected icons.
    public var pairs: Bool

    public init(thresholds: IconCheckThresholds = IconCheckThresholds(), size: IconSize = .regular, pairs: Bool = false) {
        self.thresholds = thresholds
        self.size = size
        self.pairs = pairs
    }

    /// One icon at both sizes; throws what drawing the picture throws.
    public func measure(_ picture: some IconPicture) throws -> IconMeasurement {
        try IconMeasurer.measure(picture, filledRatio: thresholds.filledRatio)
    }

    /// Judges each icon and the set.
    /// - Parameters:
    ///   - files: the icons' names in the report (file paths as given), `.fill` variants paired by them.
    ///   - measurements: `measure`'s result for each, in the same order.
    ///   - names: what the report calls each icon where its file is not the name a person knows
    ///     it by (a spec's `sf:house` drawn by an installed file); the files by default.
    public func report(_ files: [String], _ measurements: [IconMeasurement], names: [String]? = nil) -> IconCheckReport {
        precondition(files.count == measurements.count, "one measurement per file: \(files.count) files, \(measurements.count) measurements")
        let shown = names ?? files
        precondition(shown.count == files.count, "one name per file")
        let pairing = pairs ? IconPairing.pair(files) : (groups: [IconGroup](repeating: .all, count: files.count), pairs: [])
        var icons = files.indices.map { index in
            IconReport(file: shown[index], group: pairing.groups[index], metrics: measurements[index].metrics, findings: [])
        }
        var sets: [SetSummary] = []
        var sizeJudged = [Bool](repeating: false, count: files.count)
        for group in [IconGroup.all, .unselected, .selected] {
            let members = icons.indices.filter { icons[$0].group == group }
            guard !members.isEmpty else { continue }
            let judged = SetRules(thresholds: thresholds).judge(
                members.map { measurements[$0][size].metrics },
                names: members.map { URL(fileURLWithPath: shown[$0]).lastPathComponent }, group: group)
            sets.append(judged.summary)
            for (position, index) in members.enumerated() {
                icons[index].findings = judged.findings[position]
                sizeJudged[index] = judged.sizeJudged
            }
        }
        let iconRules = IconRules(thresholds: thresholds)
        for index in icons.indices {
            icons[index].findings = iconRules.findings(
                for: measurements[index][size].metrics, format: measurements[index].metrics.format, judgeSize: !sizeJudged[index])
                + icons[index].findings
        }
        let pairRules = PairRules(thresholds: thresholds)
        for (unselected, selected) in pairing.pairs {
            guard let measured = pairRules.measure(measurements[unselected][size], measurements[selected][size]) else { continue }
            icons[unselected].pair = PairMetrics(partner: shown[selected], overlap: measured.overlap, shift: measured.shift)
            icons[selected].pair = PairMetrics(partner: shown[unselected], overlap: measured.overlap, shift: measured.shift)
            icons[selected].findings += pairRules.findings(overlap: measured.overlap, shift: measured.shift, partner: shown[unselected])
        }
        let all = icons.flatMap(\.findings) + sets.flatMap(\.findings)
        return IconCheckReport(
            size: size, thresholds: thresholds, sets: sets, icons: icons,
            errors: all.filter { $0.severity == .error }.count,
            warnings: all.filter { $0.severity == .warning }.count)
    }
}
