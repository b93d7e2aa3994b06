// Tabs that come and go, or do nothing when tapped, make the bar unpredictable.

/// A tab the app takes away in some situations changes the bar's shape under the user.
public struct RemovedTabRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "removed-tab", severity: .warning,
        summary: "Show the same tabs in every situation: an empty section stays on the bar.")

    public let documentation = RuleDocumentation(
        asks: "The HIG asks for the same tabs in every situation, so people learn where things are.",
        fix: "Keep the tab and show an empty state rather than removing it.",
        example: #"""
            device: iphone-8
            tabs:
              - title: Home
              - { title: Downloads, removed: true }
              - title: Profile
            """#,
        passing: "tabs:\n  - title: Downloads # not removed", tags: ["state"],
        firesWhen: "`removed: true`")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        subject.spec.tabs.indices.filter { subject.spec.tabs[$0].removed }.map { index in
            finding(
                "tabs[\(index)].removed",
                "\(subject.describe(index)) is taken off the bar in this situation, so the other tabs shift and the bar stops being predictable. Keep the tab on the bar and let its screen explain why the content is unavailable")
        }
    }
}
