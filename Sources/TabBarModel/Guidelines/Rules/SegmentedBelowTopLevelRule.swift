public struct SegmentedBelowTopLevelRule: NavigationBarRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "navigation-bar-segmented-below-top-level", severity: .warning,
        summary: "a segmented control belongs in the navigation bar of a top-level screen only")

    public let documentation = RuleDocumentation(
        asks: "A segmented control in the navigation bar belongs to a top-level screen, one without a back button.",
        fix: "Move the segmented control into the view, or drop the back button.",
        example: #"""
            device: iphone-8
            navigationBar:
              back: Calendars
              segments: [Day, Week]
            tabs: [{ title: Today }, { title: Calendar }, { title: Inbox }]
            """#,
        passing: "navigationBar:\n  segments: [Day, Week] # no back:", tags: ["navigation-bar"],
        firesWhen: "a segmented control in a bar that has a back button")

    public func check(_ bar: NavigationBarSpec) -> Finding? {
        guard bar.segments != nil, bar.back != nil else { return nil }
        return finding(
            "navigationBar.segments",
            "the bar has a back button, so this screen is below the top level; use a segmented control only in a top-level screen's bar")
    }
}
