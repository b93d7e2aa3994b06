import ImageDiff
import TabBarModel

/// WCAG 2.2's measures of opaque sRGB colours, and CIEDE2000 for colours of equal lightness.
public enum WCAG {
    /// Relative luminance, 0 (black) to 1 (white).
    public static func luminance(_ color: Color) -> Double {
        0.2126 * DeltaE.linear(color.red * 255) + 0.7152 * DeltaE.linear(color.green * 255)
            + 0.0722 * DeltaE.linear(color.blue * 255)
    }

    /// The contrast ratio, 1 (same luminance) to 21 (black on white), whichever is lighter.
    public static func contrast(_ first: Color, _ second: Color) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// ΔE₀₀: tells apart colours of the same luminance (blue and grey) that the ratio cannot.
    public static func deltaE(_ first: Color, _ second: Color) -> Double {
        func lab(_ color: Color) -> LabColor {
            LabColor(srgbRed: color.red * 255, green: color.green * 255, blue: color.blue * 255)
        }
        return DeltaE.ciede2000(lab(first), lab(second))
    }

    /// "4.5:1", as WCAG writes ratios, cut (not rounded) to one decimal so 2.96 never reads as 3.0:1.
    static func ratioText(_ ratio: Double) -> String {
        let cut = (ratio * 10).rounded(.down) / 10
        return "\(cut):1"
    }
}
