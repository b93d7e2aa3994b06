/// Sizes bar buttons and places them along a bar's row, for navigation bars and toolbars.
struct BarItemPlacer {
    let measurer: any TextMeasuring
    let glyphSize: Double
    let buttonStyle: TextStyle
    let doneStyle: TextStyle
    let borderedText: Bool
    let borderedGlyph: Bool
    let borderedHeight: Double
    let borderedPadding: Double
    let borderedMinimumWidth: Double
    let itemSpacing: Double
    let textButtonSpacing: Double
    /// Longer words are cut with an ellipsis.
    let maximumTextWidth: Double
    /// iOS 26: every button on glass, `borderedHeight` tall; a symbol's circle is square.
    var glass = false

    /// A button with its size, or a space between buttons.
    enum Piece {
        case item(Measured)
        case fixed(Double)
        case flexible
    }

    struct Measured {
        let spec: BarButtonItemSpec
        let path: String
        let kind: BarItemLayout.Kind
        /// The visible box's width.
        let width: Double
        let text: String?
        let textWidth: Double
        let shownTextWidth: Double
        let style: TextStyle
    }

    func measure(_ items: [BarButtonItemSpec], path: String) -> [Piece] {
        items.enumerated().map { index, item in
            let itemPath = "\(path)[\(index)]"
            switch item.systemItem {
            case .flexibleSpace?:
                return .flexible
            case .fixedSpace?:
                return .fixed(item.width ?? textButtonSpacing)
            default:
                return .item(measureItem(item, path: itemPath))
            }
        }
    }

    private func measureItem(_ item: BarButtonItemSpec, path: String) -> Measured {
        if let text = item.displayTitle {
            let style = item.style == .done || item.systemItem?.isEmphasized == true ? doneStyle : buttonStyle
            let natural = measurer.width(of: text, style: style)
            let shown = min(natural, maximumTextWidth)
            let width = borderedText ? max(shown + 2 * borderedPadding, borderedMinimumWidth) : shown
            return Measured(spec: item, path: path, kind: .text, width: width, text: text, textWidth: natural, shownTextWidth: shown, style: style)
        }
        let width = glass ? borderedHeight : borderedGlyph ? glyphSize + 2 * borderedPadding : glyphSize
        return Measured(spec: item, path: path, kind: .glyph, width: width, text: nil, textWidth: 0, shownTextWidth: 0, style: buttonStyle)
    }

    /// The automatic space between two neighbouring buttons.
    func gap(between left: BarItemLayout.Kind, and right: BarItemLayout.Kind) -> Double {
        left == .text && right == .text ? textButtonSpacing : itemSpacing
    }

    /// The width the pieces take with every flexible space empty.
    func fixedWidth(_ pieces: [Piece]) -> Double {
        place(pieces, from: 0, in: Rect(x: 0, y: 0, width: 0, height: 0), flexibleWidth: 0).end
    }

    /// Places the pieces left to right from `x`; each flexible space is `flexibleWidth` wide.
    /// Neighbouring buttons with no space between them get the automatic gap.
    func place(_ pieces: [Piece], from start: Double, in row: Rect, flexibleWidth: Double) -> (items: [BarItemLayout], end: Double) {
        var x = start
        var items: [BarItemLayout] = []
        var previous: BarItemLayout.Kind?
        var pendingSpace: Double?
        for piece in pieces {
            switch piece {
            case .fixed(let width):
                pendingSpace = (pendingSpace ?? 0) + width
            case .flexible:
                pendingSpace = (pendingSpace ?? 0) + flexibleWidth
            case .item(let measured):
                if let pendingSpace {
                    x += pendingSpace
                } else if let previous {
                    x += gap(between: previous, and: measured.kind)
                }
                pendingSpace = nil
                items.append(layout(measured, x: x, row: row))
                x += measured.width
                previous = measured.kind
            }
        }
        // Spaces after the last button still take room, as in UIKit.
        return (items, x + (pendingSpace ?? 0))
    }

    private func layout(_ measured: Measured, x: Double, row: Rect) -> BarItemLayout {
        let item = measured.spec
        let bordered = measured.kind == .text ? borderedText : borderedGlyph
        let boxHeight: Double
        switch measured.kind {
        case .text: boxHeight = bordered ? borderedHeight : measured.style.lineHeight
        case .glyph: boxHeight = bordered ? borderedHeight : glyphSize
        }
        let frame = Rect(x: x, y: row.midY - boxHeight / 2, width: measured.width, height: boxHeight)
        let hitWidth = max(LayoutConstants.minimumHitSize, measured.width)
        let hitRegion = Rect(x: frame.midX - hitWidth / 2, y: row.minY, width: hitWidth, height: row.height)
        var title: TextLayout?
        var glyphFrame: Rect?
        switch measured.kind {
        case .text:
            let height = measured.style.lineHeight
            title = TextLayout(
                text: measured.text ?? "",
                frame: Rect(x: frame.midX - measured.shownTextWidth / 2, y: row.midY - height / 2, width: measured.shownTextWidth, height: height),
                style: measured.style, naturalWidth: measured.textWidth)
        case .glyph:
            glyphFrame = Rect(x: frame.midX - glyphSize / 2, y: row.midY - glyphSize / 2, width: glyphSize, height: glyphSize)
        }
        return BarItemLayout(
            kind: measured.kind, path: measured.path, frame: frame, hitRegion: hitRegion, title: title,
            glyphFrame: glyphFrame, icon: item.icon, systemItem: item.systemItem,
            emphasized: item.style == .done || item.systemItem?.isEmphasized == true,
            enabled: item.enabled, bordered: bordered && !glass, glass: glass)
    }
}
