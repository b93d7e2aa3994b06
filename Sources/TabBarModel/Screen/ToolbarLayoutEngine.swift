/// Lays out a toolbar's buttons across its row.
public struct ToolbarLayoutEngine {
    private let measurer: any TextMeasuring
    private let metrics: ToolbarMetrics
    /// iOS 26: the floating toolbar, its items on glass.
    private let glass: GlassChromeMetrics?

    public init(measurer: any TextMeasuring, metrics: ToolbarMetrics, glass: GlassChromeMetrics? = nil) {
        self.measurer = measurer
        self.metrics = metrics
        self.glass = glass
    }

    /// - Parameters:
    ///   - frame: the whole bar, with any safe-area inset below its row.
    ///   - row: the part that holds the buttons.
    public func layout(_ toolbar: ToolbarSpec, frame: Rect, row: Rect, translucent: Bool, hidden: Bool) -> ToolbarLayout {
        // Floating, the row is already in from the screen's edges and the glass reaches its ends.
        let margin = glass == nil ? metrics.margin : 0
        var placer = BarItemPlacer(
            measurer: measurer, glyphSize: metrics.glyphSize, buttonStyle: metrics.buttonStyle,
            doneStyle: metrics.doneStyle, borderedText: metrics.borderedText, borderedGlyph: false,
            borderedHeight: metrics.borderedHeight, borderedPadding: metrics.borderedPadding,
            borderedMinimumWidth: 0, itemSpacing: metrics.itemSpacing,
            textButtonSpacing: metrics.textButtonSpacing, maximumTextWidth: (row.width - 2 * margin) / 2)
        if let glass {
            // Buttons with no space between them share one capsule: they touch, each a circle's
            // width round a symbol or the padding round a word.
            placer = BarItemPlacer(
                measurer: measurer, glyphSize: metrics.glyphSize, buttonStyle: metrics.buttonStyle,
                doneStyle: metrics.doneStyle, borderedText: true, borderedGlyph: true,
                borderedHeight: glass.toolbar.height, borderedPadding: glass.textPadding,
                borderedMinimumWidth: glass.toolbar.height, itemSpacing: 0, textButtonSpacing: 0,
                maximumTextWidth: row.width / 2, glass: true)
        }
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
        let available = row.width - 2 * margin
        let flexibleWidth = flexibleCount > 0 ? max(0, (available - placer.fixedWidth(pieces)) / Double(flexibleCount)) : 0
        let items = placer.place(pieces, from: row.minX + margin, in: row, flexibleWidth: flexibleWidth).items
        var layout = ToolbarLayout(frame: frame, contentFrame: row, items: items, translucent: translucent, hidden: hidden)
        if glass != nil { layout.glass = Self.glassGroups(pieces, items: items) }
        return layout
    }

    /// One piece of glass per run of buttons with no space between them (UIKit 26 separates a
    /// toolbar's shared backgrounds at its flexible and fixed spaces).
    static func glassGroups(_ pieces: [BarItemPlacer.Piece], items: [BarItemLayout]) -> [Rect] {
        var groups: [Rect] = []
        var position = 0
        var startsGroup = true
        for piece in pieces {
            guard case .item = piece else {
                startsGroup = true
                continue
            }
            let frame = items[position].frame
            if startsGroup || groups.isEmpty {
                groups.append(frame)
            } else {
                let last = groups[groups.count - 1]
                groups[groups.count - 1] = Rect(x: last.minX, y: last.minY, width: frame.maxX - last.minX, height: last.height)
            }
            startsGroup = false
            position += 1
        }
        return groups
    }
}
