/// The colours a bar is drawn with, resolved from the spec's style, appearance and overrides.
public struct Palette: Equatable, Sendable {
    public var selected: Color
    public var unselected: Color
    /// The unselected icon: UIKit draws it a little lighter than the title from iOS 13.
    public var unselectedIcon: Color
    public var barBackground: Color
    public var hairline: Color
    public var badge: Color
    public var badgeText: Color
    /// What shows through when the spec names no backdrop: the system background.
    public var defaultBackdrop: Color
    public var selectedTitle: Color
    public var unselectedTitle: Color
    public var disabled: Color
    /// iOS 26: the mean colour under the glass the items are drawn on, once taken
    /// (`takeGlassBackdrop`); the items' colours are then shifted after it.
    public private(set) var glassBackdrop: Color?

    /// How much of the backdrop a translucent bar lets through, as the bar colour's alpha.
    public static let translucentAlpha = 0.82

    public init(spec: Spec) {
        let dark = spec.appearance == .dark
        switch spec.style {
        case .modern:
            let look = spec.look
            let colors = look.colors(spec.appearance)
            let systemTint = dark ? (look.glassVibrancy?.darkSystemTint ?? Color(rgb: 0x0A84FF)) : Color(rgb: 0x007AFF)
            let tint = spec.tint ?? systemTint
            // Over iOS 26's dark glass the selected item is drawn vibrant: the tint plus half the
            // selection pill's light (an accent of rgb(255,89,148) measured rgb(255,118,177)).
            selected = look.floatingCapsule != nil && dark ? tint.adding(Self.darkPillLight.scaled(0.5)) : tint
            unselected = spec.unselectedTint ?? colors.unselected
            unselectedIcon = spec.unselectedTint ?? colors.unselected.withAlpha(colors.unselectedIconAlpha)
            let base = spec.barTint ?? colors.background
            barBackground = Self.barColor(base, tinted: spec.barTint != nil, translucent: spec.translucent)
            hairline = colors.separator
            defaultBackdrop = dark ? Color(rgb: 0x000000) : Color(rgb: 0xFFFFFF)
            selectedTitle = selected
            unselectedTitle = unselected
        case .classic:
            selected = spec.tint ?? Color(rgb: 0x3A9BFC)
            unselected = spec.unselectedTint ?? Color(rgb: 0x8C8C8C)
            unselectedIcon = unselected
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

    /// Shifts the items' colours after what lies under the glass (`GlassVibrancy`).
    public mutating func takeGlassBackdrop(_ backdrop: Color, _ vibrancy: GlassVibrancy) {
        glassBackdrop = backdrop
        selected = vibrancy.shift(selected, selected: true, over: backdrop)
        selectedTitle = vibrancy.shift(selectedTitle, selected: true, over: backdrop)
        unselected = vibrancy.shift(unselected, selected: false, over: backdrop)
        unselectedIcon = vibrancy.shift(unselectedIcon, selected: false, over: backdrop)
        unselectedTitle = vibrancy.shift(unselectedTitle, selected: false, over: backdrop)
        disabled = unselected.withAlpha(unselected.alpha * 0.4)
    }

    /// The dark selection pill measured over black on iOS 26 (rgb 58,58,58).
    static let darkPillLight = Color(rgb: 0x3A3A3A)

    /// A tint given with its own alpha keeps it; otherwise a translucent bar gets the standard alpha.
    private static func barColor(_ base: Color, tinted: Bool, translucent: Bool) -> Color {
        guard translucent else { return base.withAlpha(1) }
        if tinted, base.alpha < 1 { return base }
        return base.withAlpha(translucentAlpha)
    }
}
