// iOS 26's and iPadOS 18's tabs: the search tab, the accessory, the minimised bar, the sidebar.

/// The bar minimises to leave the content and the accessory room; without an accessory the
/// collapsed bar only hides the other tabs.
public struct MinimizedWithoutAccessoryRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "minimized-without-accessory", severity: .info,
        summary: "A minimised bar makes room for a bottom accessory; without one it only hides tabs.")

    public let documentation = RuleDocumentation(
        asks: "A minimised bar makes room for a bottom accessory; without one it only hides tabs.",
        fix: "Add an accessory, or leave the bar at full size.",
        example: #"""
            device: iphone-17-pro
            ios: 26
            minimized: true
            tabs:
              - title: Listen
              - title: Browse
              - title: Library
            """#,
        passing: "minimized: true\naccessory: { title: Now Playing }", tags: ["ios26"],
        firesWhen: "`minimized: true` with no accessory to take the room")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        guard subject.spec.minimized, subject.spec.accessory == nil else { return [] }
        return [finding(
            "minimized",
            "the bar is minimised but there is no accessory to take the room, so the other tabs are an extra tap away for nothing. Add the accessory the minimised bar makes room for, or show the full bar")]
    }
}
