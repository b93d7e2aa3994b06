/// The families of device whose tab bars differ in shape.
public enum DeviceFamily: String, Codable, Sendable, CaseIterable {
    case phone, pad, tv
}

/// A device: screen size in points (portrait, or the only orientation for Apple TV), pixel scale
/// and the safe-area insets the bar and the status bar respect.
public struct Device: Equatable, Sendable {
    public let name: String
    public let family: DeviceFamily
    public let portraitSize: Size
    public let scale: Int
    public let bottomInsetPortrait: Double
    public let bottomInsetLandscape: Double
    /// The status bar's safe area in portrait (0 where the device has none, Apple TV).
    public let topInsetPortrait: Double
    public let hasDynamicIsland: Bool
    /// Other names people use for the same screen (`iphone-17-pro` is `iphone-16-pro`'s).
    public let aliases: [String]

    public init(
        name: String, family: DeviceFamily, portraitSize: Size, scale: Int, bottomInsetPortrait: Double,
        bottomInsetLandscape: Double, topInsetPortrait: Double, hasDynamicIsland: Bool = false, aliases: [String] = []
    ) {
        self.name = name
        self.family = family
        self.portraitSize = portraitSize
        self.scale = scale
        self.bottomInsetPortrait = bottomInsetPortrait
        self.bottomInsetLandscape = bottomInsetLandscape
        self.topInsetPortrait = topInsetPortrait
        self.hasDynamicIsland = hasDynamicIsland
        self.aliases = aliases
    }

    private static func phone(
        _ name: String, _ width: Double, _ height: Double, scale: Int = 3, top: Double, bottom: Double = 34,
        landscapeBottom: Double = 21, island: Bool = false, aliases: [String] = []
    ) -> Device {
        Device(
            name: name, family: .phone, portraitSize: Size(width: width, height: height), scale: scale,
            bottomInsetPortrait: bottom, bottomInsetLandscape: bottom == 0 ? 0 : landscapeBottom,
            topInsetPortrait: top, hasDynamicIsland: island, aliases: aliases)
    }

    private static func pad(_ name: String, _ width: Double, _ height: Double, aliases: [String] = []) -> Device {
        Device(
            name: name, family: .pad, portraitSize: Size(width: width, height: height), scale: 2,
            bottomInsetPortrait: 20, bottomInsetLandscape: 20, topInsetPortrait: 24, aliases: aliases)
    }

    /// Sizes and insets from Apple's device pages and simulator view dumps (docs/spec.md, "Devices";
    /// `tabbar devices` lists them).
    public static let all: [Device] = [
        phone("iphone-2g", 320, 480, scale: 1, top: 20, bottom: 0),
        phone("iphone-se", 320, 568, scale: 2, top: 20, bottom: 0),
        phone("iphone-8", 375, 667, scale: 2, top: 20, bottom: 0, aliases: ["iphone-se-2", "iphone-se-3"]),
        phone("iphone-14", 390, 844, top: 47, aliases: ["iphone-16e", "iphone-13", "iphone-12"]),
        phone("iphone-14-plus", 428, 926, top: 47),
        phone("iphone-15", 393, 852, top: 59, island: true, aliases: ["iphone-14-pro", "iphone-15-pro", "iphone-16"]),
        phone("iphone-15-pro-max", 430, 932, top: 59, island: true,
              aliases: ["iphone-14-pro-max", "iphone-15-plus", "iphone-16-plus"]),
        phone("iphone-16-pro", 402, 874, top: 62, island: true, aliases: ["iphone-17", "iphone-17-pro"]),
        phone("iphone-16-pro-max", 440, 956, top: 62, island: true, aliases: ["iphone-17-pro-max"]),
        phone("iphone-air", 420, 912, top: 68, landscapeBottom: 20, island: true, aliases: ["iphone-17-air"]),
        pad("ipad-mini", 744, 1133),
        pad("ipad", 820, 1180, aliases: ["ipad-a16", "ipad-air-11"]),
        pad("ipad-air-13", 1024, 1366),
        pad("ipad-pro-11", 834, 1210),
        pad("ipad-pro-13", 1032, 1376),
        Device(name: "apple-tv", family: .tv, portraitSize: Size(width: 1920, height: 1080), scale: 1,
               bottomInsetPortrait: 0, bottomInsetLandscape: 0, topInsetPortrait: 0),
    ]

    public static func named(_ name: String) -> Device? {
        all.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// Every name a spec may use, presets and aliases.
    public static var allNames: [String] { all.flatMap { [$0.name] + $0.aliases } }

    /// Apple TV has a single, landscape screen; every other device turns.
    public var rotates: Bool { family != .tv }

    public func screenSize(_ orientation: Orientation) -> Size {
        guard rotates, orientation == .landscape else { return portraitSize }
        return Size(width: portraitSize.height, height: portraitSize.width)
    }

    public func bottomInset(_ orientation: Orientation) -> Double {
        orientation == .landscape ? bottomInsetLandscape : bottomInsetPortrait
    }

    /// UIKit's horizontal size class is regular on iPad, and on the large phones in landscape.
    public func hasRegularWidth(_ orientation: Orientation) -> Bool {
        switch family {
        case .pad, .tv: true
        case .phone: orientation == .landscape && portraitSize.width >= 414
        }
    }

    /// 4-inch and smaller phones, which UIKit lays out tighter.
    public var isNarrowPhone: Bool { family == .phone && portraitSize.width <= 320 }
}

public enum Orientation: String, Codable, Sendable, CaseIterable {
    case portrait, landscape
}

/// The device a spec names: a preset by name, or a screen of its own.
public enum DeviceChoice: Codable, Equatable, Sendable {
    case preset(String)
    case custom(CustomDevice)

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let name = try? container.decode(String.self) {
            self = .preset(name)
        } else if (try? decoder.container(keyedBy: AnyCodingKey.self)) != nil {
            self = .custom(try CustomDevice(from: decoder))
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a device name such as iphone-16-pro, or {width, height, scale, insets}")
        }
    }

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .preset(let name):
            var container = encoder.singleValueContainer()
            try container.encode(name)
        case .custom(let device):
            try device.encode(to: encoder)
        }
    }

    /// The name messages and reference images use.
    public var name: String {
        switch self {
        case .preset(let name): name
        case .custom(let device): device.name
        }
    }

    /// nil for an unknown preset name.
    public var device: Device? {
        switch self {
        case .preset(let name): Device.named(name)
        case .custom(let custom): custom.device
        }
    }
}

/// A screen that no preset describes, in points.
public struct CustomDevice: Codable, Equatable, Sendable {
    public struct Insets: Codable, Equatable, Sendable {
        public var top: Double
        public var bottom: Double
        public var landscapeBottom: Double

        enum CodingKeys: String, CodingKey, CaseIterable { case top, bottom, landscapeBottom }

        public init(top: Double = 20, bottom: Double = 0, landscapeBottom: Double? = nil) {
            self.top = top
            self.bottom = bottom
            self.landscapeBottom = landscapeBottom ?? (bottom > 0 ? 21 : 0)
        }

        public init(from decoder: Decoder) throws {
            try decoder.rejectUnknownKeys(CodingKeys.self)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let top = try container.decodeIfPresent(Double.self, forKey: .top) ?? 20
            let bottom = try container.decodeIfPresent(Double.self, forKey: .bottom) ?? 0
            let landscape = try container.decodeIfPresent(Double.self, forKey: .landscapeBottom)
            for (key, value) in [(CodingKeys.top, top), (.bottom, bottom), (.landscapeBottom, landscape ?? 0)] where !(0...100).contains(value) {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "expected an inset from 0 to 100 points, got \(value)")
            }
            self.init(top: top, bottom: bottom, landscapeBottom: landscape)
        }
    }

    public var name: String
    public var family: DeviceFamily
    public var width: Double
    public var height: Double
    public var scale: Int
    public var insets: Insets

    enum CodingKeys: String, CodingKey, CaseIterable { case name, family, width, height, scale, insets }

    public init(name: String = "custom", family: DeviceFamily = .phone, width: Double, height: Double, scale: Int, insets: Insets = Insets()) {
        self.name = name
        self.family = family
        self.width = width
        self.height = height
        self.scale = scale
        self.insets = insets
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? "custom"
        guard !name.isEmpty, name.count <= 40, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .name, in: container, debugDescription: "expected a name of 1 to 40 letters, digits and dashes")
        }
        family = try container.decodeIfPresent(DeviceFamily.self, forKey: .family) ?? .phone
        guard family != .tv else {
            throw DecodingError.dataCorruptedError(forKey: .family, in: container, debugDescription: "expected phone or pad; Apple TV is the apple-tv preset")
        }
        width = try container.decode(Double.self, forKey: .width)
        height = try container.decode(Double.self, forKey: .height)
        for (key, value) in [(CodingKeys.width, width), (.height, height)] where !(200...2000).contains(value) {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "expected a size from 200 to 2000 points, got \(value)")
        }
        guard width <= height else {
            throw DecodingError.dataCorruptedError(
                forKey: .width, in: container, debugDescription: "expected the portrait size: width no larger than height")
        }
        scale = try container.decode(Int.self, forKey: .scale)
        guard PixelScale(scale) != nil else {
            throw DecodingError.dataCorruptedError(forKey: .scale, in: container, debugDescription: PixelScale.expectation(got: scale))
        }
        insets = try container.decodeIfPresent(Insets.self, forKey: .insets) ?? Insets()
    }

    public var device: Device {
        Device(
            name: name, family: family, portraitSize: Size(width: width, height: height), scale: scale,
            bottomInsetPortrait: insets.bottom, bottomInsetLandscape: insets.landscapeBottom,
            topInsetPortrait: insets.top, hasDynamicIsland: false)
    }
}

extension DeviceFamily: SpecKeyword {}

extension DeviceChoice: ExpressibleByStringLiteral {
    /// `Spec(device: "iphone-16-pro", …)` in Swift, as in a spec file.
    public init(stringLiteral name: String) { self = .preset(name) }
}
