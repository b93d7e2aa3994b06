// Every tab, and above all the selected one, has to be somewhere people can reach.

public struct SelectedNotVisibleRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "selected-not-visible", severity: .error,
        summary: "The selected tab must be on the bar or in its More list.")

    public let documentation = RuleDocumentation(
        asks: "The selected tab is always one people can see: on the bar or in its More list.",
        fix: "Select a tab that is not removed and fits on the bar.",
        example: #"""
            device: iphone-8
            selected: 1
            tabs:
              - title: Home
              - { title: Downloads, removed: true }
              - title: Profile
            """#,
        passing: "selected: 0\ntabs:\n  - title: Home", tags: ["selection"],
        firesWhen: "the selected tab is removed, or past the edge of an Apple TV bar")

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
