// iOS 26's and iPadOS 18's tabs: the search tab, the accessory, the minimised bar, the sidebar.

/// An accessory is a glass row of its own; with nothing in it, it is an empty bar over the content.
public struct EmptyAccessoryRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "empty-accessory", severity: .error,
        summary: "A bottom accessory shows a title, a subtitle or an icon.")

    public let documentation = RuleDocumentation(
        asks: "An iOS 26 bottom accessory shows something: a title, a subtitle or an icon.",
        fix: "Give the accessory a title, subtitle or icon, or remove it.",
        example: #"""
            device: iphone-17-pro
            ios: 26
            accessory: {}
            tabs:
              - title: Listen
              - title: Browse
              - title: Library
            """#,
        passing: "accessory: { title: Now Playing }", tags: ["ios26"],
        firesWhen: "an iOS 26 `accessory:` with no title, subtitle or icon")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        guard let accessory = subject.spec.accessory, accessory.isEmpty else { return [] }
        return [finding(
            "accessory",
            "the accessory has no title, subtitle or icon, so it draws an empty glass row over the content. Give it content (a mini player's track) or remove it")]
    }
}
