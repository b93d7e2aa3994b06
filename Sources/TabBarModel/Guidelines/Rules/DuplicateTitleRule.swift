import Foundation

// Titles name places, fit their slot and tell tabs apart.

/// Two tabs with one title cannot be told apart.
public struct DuplicateTitleRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "duplicate-title", severity: .warning,
        summary: "Every tab needs a title of its own.")

    public let documentation = RuleDocumentation(
        asks: "Each tab's title names a different place; two alike leave people guessing.",
        fix: "Give each tab a distinct title.",
        example: #"""
            device: iphone-8
            tabs:
              - { id: inbox, title: Inbox }
              - { id: archive, title: inbox }
              - { id: sent, title: Sent }
            """#,
        passing: "tabs:\n  - title: Inbox\n  - title: Archive", tags: ["wording"],
        firesWhen: "two tabs share a title (ignoring case)")

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
