// Every tab, and above all the selected one, has to be somewhere people can reach.

public struct SelectedNotVisibleRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "selected-not-visible", severity: .error,
        summary: "The selected tab must be on the bar or in its More list.")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        let index = subject.spec.selectedIndex
        let reachable = subject.layout.tabs.contains { $0.specIndex == index } || subject.layout.moreList.contains(index)
        guard !reachable else { return [] }
        let why = subject.spec.tabs[index].removed
            ? "is removed"
            : "does not fit on the bar, and Apple TV has no More list"
        return [finding(
            "selected",
            "the selected tab, \(subject.describe(index)), \(why), so the screen shows content no tab accounts for. Select a tab that is on the bar")]
    }
}

public struct UnreachableTabRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "unreachable-tab", severity: .warning,
        summary: "Every tab must fit on an Apple TV bar, which has no More list.")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        // Elsewhere what is not on the bar is in the iPad's sidebar or folded into a minimised bar.
        guard subject.layout.family == .tv else { return [] }
        return subject.layout.notShown.map { index in
            finding(
                "tabs[\(index)]",
                "\(subject.describe(index)) does not fit on the Apple TV bar, which has no More list, so nobody can reach it. Shorten the titles or use fewer tabs")
        }
    }
}
