/// What a tab bar shows: the tabs in the user's order and what is selected.
///
/// The layout engine draws from this rather than from `Spec.tabs` directly, so a customized
/// order or a More list on screen lays out without rewriting the spec, and every frame keeps the
/// spec index its messages point at (`tabs[5]`). A spec alone implies one (`init(spec:)`);
/// `TabBarController` produces the others.
public struct TabBarPresentation: Equatable, Sendable {
    public enum Selection: Equatable, Sendable {
        /// A tab, by its index in `Spec.tabs`: on the bar, or open inside More.
        case tab(Int)
        /// The More list itself, with no tab chosen from it yet.
        case moreList
    }

    /// Indices in `Spec.tabs` of the tabs the bar and its More list hold, in the user's order.
    /// Removed tabs are absent.
    public internal(set) var order: [Int]
    public internal(set) var selection: Selection
    /// True while the Edit screen is up over the More list (`selection` is then `.moreList`).
    public internal(set) var isEditing: Bool

    init(order: [Int], selection: Selection, isEditing: Bool = false) {
        self.order = order
        self.selection = selection
        self.isEditing = isEditing
    }

    /// The spec as written: its tabs in order without the removed ones, its `selected` tab, or
    /// the More list (under the Edit screen) when its `show` asks for it.
    public init(spec: Spec) {
        let show = spec.show ?? .tab
        self.init(
            order: spec.tabs.indices.filter { !spec.tabs[$0].removed },
            selection: show == .tab ? .tab(spec.selectedIndex) : .moreList,
            isEditing: show == .editing)
    }

    /// The spec index of the selected tab; nil while the More list is on screen.
    public var selectedTab: Int? {
        if case .tab(let index) = selection { return index }
        return nil
    }
}
