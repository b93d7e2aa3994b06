import Foundation

/// A tab bar, as a user describes it in a YAML or JSON file.
///
/// Optional fields are resolved (device defaults, appearance colours) by the layout and the
/// palette, so that a spec encodes back to what the user wrote.
public struct Spec: Codable, Equatable, Sendable {
    public var device: DeviceChoice
    public var orientation: Orientation?
    public var style: Style
    /// The release whose look is drawn; `IOSRelease.default` when nil. Not with the classic style.
    public var ios: IOSRelease?
    public var appearance: Appearance
    public var tint: Color?
    public var unselectedTint: Color?
    public var barTint: Color?
    public var badgeColor: Color?
    public var translucent: Bool
    /// iOS 15 and later: true draws the bar at rest at the scroll edge (no material, no hairline);
    /// nil lets a screen decide from whether its content reaches under the bar.
    public var scrollEdge: Bool?
    public var backdrop: Backdrop?
    public var keyboard: Bool
    public var selected: TabReference?
    /// Where the bar lives on iPad; nil means the main view.
    public var placement: BarPlacement?
    /// May be empty only in a screen that has a toolbar or a navigation bar.
    public var tabs: [TabSpec]
    // A screen around the bar (see ScreenSpec.swift); all nil for a bare bar.
    public var statusBar: StatusBarSpec?
    public var navigationBar: NavigationBarSpec?
    public var content: ContentSpec?
    public var toolbar: ToolbarSpec?
    /// How far the content is scrolled up, in points; negative pulls it down.
    public var scrollOffset: Double?
    /// False leaves the home indicator out (screenshots of phones without a home button show it).
    public var homeIndicator: Bool? = nil
    /// Apple TV: the focused tab, or the content.
    public var focus: FocusSpec?
    /// The More screen or the Edit screen instead of the selected tab; nil (or `tab`) for the tab.
    public var show: ShownScreen?
    /// How custom icon files are sized: at their own size (UIKit's rule) or fitted to the icon box.
    public var iconSizing: IconSizing?
    /// Right-to-left mirrors the bar; nil follows `locale`.
    public var layoutDirection: LayoutDirection?
    /// The app's language, such as `ar` or `he-IL`; a right-to-left language mirrors the bar.
    public var locale: String?
    /// iPad, iPadOS 18 and later: the top bar, or the sidebar open.
    public var mode: TabMode?
    /// iPad, iPadOS 18 and later: titled groups of tabs in the sidebar.
    public var groups: [TabGroupSpec]?
    /// iOS 26 iPhone: the bar shrunk to its selected tab after scrolling.
    public var minimized: Bool
    /// iOS 26 iPhone: a glass row above the bar.
    public var accessory: AccessorySpec?
    /// What `tabbar import` could not know without running the app; not drawn, linted.
    public var unknowns: [SpecUnknown]?

    public init(
        device: DeviceChoice, orientation: Orientation? = nil, style: Style = .modern, ios: IOSRelease? = nil,
        appearance: Appearance = .light, tint: Color? = nil, unselectedTint: Color? = nil,
        barTint: Color? = nil, badgeColor: Color? = nil, translucent: Bool = true,
        scrollEdge: Bool? = nil, backdrop: Backdrop? = nil, keyboard: Bool = false, selected: TabReference? = nil,
        placement: BarPlacement? = nil, tabs: [TabSpec], statusBar: StatusBarSpec? = nil,
        navigationBar: NavigationBarSpec? = nil, content: ContentSpec? = nil, toolbar: ToolbarSpec? = nil,
        scrollOffset: Double? = nil, focus: FocusSpec? = nil, show: ShownScreen? = nil,
        iconSizing: IconSizing? = nil, layoutDirection: LayoutDirection? = nil, locale: String? = nil,
        mode: TabMode? = nil, groups: [TabGroupSpec]? = nil, minimized: Bool = false, accessory: AccessorySpec? = nil,
        unknowns: [SpecUnknown]? = nil
    ) {
        self.device = device
        self.orientation = orientation
        self.style = style
        self.ios = ios
        self.appearance = appearance
        self.tint = tint
        self.unselectedTint = unselectedTint
        self.barTint = barTint
        self.badgeColor = badgeColor
        self.translucent = translucent
        self.scrollEdge = scrollEdge
        self.backdrop = backdrop
        self.keyboard = keyboard
        self.selected = selected
        self.placement = placement
        self.tabs = tabs
        self.statusBar = statusBar
        self.navigationBar = navigationBar
        self.content = content
        self.toolbar = toolbar
        self.scrollOffset = scrollOffset
        self.focus = focus
        self.show = show
        self.iconSizing = iconSizing
        self.layoutDirection = layoutDirection
        self.locale = locale
        self.mode = mode
        self.groups = groups
        self.minimized = minimized
        self.accessory = accessory
        self.unknowns = unknowns
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case device, orientation, style, ios, appearance, tint, unselectedTint, barTint, badgeColor
        case translucent, scrollEdge, backdrop, keyboard, selected, placement, tabs
        case statusBar, navigationBar, content, toolbar, scrollOffset, homeIndicator, focus, show
        case iconSizing, layoutDirection, locale
        case mode, groups, minimized, accessory, unknowns
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        device = try container.decode(DeviceChoice.self, forKey: .device)
        orientation = try container.decodeIfPresent(Orientation.self, forKey: .orientation)
        style = try container.decodeIfPresent(Style.self, forKey: .style) ?? .modern
        ios = try container.decodeIfPresent(IOSRelease.self, forKey: .ios)
        appearance = try container.decodeIfPresent(Appearance.self, forKey: .appearance) ?? .light
        tint = try container.decodeIfPresent(Color.self, forKey: .tint)
        unselectedTint = try container.decodeIfPresent(Color.self, forKey: .unselectedTint)
        barTint = try container.decodeIfPresent(Color.self, forKey: .barTint)
        badgeColor = try container.decodeIfPresent(Color.self, forKey: .badgeColor)
        translucent = try container.decodeIfPresent(Bool.self, forKey: .translucent) ?? true
        scrollEdge = try container.decodeIfPresent(Bool.self, forKey: .scrollEdge)
        backdrop = try container.decodeIfPresent(Backdrop.self, forKey: .backdrop)
        keyboard = try container.decodeIfPresent(Bool.self, forKey: .keyboard) ?? false
        selected = try container.decodeIfPresent(TabReference.self, forKey: .selected)
        placement = try container.decodeIfPresent(BarPlacement.self, forKey: .placement)
        // Required unless the spec has a toolbar instead; the validator says which.
        tabs = try container.decodeIfPresent([TabSpec].self, forKey: .tabs) ?? []
        statusBar = try container.decodeIfPresent(StatusBarSpec.self, forKey: .statusBar)
        navigationBar = try container.decodeIfPresent(NavigationBarSpec.self, forKey: .navigationBar)
        content = try container.decodeIfPresent(ContentSpec.self, forKey: .content)
        toolbar = try container.decodeIfPresent(ToolbarSpec.self, forKey: .toolbar)
        scrollOffset = try container.decodeIfPresent(Double.self, forKey: .scrollOffset)
        homeIndicator = try container.decodeIfPresent(Bool.self, forKey: .homeIndicator)
        focus = try container.decodeIfPresent(FocusSpec.self, forKey: .focus)
        show = try container.decodeIfPresent(ShownScreen.self, forKey: .show)
        iconSizing = try container.decodeIfPresent(IconSizing.self, forKey: .iconSizing)
        layoutDirection = try container.decodeIfPresent(LayoutDirection.self, forKey: .layoutDirection)
        locale = try container.decodeIfPresent(String.self, forKey: .locale)
        mode = try container.decodeIfPresent(TabMode.self, forKey: .mode)
        groups = try container.decodeIfPresent([TabGroupSpec].self, forKey: .groups)
        minimized = try container.decodeIfPresent(Bool.self, forKey: .minimized) ?? false
        accessory = try container.decodeIfPresent(AccessorySpec.self, forKey: .accessory)
        unknowns = try container.decodeIfPresent([SpecUnknown].self, forKey: .unknowns)
    }
}

extension Orientation: SpecKeyword {}

extension Spec {
    /// The release drawn: the spec's, or the default. Meaningless for the classic style.
    public var release: IOSRelease { ios ?? .default }

    /// The release's row of figures.
    public var look: ReleaseLook { ReleaseLook.of(release) }

    /// The direction drawn: the spec's, else right-to-left for a locale whose language is written so.
    public var direction: LayoutDirection {
        if let layoutDirection { return layoutDirection }
        guard supportsRightToLeft, let locale else { return .ltr }
        return LayoutDirection(locale: locale)
    }

    /// UIKit mirrors layouts for right-to-left languages from iOS 9.
    public var supportsRightToLeft: Bool { style == .modern && release.major >= 9 }
}

public enum LayoutDirection: String, SpecKeyword {
    case ltr, rtl

    /// Languages UIKit lays out right to left (Arabic, Hebrew with its old code, Persian, Urdu, and kin).
    private static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "ckb", "yi", "dv", "sd", "ug"]

    /// From a locale identifier such as `ar`, `he_IL` or `fa-IR`.
    public init(locale: String) {
        let language = locale.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        self = Self.rightToLeftLanguages.contains(language) ? .rtl : .ltr
    }
}

/// How a custom icon file is sized on a bar item.
public enum IconSizing: String, SpecKeyword {
    /// At the file's own size in points, as UIKit draws a `UIImage` (an SVG's width and height,
    /// a PNG's pixels divided by its `@2x`/`@3x` suffix).
    case natural
    /// Scaled to fit the item's icon box, whatever the file's size.
    case fit
}

/// UIKit's rendering mode for a tab's image.
public enum IconMode: String, SpecKeyword {
    /// Only the alpha counts; the bar tints it.
    case template
    /// The picture's own colours, such as a photo avatar or a coloured logo.
    case original
}

public enum Style: String, SpecKeyword {
    /// iOS 7 and later: flat, translucent, tinted template icons.
    case modern
    /// iPhone OS 2 (2008): the glossy black bar with a lightened selected tab.
    case classic
}

public enum Appearance: String, SpecKeyword {
    case light, dark
}

/// One tab as written in the spec.
public struct TabSpec: Codable, Equatable, Sendable {
    public var id: String?
    public var title: String?
    public var icon: IconReference?
    public var badge: Badge?
    public var enabled: Bool
    /// False: a tap on the tab is refused and the previous selection stays (the delegate's
    /// `tabBarController(_:shouldSelect:)` answering no).
    public var shouldSelect: Bool
    /// False: the More screen's Edit mode cannot move this tab.
    public var customizable: Bool
    /// The key state preservation saves this tab under; the tab's id when nil.
    public var restorationId: String?
    /// True: the app has taken this tab away in the situation the spec shows; the bar is laid out without it.
    public var removed: Bool
    /// Drawn in place of `icon` while the tab is selected (UIKit's `selectedImage`).
    public var selectedIcon: IconReference?
    /// Template (tinted, the default) or original colours.
    public var iconMode: IconMode?
    /// A system role (search) that UIKit places apart from the other tabs.
    public var role: TabRole?

    public init(
        id: String? = nil, title: String? = nil, icon: IconReference? = nil, badge: Badge? = nil,
        enabled: Bool = true, shouldSelect: Bool = true, customizable: Bool = true,
        restorationId: String? = nil, removed: Bool = false, selectedIcon: IconReference? = nil, iconMode: IconMode? = nil, role: TabRole? = nil
    ) {
        self.id = id
        self.title = title
        self.icon = icon
        self.badge = badge
        self.enabled = enabled
        self.shouldSelect = shouldSelect
        self.customizable = customizable
        self.restorationId = restorationId
        self.removed = removed
        self.selectedIcon = selectedIcon
        self.iconMode = iconMode
        self.role = role
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, title, icon, badge, enabled, shouldSelect, customizable, restorationId, removed
        case selectedIcon, iconMode, role
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(String.self, forKey: .id)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        icon = try container.decodeIfPresent(IconReference.self, forKey: .icon)
        badge = try container.decodeIfPresent(Badge.self, forKey: .badge)
        enabled = try container.decodeIfPresent(Bool.self, forKey: .enabled) ?? true
        shouldSelect = try container.decodeIfPresent(Bool.self, forKey: .shouldSelect) ?? true
        customizable = try container.decodeIfPresent(Bool.self, forKey: .customizable) ?? true
        restorationId = try container.decodeIfPresent(String.self, forKey: .restorationId)
        removed = try container.decodeIfPresent(Bool.self, forKey: .removed) ?? false
        selectedIcon = try container.decodeIfPresent(IconReference.self, forKey: .selectedIcon)
        iconMode = try container.decodeIfPresent(IconMode.self, forKey: .iconMode)
        role = try container.decodeIfPresent(TabRole.self, forKey: .role)
    }
}

/// A tab named by its id or by its zero-based position in `tabs`.
public enum TabReference: Codable, Equatable, Sendable {
    case index(Int)
    case id(String)

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let index = try? container.decode(Int.self) {
            self = .index(index)
        } else if let id = try? container.decode(String.self) {
            self = .id(id)
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a tab id or a zero-based tab index")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .index(let index): try container.encode(index)
        case .id(let id): try container.encode(id)
        }
    }
}

/// The red oval's content: a count or a text, as UIKit's `badgeValue` takes any string.
/// Counts of 0 and below are shown as their digits too; lint says when a badge is unwise.
public enum Badge: Codable, Equatable, Sendable {
    case count(Int)
    case text(String)

    public var text: String {
        switch self {
        case .count(let count): String(count)
        case .text(let text): text
        }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let count = try? container.decode(Int.self) {
            self = .count(count)
            return
        }
        guard let text = try? container.decode(String.self) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a number or a string such as \"!\"")
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        // A badge is one line; a newline would be drawn as nothing UIKit shows.
        guard !trimmed.isEmpty, !trimmed.contains(where: \.isNewline) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "expected a number or a non-empty one-line string such as \"!\", got \"\(text)\"")
        }
        self = .text(trimmed)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .count(let count): try container.encode(count)
        case .text(let text): try container.encode(text)
        }
    }
}

/// Where a tab's icon comes from: the toolkit's own set (`system:NAME`), an SF Symbols name
/// (`sf:NAME`, drawn by a lookalike), or a file beside the spec.
public enum IconReference: Codable, Equatable, Hashable, Sendable {
    case system(SystemIcon)
    case sf(SFSymbol)
    case file(String)

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        if text.hasPrefix("system:") {
            let name = String(text.dropFirst("system:".count))
            guard let icon = SystemIcon(rawValue: name) else {
                let names = SystemIcon.allCases.map(\.rawValue).joined(separator: ", ")
                // `system:` is the toolkit's dozen classic icons; people who know SF Symbols'
                // names reach for it first, so point them at `sf:` when that name exists there.
                let sfHint = SFSymbol(name) != nil ? "; for the SF Symbol write \"sf:\(name)\"" : ""
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "unknown system icon \(MessageText.quote(name))\(sfHint); expected one of: \(names)")
            }
            self = .system(icon)
        } else if text.hasPrefix("sf:") {
            let name = String(text.dropFirst("sf:".count))
            guard let symbol = SFSymbol(name) else {
                let nearest = SFSymbol.nearestNames(to: name).map { "\"\($0)\"" }.joined(separator: ", ")
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "unknown SF Symbol \(MessageText.quote(name)); "
                        + (nearest.isEmpty ? "" : "nearest known: \(nearest) ") + "(all are listed in docs/sf-symbols.md)")
            }
            self = .sf(symbol)
        } else {
            guard !text.isEmpty else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "expected \"system:NAME\", \"sf:NAME\" or a path to an SVG or PNG file")
            }
            self = .file(text)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(specText)
    }

    /// The reference as a spec writes it: `system:search`, `sf:house.fill` or the file's path.
    public var specText: String {
        switch self {
        case .system(let icon): "system:" + icon.rawValue
        case .sf(let symbol): "sf:" + symbol.name
        case .file(let path): path
        }
    }
}

/// The toolkit's own icons, one per standard tab role; files in `Icons/svg/`, bundled with TabBarRender.
public enum SystemIcon: String, CaseIterable, Codable, Sendable {
    case favorites, recents, contacts, search, more, bookmarks, downloads, history
    case featured, topRated = "top-rated", mostViewed = "most-viewed", mostRecent = "most-recent"
}

/// What shows through a translucent bar: a colour or a picture (PNG or SVG) that fills the screen.
public enum Backdrop: Codable, Equatable, Sendable {
    case color(Color)
    case image(String)

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        if text.hasPrefix("#") {
            guard let color = Color(hex: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "expected a colour as \"#RRGGBB\" or an image path, got \"\(text)\"")
            }
            self = .color(color)
        } else {
            self = .image(text)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .color(let color): try container.encode(color)
        case .image(let path): try container.encode(path)
        }
    }
}
