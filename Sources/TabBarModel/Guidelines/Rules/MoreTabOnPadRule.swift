// How many tabs a bar holds: enough to feel like one interface, few enough to fit.

/// On iPad, a screen that only lists more tabs wastes the space.
public struct MoreTabOnPadRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "more-tab-on-ipad", severity: .warning,
        summary: "An iPad tab bar should never need a More tab.")

    public let documentation = RuleDocumentation(
        asks: "An iPad bar has room for its tabs; a More tab there hides sections for no reason.",
        fix: "Keep the iPad bar to about seven tabs, or use a sidebar.",
        example: #"""
            device: ipad-pro-11
            ios: 17
            tabs: [{ title: One }, { title: Two }, { title: Three }, { title: Four }, { title: Five }, { title: Six }, { title: Seven }, { title: Eight }, { title: Nine }, { title: Ten }, { title: Eleven }, { title: Twelve }]
            """#,
        passing: "device: ipad-pro-11\ntabs: # seven or fewer", tags: ["count", "ipad"],
        firesWhen: "an iPad bar overflows into a More tab")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        guard subject.layout.family == .pad, !subject.layout.moreList.isEmpty else { return [] }
        let fitting = subject.layout.tabs.count - 1
        return [finding(
            "tabs",
            "the tabs overflow into a More tab, and on iPad a screen that only lists \(subject.layout.moreList.count) more tabs wastes the space. Keep to \(fitting) tabs so all of them sit on the bar")]
    }
}
