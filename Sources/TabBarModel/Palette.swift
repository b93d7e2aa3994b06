/// The colours a bar is drawn with, resolved from the spec's style, appearance and overrides.
public struct Palette: Equatable, Sendable {
    public var selected: Color
    public var unselected: Color
    public var barBackground: Color
    public var hairline: Color
    public var badge: Color
    public var badgeText: Color
    /// What shows through when the spec names no backdrop: the system background.
    public var defaultBackdrop: Color
    public var selectedTitle: Color
    public var unselectedTitle: Color
    public var disabled: Color

    /// How much of the backdrop a translucent bar lets through, as the bar colour's alpha.
    public static let translucentAlpha = 0.82

    public init(spec: Spec) {
        let dark = spec.appearance == .dark
        switch spec.style {
        case .modern:
            selected = spec.tint ?? (dark ? Color(rgb: 0x0A84FF) : Color(rgb: 0x007AFF))
            unselected = spec.unselectedTint ?? (dark ? Color(rgb: 0x757575) : Color(rgb: 0x999999))
            let base = spec.barTint ?? (dark ? Color(rgb: 0x1D1D1D) : Color(rgb: 0xF9F9F9))
            barBackground = Self.barColor(base, tinted: spec.barTint != nil, translucent: spec.translucent)
            // UIColor.separator in each appearance.
            hairline = dark ? Color(rgb: 0x545458, alpha: 0.6) : Color(rgb: 0x3C3C43, alpha: 0.29)
            defaultBackdrop = dark ? Color(rgb: 0x000000) : Color(rgb: 0xFFFFFF)
            selectedTitle = selected
            unselectedTitle = unselected
        case .classic:
            selected = spec.tint ?? Color(rgb: 0x3A9BFC)
            unselected = spec.unselectedTint ?? Color(rgb: 0x8C8C8C)
            let base = spec.barTint ?? Color(rgb: 0x000000)
            barBackground = Self.barColor(base, tinted: spec.barTint != nil, translucent: false)
            hairline = Color(rgb: 0x2E2E2E)
            defaultBackdrop = Color(rgb: 0x000000)
            selectedTitle = Color(rgb: 0xFFFFFF)
            unselectedTitle = Color(rgb: 0x999999)
        }
        badge = spec.badgeColor ?? (dark ? Color(rgb: 0xFF453A) : Color(rgb: 0xFF3B30))
        badgeText = Color(rgb: 0xFFFFFF)
        disabled = unselected.withAlpha(unselected.alpha * 0.4)
    }

    /// A tint given with its own alpha keeps it; otherwise a translucent bar gets the standard alpha.
    private static func barColor(_ base: Color, tinted: Bool, translucent: Bool) -> Color {
        guard translucent else { return base.withAlpha(1) }
        if tinted, base.alpha < 1 { return base }
        return base.withAlpha(translucentAlpha)
    }
}
