/// A tab bar and a toolbar both sit at the bottom edge; they never share a view.
public struct TabBarWithToolbarRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "tab-bar-with-toolbar", severity: .error,
        summary: "A tab bar and a toolbar never appear in the same view.")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        guard let toolbar = subject.spec.toolbar else { return [] }
        let count = toolbar.items.count
        return [finding(
            "toolbar",
            "this view shows a toolbar (\(count) item\(count == 1 ? "" : "s")) and a tab bar, which never appear together: the toolbar acts on the current screen, the tab bar leaves it. Show the toolbar in a view pushed without the tab bar, or move its actions into the navigation bar or the content")]
    }
}
