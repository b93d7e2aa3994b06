/// Customizing: the More screen's Edit button opens a screen where the user drags a tab onto a
/// bar item; the two trade places. Only customizable tabs move, and Apple TV has no customizing.
extension TabBarController {
    /// The user taps Edit on the More screen.
    public mutating func beginEditing() throws(ControllerError) {
        guard supportsCustomizing else { throw ControllerError("Apple TV has no customizing") }
        guard hasMoreItem, selection == .moreList, !isEditing else {
            throw ControllerError("the Edit button is on the More list, which is not on screen; tap more first")
        }
        guard offersEditing else {
            throw ControllerError("no tab is customizable, so the More screen has no Edit button")
        }
        isEditing = true
    }

    /// The user drags `dragged` (from the grid, or a bar item) onto the bar item `target`.
    public mutating func drag(_ dragged: Int, onto target: Int) throws(ControllerError) -> ActionOutcome {
        guard isEditing else { throw ControllerError("tabs move only on the Edit screen; tap more, then More/Edit") }
        guard let from = order.firstIndex(of: dragged) else {
            throw ControllerError("\(id(dragged)) is removed, so it cannot move")
        }
        guard barTabs.contains(target), let to = order.firstIndex(of: target) else {
            throw ControllerError("\(id(target)) is not on the bar; a tab is dropped on a bar item")
        }
        for index in [dragged, target] where !spec.tabs[index].customizable {
            throw ControllerError("\(id(index)) is not customizable (customizable: false), so it stays where it is")
        }
        order.swapAt(from, to)
        settleMoreStack()
        return .swapped(dragged, target)
    }

    /// The user taps Done on the Edit screen; the More list shows again.
    public mutating func endEditing() throws(ControllerError) {
        guard isEditing else { throw ControllerError("the Edit screen is not up") }
        isEditing = false
    }
}
