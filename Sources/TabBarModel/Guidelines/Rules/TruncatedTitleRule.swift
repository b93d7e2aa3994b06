import Foundation

// Titles name places, fit their slot and tell tabs apart.

/// A title wider than its slot is cut with an ellipsis.
public struct TruncatedTitleRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "truncated-title", severity: .warning,
        summary: "A tab's title should fit its slot without an ellipsis.")

    public let documentation = RuleDocumentation(
        asks: "A tab's title should be short enough to show whole in its slot.",
        fix: "Use a shorter title (one word where possible).",
        example: #"""
            device: iphone-8
            tabs:
              - title: Home
              - title: My Entire Music Library Collection
              - title: Search
              - title: Radio
              - title: Profile
            """#,
        passing: "tabs:\n  - title: Library # not \"My Music Library\"", tags: ["wording", "text"],
        firesWhen: "a title is cut with an ellipsis in its slot")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        subject.layout.tabs.compactMap { tab in
            guard let index = tab.specIndex, tab.titleTruncated else { return nil }
            return finding(
                "tabs[\(index)].title",
                "\"\(tab.title)\" needs \(pointsText(tab.titleWidth)) pt but its slot leaves \(pointsText(tab.titleFrame.width)) pt, so it is cut with an ellipsis. Use a shorter title, or fewer tabs for wider slots")
        }
    }
}
