import Foundation

// Titles name places, fit their slot and tell tabs apart.

/// A tab titled with a verb ("Compose") acts instead of navigating.
public struct ActionTitleRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "action-title", severity: .warning,
        summary: "Tabs lead to places; a title that reads as an action belongs on a toolbar button.")

    /// First words that make a title read as a command. Nouns that name places ("Downloads",
    /// "Search", "Favorites") are not here; the match is on the whole first word.
    static let actionVerbs: Set<String> = [
        "add", "buy", "call", "compose", "create", "delete", "download", "edit", "export", "import",
        "new", "post", "print", "publish", "refresh", "remove", "reply", "save", "scan", "send",
        "share", "sync", "take", "upload", "write",
    ]

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        subject.shownTabs.compactMap { index in
            guard let title = subject.spec.tabs[index].title,
                  let first = title.split(whereSeparator: { $0.isWhitespace || $0.isPunctuation }).first,
                  Self.actionVerbs.contains(first.lowercased()) else { return nil }
            return finding(
                "tabs[\(index)].title",
                "\"\(title)\" reads as an action, but a tab bar only moves between sections. Put the action on a toolbar button or in the content, and give tabs the names of places, such as \"Drafts\" or \"Library\"")
        }
    }
}

/// Two tabs with one title cannot be told apart.
public struct DuplicateTitleRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "duplicate-title", severity: .warning,
        summary: "Every tab needs a title of its own.")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        var firstWithTitle: [String: Int] = [:]
        var findings: [Finding] = []
        for index in subject.shownTabs.sorted() {
            guard let title = subject.spec.tabs[index].title?.trimmingCharacters(in: .whitespaces), !title.isEmpty else { continue }
            let key = title.lowercased()
            if let first = firstWithTitle[key] {
                findings.append(finding(
                    "tabs[\(index)].title",
                    "\"\(title)\" is also the title of tabs[\(first)], so people cannot tell the two apart. Give each tab a title that names its own section"))
            } else {
                firstWithTitle[key] = index
            }
        }
        return findings
    }
}

/// A title wider than its slot is cut with an ellipsis.
public struct TruncatedTitleRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "truncated-title", severity: .warning,
        summary: "A tab's title should fit its slot without an ellipsis.")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        subject.layout.tabs.compactMap { tab in
            guard let index = tab.specIndex, tab.titleTruncated else { return nil }
            return finding(
                "tabs[\(index)].title",
                "\"\(tab.title)\" needs \(pointsText(tab.titleWidth)) pt but its slot leaves \(pointsText(tab.titleFrame.width)) pt, so it is cut with an ellipsis. Use a shorter title, or fewer tabs for wider slots")
        }
    }
}

/// "12.5" or "60": points as people write them.
func pointsText(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
