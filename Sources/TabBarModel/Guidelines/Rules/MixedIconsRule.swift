/// A bar where some tabs have icons and others do not looks unfinished.
public struct MixedIconsRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "mixed-icons", severity: .warning,
        summary: "Give every tab an icon, or none.")

    public let documentation = RuleDocumentation(
        asks: "Tabs read as a set: every tab has an icon, or none does.",
        fix: "Give every tab an icon (or remove them all).",
        example: #"""
            device: iphone-8
            tabs:
              - { title: Home, icon: "system:featured" }
              - title: Search
              - title: Profile
            """#,
        passing: "tabs:\n  - title: Home\n    icon: \"system:featured\"\n  - title: Search\n    icon: \"system:search\"", tags: ["icons"],
        firesWhen: "some tabs have icons and others do not (not on Apple TV, which draws none)")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        // Apple TV tabs are text only: icons are not drawn there.
        guard subject.layout.family != .tv else { return [] }
        let shown = subject.shownTabs.sorted()
        // A search tab without an icon of its own is drawn with the system's magnifying glass.
        func hasIcon(_ index: Int) -> Bool { subject.spec.tabs[index].icon != nil || subject.spec.tabs[index].role == .search }
        let withIcon = shown.filter(hasIcon)
        let without = shown.filter { !hasIcon($0) }
        guard !withIcon.isEmpty, !without.isEmpty else { return [] }
        if withIcon.count < without.count {
            return withIcon.map { index in
                finding(
                    "tabs[\(index)].icon",
                    "\(subject.describe(index)) has an icon while \(without.count) other tabs have none, so the bar looks uneven. Give every tab an icon, or remove this one")
            }
        }
        return without.map { index in
            finding(
                "tabs[\(index)]",
                "\(subject.describe(index)) has no icon while \(withIcon.count) other tabs have one, so its title sits alone in an empty slot. Give it an icon in the same style as the others")
        }
    }
}
