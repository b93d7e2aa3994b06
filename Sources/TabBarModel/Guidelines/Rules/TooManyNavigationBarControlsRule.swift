public struct TooManyNavigationBarControlsRule: NavigationBarRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "navigation-bar-too-many-controls", severity: .warning,
        summary: "a navigation bar holds a title, a back button and at most one control")

    public let documentation = RuleDocumentation(
        asks: "The HIG keeps a navigation bar to the back button, a title and one control.",
        fix: "Move extra controls into a toolbar or the view.",
        example: #"""
            device: iphone-8
            navigationBar:
              title: Inbox
              rightItems: [{ systemItem: edit }, { systemItem: add }]
            tabs: [{ title: Inbox }, { title: Sent }, { title: Drafts }]
            """#,
        passing: "navigationBar:\n  title: Inbox\n  rightItems: [{ systemItem: edit }]", tags: ["navigation-bar"],
        firesWhen: "a navigation bar holds more than one control besides the back button")

    public func check(_ bar: NavigationBarSpec) -> Finding? {
        let controls = NavigationBarGuidelines.controls(bar)
        guard controls.count > 1 else { return nil }
        return finding(
            controls[1].path,
            "the bar has \(controls.count) controls besides the back button; keep one (such as Edit or Done) and move the others to a toolbar")
    }
}
