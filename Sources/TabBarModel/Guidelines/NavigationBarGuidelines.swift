import Foundation

/// Advice from the HIG on navigation bars, checked on a spec: what a designer should reconsider,
/// not what stops a render.
/// The navigation-bar rules, each a pure function of the spec.
public enum NavigationBarGuidelines {
    public static let tooManyControls = "navigation-bar-too-many-controls"
    public static let segmentedWithControls = "navigation-bar-segmented-with-controls"
    public static let breadcrumbBackButton = "navigation-bar-breadcrumb-back-button"
    public static let segmentedBelowTopLevel = "navigation-bar-segmented-below-top-level"

    /// The rules as `tabbar lint` runs them.
    public static let rules: [any GuidelineRule] = [
        NavigationBarRule(
            id: tooManyControls, summary: "a navigation bar holds a title, a back button and at most one control",
            check: checkTooManyControls),
        NavigationBarRule(
            id: segmentedWithControls, summary: "a segmented control in a navigation bar stands alone, with no other controls",
            check: checkSegmentedWithControls),
        NavigationBarRule(
            id: breadcrumbBackButton, summary: "a back button names the previous screen only, never a path of several",
            check: checkBreadcrumbBackButton),
        NavigationBarRule(
            id: segmentedBelowTopLevel, summary: "a segmented control belongs in the navigation bar of a top-level screen only",
            check: checkSegmentedBelowTopLevel),
    ]

    /// All findings for the spec's navigation bar, in rule order; empty without one.
    public static func check(_ spec: Spec) -> [Finding] {
        guard let bar = spec.navigationBar else { return [] }
        return [
            checkTooManyControls(bar), checkSegmentedWithControls(bar), checkBreadcrumbBackButton(bar),
            checkSegmentedBelowTopLevel(bar),
        ].compactMap { $0 }
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

    public static func checkTooManyControls(_ bar: NavigationBarSpec) -> Finding? {
        let controls = controls(bar)
        guard controls.count > 1 else { return nil }
        return Finding(
            rule: tooManyControls, severity: .warning, path: controls[1].path,
            message: "the bar has \(controls.count) controls besides the back button; keep one (such as Edit or Done) and move the others to a toolbar")
    }

    public static func checkSegmentedWithControls(_ bar: NavigationBarSpec) -> Finding? {
        guard bar.segments != nil else { return nil }
        let controls = controls(bar)
        guard let first = controls.first else { return nil }
        return Finding(
            rule: segmentedWithControls, severity: .warning, path: first.path,
            message: "a bar with a segmented control should hold nothing beyond the title and the control; \(controls.count == 1 ? "this button" : "these \(controls.count) buttons") belong in a toolbar")
    }

    /// Marks that always separate the levels of a path, and marks that do so only with spaces
    /// around them ("Mail / Inbox", but "A/B Tests" is one name).
    static let pathSeparators = [">", "›", "»", "→", "▸", "▶", "::"]
    static let spacedPathSeparators = [" / ", " | ", " \\ "]

    public static func checkBreadcrumbBackButton(_ bar: NavigationBarSpec) -> Finding? {
        guard let back = bar.back else { return nil }
        let levels = splitLevels(back)
        guard levels.count > 1, let last = levels.last else { return nil }
        return Finding(
            rule: breadcrumbBackButton, severity: .warning, path: "navigationBar.back",
            message: "the back button names \(levels.count) levels (\(levels.joined(separator: ", "))); it goes back one screen, so name only \"\(last)\"")
    }

    /// The levels a back title names when it is a path such as "Mail > Inboxes > Work".
    static func splitLevels(_ title: String) -> [String] {
        var parts = [title]
        for separator in pathSeparators + spacedPathSeparators {
            parts = parts.flatMap { $0.components(separatedBy: separator) }
        }
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    public static func checkSegmentedBelowTopLevel(_ bar: NavigationBarSpec) -> Finding? {
        guard bar.segments != nil, bar.back != nil else { return nil }
        return Finding(
            rule: segmentedBelowTopLevel, severity: .warning, path: "navigationBar.segments",
            message: "the bar has a back button, so this screen is below the top level; use a segmented control only in a top-level screen's bar")
    }
}

/// One navigation-bar check as a guideline rule; it looks at the spec's navigation bar only.
struct NavigationBarRule: GuidelineRule {
    let descriptor: RuleDescriptor
    let checkBar: @Sendable (NavigationBarSpec) -> Finding?

    init(id: String, summary: String, check: @escaping @Sendable (NavigationBarSpec) -> Finding?) {
        descriptor = RuleDescriptor(id: id, severity: .warning, summary: summary)
        checkBar = check
    }

    var needsTabs: Bool { false }

    func check(_ subject: GuidelineSubject) -> [Finding] {
        subject.spec.navigationBar.flatMap(checkBar).map { [$0] } ?? []
    }
}
