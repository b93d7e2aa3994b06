import Foundation

public struct BreadcrumbBackButtonRule: NavigationBarRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "navigation-bar-breadcrumb-back-button", severity: .warning,
        summary: "a back button names the previous screen only, never a path of several")

    public let documentation = RuleDocumentation(
        asks: "A back button names the previous screen only, not a path of several.",
        fix: "Title the back button with the previous screen's title alone.",
        example: #"""
            device: iphone-8
            navigationBar:
              title: Message
              back: Mail > Inbox
            tabs: [{ title: Inbox }, { title: Sent }, { title: Drafts }]
            """#,
        passing: "navigationBar:\n  back: Inbox", tags: ["navigation-bar", "wording"],
        firesWhen: "a back title names several levels (`Mail > Inbox`)")

    public func check(_ bar: NavigationBarSpec) -> Finding? {
        guard let back = bar.back else { return nil }
        let levels = Self.splitLevels(back)
        guard levels.count > 1, let last = levels.last else { return nil }
        return finding(
            "navigationBar.back",
            "the back button names \(levels.count) levels (\(levels.joined(separator: ", "))); it goes back one screen, so name only \"\(last)\"")
    }

    /// Marks that always separate the levels of a path, and marks that do so only with spaces
    /// around them ("Mail / Inbox", but "A/B Tests" is one name).
    static let pathSeparators = [">", "›", "»", "→", "▸", "▶", "::"]
    static let spacedPathSeparators = [" / ", " | ", " \\ "]

    /// The levels a back title names when it is a path such as "Mail > Inboxes > Work".
    static func splitLevels(_ title: String) -> [String] {
        var parts = [title]
        for separator in pathSeparators + spacedPathSeparators {
            parts = parts.flatMap { $0.components(separatedBy: separator) }
        }
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
