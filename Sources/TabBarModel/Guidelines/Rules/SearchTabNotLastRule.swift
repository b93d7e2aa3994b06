// iOS 26's and iPadOS 18's tabs: the search tab, the accessory, the minimised bar, the sidebar.

/// UIKit puts the search tab at the trailing end whatever its place in the list, so a list
/// that says otherwise misleads whoever reads the spec (and the sidebar, which keeps the order).
public struct SearchTabNotLastRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "search-tab-not-last", severity: .warning,
        summary: "The search tab comes last: iOS 26 draws it at the bar's trailing end.")

    public let documentation = RuleDocumentation(
        asks: "iOS 26 draws the search tab at the trailing end of the bar, whatever its place in the list.",
        fix: "List the tab with `role: search` last.",
        example: #"""
            device: iphone-17-pro
            ios: 26
            tabs:
              - { title: Search, role: search }
              - title: Home
              - title: Library
            """#,
        passing: "tabs:\n  - title: Home\n  - title: Search\n    role: search", tags: ["ios26"],
        firesWhen: "the tab with `role: search` is not the last in `tabs` (iOS 26 draws it at the trailing end)")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        // Before iOS 26 an iPhone draws the search tab in its place, like any other.
        guard subject.layout.bar.searchButton != nil || [.topCapsule, .sidebar].contains(subject.layout.bar.kind) else { return [] }
        let order = TabBarPresentation(spec: subject.spec).order
        guard let search = order.first(where: { subject.spec.tabs[$0].role == .search }), search != order.last else { return [] }
        return [finding(
            "tabs[\(search)].role",
            "\(subject.describe(search)) has the search role but is not the last tab; the bar draws it apart at the trailing end, so the list and the screen disagree. Move it to the end of tabs")]
    }
}
