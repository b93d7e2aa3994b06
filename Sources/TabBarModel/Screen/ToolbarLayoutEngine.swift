/// Lays out a toolbar's buttons across its row.
public struct ToolbarLayoutEngine {
    private let measurer: any TextMeasuring
    private let metrics: ToolbarMetrics

    public init(measurer: any TextMeasuring, metrics: ToolbarMetrics) {
        self.measurer = measurer
        self.metrics = metrics
    }

    /// - Parameters:
    ///   - frame: the whole bar, with any safe-area inset below its row.
    ///   - row: the part that holds the buttons.
    public func layout(_ toolbar: ToolbarSpec, frame: Rect, row: Rect, translucent: Bool, hidden: Bool) -> ToolbarLayout {
        let placer = BarItemPlacer(
            measurer: measurer, glyphSize: metrics.glyphSize, buttonStyle: metrics.buttonStyle,
            doneStyle: metrics.doneStyle, borderedText: metrics.borderedText, borderedGlyph: false,
            borderedHeight: metrics.borderedHeight, borderedPadding: metrics.borderedPadding,
            borderedMinimumWidth: 0, itemSpacing: metrics.itemSpacing,
            textButtonSpacing: metrics.textButtonSpacing, maximumTextWidth: (row.width - 2 * metrics.margin) / 2)
        var pieces = placer.measure(toolbar.items, path: "toolbar.items")
        let hasSpaces = pieces.contains {
            if case .item = $0 { return false }
            return true
        }
        if !hasSpaces, pieces.count > 1 {
            // The usual toolbar: a flexible space between each pair spreads the buttons evenly.
            pieces = pieces.enumerated().flatMap { index, piece in index == 0 ? [piece] : [.flexible, piece] }
        }
        let flexibleCount = pieces.filter {
            if case .flexible = $0 { return true }
            return false
        }.count
        let available = row.width - 2 * metrics.margin
        let flexibleWidth = flexibleCount > 0 ? max(0, (available - placer.fixedWidth(pieces)) / Double(flexibleCount)) : 0
        let items = placer.place(pieces, from: row.minX + metrics.margin, in: row, flexibleWidth: flexibleWidth).items
        return ToolbarLayout(frame: frame, contentFrame: row, items: items, translucent: translucent, hidden: hidden)
    }
}
