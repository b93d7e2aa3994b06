// Ids name tabs for `selected`, taps and state restoration; each must be unique.

public struct DuplicateIdRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "duplicate-id", severity: .error,
        summary: "Every tab needs an id of its own.")

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

public struct DuplicateRestorationIdRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "duplicate-restoration-id", severity: .error,
        summary: "Every tab needs a restoration identifier of its own.")

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
