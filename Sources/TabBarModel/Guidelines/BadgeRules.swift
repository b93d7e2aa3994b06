// Badges say quietly that something is new: a count or "!", short, where it can be seen.

public struct BadgeContentRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "badge-content", severity: .warning,
        summary: "A badge holds a count of 1 or more or \"!\".")

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

/// UIKit draws any badge text, as wide as it needs; beyond a few characters, or wider than the
/// room beside its icon, it covers the next tab and is read rather than glanced at.
public struct BadgeTooLongRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "badge-too-long", severity: .warning,
        summary: "A badge of at most 4 characters, no wider than its icon and the slot's margin beside it.")

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

public struct BadgeInMoreRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "badge-in-more", severity: .warning,
        summary: "A badge on a tab in the More list cannot be seen from the bar.")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        subject.layout.moreList.compactMap { index in
            guard subject.spec.tabs[index].badge != nil else { return nil }
            return finding(
                "tabs[\(index)].badge",
                "\(subject.describe(index)) sits in the More list, so its badge only shows on the More screen's row and nobody sees it from the bar. Move the tab among the first \(subject.layout.tabs.count - 1) if its news matters, or drop the badge")
        }
    }
}
