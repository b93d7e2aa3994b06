/// The spec keys of iOS 26 and iPadOS 18's tabs: the sidebar and its groups, the search tab,
/// the minimised bar and the bottom accessory.

/// How the iPad shows its tabs (UIKit's `UITabBarController.Mode`).
public enum TabMode: String, SpecKeyword {
    /// The floating bar at the top; the tabs that do not fit are in the sidebar.
    case tabBar = "tab-bar"
    /// The sidebar is open (`.tabSidebar`): every tab and group in a column at the leading edge.
    case sidebar
}

/// A tab's system role (`UITab`'s search role).
public enum TabRole: String, SpecKeyword {
    /// On iOS 26 iPhones a round glass button at the bar's trailing end.
    case search
}

/// A titled group of tabs in the sidebar (UIKit's `UITabGroup`).
public struct TabGroupSpec: Codable, Equatable, Sendable {
    public var title: String
    /// The tabs the group holds, by id or index in `tabs`.
    public var children: [TabReference]

    public init(title: String, children: [TabReference]) {
        self.title = title
        self.children = children
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, children
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        children = try container.decodeIfPresent([TabReference].self, forKey: .children) ?? []
    }
}

/// The bottom accessory above iOS 26's bar (`tabViewBottomAccessory`), e.g. a mini player.
public struct AccessorySpec: Codable, Equatable, Sendable {
    public var title: String?
    public var subtitle: String?
    public var icon: IconReference?

    public init(title: String? = nil, subtitle: String? = nil, icon: IconReference? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.icon = icon
    }

    /// Nothing to show: the accessory would be an empty glass row.
    public var isEmpty: Bool {
        (title ?? "").trimmingCharacters(in: .whitespaces).isEmpty
            && (subtitle ?? "").trimmingCharacters(in: .whitespaces).isEmpty && icon == nil
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, subtitle, icon
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        subtitle = try container.decodeIfPresent(String.self, forKey: .subtitle)
        icon = try container.decodeIfPresent(IconReference.self, forKey: .icon)
    }
}

extension Spec {
    /// The spec index a tab reference names, if any.
    func tabIndex(_ reference: TabReference) -> Int? {
        switch reference {
        case .index(let index): tabs.indices.contains(index) ? index : nil
        case .id(let id): tabs.indices.first { tabId(at: $0) == id }
        }
    }
}

/// Checks the keys above against the device and release that can show them.
struct AdaptiveTabsValidator {
    let source: String
    let device: Device

    func validate(_ spec: Spec) throws(SpecError) {
        let padTopBar = device.family == .pad && spec.style == .modern && spec.look.topCapsule != nil
        let phoneGlass = device.family == .phone && spec.style == .modern && spec.look.floatingCapsule != nil
        if spec.keyboard, padTopBar, spec.placement ?? .main == .main {
            throw failure("keyboard", "the iPad's top tab bar stays on screen above a keyboard, so nothing would change; expected no keyboard key with ios: \(spec.release.major) on \(device.name)")
        }
        if spec.mode != nil, !padTopBar {
            throw failure("mode", "the sidebar arrived with iPadOS 18 on iPad; expected no mode key, or an iPad with ios: 18 or later")
        }
        if let groups = spec.groups {
            guard padTopBar else {
                throw failure("groups", "tab groups arrived with iPadOS 18 on iPad; expected no groups key, or an iPad with ios: 18 or later")
            }
            for (index, group) in groups.enumerated() {
                if group.title.trimmingCharacters(in: .whitespaces).isEmpty {
                    throw failure("groups[\(index)].title", "expected a group title")
                }
                for (position, child) in group.children.enumerated() where spec.tabIndex(child) == nil {
                    let ids = spec.tabs.indices.map { spec.tabId(at: $0) }.joined(separator: ", ")
                    throw failure("groups[\(index)].children[\(position)]", "names no tab; expected a tab index or one of: \(ids)")
                }
            }
        }
        if spec.minimized, !phoneGlass {
            throw failure("minimized", "the bar minimises on iOS 26 iPhones; expected no minimized key, or an iPhone with ios: 26")
        }
        if spec.accessory != nil, !phoneGlass {
            throw failure("accessory", "the bottom accessory is iOS 26's, on iPhone; expected no accessory key, or an iPhone with ios: 26")
        }
        let searches = spec.tabs.indices.filter { spec.tabs[$0].role == .search }
        if searches.count > 1 {
            throw failure("tabs[\(searches[1])].role", "only one tab can have the search role; expected no role here")
        }
        // iOS 18 has the role everywhere (UISearchTab); an iPhone's bar draws it as a tab like
        // the others, only iOS 26 sets it apart.
        if let search = searches.first, spec.style != .modern || spec.release.major < 18 || device.family == .tv {
            throw failure("tabs[\(search)].role", "the search role arrived with iOS 18 on iPhone and iPad; expected no role, or an iPhone or iPad with ios: 18 or later")
        }
    }

    private func failure(_ path: String, _ message: String) -> SpecError {
        SpecError(file: source, path: path, message: message)
    }
}
