// How many tabs a bar holds: enough to feel like one interface, few enough to fit.

/// Fewer than three tabs look like a fragment of an interface.
public struct TooFewTabsRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "too-few-tabs", severity: .warning,
        summary: "An iPhone or iPad tab bar should offer at least three tabs.")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        let count = subject.shownTabs.count
        guard subject.layout.family != .tv, count < 3 else { return [] }
        return [finding(
            "tabs",
            "the bar offers \(count) tab\(count == 1 ? "" : "s"); with fewer than three, a tab bar looks like a fragment of an interface. Add the app's other top-level sections as tabs, or show this content without a tab bar")]
    }
}

/// iPhone: three to five; iPad: about seven in a wide view, five in a narrow one.
public struct TooManyTabsRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "too-many-tabs", severity: .warning,
        summary: "At most five tabs on iPhone; on iPad about seven in a main view or a split view's right pane, about five in a popover or a left pane.")

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

/// On iPad, a screen that only lists more tabs wastes the space.
public struct MoreTabOnPadRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "more-tab-on-ipad", severity: .warning,
        summary: "An iPad tab bar should never need a More tab.")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        guard subject.layout.family == .pad, !subject.layout.moreList.isEmpty else { return [] }
        let fitting = subject.layout.tabs.count - 1
        return [finding(
            "tabs",
            "the tabs overflow into a More tab, and on iPad a screen that only lists \(subject.layout.moreList.count) more tabs wastes the space. Keep to \(fitting) tabs so all of them sit on the bar")]
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
