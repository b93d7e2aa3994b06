/// The geometry of a spec on its device, in points: what the renderer draws and tests assert on.
public struct Layout: Codable, Equatable, Sendable {
    public var device: String
    public var family: DeviceFamily
    public var orientation: Orientation
    public var style: Style
    /// The iOS release drawn; nil for the classic style and Apple TV.
    public var ios: Int?
    public var scale: Int
    public var screen: Size
    /// Where the screen's top-left corner lies: (0, 0) unless the layout was moved.
    public var screenOrigin = Point(x: 0, y: 0)
    /// The bottom safe-area inset in this orientation.
    public var safeAreaBottom: Double
    /// True when the bar is not on screen (a keyboard is up).
    public var hidden: Bool
    /// The part of the screen an output image shows: the bar, or the keyboard when it hides the bar.
    public var canvas: Rect
    public var bar: BarLayout
    public var keyboardFrame: Rect?
    /// The system's home indicator, drawn over the bar's safe-area inset on devices that have one.
    public var homeIndicator: Rect?
    /// The items on the bar in the order they run (from the right when mirrored), including a More item.
    public var tabs: [TabLayout]
    /// Spec indices of the tabs reachable only through More, in the order shown.
    public var moreList: [Int]
    /// Spec indices of tabs that are neither on the bar nor in a More list (Apple TV, the iPad's
    /// top bar, whose rest are in the sidebar); removed
    /// tabs are in neither list.
    public var notShown: [Int]
    public var warnings: [LayoutWarning]
    /// The screen around the bar, for a screen spec; nil for a bare bar.
    public var screenLayout: ScreenLayout? = nil
    /// Apple TV with a `focus` key.
    public var tvFocus: TVFocusLayout? = nil
    /// Right to left: every frame is mirrored about the screen's vertical centre line.
    public var layoutDirection: LayoutDirection = .ltr
    /// iOS 26 iPhone: the glass row above the bar (or beside the minimised bar).
    public var accessory: AccessoryLayout? = nil
    /// The group titles of an open iPad sidebar (its rows are `tabs`); nil elsewhere, so other
    /// layouts' JSON stays as it was.
    public var sidebarHeaders: [SidebarHeader]? = nil

    /// The item the user has selected: the tab itself, or More when the tab is in the More list.
    public var selectedTab: TabLayout? { tabs.first { $0.selected } }

    /// The screen's rectangle in the layout's coordinates.
    public var screenFrame: Rect { Rect(x: screenOrigin.x, y: screenOrigin.y, width: screen.width, height: screen.height) }

    /// The same layout in coordinates whose origin is the canvas's top-left corner, as an image of
    /// the canvas is drawn.
    public func relativeToCanvas() -> Layout {
        let dx = -canvas.x
        let dy = -canvas.y
        // Screens are drawn whole, from the screen's corner: their frames need no move.
        guard dx != 0 || dy != 0 else { return self }
        var moved = walkingFrames(.offset(dx: dx, dy: dy))
        moved.screenOrigin = Point(x: screenOrigin.x + dx, y: screenOrigin.y + dy)
        return moved
    }
}

public enum BarEdge: String, Codable, Sendable {
    case top, bottom
    /// The iPad's sidebar.
    case leading
}

/// A tab group's title in the iPad's sidebar.
public struct SidebarHeader: Codable, Equatable, Sendable {
    public var title: String
    public var frame: Rect
    public var titleStyle: TextStyle
    public var titleBaseline: Double
}

/// How a bar arranges its items; each kind has its own figures in the release's row.
public enum BarKind: String, Codable, Sendable {
    /// Icon over title in equal slots across the width (iPhone; `UITabBar.ItemPositioning.fill`).
    case stacked
    /// Icon over title, items of one width centred (iPad before iOS 11, and the 2008 iPad bar).
    case stackedCentered
    /// Icon beside title in equal slots: iPhone in landscape from iOS 11 (compact height).
    case compactInline
    /// Icon beside title, each item as wide as its content, evenly spaced: iPad and the large
    /// iPhones in landscape from iOS 11 (regular width).
    case inline
    /// iOS 26 on iPhone: a floating glass capsule above the bottom edge.
    case floatingCapsule
    /// iPadOS 18 and later: a floating capsule at the top, items sized to their titles.
    case topCapsule
    /// iPadOS 18 and later with the sidebar open: the tabs and groups in a column.
    case sidebar
    /// Apple TV: titles along the top.
    case tv
}

public struct BarLayout: Codable, Equatable, Sendable {
    /// The whole bar, including the safe-area inset below it.
    public var frame: Rect
    /// The part that holds items: the frame less the inset.
    public var contentFrame: Rect
    public var edge: BarEdge
    public var kind: BarKind
    /// The hairline, one device pixel just above the frame; nil where none is drawn (scroll edge,
    /// the glass capsule, the classic bar, Apple TV).
    public var separator: Rect?
    /// At rest at the scroll edge (iOS 15 and later): no material and no hairline.
    public var scrollEdge: Bool
    /// The capsule that is drawn in place of an edge-to-edge bar (iOS 26 on iPhone, iPad's top bar).
    public var capsule: Rect?
    /// iPad's sidebar button, at the leading end of the top bar's row; nil where the tabs cannot
    /// become a sidebar.
    public var sidebarToggle: Rect? = nil
    /// iOS 26 iPhone: the search tab's round glass button at the trailing end.
    public var searchButton: Rect? = nil

    public init(frame: Rect, contentFrame: Rect, edge: BarEdge, kind: BarKind, separator: Rect? = nil, scrollEdge: Bool = false, capsule: Rect? = nil) {
        self.frame = frame
        self.contentFrame = contentFrame
        self.edge = edge
        self.kind = kind
        self.separator = separator
        self.scrollEdge = scrollEdge
        self.capsule = capsule
    }
}

public struct TabLayout: Equatable, Sendable {
    public var id: String
    public var title: String
    /// Index in the spec's `tabs`; nil for the More item.
    public var specIndex: Int?
    public var icon: IconReference?
    public var selected: Bool
    public var isMore: Bool
    public var enabled: Bool
    /// The item's own box.
    public var frame: Rect
    /// Where a touch selects this item: its whole slot.
    public var hitRegion: Rect
    /// Where the picture is drawn (see `IconDrawing`): the release's symbol box, or a file's
    /// natural size centred on it.
    public var iconFrame: Rect?
    /// The release's symbol box the picture is centred on, when it is drawn at another size.
    public var symbolBox: Rect? = nil
    public var titleFrame: Rect
    public var titleStyle: TextStyle
    /// Where the title's baseline lies; nil centres the line in `titleFrame` (classic, Apple TV).
    public var titleBaseline: Double? = nil
    /// The title's natural width; wider than `titleFrame` means it is shown truncated.
    public var titleWidth: Double
    public var badge: String?
    public var badgeFrame: Rect?
    public var badgeTextStyle: TextStyle = .badge
    /// Tinted, or in the icon's own colours.
    public var iconMode: IconMode = .template

    public var titleTruncated: Bool { titleWidth > titleFrame.width + 1e-6 }
}

extension TabLayout: Codable {
    enum CodingKeys: String, CodingKey {
        case id, title, specIndex, icon, selected, isMore, enabled, frame, hitRegion, iconFrame
        case symbolBox = "symbolFrame"
        case titleFrame, titleSize, titleWeight, titleBaseline, titleWidth, titleTruncated, badge, badgeFrame
        case badgeTextSize, iconMode
    }

    // Written by hand so that absent frames appear as null, which readers of the JSON rely on.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(specIndex, forKey: .specIndex)
        try container.encode(icon, forKey: .icon)
        try container.encode(selected, forKey: .selected)
        try container.encode(isMore, forKey: .isMore)
        try container.encode(enabled, forKey: .enabled)
        try container.encode(frame, forKey: .frame)
        try container.encode(hitRegion, forKey: .hitRegion)
        try container.encode(iconFrame, forKey: .iconFrame)
        try container.encodeIfPresent(symbolBox, forKey: .symbolBox)
        try container.encode(titleFrame, forKey: .titleFrame)
        try container.encode(titleStyle.size, forKey: .titleSize)
        try container.encode(titleStyle.weight.rawValue, forKey: .titleWeight)
        try container.encode(titleBaseline, forKey: .titleBaseline)
        try container.encode(titleWidth, forKey: .titleWidth)
        try container.encode(titleTruncated, forKey: .titleTruncated)
        try container.encode(badge, forKey: .badge)
        try container.encode(badgeFrame, forKey: .badgeFrame)
        try container.encode(badgeTextStyle.size, forKey: .badgeTextSize)
        try container.encode(iconMode, forKey: .iconMode)
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        specIndex = try container.decodeIfPresent(Int.self, forKey: .specIndex)
        icon = try container.decodeIfPresent(IconReference.self, forKey: .icon)
        selected = try container.decode(Bool.self, forKey: .selected)
        isMore = try container.decode(Bool.self, forKey: .isMore)
        enabled = try container.decode(Bool.self, forKey: .enabled)
        frame = try container.decode(Rect.self, forKey: .frame)
        hitRegion = try container.decode(Rect.self, forKey: .hitRegion)
        iconFrame = try container.decodeIfPresent(Rect.self, forKey: .iconFrame)
        symbolBox = try container.decodeIfPresent(Rect.self, forKey: .symbolBox)
        titleFrame = try container.decode(Rect.self, forKey: .titleFrame)
        let weight = try container.decode(Int.self, forKey: .titleWeight)
        titleStyle = TextStyle(
            size: try container.decode(Double.self, forKey: .titleSize),
            weight: TextStyle.Weight(rawValue: weight) ?? .regular)
        titleBaseline = try container.decodeIfPresent(Double.self, forKey: .titleBaseline)
        titleWidth = try container.decode(Double.self, forKey: .titleWidth)
        badge = try container.decodeIfPresent(String.self, forKey: .badge)
        badgeFrame = try container.decodeIfPresent(Rect.self, forKey: .badgeFrame)
        badgeTextStyle = TextStyle(size: try container.decodeIfPresent(Double.self, forKey: .badgeTextSize) ?? 13, weight: .regular)
        iconMode = try container.decodeIfPresent(IconMode.self, forKey: .iconMode) ?? .template
    }
}

/// Something about the layout a designer should know; not an error.
public struct LayoutWarning: Codable, Equatable, Sendable {
    public enum Code: String, Codable, Sendable {
        case hitRegionTooSmall = "hit-region-too-small"
        case titleTruncated = "title-truncated"
        case tabNotShown = "tab-not-shown"
        case selectedNotShown = "selected-not-shown"
        case focusedNotShown = "focused-not-shown"
    }

    public var code: Code
    public var path: String
    public var message: String
}

extension Layout {
    /// UIKit draws the hairline one device pixel above the bar's frame, over the content; a bare
    /// bar's picture grows by that pixel so the hairline shows.
    mutating func placeSeparator() {
        let edgeToEdge: Set<BarKind> = [.stacked, .stackedCentered, .compactInline, .inline]
        guard style == .modern, edgeToEdge.contains(bar.kind), !bar.scrollEdge else {
            bar.separator = nil
            return
        }
        let pixel = 1 / Double(scale)
        let line = Rect(x: bar.frame.x, y: bar.frame.y - pixel, width: bar.frame.width, height: pixel)
        bar.separator = line
        if canvas == bar.frame {
            canvas = Rect(x: canvas.x, y: line.y, width: canvas.width, height: canvas.height + pixel)
        }
    }
}
