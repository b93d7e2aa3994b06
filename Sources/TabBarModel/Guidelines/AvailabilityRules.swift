// Tabs that come and go, or do nothing when tapped, make the bar unpredictable.

/// A disabled tab sits on the bar but cannot be used.
public struct DisabledTabRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "disabled-tab", severity: .warning,
        summary: "Leave every tab usable: an empty section says why it is empty instead of being dimmed.")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        subject.spec.tabs.indices.filter { !subject.spec.tabs[$0].enabled && !subject.spec.tabs[$0].removed }.map { index in
            finding(
                "tabs[\(index)].enabled",
                "\(subject.describe(index)) is disabled, so the bar works differently depending on circumstances. Keep the tab enabled and let its screen say why there is nothing there yet and how to get some")
        }
    }
}

/// A tab the app takes away in some situations changes the bar's shape under the user.
public struct RemovedTabRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "removed-tab", severity: .warning,
        summary: "Show the same tabs in every situation: an empty section stays on the bar.")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        subject.spec.tabs.indices.filter { subject.spec.tabs[$0].removed }.map { index in
            finding(
                "tabs[\(index)].removed",
                "\(subject.describe(index)) is taken off the bar in this situation, so the other tabs shift and the bar stops being predictable. Keep the tab on the bar and let its screen explain why the content is unavailable")
        }
    }
}

/// A tab that refuses selection looks like a tab and behaves like nothing.
public struct RefusedSelectionRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "refused-selection", severity: .info,
        summary: "A tab that refuses selection does nothing visible when tapped.")

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
