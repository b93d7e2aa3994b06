/// The families of device whose tab bars differ in shape.
public enum DeviceFamily: String, Codable, Sendable {
    case phone, pad, tv
}

/// A device preset: screen size in points (portrait, or the only orientation for Apple TV),
/// pixel scale and the bottom safe-area inset in each orientation.
public struct Device: Equatable, Sendable {
    public let name: String
    public let family: DeviceFamily
    public let portraitSize: Size
    public let scale: Int
    public let bottomInsetPortrait: Double
    public let bottomInsetLandscape: Double

    public static let all: [Device] = [
        Device(name: "iphone-2g", family: .phone, portraitSize: Size(width: 320, height: 480),
               scale: 1, bottomInsetPortrait: 0, bottomInsetLandscape: 0),
        Device(name: "iphone-se", family: .phone, portraitSize: Size(width: 320, height: 568),
               scale: 2, bottomInsetPortrait: 0, bottomInsetLandscape: 0),
        Device(name: "iphone-8", family: .phone, portraitSize: Size(width: 375, height: 667),
               scale: 2, bottomInsetPortrait: 0, bottomInsetLandscape: 0),
        Device(name: "iphone-15", family: .phone, portraitSize: Size(width: 393, height: 852),
               scale: 3, bottomInsetPortrait: 34, bottomInsetLandscape: 21),
        Device(name: "iphone-15-pro-max", family: .phone, portraitSize: Size(width: 430, height: 932),
               scale: 3, bottomInsetPortrait: 34, bottomInsetLandscape: 21),
        Device(name: "ipad", family: .pad, portraitSize: Size(width: 820, height: 1180),
               scale: 2, bottomInsetPortrait: 20, bottomInsetLandscape: 20),
        Device(name: "ipad-pro-13", family: .pad, portraitSize: Size(width: 1032, height: 1376),
               scale: 2, bottomInsetPortrait: 20, bottomInsetLandscape: 20),
        Device(name: "apple-tv", family: .tv, portraitSize: Size(width: 1920, height: 1080),
               scale: 1, bottomInsetPortrait: 0, bottomInsetLandscape: 0),
    ]

    public static func named(_ name: String) -> Device? {
        all.first { $0.name == name }
    }

    /// Apple TV has a single, landscape screen; every other device turns.
    public var rotates: Bool { family != .tv }

    public func screenSize(_ orientation: Orientation) -> Size {
        guard rotates, orientation == .landscape else { return portraitSize }
        return Size(width: portraitSize.height, height: portraitSize.width)
    }

    public func bottomInset(_ orientation: Orientation) -> Double {
        orientation == .landscape ? bottomInsetLandscape : bottomInsetPortrait
    }
}

public enum Orientation: String, Codable, Sendable, CaseIterable {
    case portrait, landscape
}
