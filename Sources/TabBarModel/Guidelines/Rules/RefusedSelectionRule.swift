// Tabs that come and go, or do nothing when tapped, make the bar unpredictable.

/// A tab that refuses selection looks like a tab and behaves like nothing.
public struct RefusedSelectionRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "refused-selection", severity: .info,
        summary: "A tab that refuses selection does nothing visible when tapped.")

    public let documentation = RuleDocumentation(
        asks: "A tab that does nothing when tapped feels broken.",
        fix: "Let the tab be selected, or present what it stands for when tapped.",
        example: #"""
            device: iphone-8
            tabs:
              - title: Inbox
              - { title: Compose, shouldSelect: false }
              - title: Sent
            """#,
        passing: "tabs:\n  - title: Compose\n    shouldSelect: true", tags: ["selection"],
        firesWhen: "`shouldSelect: false`")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        subject.spec.tabs.indices.filter {
            !subject.spec.tabs[$0].shouldSelect && subject.spec.tabs[$0].enabled && !subject.spec.tabs[$0].removed
        }.map { index in
            finding(
                "tabs[\(index)].shouldSelect",
                "\(subject.describe(index)) refuses selection, so tapping it leaves the user where they were. If its content is unavailable, open it and explain why; if the tap starts an action, move that action to a toolbar or into the content")
        }
    }
}
