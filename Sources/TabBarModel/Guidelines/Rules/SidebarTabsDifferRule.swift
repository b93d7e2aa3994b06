// iOS 26's and iPadOS 18's tabs: the search tab, the accessory, the minimised bar, the sidebar.

/// Apple: the tab bar and the sidebar hold the same tabs. A group that lists a removed tab, or
/// a tab in two groups, makes the sidebar show what the bar does not.
public struct SidebarTabsDifferRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "sidebar-tabs-differ", severity: .warning,
        summary: "The tab bar and the sidebar hold the same tabs: each tab once, none removed.")

    public let documentation = RuleDocumentation(
        asks: "The iPad tab bar and its sidebar hold the same tabs: each once, none removed.",
        fix: "List each tab in one sidebar group only, and only tabs that are on the bar.",
        example: #"""
            device: ipad-pro-11
            ios: 26
            mode: sidebar
            tabs:
              - { id: home, title: Home }
              - { id: bookmarks, title: Bookmarks }
              - { id: history, title: History }
            groups:
              - { title: Library, children: [bookmarks, history] }
              - { title: Recent, children: [history] }
            """#,
        passing: "groups:\n  - title: Library\n    children: [bookmarks, history]", tags: ["ipad"],
        firesWhen: "an iPad sidebar group lists a removed tab, or a tab already in another group")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        let spec = subject.spec
        var seen: [Int: Int] = [:]
        var findings: [Finding] = []
        for (group, entry) in (spec.groups ?? []).enumerated() {
            for (position, child) in entry.children.enumerated() {
                guard let index = spec.tabIndex(child) else { continue }
                let path = "groups[\(group)].children[\(position)]"
                if spec.tabs[index].removed {
                    findings.append(finding(path, "\(subject.describe(index)) is removed from the tab bar but listed in the sidebar group \"\(entry.title)\". Remove it from the group too"))
                } else if let first = seen[index] {
                    findings.append(finding(path, "\(subject.describe(index)) is already in the group \"\(spec.groups![first].title)\"; the sidebar would hold it twice and the bar once. Keep it in one group"))
                } else {
                    seen[index] = group
                }
            }
        }
        return findings
    }
}
