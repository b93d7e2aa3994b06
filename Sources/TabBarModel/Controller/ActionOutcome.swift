/// What a user action did.
public enum ActionOutcome: Equatable, Sendable {
    /// The tab (spec index) is now selected.
    case selected(Int)
    /// The More list is on screen, with More selected on the bar.
    case showedMoreList
    /// The tab refused the tap; the previous selection stays.
    case refused(Int, RefusalReason)
    case beganEditing
    /// The dragged tab and the one it was dropped on traded places.
    case swapped(Int, Int)
    case endedEditing
}

public enum RefusalReason: String, Codable, Sendable {
    /// The tab is drawn dimmed (`enabled: false`) and ignores touches.
    case disabled
    /// The tab's `shouldSelect` is false.
    case shouldSelect
}

extension TabBarController {
    /// The outcome in words, naming tabs by title.
    public func describe(_ outcome: ActionOutcome) -> String {
        switch outcome {
        case .selected(let index):
            return moreListTabs.contains(index) ? "selected \(id(index)) from the More list" : "selected \(id(index))"
        case .showedMoreList:
            return "showed the More list"
        case .refused(let index, .disabled):
            return "\(id(index)) is disabled and ignores the tap; the selection stays"
        case .refused(let index, .shouldSelect):
            return "\(id(index)) refused selection (shouldSelect: false); the selection stays"
        case .beganEditing:
            return "opened the Edit screen"
        case .swapped(let dragged, let target):
            return "\(id(dragged)) and \(id(target)) traded places"
        case .endedEditing:
            return "closed the Edit screen"
        }
    }
}
