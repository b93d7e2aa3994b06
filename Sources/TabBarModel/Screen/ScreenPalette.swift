import Foundation

/// The colours of a screen around the tab bar, resolved from the spec's style, appearance and
/// overrides: UIKit's system colours in the modern style, the 2008 ones in the classic style.
public struct ScreenPalette: Equatable, Sendable {
    /// Behind the content: the spec's `content.color`, else the system background.
    public var background: Color
    public var label: Color
    public var secondaryLabel: Color
    public var separator: Color
    public var chevron: Color
    /// Icons in list rows, as the More list tints them.
    public var rowIcon: Color
    public var navigationBarBackground: Color
    public var navigationTitle: Color
    /// Buttons of the navigation bar.
    public var navigationTint: Color
    public var toolbarBackground: Color
    public var toolbarTint: Color
    public var disabledButton: Color
    /// The hairline between a bar and the content.
    public var barHairline: Color
    /// Time, carrier and indicators; chosen against what lies behind the status bar.
    public var statusBarText: Color
    public var segmentTrack: Color
    public var segmentSelected: Color
    public var segmentText: Color
    public var badge: Color
    public var badgeText: Color

    public init(spec: Spec) {
        let dark = spec.appearance == .dark && spec.style == .modern
        let systemBlue = dark ? Color(rgb: 0x0A84FF) : Color(rgb: 0x007AFF)
        let bar = spec.navigationBar
        switch spec.style {
        case .modern:
            background = spec.content?.color ?? (dark ? Color(rgb: 0x000000) : Color(rgb: 0xFFFFFF))
            label = dark ? Color(rgb: 0xFFFFFF) : Color(rgb: 0x000000)
            secondaryLabel = dark ? Color(rgb: 0xEBEBF5, alpha: 0.6) : Color(rgb: 0x3C3C43, alpha: 0.6)
            separator = dark ? Color(rgb: 0x38383A) : Color(rgb: 0xC6C6C8)
            chevron = dark ? Color(rgb: 0x5A5A5F) : Color(rgb: 0xC4C4C7)
            let barBase = dark ? Color(rgb: 0x1D1D1D) : Color(rgb: 0xF9F9F9)
            navigationBarBackground = Self.barColor(bar?.barTint ?? barBase, tinted: bar?.barTint != nil, translucent: bar?.translucent ?? spec.translucent)
            navigationTitle = label
            navigationTint = bar?.tint ?? spec.tint ?? systemBlue
            toolbarBackground = Self.barColor(spec.barTint ?? barBase, tinted: spec.barTint != nil, translucent: spec.translucent)
            toolbarTint = spec.tint ?? systemBlue
            disabledButton = dark ? Color(rgb: 0xEBEBF5, alpha: 0.3) : Color(rgb: 0x3C3C43, alpha: 0.3)
            barHairline = dark ? Color(rgb: 0x545458, alpha: 0.6) : Color(rgb: 0x3C3C43, alpha: 0.29)
            segmentTrack = dark ? Color(rgb: 0x767680, alpha: 0.24) : Color(rgb: 0x767680, alpha: 0.12)
            segmentSelected = dark ? Color(rgb: 0x636366) : Color(rgb: 0xFFFFFF)
            segmentText = label
        case .classic:
            background = spec.content?.color ?? Color(rgb: 0xFFFFFF)
            label = Color(rgb: 0x000000)
            // The 2008 "value" cells showed their detail in a slate blue.
            secondaryLabel = Color(rgb: 0x385487)
            separator = Color(rgb: 0xE0E0E0)
            chevron = Color(rgb: 0x808080)
            navigationBarBackground = bar?.barTint?.withAlpha(1) ?? Self.classicBlueGrey
            navigationTitle = Color(rgb: 0xFFFFFF)
            navigationTint = Color(rgb: 0xFFFFFF)
            toolbarBackground = spec.barTint?.withAlpha(1) ?? Self.classicBlueGrey
            toolbarTint = Color(rgb: 0xFFFFFF)
            disabledButton = Color(rgb: 0xFFFFFF, alpha: 0.45)
            barHairline = Color(rgb: 0x2D3642)
            segmentTrack = Self.classicBlueGrey
            segmentSelected = Color(rgb: 0x4A6082)
            segmentText = Color(rgb: 0xFFFFFF)
        }
        rowIcon = spec.style == .classic ? Color(rgb: 0x4A6082) : navigationTint
        badge = spec.badgeColor ?? (dark ? Color(rgb: 0xFF453A) : Color(rgb: 0xFF3B30))
        badgeText = Color(rgb: 0xFFFFFF)
        statusBarText = label
        if spec.style == .modern {
            // Light text over a dark bar or dark content, dark text otherwise (UIKit's status bar style).
            let behind = bar != nil && bar?.hidden == nil ? navigationBarBackground : background
            statusBarText = behind.luminance < 0.5 && (behind.alpha > 0.5 || dark) ? Color(rgb: 0xFFFFFF) : Color(rgb: 0x000000)
        }
    }

    /// The default UIBarStyleDefault colour of iPhone OS 2: a blue grey.
    public static let classicBlueGrey = Color(rgb: 0x6D84A2)

    /// Same rule as the tab bar: a tint with its own alpha keeps it; otherwise translucent bars
    /// get the standard alpha.
    private static func barColor(_ base: Color, tinted: Bool, translucent: Bool) -> Color {
        guard translucent else { return base.withAlpha(1) }
        if tinted, base.alpha < 1 { return base }
        return base.withAlpha(Palette.translucentAlpha)
    }
}

extension Color {
    /// Relative luminance (sRGB, linearised), 0 for black to 1 for white.
    public var luminance: Double {
        func linear(_ value: Double) -> Double {
            value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }
}
