/// A toolbar: buttons that act on the current view, as opposed to tabs, which switch views.
///
/// Kept minimal here (items with a title and/or an icon); drawing it is the screen renderer's job.
public struct ToolbarSpec: Codable, Equatable, Sendable {
    public var items: [ToolbarItemSpec]

    public init(items: [ToolbarItemSpec]) {
        self.items = items
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case items
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        items = try container.decode([ToolbarItemSpec].self, forKey: .items)
    }
}

/// One toolbar button: a title, an icon or both.
public struct ToolbarItemSpec: Codable, Equatable, Sendable {
    public var title: String?
    public var icon: IconReference?

    public init(title: String? = nil, icon: IconReference? = nil) {
        self.title = title
        self.icon = icon
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, icon
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        icon = try container.decodeIfPresent(IconReference.self, forKey: .icon)
    }
}
