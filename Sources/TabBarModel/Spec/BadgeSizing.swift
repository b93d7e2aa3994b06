/// How wide a badge's capsule is drawn: as wide as its text needs (UIKit does not cut short
/// badges), at least round, and at most as wide as its item's slot, where the text is cut
/// with "…" so that one badge cannot cover the whole bar.
public struct BadgeSizing: Sendable {
    /// The widest the capsule may be; nil for no limit.
    public var limit: Double?
    /// The text's type: 13 pt in an 18 pt capsule, smaller type in a capsule to scale.
    public var style: TextStyle

    public init(limit: Double?, style: TextStyle = .badge) {
        self.limit = limit
        self.style = style
    }

    public static let height = LayoutConstants.badgeHeight
    /// Room between the text and the capsule's ends, both sides together.
    public static let textPadding = LayoutConstants.badgeTextPadding

    /// 18 pt around 13 pt text; the landscape bar's 10 pt badge text gets a capsule to scale.
    public var height: Double { (Self.height * style.size / TextStyle.badge.size).rounded() }

    public func width(of text: String, measurer: some TextMeasuring) -> Double {
        let padding = Self.textPadding * height / Self.height
        let needed = max(height, measurer.width(of: text, style: style) + padding)
        guard let limit else { return needed }
        return min(needed, max(height, limit))
    }

    /// Where the text goes in a capsule: inside its padding, so that a cut text's "…" stays on
    /// the fill. Half a point of the padding stays with the text, so that a text that fits is
    /// never cut by rounding.
    public static func textFrame(in capsule: Rect) -> Rect {
        let padding = textPadding * capsule.height / height
        return capsule.insetBy(dx: min((padding - 1) / 2, capsule.width / 2), dy: 0)
    }
}
