// Badges say quietly that something is new: a count or "!", short, where it can be seen.

public struct BadgeContentRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "badge-content", severity: .warning,
        summary: "A badge holds a count or \"!\".")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        subject.shownTabs.sorted().compactMap { index in
            switch subject.spec.tabs[index].badge {
            case .count(0)?:
                return finding(
                    "tabs[\(index)].badge",
                    "a badge of 0 tells people that nothing is new, which is what no badge says. Remove the badge when the count drops to 0")
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

public struct LongBadgeRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "long-badge", severity: .warning,
        summary: "A badge should stay short enough not to cover the next tab.")

    static let maximumCharacters = 3

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        // A sidebar's rows are stacked: a badge has its whole row.
        let items = subject.layout.bar.kind == .sidebar ? [] : subject.layout.tabs
        return items.indices.compactMap { position in
            let tab = items[position]
            guard let index = tab.specIndex, let badge = tab.badge, let frame = tab.badgeFrame else { return nil }
            let next = position + 1 < items.count ? items[position + 1] : nil
            if let next, frame.maxX > next.hitRegion.minX + 1e-9 {
                return finding(
                    "tabs[\(index)].badge",
                    "the badge \"\(badge)\" is \(pointsText(frame.width)) pt wide and reaches \(pointsText(frame.maxX - next.hitRegion.minX)) pt into the next tab's slot. Cap counts (\"99+\") or use \"!\"")
            }
            if badge.count > Self.maximumCharacters {
                return finding(
                    "tabs[\(index)].badge",
                    "the badge \"\(badge)\" has \(badge.count) characters; a badge is glanced at, not read. Cap counts at \"99+\" or use \"!\"")
            }
            return nil
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
