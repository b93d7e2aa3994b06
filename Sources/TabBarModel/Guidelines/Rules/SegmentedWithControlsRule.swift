public struct SegmentedWithControlsRule: NavigationBarRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "navigation-bar-segmented-with-controls", severity: .warning,
        summary: "a segmented control in a navigation bar stands alone, with no other controls")

    public let documentation = RuleDocumentation(
        asks: "A segmented control in a navigation bar stands alone.",
        fix: "Move the other controls out of the bar, or the segmented control into the view.",
        example: #"""
            device: iphone-8
            navigationBar:
              segments: [Day, Week]
              rightItems: [{ systemItem: add }]
            tabs: [{ title: Today }, { title: Calendar }, { title: Inbox }]
            """#,
        passing: "navigationBar:\n  segments: [Day, Week]", tags: ["navigation-bar"],
        firesWhen: "a segmented control shares the navigation bar with other controls")

    public func check(_ bar: NavigationBarSpec) -> Finding? {
        guard bar.segments != nil else { return nil }
        let controls = NavigationBarGuidelines.controls(bar)
        guard let first = controls.first else { return nil }
        return finding(
            first.path,
            "a bar with a segmented control should hold nothing beyond the title and the control; \(controls.count == 1 ? "this button" : "these \(controls.count) buttons") belong in a toolbar")
    }
}
