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
    /// What is true of the set as a whole (all of it too small, a mix of styles), said once
    /// rather than on every icon.
    public var findings: [IconFinding] = []
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
        /// False where values differ by nature (weight with what an icon shows), so that only
        /// the allowance judges, not how uniform the rest of the set happens to be.
        var robust = true
        var value: (SizeMetrics) -> Double?
        /// The message for a value and the median, before the "(…×; allowed …)" detail is added.
        var describe: (_ metrics: SizeMetrics, _ value: Double, _ median: Double) -> (what: String, change: String)
    }

    /// What the set's comparisons found.
    struct Judgement {
        var summary: SetSummary
        /// Each icon's findings, in the order given.
        var findings: [[IconFinding]]
        /// True when size is judged against the set (its median, and the set as a whole),
        /// so each icon's own size against its target is not reported again.
        var sizeJudged: Bool
    }

    /// Sets at least this large have a typical size of their own.
    static let sizeMinimumSet = 3

    /// - Parameter names: the icons' names for set-level findings that list them.
    func judge(_ metrics: [SizeMetrics], names: [String], group: IconGroup) -> Judgement {
        var findings = [[IconFinding]](repeating: [], count: metrics.count)
        // Lines (a minus, an arrow) suit either style: the style is the set's closed shapes'.
        let drawn = metrics.indices.filter { metrics[$0].style != nil && metrics[$0].inkBox != nil }
        let styled = drawn.filter { metrics[$0].style != .line }
        let filled = styled.filter { metrics[$0].style == .filled }
        let outline = styled.filter { metrics[$0].style == .outline }
        let lines = drawn.filter { metrics[$0].style == .line }
        let majority: IconStyle? = filled.count * 2 > styled.count ? .filled : outline.count * 2 > styled.count ? .outline : nil
        // Weight is compared among icons of one style: a filled icon is heavier by nature, and
        // the style check already names it; a line's weight is its length.
        let sameStyle = majority.map { style in styled.filter { metrics[$0].style == style } } ?? styled
        // Strokes are compared as drawn (a plus drawn small keeps the set's stroke), among the
        // outline icons: a line's width is often the glyph's own (Breeze's minus is a 2 px bar
        // among 1 px outlines, Ionicons' pause bars 1.5× its strokes), so lines take part only
        // in a set of lines. Where most icons are filled, the few outlines are often shapes with
        // holes, whose walls are not drawn strokes: a difference is a warning.
        let strokeMembers = outline.count >= Self.fewestStrokeMembers ? outline
            : majority == .filled ? [] : (outline + lines).sorted()
        // A stroke is the set's rule, and a different one an error, only where outlines are
        // the set's clear style; in a mix (elementary's 11 filled and 8 outline) it is a warning.
        let outlineRule = styled.isEmpty || Double(outline.count) >= thresholds.styleMajority * Double(styled.count) - 1e-9
        let strokeSeverity: IconSeverity = outlineRule ? .error : .warning
        let strokeMedian = Statistics.median(strokeMembers.compactMap { metrics[$0].strokeWidthAsDrawn })
        let fillMedian = Statistics.median(sameStyle.compactMap { metrics[$0].fillRatio })
        // Blur is judged only where the file is drawn at its own size: scaled by 25/16, no edge
        // can lie on the pixel grid whatever its designer did.
        let aligned = drawn.filter { metrics[$0].atNaturalSize }

        var summary = SetSummary(
            group: group, count: metrics.count, style: majority,
            robust: metrics.count >= thresholds.robustMinimumSet, strokeWidth: strokeMedian.map(rounded),
            fillRatio: fillMedian.map(rounded))

        findings = judgeStyle(metrics, names: names, styled: styled, filled: filled, outline: outline, median: fillMedian, strokeMedian: strokeMedian, findings: findings, summary: &summary)
        let sizeJudged = judgeSize(metrics, names: names, drawn: drawn, findings: &findings, summary: &summary)

        let comparisons: [(Comparison, [Int], WritableKeyPath<SetSummary, Double?>)] = [
            (strokeComparison(severity: strokeSeverity), strokeMembers, \.strokeWidth),
            (weightComparison, sameStyle, \.weight),
            (sharpnessComparison(scale: 1), aligned, \.softEdgeShare1x),
            (sharpnessComparison(scale: 2), aligned, \.softEdgeShare2x),
        ]
        for (comparison, members, summaryField) in comparisons {
            let median = apply(comparison, to: members, of: metrics, findings: &findings)
            summary[keyPath: summaryField] = median.map(rounded)
        }
        return Judgement(summary: summary, findings: findings, sizeJudged: sizeJudged)
    }

    /// A set has a size of its own: when its typical icon misses the HIG target, that is said
    /// once, for the set; each icon is compared with the set's typical size, as real sets spread
    /// theirs around it (Bootstrap's person 0.81×, its calendar 1.09×). Lines may be drawn
    /// smaller than the rest (a plus, a minus), as every real set draws them. Returns false for
    /// a set too small to have a typical size, whose icons each meet their own target instead.
    private func judgeSize(_ metrics: [SizeMetrics], names: [String], drawn: [Int], findings: inout [[IconFinding]], summary: inout SetSummary) -> Bool {
        let sized = drawn.filter { metrics[$0].sizeRatio != nil }
        guard sized.count >= Self.sizeMinimumSet, let median = Statistics.median(sized.compactMap { metrics[$0].sizeRatio }) else { return false }
        if !thresholds.sizeRatio.contains(median) { reportSetSize(metrics, names: names, sized: sized, median: median, summary: &summary) }
        for index in sized {
            guard let ratio = metrics[index].sizeRatio, let box = metrics[index].inkBox else { continue }
            let relative = ratio / median
            let lower = metrics[index].style == .line ? thresholds.smallestLine : thresholds.sizeSpread.lowerBound
            // An icon that meets its target is right, however far the rest of the set is off.
            let small = relative < lower && ratio < thresholds.sizeRatio.lowerBound
            let large = relative > thresholds.sizeSpread.upperBound && ratio > thresholds.sizeRatio.upperBound
            guard small || large else { continue }
            findings[index].append(IconFinding(
                metric: .size, severity: .warning,
                message: "ink box \(Wording.number(box.width, decimals: 1))×\(Wording.number(box.height, decimals: 1)) pt is \(Wording.times(ratio)) its target where the set's median is \(Wording.times(median)) (\(Wording.times(relative)) of it; allowed \(Wording.range(lower...thresholds.sizeSpread.upperBound))): \(metrics[index].drawnAtOwnSize ? metrics[index].exportAdvice : "scale the drawing \(relative < 1 ? "up" : "down") by about \(Wording.times(1 / relative)) to match the set")",
                value: ratio, expected: median))
        }
        return true
    }

    /// A spec's files drawn at their natural size are named, since exporting them at the symbol
    /// size (or fitting them) is the fix, not redrawing them.
    private func reportSetSize(_ metrics: [SizeMetrics], names: [String], sized: [Int], median: Double, summary: inout SetSummary) {
        let ratios = sized.compactMap { metrics[$0].sizeRatio }
        let natural = sized.filter { metrics[$0].drawnAtOwnSize }
        let change = natural.first.map { first in
            let size = metrics[first].pictureSize
            return "the bar draws \(natural.map { names[$0] }.joined(separator: ", ")) at \(natural.count == 1 ? "its" : "their") natural size (\(Wording.number(size.width, decimals: 1))×\(Wording.number(size.height, decimals: 1)) pt\(natural.count == 1 ? "" : " and the like")): export \(natural.count == 1 ? "it" : "them") at the symbol size (\(Wording.points(metrics[first].canvas))), or let the spec fit them (iconSizing: fit)"
        } ?? "scale every drawing by about \(Wording.times(1 / median)) on its canvas"
        summary.findings.append(IconFinding(
            metric: .size, severity: .warning,
            message: "the whole set is \(Wording.number(ratios.min()!))–\(Wording.times(ratios.max()!)) the HIG targets for its shapes (median \(Wording.times(median)); allowed \(Wording.range(thresholds.sizeRatio))): \(change)",
            value: median, expected: 1))
    }

    /// Real sets mix filled and outline glyphs on purpose (Adwaita, Breeze's play and phone,
    /// SF Symbols' `.fill` variants). A lone icon of the other style is that icon's finding: an
    /// error in a set with a clear majority when its ink cover lies far beyond all of that
    /// majority's, else a warning. Several of them are the set's mix, said once and named.
    private func judgeStyle(
        _ metrics: [SizeMetrics], names: [String], styled: [Int], filled: [Int], outline: [Int], median fillMedian: Double?,
        strokeMedian: Double?, findings: [[IconFinding]], summary: inout SetSummary
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
        let others = leading == .outline ? filled : outline
        let lone = max(1, Int(Double(styled.count) * Self.loneShare))
        if leading == nil || others.count > lone {
            let minority = leading == nil ? filled : others
            let style = leading == nil ? IconStyle.filled : (leading == .outline ? .filled : .outline)
            summary.findings.append(IconFinding(
                metric: .style, severity: .warning,
                message: "\(mix): \(minority.map { names[$0] }.joined(separator: ", ")) \(minority.count == 1 ? "is" : "are") \(style.rawValue); choose one style for the set, or keep the mix if it is meant"))
            return findings
        }
        for index in styled {
            guard let style = metrics[index].style, let ratio = metrics[index].fillRatio, style != leading, let leading else { continue }
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

    /// At most this share of a set's closed shapes may take the other style and still be
    /// that icon's finding rather than the set's mix.
    static let loneShare = 0.05

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
            guard robust, comparison.robust else { continue }
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
            value: { $0.strokeWidthAsDrawn },
            describe: { metrics, value, median in
                ("stroke \(Wording.points(value)) as drawn where the set uses \(Wording.points(median))",
                 "draw its strokes about \(Wording.points(median)) wide on the \(Wording.points(metrics.canvas)) canvas")
            })
    }

    private var weightComparison: Comparison {
        Comparison(
            metric: .weight, severity: .warning, allowed: .ratio(thresholds.weightRatio), spreadFloor: 0.05, robust: false,
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
