/// Where a badge's capsule lies: the one rule every bar arrangement and list row uses.
///
/// The capsule is as wide as `BadgeSizing` allows within its slot, starts at `left` (or ends at
/// `trailing`), and is kept `margin` inside `bounds`, so a long badge on the last item never
/// hangs off the bar.
struct BadgePlacement {
    let measurer: any TextMeasuring

    enum Edge {
        /// The capsule's leading edge, as a bar item's badge hangs off its icon's centre.
        case leading(Double)
        /// The capsule's trailing edge, as a sidebar row or list row ends with its count.
        case trailing(Double)
    }

    /// - Parameters:
    ///   - limit: the widest the capsule may grow (its item's slot).
    ///   - top: the capsule's top, or nil to centre it on `bounds`.
    func frame(
        text: String, style: TextStyle, edge: Edge, top: Double?, limit: Double, within bounds: Rect,
        margin: Double = LayoutConstants.badgeEdgeMargin
    ) -> Rect {
        let sizing = BadgeSizing(limit: limit, style: style)
        let width = sizing.width(of: text, measurer: measurer)
        let height = sizing.height
        let left: Double = switch edge {
        case .leading(let x): x
        case .trailing(let x): x - width
        }
        let y = top ?? bounds.midY - height / 2
        return Rect(
            x: max(bounds.minX + margin, min(left, bounds.maxX - margin - width)),
            y: max(bounds.minY + margin, min(y, bounds.maxY - margin - height)),
            width: width, height: height)
    }
}
