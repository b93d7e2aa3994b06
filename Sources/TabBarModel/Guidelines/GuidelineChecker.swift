/// Runs guideline rules over a spec and its layout.
public struct GuidelineChecker: Sendable {
    public var rules: [any GuidelineRule]

    public init(rules: [any GuidelineRule] = GuidelineChecker.allRules) {
        self.rules = rules
    }

    /// The tab bar rules, then the navigation bar's.
    public static let allRules: [any GuidelineRule] = tabBarRules + NavigationBarGuidelines.rules.map { $0 as any GuidelineRule }

    /// The tab bar rules from the HIG texts, errors first.
    public static let tabBarRules: [any GuidelineRule] = [
        TabBarWithToolbarRule(),
        DuplicateIdRule(),
        DuplicateRestorationIdRule(),
        SelectedNotVisibleRule(),
        EmptyAccessoryRule(),
        TooFewTabsRule(),
        TooManyTabsRule(),
        MoreTabOnPadRule(),
        UnreachableTabRule(),
        DisabledTabRule(),
        RemovedTabRule(),
        ActionTitleRule(),
        DuplicateTitleRule(),
        TruncatedTitleRule(),
        SmallHitRegionRule(),
        MixedIconsRule(),
        IconSizeRule(),
        BadgeContentRule(),
        BadgeTooLongRule(),
        BadgeInMoreRule(),
        RefusedSelectionRule(),
        SearchTabNotLastRule(),
        TooManyTabsBesideSearchRule(),
        MinimizedWithoutAccessoryRule(),
        SidebarTabsDifferRule(),
        ImportUnknownRule(),
    ]

    /// Findings in rule order, each rule's in tab order.
    public func check(_ subject: GuidelineSubject) -> [Finding] {
        let hasTabs = !subject.spec.tabs.isEmpty
        return rules.filter { hasTabs || !$0.needsTabs }.flatMap { $0.check(subject) }
    }

    public func check(_ spec: Spec, layout: Layout) -> [Finding] {
        check(GuidelineSubject(spec: spec, layout: layout))
    }
}
