// Every tab, and above all the selected one, has to be somewhere people can reach.

public struct UnreachableTabRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "unreachable-tab", severity: .warning,
        summary: "Every tab must fit on an Apple TV bar, which has no More list.")

    public let documentation = RuleDocumentation(
        asks: "An Apple TV bar has no More list, so a tab that does not fit cannot be reached.",
        fix: "Shorten the titles or drop tabs until all fit.",
        example: #"""
            device: apple-tv
            tabs: [{ title: Featured Films }, { title: Television Series }, { title: Documentaries }, { title: Children and Family }, { title: Sports Highlights }, { title: Music Concerts }, { title: Award Winners }, { title: Search Everything }]
            """#,
        passing: "device: apple-tv\ntabs:\n  - title: Films\n  - title: Series", tags: ["count", "tvos"],
        firesWhen: "a tab does not fit on the Apple TV bar, which has no More list")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        // Elsewhere what is not on the bar is in the iPad's sidebar or folded into a minimised bar.
        guard subject.layout.family == .tv else { return [] }
        return subject.layout.notShown.map { index in
            finding(
                "tabs[\(index)]",
                "\(subject.describe(index)) does not fit on the Apple TV bar, which has no More list, so nobody can reach it. Shorten the titles or use fewer tabs")
        }
    }
}
