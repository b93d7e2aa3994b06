// Badges say quietly that something is new: a count or "!", short, where it can be seen.

public struct BadgeInMoreRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "badge-in-more", severity: .warning,
        summary: "A badge on a tab in the More list cannot be seen from the bar.")

    public let documentation = RuleDocumentation(
        asks: "A badge is there to be seen from the bar; in the More list only its row shows it.",
        fix: "Move the badged tab among the first four, or drop the badge.",
        example: #"""
            device: iphone-8
            tabs:
              - title: Home
              - title: Search
              - title: Library
              - title: Radio
              - title: Friends
              - { title: History, badge: 3 }
            """#,
        passing: "tabs: # the badged tab among the first four\n  - title: Inbox\n    badge: \"3\"", tags: ["badges"],
        firesWhen: "a badged tab sits in the More list")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        subject.layout.moreList.compactMap { index in
            guard subject.spec.tabs[index].badge != nil else { return nil }
            return finding(
                "tabs[\(index)].badge",
                "\(subject.describe(index)) sits in the More list, so its badge only shows on the More screen's row and nobody sees it from the bar. Move the tab among the first \(subject.layout.tabs.count - 1) if its news matters, or drop the badge")
        }
    }
}
