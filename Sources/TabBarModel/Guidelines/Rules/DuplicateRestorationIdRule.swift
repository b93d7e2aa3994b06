// Ids name tabs for `selected`, taps and state restoration; each must be unique.

public struct DuplicateRestorationIdRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "duplicate-restoration-id", severity: .error,
        summary: "Every tab needs a restoration identifier of its own.")

    public let documentation = RuleDocumentation(
        asks: "State restoration reopens the tab by its restoration identifier, so each must be unique.",
        fix: "Give each tab its own `restorationId`, or leave it out.",
        example: #"""
            device: iphone-8
            tabs:
              - { title: Inbox, restorationId: mail }
              - { title: Sent, restorationId: mail }
              - { title: Drafts }
            """#,
        passing: "tabs:\n  - title: Inbox\n    restorationId: inbox\n  - title: Sent\n    restorationId: sent", tags: ["identity"],
        firesWhen: "two tabs share a `restorationId`")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        let spec = subject.spec
        var first: [String: Int] = [:]
        var findings: [Finding] = []
        for index in spec.tabs.indices {
            let key = spec.restorationId(at: index)
            guard let earlier = first[key] else {
                first[key] = index
                continue
            }
            // Two tabs sharing a plain id are the duplicate-id rule's; this one is about explicit keys.
            guard spec.tabs[index].restorationId != nil || spec.tabs[earlier].restorationId != nil else { continue }
            findings.append(finding(
                spec.tabs[index].restorationId != nil ? "tabs[\(index)].restorationId" : "tabs[\(index)]",
                "restores under \"\(key)\", like tabs[\(earlier)], so a saved selection or order cannot tell them apart. Give tabs[\(index)] a restorationId of its own"))
        }
        return findings
    }
}
