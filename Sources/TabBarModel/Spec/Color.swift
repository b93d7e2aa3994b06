/// An sRGB colour with straight alpha, each component in 0...1.
public struct Color: Equatable, Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// 0xRRGGBB with a separate alpha.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// Parses "#RGB", "#RRGGBB" or "#RRGGBBAA"; nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        var digits = String(hex.dropFirst())
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8,
              digits.allSatisfy(\.isHexDigit),
              let value = UInt32(digits, radix: 16)
        else { return nil }
        if digits.count == 8 {
            self.init(rgb: value >> 8, alpha: Double(value & 0xFF) / 255)
        } else {
            self.init(rgb: value)
        }
    }

    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// "#RRGGBB", or "#RRGGBBAA" when not opaque.
    public var hexString: String {
        func byte(_ component: Double) -> String {
            // NaN compares false both ways and would reach Int(_:) as NaN.
            let value = component.isFinite ? Int((min(max(component, 0), 1) * 255).rounded()) : 0
            let text = String(value, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? rgb : rgb + byte(alpha)
    }
}

extension Color: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let color = Color(hex: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "expected a colour as \"#RRGGBB\" or \"#RRGGBBAA\", got \(MessageText.quote(text))")
        }
        self = color
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hexString)
    }
}

extension Color {
    /// Each channel plus `other`'s, clipped at full: light added to light (a plus-lighter blend).
    public func adding(_ other: Color) -> Color {
        Color(red: min(1, red + other.red), green: min(1, green + other.green), blue: min(1, blue + other.blue), alpha: alpha)
    }

    /// Each colour channel times `factor`, alpha kept.
    public func scaled(_ factor: Double) -> Color {
        Color(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha)
    }
}

extension Color {
    /// Brightness from 0 to 1: Rec. 709's weights on the encoded channels, the luma the glass's
    /// saturation turns about (PixelTone).
    public var luma: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

    /// This colour, at its alpha, over an opaque `below`.
    public func over(_ below: Color) -> Color {
        func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
        return Color(red: mix(red, below.red), green: mix(green, below.green), blue: mix(blue, below.blue))
    }
}
