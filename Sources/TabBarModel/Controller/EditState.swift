/// The Edit screen's content: the customizable tabs as a grid of icons with titles, which the user
/// drags onto the bar below; a Done button closes it. The bar under the grid is the controller's
/// `presentation`, laid out as usual.
public struct EditState: Codable, Equatable, Sendable {
    /// In the user's order: the bar's tabs first, then the More list's.
    public var items: [EditItem]

    public init(items: [EditItem]) {
        self.items = items
    }
}

public struct EditItem: Codable, Equatable, Sendable {
    /// Index in `Spec.tabs`.
    public var specIndex: Int
    public var id: String
    public var title: String
    public var icon: IconReference?
    /// True when the tab is on the bar now rather than in the More list.
    public var inBar: Bool

    public init(specIndex: Int, id: String, title: String, icon: IconReference?, inBar: Bool) {
        self.specIndex = specIndex
        self.id = id
        self.title = title
        self.icon = icon
        self.inBar = inBar
    }
}

extension TabBarController {
    /// What the Edit screen shows, whether or not it is up.
    public var editState: EditState {
        let bar = Set(barTabs)
        let items = order.filter { spec.tabs[$0].customizable }.map { index in
            EditItem(
                specIndex: index, id: id(index), title: spec.tabs[index].title ?? "",
                icon: spec.tabs[index].icon, inBar: bar.contains(index))
        }
        return EditState(items: items)
    }
}
