/// A tab bar and a toolbar both sit at the bottom edge; they never share a view.
public struct TabBarWithToolbarRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "tab-bar-with-toolbar", severity: .error,
        summary: "Keep tab bars and toolbars in separate views.")

    public let documentation = RuleDocumentation(
        asks: "The HIG keeps tab bars and toolbars apart: a view shows one or the other at the bottom, never both.",
        fix: "Move the toolbar's actions into the navigation bar or into the view, or drop the tabs.",
        example: #"""
            device: iphone-8
            tabs:
              - title: Inbox
              - title: Sent
              - title: Drafts
            toolbar:
              items:
                - { systemItem: trash }
            """#,
        passing: "tabs:\n  - title: Inbox\n    icon: \"system:favorites\"\n# no toolbar: key", tags: ["layout"],
        firesWhen: "the spec has a `toolbar:` beside its tabs")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        guard let toolbar = subject.spec.toolbar else { return [] }
        let count = toolbar.items.count
        return [finding(
            "toolbar",
            "this view puts a toolbar (\(MessageText.count(count, "item"))) beside the tab bar; both claim the bottom edge, and one acts on the screen while the other leaves it. Show the toolbar in a view pushed without the tab bar, or move its actions into the navigation bar or the content")]
    }
}
