// Badges say quietly that something is new: a count or "!", short, where it can be seen.

public struct BadgeContentRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "badge-content", severity: .warning,
        summary: "A badge holds a count of 1 or more or \"!\".")

    public let documentation = RuleDocumentation(
        asks: "A badge shows a count of new items or a short alert, nothing else.",
        fix: "Use a count of 1 or more, a capped count such as 99+, or \"!\"; remove the badge at 0.",
        example: #"""
            device: iphone-8
            tabs:
              - { title: Inbox, badge: "new" }
              - title: Sent
              - title: Drafts
            """#,
        passing: "tabs:\n  - title: Inbox\n    badge: \"3\"", tags: ["badges"],
        firesWhen: "a badge other than a count, a capped count (\"99+\") or \"!\", or a count of 0 or below")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        subject.shownTabs.sorted().compactMap { index in
            switch subject.spec.tabs[index].badge {
            case .count(0)?:
                return finding(
                    "tabs[\(index)].badge",
                    "a badge of 0 tells people that nothing is new, which is what no badge says. Remove the badge when the count drops to 0")
            case .count(let count)? where count < 0:
                return finding(
                    "tabs[\(index)].badge",
                    "a badge of \(count) shows its minus sign as text; no count of new things is below 0. Remove the badge, or show a count of 1 or more")
            case .text(let text)? where !Self.isCountOrAlert(text):
                return finding(
                    "tabs[\(index)].badge",
                    "\"\(text)\" is neither a count nor \"!\", and a badge has no room to explain. Show a count or \"!\" here and put the words in the tab's content")
            default:
                return nil
            }
        }
    }

    /// "7", "99+" (a capped count) or "!".
    static func isCountOrAlert(_ text: String) -> Bool {
        if text == "!" { return true }
        let digits = text.hasSuffix("+") ? text.dropLast() : Substring(text)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
