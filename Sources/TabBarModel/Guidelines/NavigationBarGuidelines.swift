/// Advice from the HIG on navigation bars, checked on a spec: what a designer should reconsider,
/// not what stops a render. Each rule is a file of its own in Rules/.
public enum NavigationBarGuidelines {
    /// The rules as `tabbar lint` runs them.
    public static let rules: [any NavigationBarRule] = [
        TooManyNavigationBarControlsRule(), SegmentedWithControlsRule(), BreadcrumbBackButtonRule(), SegmentedBelowTopLevelRule(),
    ]

    /// All findings for the spec's navigation bar, in rule order; empty without one.
    public static func check(_ spec: Spec) -> [Finding] {
        guard let bar = spec.navigationBar else { return [] }
        return rules.compactMap { $0.check(bar) }
    }

    /// The buttons of the bar besides the back button; spaces are not controls.
    static func controls(_ bar: NavigationBarSpec) -> [(path: String, item: BarButtonItemSpec)] {
        func listed(_ items: [BarButtonItemSpec], _ path: String) -> [(path: String, item: BarButtonItemSpec)] {
            items.enumerated().compactMap { index, item in
                item.systemItem?.isSpace == true ? nil : ("\(path)[\(index)]", item)
            }
        }
        return listed(bar.leftItems, "navigationBar.leftItems") + listed(bar.rightItems, "navigationBar.rightItems")
    }
}

/// A navigation-bar check as a guideline rule: it looks at the spec's navigation bar only, and
/// also runs where a toolbar stands in for the tab bar and there are no tabs.
public protocol NavigationBarRule: GuidelineRule {
    func check(_ bar: NavigationBarSpec) -> Finding?
}

extension NavigationBarRule {
    public var needsTabs: Bool { false }

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        subject.spec.navigationBar.flatMap(check).map { [$0] } ?? []
    }
}
