// How many tabs a bar holds: enough to feel like one interface, few enough to fit.

/// Fewer than three tabs look like a fragment of an interface.
public struct TooFewTabsRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "too-few-tabs", severity: .warning,
        summary: "An iPhone or iPad tab bar should offer at least three tabs.")

    public let documentation = RuleDocumentation(
        asks: "A tab bar switches between sections; with fewer than three, another navigation fits better.",
        fix: "Add sections, or use a segmented control or a navigation stack instead.",
        example: #"""
            device: iphone-8
            tabs:
              - title: Home
              - title: Profile
            """#,
        passing: "tabs:\n  - title: Home\n  - title: Search\n  - title: Profile", tags: ["count"],
        firesWhen: "fewer than three tabs on iPhone or iPad")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        let count = subject.shownTabs.count
        guard subject.layout.family != .tv, count < 3 else { return [] }
        return [finding(
            "tabs",
            "the bar offers \(MessageText.count(count, "tab")); with fewer than three, a tab bar looks like a fragment of an interface. Add the app's other top-level sections as tabs, or show this content without a tab bar")]
    }
}
