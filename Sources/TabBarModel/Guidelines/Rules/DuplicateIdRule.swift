// Ids name tabs for `selected`, taps and state restoration; each must be unique.

public struct DuplicateIdRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "duplicate-id", severity: .error,
        summary: "Every tab needs an id of its own.")

    public let documentation = RuleDocumentation(
        asks: "Each tab needs an identifier of its own so selection and state restoration find it.",
        fix: "Give the tabs distinct `id`s (or distinct titles, which ids are made from).",
        example: #"""
            device: iphone-8
            tabs:
              - { id: inbox, title: Inbox }
              - { id: inbox, title: Sent }
              - { id: drafts, title: Drafts }
            """#,
        passing: "tabs:\n  - id: inbox\n    title: Inbox\n  - id: sent\n    title: Sent", tags: ["identity"],
        firesWhen: "two tabs share an id (written, or made from the title)")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        let spec = subject.spec
        var first: [String: Int] = [:]
        var findings: [Finding] = []
        for index in spec.tabs.indices {
            let id = spec.tabId(at: index)
            guard let earlier = first[id] else {
                first[id] = index
                continue
            }
            let written = spec.tabs[index].id != nil
            findings.append(finding(
                written ? "tabs[\(index)].id" : "tabs[\(index)].title",
                "the id \"\(id)\"\(written ? "" : ", made from the title,") is also tabs[\(earlier)]'s, so `selected`, taps and restoration always find tabs[\(earlier)]. Give tabs[\(index)] an id of its own"))
        }
        return findings
    }
}
