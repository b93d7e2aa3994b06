// Tabs that come and go, or do nothing when tapped, make the bar unpredictable.

/// A disabled tab sits on the bar but cannot be used.
public struct DisabledTabRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "disabled-tab", severity: .warning,
        summary: "Leave every tab usable: an empty section says why it is empty instead of being dimmed.")

    public let documentation = RuleDocumentation(
        asks: "The HIG asks that tabs stay usable: an empty section says why it is empty instead of being dimmed.",
        fix: "Remove `enabled: false` and show an empty state in the section.",
        example: #"""
            device: iphone-8
            tabs:
              - title: Home
              - { title: Downloads, enabled: false }
              - title: Profile
            """#,
        passing: "tabs:\n  - title: Downloads # enabled by default", tags: ["state"],
        firesWhen: "`enabled: false`")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        subject.spec.tabs.indices.filter { !subject.spec.tabs[$0].enabled && !subject.spec.tabs[$0].removed }.map { index in
            finding(
                "tabs[\(index)].enabled",
                "\(subject.describe(index)) is disabled, so the bar works differently depending on circumstances. Keep the tab enabled and let its screen say why there is nothing there yet and how to get some")
        }
    }
}
