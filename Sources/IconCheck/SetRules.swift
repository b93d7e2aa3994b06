import TabBarImage
/// Which icons are compared with one another.
public enum IconGroup: String, Codable, Sendable {
    /// Every icon checked, when selected and unselected variants are not told apart.
    case all
    /// With `--pairs`: the unselected icons, and the selected variants (`NAME.fill.svg`,
    /// `NAME-selected.svg`), each a set of its own.
    case unselected, selected
}

/// The figures a set's icons are compared with.
public struct SetSummary: Codable, Equatable, Sendable {
    public var group: IconGroup
    public var count: Int
    /// The style most of the icons have; nil when neither has a majority.
    public var style: IconStyle?
    /// True when the set is large enough for robust statistics too.
    public var robust: Bool
    /// Medians, over the icons each comparison takes in.
    public var strokeWidth: Double?
    public var weight: Double?
    public var fillRatio: Double?
    public var softEdgeShare1x: Double?
    public var softEdgeShare2x: Double?
}

/// Checks that compare each icon with the rest of its set: a fixed ratio to the set's median,
/// which works however small the set, and in large sets also a robust score (median and
/// median absolute deviation), which catches what stands out from a very consistent set.
struct SetRules {
    let thresholds: IconCheckThresholds

    /// How far from the set's median a value may lie.
    private enum Allowance {
        /// Value over median within a range; the robust score looks both ways.
        case ratio(ClosedRange<Double>)
        /// Value minus median at most this much; only larger values stand out. For shares
        /// whose median may be near zero, where a ratio means nothing.
        case excess(Double)
    }

    /// One comparison: which value, which icons take part, what is allowed and what to say.
    private struct Comparison {
        var metric: IconMetric
        var severity: IconSeverity
        var allowed: Allowance
        /// Smallest spread a robust score divides by (a share of the median for ratios, an
        /// amount for excesses), so that measurement noise in a very uniform set is not taken
        /// for a difference.
        var spreadFloor: Double
        var scale: Int?
        var value: (SizeMetrics) -> Double?
        /// The message for a value and the median, before the "(…×; allowed …)" detail is added.
        var describe: (_ metrics: SizeMetrics, _ value: Double, _ median: Double) -> (what: String, change: String)
    }

    func judge(_ metrics: [SizeMetrics], group: IconGroup) -> (summary: SetSummary, findings: [[IconFinding]]) {
        var findings = [[IconFinding]](repeating: [], count: metrics.count)
        let styled = metrics.indices.filter { metrics[$0].style != nil && metrics[$0].inkBox != nil }
        let filled = styled.filter { metrics[$0].style == .filled }
        let outline = styled.filter { metrics[$0].style == .outline }
        let majority: IconStyle? = filled.count * 2 > styled.count ? .filled : outline.count * 2 > styled.count ? .outline : nil
        // Weight and strokes are compared among icons of one style: a filled icon is heavier
        // by nature, and the style check already names it.
        let sameStyle = majority.map { style in styled.filter { metrics[$0].style == style } } ?? styled
        // Strokes are compared among the outline icons. Where most icons are filled, those few
        // are often shapes with holes, whose walls are not drawn strokes: a difference is a warning.
        let strokeMembers = majority == .filled && outline.count < Self.fewestStrokeMembers ? [] : outline
        let strokeSeverity: IconSeverity = majority == .filled ? .warning : .error
        let strokeMedian = Statistics.median(strokeMembers.compactMap { metrics[$0].strokeWidth })
        let fillMedian = Statistics.median(sameStyle.compactMap { metrics[$0].fillRatio })

        var summary = SetSummary(
            group: group, count: metrics.count, style: majority,
            robust: metrics.count >= thresholds.robustMinimumSet, strokeWidth: strokeMedian.map(rounded),
            fillRatio: fillMedian.map(rounded))

        findings = judgeStyle(metrics, styled: styled, filled: filled, outline: outline, median: fillMedian, strokeMedian: strokeMedian, findings: findings)

        let comparisons: [(Comparison, [Int], WritableKeyPath<SetSummary, Double?>)] = [
            (strokeComparison(severity: strokeSeverity), strokeMembers, \.strokeWidth),
            (weightComparison, sameStyle, \.weight),
            (sharpnessComparison(scale: 1), styled, \.softEdgeShare1x),
            (sharpnessComparison(scale: 2), styled, \.softEdgeShare2x),
        ]
        for (comparison, members, summaryField) in comparisons {
            let median = apply(comparison, to: members, of: metrics, findings: &findings)
            summary[keyPath: summaryField] = median.map(rounded)
        }
        return (summary, findings)
    }

    /// Real sets mix filled and outline glyphs on purpose (Adwaita, Material Symbols, SF Symbols'
    /// `.fill` variants): an icon of the other style is an error only in a set with a clear
    /// majority, and only when its ink cover lies far beyond all of that majority's; otherwise a
    /// warning that names the set's mix.
    private func judgeStyle(
        _ metrics: [SizeMetrics], styled: [Int], filled: [Int], outline: [Int], median fillMedian: Double?,
        strokeMedian: Double?, findings: [[IconFinding]]
    ) -> [[IconFinding]] {
        var findings = findings
        guard !filled.isEmpty, !outline.isEmpty else { return findings }
        let leading: IconStyle? = filled.count > outline.count ? .filled : outline.count > filled.count ? .outline : nil
        let leadingMembers = leading == .filled ? filled : leading == .outline ? outline : []
        let share = Double(leadingMembers.count) / Double(styled.count)
        let clear = styled.count >= thresholds.styleMinimumSet && share >= thresholds.styleMajority - 1e-9
        let leadingRatios = leadingMembers.compactMap { metrics[$0].fillRatio }
        let mix = "a set that mixes \(filled.count) filled and \(outline.count) outline icons"
            + (leading.map { " (\(Wording.percent(share)) \($0.rawValue))" } ?? "")
        for index in styled {
            guard let style = metrics[index].style, let ratio = metrics[index].fillRatio, style != leading else { continue }
            guard let leading else {
                findings[index].append(IconFinding(
                    metric: .style, severity: .warning,
                    message: "\(style.rawValue) (ink covers \(Wording.percent(ratio)) of its silhouette), in \(mix) evenly: choose one style for the set",
                    value: ratio))
                continue
            }
            // How far its cover lies beyond the nearest icon of the leading style.
            let gap = style == .filled
                ? ratio - (leadingRatios.max() ?? ratio) : (leadingRatios.min() ?? ratio) - ratio
            let change = leading == .outline
                ? "draw it as an outline" + (strokeMedian.map { " with strokes about \(Wording.points($0)) wide" } ?? "")
                : "fill its shape"
            if clear, gap >= thresholds.styleMargin {
                let typical = fillMedian.map { " (they cover about \(Wording.percent($0)))" } ?? ""
                findings[index].append(IconFinding(
                    metric: .style, severity: .error,
                    message: "\(style.rawValue) (ink covers \(Wording.percent(ratio)) of its silhouette) in a set of \(leadingMembers.count) \(leading.rawValue) icons\(typical), \(Wording.percent(gap)) beyond the nearest: \(change)",
                    value: ratio, expected: fillMedian))
            } else {
                findings[index].append(IconFinding(
                    metric: .style, severity: .warning,
                    message: "\(style.rawValue) (ink covers \(Wording.percent(ratio)) of its silhouette) in \(mix): \(change) if the set means to be \(leading.rawValue)",
                    value: ratio, expected: fillMedian))
            }
        }
        return findings
    }

    /// Returns the median the members were compared with.
    private func apply(
        _ comparison: Comparison, to members: [Int], of metrics: [SizeMetrics], findings: inout [[IconFinding]]
    ) -> Double? {
        let values = members.compactMap { index in metrics[index].inkBox == nil ? nil : comparison.value(metrics[index]).map { (index, $0) } }
        guard let median = Statistics.median(values.map(\.1)) else { return nil }
        let robust = values.count >= thresholds.robustMinimumSet
        let mad = Statistics.medianAbsoluteDeviation(values.map(\.1)) ?? 0
        for (index, value) in values {
            let words = comparison.describe(metrics[index], value, median)
            let outside: String?
            let upwardOnly: Bool
            let floor: Double
            switch comparison.allowed {
            case .ratio(let range):
                guard median > 0 else { return nil }
                let ratio = value / median
                outside = range.contains(ratio) ? nil : "\(Wording.times(ratio)); allowed \(Wording.range(range))"
                upwardOnly = false
                floor = comparison.spreadFloor * median
            case .excess(let limit):
                outside = value - median > limit
                    ? "\(Wording.percent(value - median)) above; allowed \(Wording.percent(limit))" : nil
                upwardOnly = true
                floor = comparison.spreadFloor
            }
            if let outside {
                findings[index].append(IconFinding(
                    metric: comparison.metric, severity: comparison.severity,
                    message: "\(words.what) (\(outside)): \(words.change)",
                    value: value, expected: median, scale: comparison.scale))
                continue
            }
            guard robust else { continue }
            let score = Statistics.robustScore(value, median: median, deviation: max(mad, floor))
            guard upwardOnly ? score > thresholds.robustScore : abs(score) > thresholds.robustScore else { continue }
            findings[index].append(IconFinding(
                metric: comparison.metric, severity: .warning,
                message: "\(words.what) (robust z \(Wording.number(score, decimals: 1)) among \(values.count) icons, limit \(Wording.number(thresholds.robustScore, decimals: 1))): \(words.change)",
                value: value, expected: median, scale: comparison.scale))
        }
        return median
    }

    static let fewestStrokeMembers = 3

    private func strokeComparison(severity: IconSeverity) -> Comparison {
        Comparison(
            metric: .stroke, severity: severity, allowed: .ratio(thresholds.strokeRatio), spreadFloor: 0.03,
            value: { $0.strokeWidth },
            describe: { metrics, value, median in
                // Advice in the units the designer draws in: the canvas, before scaling to the target.
                let asDrawn = metrics.strokeWidthAsDrawn.map { median * $0 / value } ?? median
                let atTarget = abs(asDrawn - median) >= 0.05 ? " at its present size (\(Wording.points(median)) once scaled to its target)" : ""
                return ("stroke \(Wording.points(value)) at the target size where the set uses \(Wording.points(median))",
                        "draw its strokes about \(Wording.points(asDrawn)) wide\(atTarget)")
            })
    }

    private var weightComparison: Comparison {
        Comparison(
            metric: .weight, severity: .warning, allowed: .ratio(thresholds.weightRatio), spreadFloor: 0.05,
            value: { $0.weight },
            describe: { _, value, median in
                ("visual weight \(Wording.percent(value)) of the canvas at the target size where the set's median is \(Wording.percent(median))",
                 value > median ? "lighten it: thinner strokes or fewer filled areas" : "make it heavier: thicker strokes or filled details")
            })
    }

    private func sharpnessComparison(scale: Int) -> Comparison {
        Comparison(
            metric: .sharpness, severity: .warning, allowed: .excess(thresholds.sharpnessExcess), spreadFloor: 0.02,
            scale: scale,
            value: { scale == 1 ? $0.softEdgeShare1x : $0.softEdgeShare2x },
            describe: { _, value, median in
                ("at @\(scale)x \(Wording.percent(value)) of its ink pixels are soft straight edges between pixels where the set's median is \(Wording.percent(median)), so it looks blurred",
                 scale == 1
                    ? "put straight edges on whole points (a 2 pt stroke centred on a whole point, a 1 pt stroke on a half point)"
                    : "put straight edges on whole or half points")
            })
    }
}
