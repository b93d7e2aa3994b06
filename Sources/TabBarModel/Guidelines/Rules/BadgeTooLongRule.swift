// Badges say quietly that something is new: a count or "!", short, where it can be seen.

/// UIKit draws any badge text, as wide as it needs; beyond a few characters, or wider than the
/// room beside its icon, it covers the next tab and is read rather than glanced at.
public struct BadgeTooLongRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "badge-too-long", severity: .warning,
        summary: "A badge of at most 4 characters, no wider than its icon and the slot's margin beside it.")

    public let documentation = RuleDocumentation(
        asks: "A badge stays small: at most four characters, no wider than its icon and the margin beside it.",
        fix: "Cap the count (99+) or use \"!\".",
        example: #"""
            device: iphone-8
            tabs:
              - { title: Inbox, badge: "12345" }
              - title: Sent
              - title: Drafts
            """#,
        passing: "tabs:\n  - title: Inbox\n    badge: \"99+\"", tags: ["badges"],
        firesWhen: "a badge over 4 characters, or drawn wider than its icon and the slot's margin beside it (half the slot for a tab without an icon)")

    static let maximumCharacters = 4

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        // A sidebar's rows are stacked: a badge has its whole row.
        (subject.layout.bar.kind == .sidebar ? [] : subject.layout.tabs).compactMap { tab in
            guard let index = tab.specIndex, let badge = tab.badge, let frame = tab.badgeFrame else { return nil }
            let icon = tab.iconFrame?.width ?? 0
            // The icon and the margin on one side of it: as far as a badge can go before it
            // crowds the neighbours.
            let room = icon + (tab.frame.width - icon) / 2
            let tooWide = frame.width > room + 1e-9
            guard badge.count > Self.maximumCharacters || tooWide else { return nil }
            var problems: [String] = []
            if badge.count > Self.maximumCharacters { problems.append("has \(badge.count) characters (at most \(Self.maximumCharacters))") }
            if tooWide {
                let what = tab.iconFrame == nil ? "half its \(pointsText(tab.frame.width)) pt slot" : "its icon and the slot's margin beside it"
                problems.append("is drawn \(pointsText(frame.width)) pt wide, more than the \(pointsText(room)) pt of \(what)")
            }
            let cut = frame.width >= tab.frame.width - 1e-9 ? ", and is cut with \"…\" at the slot's width" : ""
            return finding(
                "tabs[\(index)].badge",
                "the badge \"\(badge)\" \(problems.joined(separator: " and "))\(cut); a badge is glanced at, not read. Cap counts at \"99+\" or use \"!\", and put the words in the tab's content")
        }
    }
}
