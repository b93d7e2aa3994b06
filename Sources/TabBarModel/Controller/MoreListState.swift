/// The More screen's content: a navigation bar titled "More" with an Edit button when some tab
/// can move, and one row per tab that does not fit on the bar.
public struct MoreListState: Codable, Equatable, Sendable {
    public var rows: [MoreListRow]
    /// UIKit hides the Edit button when no tab is customizable.
    public var showsEditButton: Bool

    public init(rows: [MoreListRow], showsEditButton: Bool) {
        self.rows = rows
        self.showsEditButton = showsEditButton
    }
}

/// One row of the More list: the tab's icon, title and badge, and a disclosure chevron.
public struct MoreListRow: Codable, Equatable, Sendable {
    /// Index in `Spec.tabs`, for messages (`tabs[5]`) and icon files.
    public var specIndex: Int
    public var id: String
    public var title: String
    public var icon: IconReference?
    /// The badge the bar would show; the row is the only place it can be seen.
    public var badge: String?
    public var enabled: Bool

    public init(specIndex: Int, id: String, title: String, icon: IconReference?, badge: String?, enabled: Bool) {
        self.specIndex = specIndex
        self.id = id
        self.title = title
        self.icon = icon
        self.badge = badge
        self.enabled = enabled
    }
}

extension TabBarController {
    /// The More list, whether or not it is on screen; nil when the bar has no More item.
    public var moreList: MoreListState? {
        guard hasMoreItem else { return nil }
        let rows = moreListTabs.map { index in
            let tab = spec.tabs[index]
            return MoreListRow(
                specIndex: index, id: id(index), title: tab.title ?? "", icon: tab.icon,
                badge: tab.badge?.text, enabled: tab.enabled)
        }
        return MoreListState(rows: rows, showsEditButton: offersEditing)
    }
}
