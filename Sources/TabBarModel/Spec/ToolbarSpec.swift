/// A toolbar: buttons that act on the current screen, standing where a tab bar would.
public struct ToolbarSpec: Codable, Equatable, Sendable {
    /// Left to right. Without any `flexible-space` or `fixed-space` item, the items spread
    /// evenly across the bar, as if a flexible space stood between each pair.
    public var items: [BarButtonItemSpec]

    public init(items: [BarButtonItemSpec]) {
        self.items = items
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case items
    }

    /// A list (`toolbar: [{title: Edit}]`, the shape of UIKit's `toolbarItems`) is shorthand
    /// for `toolbar: {items: [...]}`; findings still name its items `toolbar.items[N]`.
    public init(from decoder: Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var items: [BarButtonItemSpec] = []
            while !list.isAtEnd { items.append(try list.decode(BarButtonItemSpec.self)) }
            self.items = items
            return
        }
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        items = try container.decode([BarButtonItemSpec].self, forKey: .items)
    }
}

/// One button of a navigation bar or a toolbar: a text, a picture, or one of the system's items.
public struct BarButtonItemSpec: Codable, Equatable, Sendable {
    public var title: String?
    public var icon: IconReference?
    public var systemItem: BarButtonSystemItem?
    /// `done` draws the title in the bold weight UIKit gives a confirming button.
    public var style: BarButtonStyle
    public var enabled: Bool
    /// Width of a `fixed-space` item, in points.
    public var width: Double?

    public init(
        title: String? = nil, icon: IconReference? = nil, systemItem: BarButtonSystemItem? = nil,
        style: BarButtonStyle = .plain, enabled: Bool = true, width: Double? = nil
    ) {
        self.title = title
        self.icon = icon
        self.systemItem = systemItem
        self.style = style
        self.enabled = enabled
        self.width = width
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, icon, systemItem, style, enabled, width
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        icon = try container.decodeIfPresent(IconReference.self, forKey: .icon)
        systemItem = try container.decodeIfPresent(BarButtonSystemItem.self, forKey: .systemItem)
        style = try container.decodeIfPresent(BarButtonStyle.self, forKey: .style) ?? .plain
        enabled = try container.decodeIfPresent(Bool.self, forKey: .enabled) ?? true
        width = try container.decodeIfPresent(Double.self, forKey: .width)
    }

    /// The words a text button shows: its title, or the system item's word (Edit, Done…).
    public var displayTitle: String? {
        title ?? systemItem?.title
    }
}

public enum BarButtonStyle: String, SpecKeyword {
    case plain, done
}

/// UIKit's standard bar button items: words, glyphs (files in `Icons/bar/`) and spaces.
public enum BarButtonSystemItem: String, SpecKeyword {
    case done, cancel, edit, save, undo, redo
    case add, compose, reply, action, organize, bookmarks, search, refresh, stop, camera, trash
    case play, pause, rewind, fastForward = "fast-forward", close
    case flexibleSpace = "flexible-space", fixedSpace = "fixed-space"

    /// The word of a text item; nil for glyphs and spaces.
    public var title: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }

    /// Done and Save confirm, so UIKit draws them bold.
    public var isEmphasized: Bool { self == .done || self == .save }

    public var isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }

    /// The glyph's file, relative to the toolkit's `Icons/` folder; nil for words and spaces.
    public var glyphFile: String? {
        guard title == nil, !isSpace else { return nil }
        switch self {
        // The tab icons already draw these two.
        case .bookmarks: return "bookmarks.svg"
        case .search: return "search.svg"
        default: return "bar/\(rawValue).svg"
        }
    }
}
