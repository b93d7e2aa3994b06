/// What UITabBarController does with a spec's tabs, as a value: the user's order, the selection,
/// the More list and its Edit mode. Mutating methods model what a user or the app does
/// (`ControllerSelection.swift`, `ControllerCustomizing.swift`); `presentation` is what the
/// layout engine draws, `screen` what is on screen above the bar.
public struct TabBarController: Equatable, Sendable {
    public let spec: Spec
    /// Indices in `spec.tabs` in the user's order: the bar's tabs, then the More list's.
    /// Removed tabs are absent.
    public internal(set) var order: [Int]
    public internal(set) var selection: TabBarPresentation.Selection
    /// The tab open inside More's navigation stack. More shows it again when the user returns to
    /// More from another tab; tapping More while More is selected goes back to the list.
    public internal(set) var moreStackTab: Int?
    /// True while the Edit screen (reached from the More list) is up.
    public internal(set) var isEditing: Bool

    /// The spec as written: its order without removed tabs, its `selected` tab, and the More
    /// list or the Edit screen when its `show` says so.
    public init(spec: Spec) {
        self.init(spec: spec, presentation: TabBarPresentation(spec: spec))
    }

    /// A controller showing `presentation`, to ask what its screens hold.
    init(spec: Spec, presentation: TabBarPresentation) {
        self.spec = spec
        self.order = presentation.order
        self.selection = presentation.selection
        self.moreStackTab = nil
        self.isEditing = presentation.isEditing
        settleMoreStack()
    }

    // MARK: - What the bar holds

    private var family: DeviceFamily? { spec.device.device?.family }

    /// Items the bar holds, More included; nil on Apple TV, which never shows More.
    public var barCapacity: Int? { spec.device.device?.barItemCapacity }

    /// True when the tabs overflow the bar, so its last item is More.
    public var hasMoreItem: Bool { barCapacity.map { order.count > $0 } ?? false }

    /// Spec indices of the tabs on the bar, left to right, without the More item.
    public var barTabs: [Int] {
        guard let capacity = barCapacity, hasMoreItem else { return order }
        return Array(order.prefix(capacity - 1))
    }

    /// Spec indices of the tabs in the More list, top to bottom.
    public var moreListTabs: [Int] {
        guard let capacity = barCapacity, hasMoreItem else { return [] }
        return Array(order.dropFirst(capacity - 1))
    }

    /// Customizing happens on the More screen; Apple TV has neither.
    public var supportsCustomizing: Bool { family != .tv }

    /// True when the More screen offers its Edit button: some tab may move.
    public var offersEditing: Bool {
        supportsCustomizing && hasMoreItem && order.contains { spec.tabs[$0].customizable }
    }

    // MARK: - What is selected

    /// The spec index of the selected tab; nil while the More list itself is on screen.
    public var selectedTab: Int? { presentation.selectedTab }

    /// The selected tab's position in `order` (UIKit's `selectedIndex`); nil while the More list
    /// is on screen or when the selected tab is removed.
    public var selectedIndex: Int? { selectedTab.flatMap { order.firstIndex(of: $0) } }

    /// True when the bar shows More as selected: the More list, or a tab opened from it.
    public var isMoreSelected: Bool {
        switch selection {
        case .moreList: true
        case .tab(let index): moreListTabs.contains(index)
        }
    }

    /// What the layout engine draws.
    public var presentation: TabBarPresentation {
        TabBarPresentation(order: order, selection: selection, isEditing: isEditing)
    }

    /// What fills the screen above the bar.
    public var screen: ControllerScreen {
        if isEditing { return .editing(editState) }
        switch selection {
        case .moreList: return .moreList(moreList ?? MoreListState(rows: [], showsEditButton: false))
        case .tab(let index): return .tab(index)
        }
    }

    // MARK: - Shared pieces

    /// The More stack only holds a tab that is in the More list.
    mutating func settleMoreStack() {
        if case .tab(let index) = selection, moreListTabs.contains(index) {
            moreStackTab = index
        } else if let stacked = moreStackTab, !moreListTabs.contains(stacked) {
            moreStackTab = nil
        }
    }

    /// The id the layout and messages use for a tab.
    func id(_ index: Int) -> String { spec.tabId(at: index) }

    /// How a person would name a tab in a message: its title, else its id.
    func name(_ index: Int) -> String {
        let title = spec.tabs[index].title ?? ""
        return title.isEmpty ? id(index) : title
    }
}

/// What fills the screen above the tab bar.
public enum ControllerScreen: Equatable, Sendable {
    /// The content of a tab (by spec index): on the bar, or opened from the More list.
    case tab(Int)
    /// The More screen: a list of the tabs that do not fit, with an Edit button.
    case moreList(MoreListState)
    /// The Edit screen, over the More screen: the customizable tabs to drag onto the bar.
    case editing(EditState)
}
