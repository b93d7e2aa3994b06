import TabBarModel

/// UIKit's and SwiftUI's named colours as iOS draws them, light and dark.
enum SystemColors {
    private static let table: [String: (UInt32, UInt32)] = [
        "red": (0xFF3B30, 0xFF453A), "orange": (0xFF9500, 0xFF9F0A), "yellow": (0xFFCC00, 0xFFD60A),
        "green": (0x34C759, 0x30D158), "mint": (0x00C7BE, 0x63E6E2), "teal": (0x30B0C7, 0x40C8E0),
        "cyan": (0x32ADE6, 0x64D2FF), "blue": (0x007AFF, 0x0A84FF), "indigo": (0x5856D6, 0x5E5CE6),
        "purple": (0xAF52DE, 0xBF5AF2), "pink": (0xFF2D55, 0xFF375F), "brown": (0xA2845E, 0xAC8E68),
        "gray": (0x8E8E93, 0x8E8E93), "gray2": (0xAEAEB2, 0x636366), "gray3": (0xC7C7CC, 0x48484A),
        "gray4": (0xD1D1D6, 0x3A3A3C), "gray5": (0xE5E5EA, 0x2C2C2E), "gray6": (0xF2F2F7, 0x1C1C1E),
        "black": (0x000000, 0x000000), "white": (0xFFFFFF, 0xFFFFFF),
        "darkgray": (0x555555, 0x555555), "lightgray": (0xAAAAAA, 0xAAAAAA),
        "label": (0x000000, 0xFFFFFF), "systembackground": (0xFFFFFF, 0x000000),
    ]

    /// `red`, `systemRed`, `systemRedColor`, `.systemGray2`; nil for a name not in the table.
    static func color(named name: String) -> ImportedColor? {
        var key = name.lowercased()
        if key.hasSuffix("color"), key != "color" { key = String(key.dropLast("color".count)) }
        if key.hasPrefix("system"), key != "systembackground" { key = String(key.dropFirst("system".count)) }
        if key == "grey" { key = "gray" }
        if key == "clear" { return .value(light: Color(rgb: 0, alpha: 0), dark: nil) }
        guard let (light, dark) = table[key] else { return nil }
        return .value(light: Color(rgb: light), dark: light == dark ? nil : Color(rgb: dark))
    }
}
