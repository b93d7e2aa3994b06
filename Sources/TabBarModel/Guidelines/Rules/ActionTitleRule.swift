import Foundation

// Titles name places, fit their slot and tell tabs apart.

/// A tab titled with a verb ("Compose") acts instead of navigating.
public struct ActionTitleRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "action-title", severity: .warning,
        summary: "Tabs lead to places; a title that reads as an action belongs on a toolbar button.")

    public let documentation = RuleDocumentation(
        asks: "Tabs lead to places; actions (Add, Compose, Share) belong on toolbar or navigation bar buttons.",
        fix: "Name the tab after its place (Drafts, not Compose) and move the action into a button.",
        example: #"""
            device: iphone-8
            tabs:
              - title: Inbox
              - title: Compose
              - title: Sent
            """#,
        passing: "tabs:\n  - title: Drafts", tags: ["wording"],
        firesWhen: "a title starts with a verb such as Add, Compose, Delete, Edit, Save, Send, Share")

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
