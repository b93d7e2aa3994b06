/// The geometry of a whole screen around the tab bar, in points from the screen's top-left.
///
/// The tab bar itself stays in `Layout.bar` and `Layout.tabs`, the keyboard in
/// `Layout.keyboardFrame`; this holds everything else.
public struct ScreenLayout: Codable, Equatable, Sendable {
    /// Nil when hidden (full-screen content, or a phone turned to landscape).
    public var statusBar: StatusBarLayout?
    public var navigationBar: NavigationBarLayout?
    public var content: ContentLayout
    public var toolbar: ToolbarLayout?

    public init(statusBar: StatusBarLayout?, navigationBar: NavigationBarLayout?, content: ContentLayout, toolbar: ToolbarLayout?) {
        self.statusBar = statusBar
        self.navigationBar = navigationBar
        self.content = content
        self.toolbar = toolbar
    }
}

/// One line of text: what it says, where, in which type, and how wide it would be uncut.
public struct TextLayout: Codable, Equatable, Sendable {
    public var text: String
    /// As wide as the text, or narrower when the text is cut with an ellipsis.
    public var frame: Rect
    public var style: TextStyle
    public var naturalWidth: Double

    public init(text: String, frame: Rect, style: TextStyle, naturalWidth: Double) {
        self.text = text
        self.frame = frame
        self.style = style
        self.naturalWidth = naturalWidth
    }

    public var truncated: Bool { naturalWidth > frame.width + 1e-6 }
}

/// A button of a navigation bar or a toolbar.
public struct BarItemLayout: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable {
        case text, glyph
    }

    public var kind: Kind
    /// The spec field it comes from, such as `toolbar.items[2]`.
    public var path: String
    /// The visible box: the text, the glyph, or the classic style's bordered button.
    public var frame: Rect
    /// Where a touch reaches it: at least 44 pt wide, the bar's full height.
    public var hitRegion: Rect
    public var title: TextLayout?
    public var glyphFrame: Rect?
    /// The picture of a glyph item: the spec's icon, or nil with `systemItem` naming the glyph.
    public var icon: IconReference?
    public var systemItem: BarButtonSystemItem?
    public var emphasized: Bool
    public var enabled: Bool
    /// The classic style draws text buttons inside a bordered box.
    public var bordered: Bool
    /// iOS 26 draws the button on Liquid Glass: a circle round a symbol, a capsule round a word
    /// (`frame`).
    public var glass: Bool = false
}

/// Which form the back button takes: the previous title, "Back", or the chevron alone.
public enum BackButtonForm: String, Codable, Sendable {
    case previousTitle = "previous-title"
    case back
    case chevronOnly = "chevron-only"
}

public struct BackButtonLayout: Codable, Equatable, Sendable {
    public var form: BackButtonForm
    /// What the spec asked for, before shortening.
    public var previousTitle: String
    public var frame: Rect
    public var hitRegion: Rect
    public var chevronFrame: Rect
    /// Nil for the chevron alone.
    public var title: TextLayout?
    public var bordered: Bool
    /// iOS 26: a glass circle (`frame`) round the chevron, and no title.
    public var glass: Bool = false
}

public struct SegmentedControlLayout: Codable, Equatable, Sendable {
    public var frame: Rect
    /// Each segment's box, left to right, with its title.
    public var segments: [SegmentLayout]
    public var selectedIndex: Int
}

public struct SegmentLayout: Codable, Equatable, Sendable {
    public var frame: Rect
    public var title: TextLayout
}

/// What a navigation bar draws behind its buttons.
public enum NavigationBarBackground: String, Codable, Sendable {
    /// The standard appearance: the bar's material and a hairline under it.
    case material
    /// The scroll-edge appearance (iOS 15–18, content at its top): nothing, no hairline.
    case clear
    /// iOS 26 with content under the bar: no bar, the content fading softly under its top.
    case scrollEdgeEffect = "scroll-edge-effect"
}

public struct NavigationBarLayout: Codable, Equatable, Sendable {
    /// The bar below the status bar: its row of buttons and, when shown, the large title's area.
    public var frame: Rect
    /// What the bar's background covers: in the modern style it reaches up behind the status bar.
    public var backgroundFrame: Rect
    /// The row that holds the buttons and the standard title.
    public var row: Rect
    /// The standard title in the row; nil while the large title shows, or with a segmented control.
    public var title: TextLayout?
    /// The large title under the row, while the content is near its top.
    public var largeTitle: TextLayout?
    /// The large title's area, which clips it as the content scrolls up.
    public var largeTitleArea: Rect?
    public var back: BackButtonLayout?
    public var leftItems: [BarItemLayout]
    public var rightItems: [BarItemLayout]
    public var segmentedControl: SegmentedControlLayout?
    public var translucent: Bool
    /// Why the bar is not drawn; its frames then say where it would be.
    public var hidden: NavigationBarHiding?
    public var background: NavigationBarBackground = .material
}

public struct ToolbarLayout: Codable, Equatable, Sendable {
    /// The bar, including the bottom safe-area inset when nothing stands below it.
    public var frame: Rect
    /// The part that holds the items.
    public var contentFrame: Rect
    public var items: [BarItemLayout]
    public var translucent: Bool
    /// True when the keyboard covers it or a gesture or full-screen content hid it.
    public var hidden: Bool
    /// iOS 26: no bar, only these pieces of glass under the items (a circle round a lone symbol,
    /// a capsule round a group). Empty before iOS 26, where `frame` is the bar.
    public var glass: [Rect] = []
}

public struct ContentLayout: Equatable, Sendable {
    /// What fills the content area.
    public enum Body: Equatable, Sendable {
        /// The screen's background colour alone.
        case color
        /// A picture that fills `frame`; its path is relative to the spec.
        case image(String)
        /// A list (the spec's rows, or the More list).
        case rows([RowLayout])
        /// The Edit screen's icons.
        case grid(GridLayout)
    }

    /// The body's name, as the layout JSON states it.
    public enum Kind: String, Codable, Sendable {
        case color, image, rows, grid
    }

    public var body: Body
    /// The area the content is drawn in: the whole screen under translucent bars, less the
    /// opaque bars.
    public var frame: Rect
    /// Points the content is scrolled up by.
    public var scrollOffset: Double
    /// Where the first row starts when the content is not scrolled: below the top bars.
    public var topInset: Double

    public init(body: Body, frame: Rect, scrollOffset: Double, topInset: Double) {
        self.body = body
        self.frame = frame
        self.scrollOffset = scrollOffset
        self.topInset = topInset
    }

    public var kind: Kind {
        switch body {
        case .color: .color
        case .image: .image
        case .rows: .rows
        case .grid: .grid
        }
    }

    /// The list's rows; none for other content.
    public var rows: [RowLayout] {
        if case .rows(let rows) = body { rows } else { [] }
    }

    /// The picture's path; nil for other content.
    public var image: String? {
        if case .image(let path) = body { path } else { nil }
    }

    /// The Edit screen's tabs; nil for other content.
    public var grid: GridLayout? {
        if case .grid(let grid) = body { grid } else { nil }
    }
}

extension ContentLayout: Codable {
    // The layout JSON keeps its flat shape: `kind`, then `rows` (empty unless a list), and `image`
    // or `grid` only when they are the body.
    private enum CodingKeys: String, CodingKey {
        case kind, frame, scrollOffset, topInset, rows, image, grid
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        frame = try container.decode(Rect.self, forKey: .frame)
        scrollOffset = try container.decode(Double.self, forKey: .scrollOffset)
        topInset = try container.decode(Double.self, forKey: .topInset)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .color: body = .color
        case .image: body = .image(try container.decode(String.self, forKey: .image))
        case .rows: body = .rows(try container.decode([RowLayout].self, forKey: .rows))
        case .grid: body = .grid(try container.decode(GridLayout.self, forKey: .grid))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(frame, forKey: .frame)
        try container.encode(scrollOffset, forKey: .scrollOffset)
        try container.encode(topInset, forKey: .topInset)
        try container.encode(rows, forKey: .rows)
        try container.encodeIfPresent(image, forKey: .image)
        try container.encodeIfPresent(grid, forKey: .grid)
    }
}

extension ContentLayout {
    /// True when some of the content lies below `y`, as content scrolled under a bar does; a
    /// plain colour has nothing to scroll.
    public func reaches(below y: Double) -> Bool {
        switch body {
        case .color: false
        case .image: frame.maxY > y
        case .rows(let rows): rows.contains { $0.frame.maxY > y }
        case .grid(let grid): grid.cells.contains { $0.frame.maxY > y }
        }
    }

    /// True when some of the content lies above `y`: scrolled up under a top bar, or a picture
    /// that runs under it.
    public func reaches(above y: Double) -> Bool {
        switch body {
        case .color: false
        case .image: frame.minY < y
        case .rows(let rows): rows.contains { $0.frame.minY < y - 1e-9 }
        case .grid(let grid): grid.cells.contains { $0.frame.minY < y - 1e-9 }
        }
    }
}

public struct RowLayout: Codable, Equatable, Sendable {
    /// Position in the list: the index in the spec's `content.rows`, or the row of the More list.
    public var index: Int
    public var frame: Rect
    public var iconFrame: Rect?
    public var icon: IconReference?
    public var title: TextLayout
    public var detail: TextLayout?
    public var badge: String?
    public var badgeFrame: Rect?
    public var chevronFrame: Rect?
    /// The hairline under the row, one device pixel tall.
    public var separatorFrame: Rect
    /// The tab (index in `Spec.tabs`) a row of the More list stands for; nil for the spec's own rows.
    public var tab: Int? = nil
    /// False: drawn dimmed (a disabled tab in the More list, or a row the spec disables).
    public var enabled = true
    /// A More-list row keeps its tab's rendering mode; the spec's own rows are tinted.
    public var iconMode: IconMode = .template

    /// The spec field the row comes from, for messages: `content.rows[2]`, or `tabs[5]` in the More list.
    public var path: String { tab.map { "tabs[\($0)]" } ?? "content.rows[\(index)]" }
}

public struct StatusBarLayout: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable {
        /// Phones with the Dynamic Island: the time left of it, the indicators right of it.
        case island
        /// 20 pt phones (home button): time in the middle.
        case compact
        /// iPads: time at the left, indicators at the right.
        case pad
        /// iPhone OS 2: grey gradient, carrier and bars at the left, time in the middle.
        case classic
    }

    public var kind: Kind
    public var frame: Rect
    public var time: TextLayout
    /// iPads from iOS 12: the date after the time.
    public var date: TextLayout?
    public var carrier: TextLayout?
    /// Four (five in the classic style) bars of rising height.
    public var signalFrame: Rect
    public var signalBars: Int
    public var signalLevel: Int
    public var wifiFrame: Rect?
    public var batteryFrame: Rect
    /// 0 to 1.
    public var batteryLevel: Double
    public var batteryPercentage: TextLayout?
    public var islandFrame: Rect?
}

/// Apple TV: where the focus is, and how the focused tab is raised.
public struct TVFocusLayout: Codable, Equatable, Sendable {
    /// True when the focus is in the content: the bar slides away.
    public var inContent: Bool
    /// Position in `Layout.tabs` of the focused tab; nil when the focus is in the content or
    /// on a tab that does not fit on the bar.
    public var focusedTab: Int?
    /// The focused tab, grown around its centre as tvOS lifts it towards the viewer.
    public var raisedFrame: Rect?
    /// How much the focused tab grows.
    public var liftScale: Double
    /// Position in `Layout.tabs` of the selected tab when it is not the focused one: it keeps a
    /// quieter mark so people see which section they are in.
    public var selectedMark: Int?
}

extension Layout {
    /// What hides the tab bar, completing "the tab bar is hidden by …"; nil while it shows.
    public var tabBarHiddenBy: String? {
        guard hidden else { return nil }
        if tvFocus?.inContent == true { return "the focus moving into the content" }
        if screenLayout?.navigationBar?.hidden == .fullScreen { return "full-screen content" }
        if keyboardFrame != nil { return "the keyboard" }
        return "the screen's toolbar, which stands in its place"
    }
}
