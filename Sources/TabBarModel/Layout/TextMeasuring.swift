/// The typefaces the bar uses, by role; the renderer maps them to real fonts.
public struct TextStyle: Hashable, Sendable {
    public enum Weight: Int, Sendable {
        case regular = 400, medium = 500, semibold = 600, bold = 700
    }

    /// Size in points.
    public var size: Double
    public var weight: Weight

    public init(size: Double, weight: Weight) {
        self.size = size
        self.weight = weight
    }

    /// Stacked tab titles, under the icon.
    public static let tabTitle = TextStyle(size: 10, weight: .medium)
    /// 2008 tab titles were bold.
    public static let classicTabTitle = TextStyle(size: 10, weight: .bold)
    public static let badge = TextStyle(size: 13, weight: .regular)
    public static let tvTabTitle = TextStyle(size: 30, weight: .medium)

    /// From the top of the line to the baseline, and the height of capitals, in the toolkit's
    /// Latin font (Inter: ascender 0.969 em, cap height 0.727 em).
    public var ascent: Double { size * 0.96875 }
    public var capHeight: Double { size * 0.727 }
    /// Below the baseline (Inter: descender 0.242 em).
    public var descent: Double { size * 0.2421875 }
    /// From the top of a `lineHeight` box to the baseline: the renderer centres the font's
    /// ascent and descent in the box.
    public var baselineInLine: Double { (lineHeight - ascent - descent) / 2 + ascent }
}

/// Measures text for the layout, so the pure model can size badges and spot truncated titles
/// while the renderer measures with the same fonts it draws with.
public protocol TextMeasuring {
    /// The advance width of one line of `text`, in points.
    func width(of text: String, style: TextStyle) -> Double
}
