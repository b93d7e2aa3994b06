/// The system status bar at the top of a screen.
public struct StatusBarSpec: Codable, Equatable, Sendable {
    /// Default "9:41" ("9:41 AM" on a 20 pt status bar).
    public var time: String?
    /// The date iPads show after the time from iOS 12; default "Tue Jan 9".
    public var date: String?
    /// Battery charge in percent, 0 to 100; default 100.
    public var battery: Int?
    /// Signal strength in bars, 0 to 4; default 4.
    public var signal: Int?
    public var hidden: Bool

    public init(time: String? = nil, date: String? = nil, battery: Int? = nil, signal: Int? = nil, hidden: Bool = false) {
        self.time = time
        self.date = date
        self.battery = battery
        self.signal = signal
        self.hidden = hidden
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case time, date, battery, signal, hidden
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        time = try container.decodeIfPresent(String.self, forKey: .time)
        date = try container.decodeIfPresent(String.self, forKey: .date)
        battery = try container.decodeIfPresent(Int.self, forKey: .battery)
        signal = try container.decodeIfPresent(Int.self, forKey: .signal)
        hidden = try container.decodeIfPresent(Bool.self, forKey: .hidden) ?? false
    }
}

/// A navigation bar: the current screen's title, a back button and the screen's controls.
public struct NavigationBarSpec: Codable, Equatable, Sendable {
    public var title: String?
    /// A large title under the bar's row, shown while the content is scrolled to its top.
    public var largeTitle: Bool
    /// The previous screen's title: the back button shows it, or "Back", or its chevron alone.
    public var back: String?
    /// Buttons after the back button, left to right.
    public var leftItems: [BarButtonItemSpec]
    /// Buttons at the right edge, left to right.
    public var rightItems: [BarButtonItemSpec]
    /// A segmented control in place of the title.
    public var segments: [String]?
    /// Zero-based; default the first segment.
    public var selectedSegment: Int?
    /// Button colour; default the spec's `tint`.
    public var tint: Color?
    public var barTint: Color?
    /// Default: the spec's `translucent`.
    public var translucent: Bool?
    /// Why the bar is off screen; nil while it shows.
    public var hidden: NavigationBarHiding?

    public init(
        title: String? = nil, largeTitle: Bool = false, back: String? = nil,
        leftItems: [BarButtonItemSpec] = [], rightItems: [BarButtonItemSpec] = [],
        segments: [String]? = nil, selectedSegment: Int? = nil, tint: Color? = nil,
        barTint: Color? = nil, translucent: Bool? = nil, hidden: NavigationBarHiding? = nil
    ) {
        self.title = title
        self.largeTitle = largeTitle
        self.back = back
        self.leftItems = leftItems
        self.rightItems = rightItems
        self.segments = segments
        self.selectedSegment = selectedSegment
        self.tint = tint
        self.barTint = barTint
        self.translucent = translucent
        self.hidden = hidden
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, largeTitle, back, leftItems, rightItems, segments, selectedSegment
        case tint, barTint, translucent, hidden
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        largeTitle = try container.decodeIfPresent(Bool.self, forKey: .largeTitle) ?? false
        back = try container.decodeIfPresent(String.self, forKey: .back)
        leftItems = try container.decodeIfPresent([BarButtonItemSpec].self, forKey: .leftItems) ?? []
        rightItems = try container.decodeIfPresent([BarButtonItemSpec].self, forKey: .rightItems) ?? []
        segments = try container.decodeIfPresent([String].self, forKey: .segments)
        selectedSegment = try container.decodeIfPresent(Int.self, forKey: .selectedSegment)
        tint = try container.decodeIfPresent(Color.self, forKey: .tint)
        barTint = try container.decodeIfPresent(Color.self, forKey: .barTint)
        translucent = try container.decodeIfPresent(Bool.self, forKey: .translucent)
        hidden = try container.decodeIfPresent(NavigationBarHiding.self, forKey: .hidden)
    }
}

/// What hid a navigation bar.
public enum NavigationBarHiding: String, SpecKeyword {
    /// Full-screen content (a photo): the status bar, the bottom bar and the toolbar go too.
    case fullScreen = "full-screen"
    /// A keyboard came up (UIKit's hidesBarsWhenKeyboardAppears); needs `keyboard: true`.
    case keyboard
    /// A swipe or a tap hid it (hidesBarsOnSwipe, hidesBarsOnTap); the toolbar goes too.
    case gesture
}

/// What fills the screen under the bars: a list of rows, a picture, or a colour.
public struct ContentSpec: Codable, Equatable, Sendable {
    public var rows: [RowSpec]?
    /// A PNG or SVG, relative to the spec, filling the screen.
    public var image: String?
    /// The background; default the system background of the appearance.
    public var color: Color?

    public init(rows: [RowSpec]? = nil, image: String? = nil, color: Color? = nil) {
        self.rows = rows
        self.image = image
        self.color = color
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case rows, image, color
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rows = try container.decodeIfPresent([RowSpec].self, forKey: .rows)
        image = try container.decodeIfPresent(String.self, forKey: .image)
        color = try container.decodeIfPresent(Color.self, forKey: .color)
    }
}

/// One row of a list: an optional icon, a title, optional detail text, badge and chevron.
public struct RowSpec: Codable, Equatable, Sendable {
    public var title: String
    /// Grey text at the right end of the row.
    public var detail: String?
    /// Drawn as a template image in the tint colour, as the More list draws tab icons.
    public var icon: IconReference?
    public var badge: Badge?
    /// The disclosure chevron: the row leads to another screen.
    public var chevron: Bool
    /// False draws the row dimmed, as a disabled tab's row in the More list.
    public var enabled: Bool

    public init(
        title: String, detail: String? = nil, icon: IconReference? = nil, badge: Badge? = nil, chevron: Bool = false,
        enabled: Bool = true
    ) {
        self.title = title
        self.detail = detail
        self.icon = icon
        self.badge = badge
        self.chevron = chevron
        self.enabled = enabled
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, detail, icon, badge, chevron, enabled
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        detail = try container.decodeIfPresent(String.self, forKey: .detail)
        icon = try container.decodeIfPresent(IconReference.self, forKey: .icon)
        badge = try container.decodeIfPresent(Badge.self, forKey: .badge)
        chevron = try container.decodeIfPresent(Bool.self, forKey: .chevron) ?? false
        enabled = try container.decodeIfPresent(Bool.self, forKey: .enabled) ?? true
    }
}

/// Where the Apple TV's focus is: on a tab of the bar, or in the content (the bar then hides).
public enum FocusSpec: Codable, Equatable, Sendable {
    case tab(TabReference)
    case content

    /// The word that puts the focus in the content; any other text names a tab by its id.
    public static let contentWord = "content"

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self), text == Self.contentWord {
            self = .content
            return
        }
        guard let tab = try? container.decode(TabReference.self) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected \"content\", a tab id or a zero-based tab index")
        }
        self = .tab(tab)
    }

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .content:
            var container = encoder.singleValueContainer()
            try container.encode(Self.contentWord)
        case .tab(let reference):
            try reference.encode(to: encoder)
        }
    }
}

extension Spec {
    /// True when the spec describes a whole screen rather than a bare bar.
    public var isScreen: Bool {
        statusBar != nil || navigationBar != nil || content != nil || toolbar != nil
    }
}
