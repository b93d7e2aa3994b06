/// Selection: by the app (`select`, no questions asked) and by the user's taps on the bar and on
/// the More list, which a tab may refuse.
extension TabBarController {
    /// An item on the bar.
    public enum BarItem: Equatable, Sendable {
        /// A tab, by spec index.
        case tab(Int)
        case more
    }

    /// Selects a tab as the app does (UIKit's `selectedIndex` / `selectedViewController`): the
    /// tab's `shouldSelect` is not asked. A tab in the More list opens inside More.
    /// - Parameter reference: a position in the user's `order`, or a tab id.
    public mutating func select(_ reference: TabReference) throws(ControllerError) {
        let index: Int
        switch reference {
        case .index(let position):
            guard order.indices.contains(position) else {
                throw ControllerError("expected a position from 0 to \(order.count - 1), got \(position)")
            }
            index = order[position]
        case .id(let id):
            guard let found = order.first(where: { self.id($0) == id }) else {
                throw ControllerError("no tab on the bar or in the More list has the id \(MessageText.quote(id))")
            }
            index = found
        }
        isEditing = false
        selection = .tab(index)
        settleMoreStack()
    }

    /// The user taps an item on the bar.
    public mutating func tap(_ item: BarItem) throws(ControllerError) -> ActionOutcome {
        guard !isEditing else {
            throw ControllerError("the Edit screen covers the bar; tap Edit/Done first")
        }
        switch item {
        case .more:
            guard hasMoreItem else { throw ControllerError("the bar has no More item: every tab fits") }
            if isMoreSelected {
                // Tapping the selected item goes back to the root of its navigation stack: the list.
                selection = .moreList
                moreStackTab = nil
                return .showedMoreList
            }
            if let stacked = moreStackTab {
                selection = .tab(stacked)
                return .selected(stacked)
            }
            selection = .moreList
            return .showedMoreList
        case .tab(let index):
            guard barTabs.contains(index) else {
                throw ControllerError("\(id(index)) is not on the bar")
            }
            if let refusal = refusal(of: index) { return .refused(index, refusal) }
            selection = .tab(index)
            return .selected(index)
        }
    }

    /// The user taps a row of the More list, which must be on screen.
    public mutating func tapMoreRow(_ index: Int) throws(ControllerError) -> ActionOutcome {
        guard hasMoreItem else { throw ControllerError("the bar has no More item, so there is no More list") }
        guard selection == .moreList, !isEditing else {
            throw ControllerError("the More list is not on screen; tap more first")
        }
        guard moreListTabs.contains(index) else {
            throw ControllerError("\(id(index)) is on the bar, not in the More list")
        }
        if let refusal = refusal(of: index) { return .refused(index, refusal) }
        selection = .tab(index)
        moreStackTab = index
        return .selected(index)
    }

    private func refusal(of index: Int) -> RefusalReason? {
        if !spec.tabs[index].enabled { return .disabled }
        if !spec.tabs[index].shouldSelect { return .shouldSelect }
        return nil
    }
}
