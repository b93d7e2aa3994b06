/// Type of the bars and lists around a tab bar (UIKit's defaults; the 2008 ones for classic).
extension TextStyle {
    public static let navigationTitle = TextStyle(size: 17, weight: .semibold)
    public static let largeTitle = TextStyle(size: 34, weight: .bold)
    public static let barButton = TextStyle(size: 17, weight: .regular)
    public static let barButtonDone = TextStyle(size: 17, weight: .semibold)
    public static let segment = TextStyle(size: 13, weight: .medium)
    public static let rowTitle = TextStyle(size: 17, weight: .regular)
    public static let rowDetail = TextStyle(size: 17, weight: .regular)
    public static let islandTime = TextStyle(size: 17, weight: .semibold)
    public static let statusText = TextStyle(size: 12, weight: .semibold)
    public static let padStatusText = TextStyle(size: 14, weight: .semibold)

    /// iPhone OS 2: white bold titles on the blue-grey bar, bold 12 pt in bordered buttons.
    public static let classicNavigationTitle = TextStyle(size: 20, weight: .bold)
    public static let classicBarButton = TextStyle(size: 12, weight: .bold)
    public static let classicSegment = TextStyle(size: 12, weight: .bold)
    public static let classicRowTitle = TextStyle(size: 20, weight: .bold)
    public static let classicRowDetail = TextStyle(size: 17, weight: .regular)
    public static let classicStatusText = TextStyle(size: 14, weight: .bold)

    /// The height of one line of this type: Pango's line box for Inter is about 1.21 em.
    public var lineHeight: Double { (size * 1.25).rounded(.up) }
}

extension TextStyle: Codable {
    enum CodingKeys: String, CodingKey {
        case size, weight
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let weight = try container.decode(Int.self, forKey: .weight)
        self.init(size: try container.decode(Double.self, forKey: .size), weight: Weight(rawValue: weight) ?? .regular)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(size, forKey: .size)
        try container.encode(weight.rawValue, forKey: .weight)
    }
}
