// iOS 26's and iPadOS 18's tabs: the search tab, the accessory, the minimised bar, the sidebar.

/// Beside the search button an iOS 26 capsule holds five tabs; a sixth goes behind More.
public struct TooManyTabsBesideSearchRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "too-many-tabs-beside-search", severity: .warning,
        summary: "On iOS 26 iPhones at most five tabs beside the search tab.")

    public let documentation = RuleDocumentation(
        asks: "On an iOS 26 iPhone, at most five tabs fit beside the search tab.",
        fix: "Fold sections together until five or fewer remain beside search.",
        example: #"""
            device: iphone-17-pro
            ios: 26
            tabs: # six beside search
              - title: Home
              - title: New
              - title: Radio
              - title: Library
              - title: Friends
              - title: Profile
              - { title: Search, role: search }
            """#,
        passing: "tabs: # five plus search at most", tags: ["ios26", "count"],
        firesWhen: "more than five tabs besides the search tab on an iOS 26 iPhone (then `too-many-tabs` stays quiet)")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        guard subject.layout.family == .phone, subject.layout.bar.searchButton != nil else { return [] }
        let others = subject.shownTabs.filter { subject.spec.tabs[$0].role != .search }
        guard others.count > 5 else { return [] }
        return [finding(
            "tabs",
            "\(others.count) tabs beside the search tab: the capsule shows four and puts \(others.count - 4) behind More. Keep to five tabs and the search tab")]
    }
}
