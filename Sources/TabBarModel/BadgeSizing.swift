/// How wide a badge's capsule is drawn: as wide as its text needs (UIKit does not cut short
/// badges), at least round, and at most as wide as its item's slot, where the text is cut
/// with "…" so that one badge cannot cover the whole bar.
public struct BadgeSizing: Sendable {
    /// The widest the capsule may be; nil for no limit.
    public var limit: Double?

    public init(limit: Double?) {
        self.limit = limit
    }

    public static let height = LayoutConstants.badgeHeight
    /// Room between the text and the capsule's ends, both sides together.
    public static let textPadding = LayoutConstants.badgeTextPadding

    public func width(of text: String, measurer: some TextMeasuring) -> Double {
        let needed = max(Self.height, measurer.width(of: text, style: .badge) + Self.textPadding)
        guard let limit else { return needed }
        return min(needed, max(Self.height, limit))
    }

    /// Where the text goes in a capsule: inside its padding, so that a cut text's "…" stays on
    /// the fill. Half a point of the padding stays with the text, so that a text that fits is
    /// never cut by rounding.
    public static func textFrame(in capsule: Rect) -> Rect {
        capsule.insetBy(dx: min((textPadding - 1) / 2, capsule.width / 2), dy: 0)
    }
}
