/// Every item needs a target a finger hits reliably.
public struct SmallHitRegionRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "small-hit-region", severity: .warning,
        summary: "Every tab's hit region should be at least 44×44 pt.")

    public let documentation = RuleDocumentation(
        asks: "The HIG asks for hit regions of at least 44×44 points.",
        fix: "Use fewer tabs or a larger bar so each slot is at least 44 pt wide and tall.",
        example: #"""
            device: { name: narrow-phone, family: phone, width: 200, height: 400, scale: 2 }
            tabs:
              - title: Home
              - title: Search
              - title: Library
              - title: Radio
              - title: Profile
            """#,
        passing: "tabs: # five or fewer on an iPhone bar", tags: ["accessibility", "touch"],
        firesWhen: "an item's hit region is under 44×44 pt")

    static let minimum = 44.0

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        subject.layout.tabs.compactMap { tab in
            let region = tab.hitRegion
            guard region.width < Self.minimum || region.height < Self.minimum else { return nil }
            let path = tab.specIndex.map { "tabs[\($0)]" } ?? "tabs"
            let what = tab.specIndex.map(subject.describe) ?? "the More item"
            return finding(
                path,
                "\(what) can be hit in \(pointsText(region.width))×\(pointsText(region.height)) pt, less than the 44×44 pt a finger hits reliably. Use fewer tabs so each gets a wider slot")
        }
    }
}
