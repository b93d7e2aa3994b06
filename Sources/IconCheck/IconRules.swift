import TabBarImage

/// Checks that need nothing but the icon itself: emptiness, clipping, colour, size against the
/// HIG target, centring.
struct IconRules {
    let thresholds: IconCheckThresholds

    /// - Parameter judgeSize: false when the set judges sizes (see `SetRules`).
    func findings(for metrics: SizeMetrics, format: IconFormat, judgeSize: Bool = true) -> [IconFinding] {
        guard let box = metrics.inkBox else {
            return [IconFinding(
                metric: .empty, severity: .error,
                message: "draws no ink on its \(Wording.points(metrics.canvas)) canvas: check that the file's shapes have a fill or a stroke and lie inside its viewBox")]
        }
        var findings: [IconFinding] = []
        findings += clipping(metrics, format: format)
        findings += template(metrics)
        if judgeSize { findings += sizing(metrics, box: box) }
        findings += centring(metrics)
        return findings
    }

    private func clipping(_ metrics: SizeMetrics, format: IconFormat) -> [IconFinding] {
        var findings: [IconFinding] = []
        if metrics.clippedArea > thresholds.clippedArea {
            let reach = metrics.margin.map { $0 < 0 ? ", reaching \(Wording.points(-$0)) past the canvas's edge" : "" } ?? ""
            findings.append(IconFinding(
                metric: .clipping, severity: .error,
                message: "\(Wording.number(metrics.clippedArea)) pt² of ink lies outside the file's \(format == .svg ? "viewBox" : "bounds") and is cut off\(reach): move the drawing inside or scale it down",
                value: metrics.clippedArea, expected: thresholds.clippedArea))
        }
        if format == .png, metrics.edgeContact >= thresholds.edgeContact {
            findings.append(IconFinding(
                metric: .clipping, severity: .error,
                message: "ink covers \(Wording.points(metrics.edgeContact)) of the image's border, so the picture looks cut off: leave a transparent margin around the drawing",
                value: metrics.edgeContact, expected: thresholds.edgeContact))
        }
        return findings
    }

    private func template(_ metrics: SizeMetrics) -> [IconFinding] {
        var findings: [IconFinding] = []
        if metrics.colourShare > thresholds.colourShare {
            let example = metrics.typicalColour.map { " (about \($0))" } ?? ""
            findings.append(IconFinding(
                metric: .colour, severity: .error,
                message: "\(Wording.percent(metrics.colourShare)) of the ink is in colour\(example); a template image keeps only alpha, so the colour is lost: draw it in black and let the tint colour it",
                value: metrics.colourShare, expected: thresholds.colourShare))
        }
        if metrics.offToneShare > thresholds.colourShare {
            findings.append(IconFinding(
                metric: .tone, severity: .error,
                message: "\(Wording.percent(metrics.offToneShare)) of the ink is in another tone than the rest; a template image keeps only alpha, so those parts come out in the same tint: cut details out of the shape or use transparency instead of a lighter shade",
                value: metrics.offToneShare, expected: thresholds.colourShare))
        }
        return findings
    }

    private func sizing(_ metrics: SizeMetrics, box: Rect) -> [IconFinding] {
        guard let ratio = metrics.sizeRatio, let shape = metrics.shape,
              let target = metrics.target, let effective = metrics.effectiveTarget,
              !thresholds.sizeRatio.contains(ratio),
              metrics.style != .line || ratio < thresholds.smallestLine || ratio > thresholds.sizeRatio.upperBound
        else { return [] }
        let side = switch shape {
        case .circular, .square: "its larger side"
        case .wide: "its width"
        case .tall: "its height"
        }
        let goal = target == effective
            ? "the \(Wording.points(target)) target for a \(shape.rawValue) icon"
            : "the \(Wording.points(target)) target for a \(shape.rawValue) icon, capped at the \(Wording.points(effective)) canvas"
        let drawnAtOwnSize = metrics.drawnAtOwnSize
        let change = drawnAtOwnSize
            ? metrics.exportAdvice
            : ratio < thresholds.sizeRatio.lowerBound ? "scale the drawing up" : "scale the drawing down"
        return [IconFinding(
            metric: .size, severity: .warning,
            message: "ink box \(Wording.number(box.width, decimals: 1))×\(Wording.number(box.height, decimals: 1)) pt: \(side) is \(Wording.times(ratio)) \(goal) (allowed \(Wording.range(thresholds.sizeRatio))): \(change)\(drawnAtOwnSize ? "" : " so \(side) is about \(Wording.points(effective))")",
            value: ratio, expected: 1)]
    }

    private func centring(_ metrics: SizeMetrics) -> [IconFinding] {
        guard let offset = metrics.boxOffset, let distance = metrics.boxDistance,
              distance > thresholds.centreTolerance
        else { return [] }
        var position: [String] = []
        var move: [String] = []
        if abs(offset.x) >= 0.05 {
            position.append("\(Wording.points(abs(offset.x))) \(offset.x > 0 ? "to the right of" : "to the left of")")
            move.append("\(Wording.points(abs(offset.x))) \(offset.x > 0 ? "left" : "right")")
        }
        if abs(offset.y) >= 0.05 {
            position.append("\(Wording.points(abs(offset.y))) \(offset.y > 0 ? "below" : "above")")
            move.append("\(Wording.points(abs(offset.y))) \(offset.y > 0 ? "up" : "down")")
        }
        return [IconFinding(
            metric: .centre, severity: .warning,
            message: "the ink box's centre is \(position.joined(separator: " and ")) the canvas centre (\(Wording.points(distance)) off; allowed \(Wording.points(thresholds.centreTolerance))): move the drawing \(move.joined(separator: " and "))",
            value: distance, expected: thresholds.centreTolerance)]
    }
}
