// iOS 26's and iPadOS 18's tabs: the search tab, the accessory, the minimised bar, the sidebar.

/// UIKit puts the search tab at the trailing end whatever its place in the list, so a list
/// that says otherwise misleads whoever reads the spec (and the sidebar, which keeps the order).
public struct SearchTabNotLastRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "search-tab-not-last", severity: .warning,
        summary: "The search tab comes last: iOS 26 draws it at the bar's trailing end.")

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

/// Beside the search button an iOS 26 capsule holds five tabs; a sixth goes behind More.
public struct TooManyTabsBesideSearchRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "too-many-tabs-beside-search", severity: .warning,
        summary: "On iOS 26 iPhones at most five tabs beside the search tab.")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        guard subject.layout.family == .phone, subject.layout.bar.searchButton != nil else { return [] }
        let others = subject.shownTabs.filter { subject.spec.tabs[$0].role != .search }
        guard others.count > 5 else { return [] }
        return [finding(
            "tabs",
            "\(others.count) tabs beside the search tab: the capsule shows four and puts \(others.count - 4) behind More. Keep to five tabs and the search tab")]
    }
}

/// An accessory is a glass row of its own; with nothing in it, it is an empty bar over the content.
public struct EmptyAccessoryRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "empty-accessory", severity: .error,
        summary: "A bottom accessory shows a title, a subtitle or an icon.")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        guard let accessory = subject.spec.accessory, accessory.isEmpty else { return [] }
        return [finding(
            "accessory",
            "the accessory has no title, subtitle or icon, so it draws an empty glass row over the content. Give it content (a mini player's track) or remove it")]
    }
}

/// The bar minimises to leave the content and the accessory room; without an accessory the
/// collapsed bar only hides the other tabs.
public struct MinimizedWithoutAccessoryRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "minimized-without-accessory", severity: .info,
        summary: "A minimised bar makes room for a bottom accessory; without one it only hides tabs.")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        guard subject.spec.minimized, subject.spec.accessory == nil else { return [] }
        return [finding(
            "minimized",
            "the bar is minimised but there is no accessory to take the room, so the other tabs are an extra tap away for nothing. Add the accessory the minimised bar makes room for, or show the full bar")]
    }
}

/// Apple: the tab bar and the sidebar hold the same tabs. A group that lists a removed tab, or
/// a tab in two groups, makes the sidebar show what the bar does not.
public struct SidebarTabsDifferRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "sidebar-tabs-differ", severity: .warning,
        summary: "The tab bar and the sidebar hold the same tabs: each tab once, none removed.")

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
