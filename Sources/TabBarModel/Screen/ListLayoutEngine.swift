/// Lays out the rows of a plain list: icon, title, then from the right edge the chevron, the
/// badge and the detail text; the title gets what is left and is cut when it needs more.
public struct ListLayoutEngine {
    private let measurer: any TextMeasuring
    private let metrics: RowMetrics
    /// One device pixel, in points: the separators' thickness.
    private let pixel: Double

    public init(measurer: any TextMeasuring, metrics: RowMetrics, scale: Int) {
        self.measurer = measurer
        self.metrics = metrics
        self.pixel = 1 / Double(scale)
    }

    /// - Parameter top: where the first row starts when nothing is scrolled.
    public func layout(_ rows: [RowSpec], top: Double, scrollOffset: Double, width: Double) -> [RowLayout] {
        rows.enumerated().map { index, row in
            let frame = Rect(
                x: 0, y: top + Double(index) * metrics.height - scrollOffset, width: width, height: metrics.height)
            return layout(row, index: index, frame: frame)
        }
    }

    private func layout(_ row: RowSpec, index: Int, frame: Rect) -> RowLayout {
        let margin = metrics.margin
        let iconFrame = row.icon.map { _ in
            Rect(x: margin, y: frame.midY - metrics.iconSize / 2, width: metrics.iconSize, height: metrics.iconSize)
        }
        let textX = iconFrame.map { $0.maxX + metrics.iconGap } ?? margin
        var right = frame.maxX - margin

        var chevronFrame: Rect?
        if row.chevron {
            let size = metrics.chevronSize
            let chevron = Rect(x: right - size.width, y: frame.midY - size.height / 2, width: size.width, height: size.height)
            chevronFrame = chevron
            right = chevron.minX - metrics.accessoryGap
        }

        var badgeFrame: Rect?
        if let badge = row.badge {
            // A row's badge may take up to half the row; the title gets what is left.
            let box = BadgePlacement(measurer: measurer).frame(
                text: badge.text, style: .badge, edge: .trailing(right), top: nil, limit: frame.width / 2, within: frame)
            badgeFrame = box
            right = box.minX - metrics.accessoryGap
        }

        var detail: TextLayout?
        if let text = row.detail, !text.isEmpty {
            let natural = measurer.width(of: text, style: metrics.detailStyle)
            // The title keeps at least half of the room.
            let shown = min(natural, max(0, (right - textX) / 2))
            let height = metrics.detailStyle.lineHeight
            detail = TextLayout(
                text: text, frame: Rect(x: right - shown, y: frame.midY - height / 2, width: shown, height: height),
                style: metrics.detailStyle, naturalWidth: natural)
            right -= shown + metrics.accessoryGap
        }

        let natural = measurer.width(of: row.title, style: metrics.titleStyle)
        let height = metrics.titleStyle.lineHeight
        let title = TextLayout(
            text: row.title,
            frame: Rect(x: textX, y: frame.midY - height / 2, width: min(natural, max(0, right - textX)), height: height),
            style: metrics.titleStyle, naturalWidth: natural)

        let separatorX = metrics.separatorFromText ? textX : 0
        return RowLayout(
            index: index, frame: frame, iconFrame: iconFrame, icon: row.icon, title: title, detail: detail,
            badge: row.badge?.text, badgeFrame: badgeFrame, chevronFrame: chevronFrame,
            separatorFrame: Rect(x: separatorX, y: frame.maxY - pixel, width: frame.maxX - separatorX, height: pixel),
            enabled: row.enabled)
    }
}
