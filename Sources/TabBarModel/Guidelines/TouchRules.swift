/// Every item needs a target a finger hits reliably.
public struct SmallHitRegionRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "small-hit-region", severity: .warning,
        summary: "Every tab's hit region should be at least 44×44 pt.")

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
