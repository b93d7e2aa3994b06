// How many tabs a bar holds: enough to feel like one interface, few enough to fit.

/// iPhone: three to five; iPad: about seven in a wide view, five in a narrow one.
public struct TooManyTabsRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "too-many-tabs", severity: .warning,
        summary: "At most five tabs on iPhone; on iPad about seven in a main view or a split view's right pane, about five in a popover or a left pane.")

    public let documentation = RuleDocumentation(
        asks: "The HIG asks for at most five tabs on iPhone and about seven on iPad, so each stays tappable and readable.",
        fix: "Fold the least used sections together, or move them into one of the others.",
        example: #"""
            device: iphone-8
            tabs:
              - title: Home
              - title: Search
              - title: Library
              - title: Radio
              - title: Friends
              - title: Profile
            """#,
        passing: "tabs: # five at most on iPhone\n  - title: Home\n  - title: Search\n  - title: Library\n  - title: Profile", tags: ["count"],
        firesWhen: "more than five on iPhone; on iPad more than seven (`main`, `splitSecondary`) or five (`popover`, `splitPrimary`)")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        let count = subject.shownTabs.count
        switch subject.layout.family {
        // Beside iOS 26's search button, too-many-tabs-beside-search counts instead.
        case .phone where count > 5 && subject.layout.bar.searchButton == nil:
            let hidden = subject.layout.moreList.count
            return [finding(
                "tabs",
                "\(count) tabs on iPhone: the bar shows four and puts \(hidden) behind More, an extra tap away, and every tab gets a narrower target. Keep to five tabs or fewer by merging or dropping the least used sections")]
        case .pad:
            let placement = subject.spec.placement ?? .main
            let limit = placement.comfortableTabCount
            guard count > limit else { return [] }
            return [finding(
                "tabs",
                "\(count) tabs in \(placement.description) on iPad, where about \(limit) fit comfortably; more tabs are harder to hit and make the app harder to find one's way in. Keep to \(limit) or fewer")]
        default:
            return []
        }
    }
}

extension BarPlacement {
    /// The place, in a sentence.
    var description: String {
        switch self {
        case .main: "the main view"
        case .splitPrimary: "a split view's left pane"
        case .splitSecondary: "a split view's right pane"
        case .popover: "a popover"
        }
    }
}
