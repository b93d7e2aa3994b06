/// A tab whose picture the bar draws much smaller or larger than the release's symbol size, or
/// than the other tabs' pictures: an icon file is drawn at its own size (see `IconDrawing`), so a
/// 16 pt export sits small beside 25 pt symbols.
public struct IconSizeRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "icon-size", severity: .warning,
        summary: "Draw every tab's icon at about the release's symbol size.")

    public let documentation = RuleDocumentation(
        asks: "A tab's icon file is drawn at its own size, as UIKit draws a UIImage; it should come out about the release's symbol size (25 pt on a portrait iPhone bar), like the others.",
        fix: "Export the file at the symbol size (an SVG's width and height, a PNG's pixels over its @2x/@3x scale), or set iconSizing: fit.",
        example: #"""
            device: iphone-8
            tabs: # small.svg is 16×16 pt
              - { title: Home, icon: small.svg }
              - { title: Search, icon: "system:search" }
              - { title: Profile, icon: "system:contacts" }
            """#,
        exampleFiles: ["small.svg": IconSizeRule.smallIcon],
        passing: "iconSizing: fit # or export home.svg at 25×25 pt\ntabs:\n  - title: Home\n    icon: home.svg", tags: ["icons"],
        firesWhen: "a tab's icon is drawn under 0.8× or over 1.25× the release's symbol size (a file at its natural size), or that far from the other tabs' icons")

    /// Drawn side over the symbol box's, or over the other icons' median, within which the bar
    /// still reads as one set: the HIG's targets for icons of different shapes lie as far apart.
    static let allowed = 0.8...1.25

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        guard subject.layout.family != .tv else { return [] }
        let drawn: [(tab: TabLayout, index: Int, side: Double, symbol: Double)] = subject.layout.tabs.compactMap { tab in
            guard let index = tab.specIndex, let frame = tab.iconFrame else { return nil }
            let symbol = tab.symbolBox ?? frame
            return (tab, index, max(frame.width, frame.height), max(symbol.width, symbol.height))
        }
        return drawn.compactMap { item in
            let field = item.tab.selected && subject.spec.tabs[item.index].selectedIcon != nil ? "selectedIcon" : "icon"
            let size = "\(pointsText(item.tab.iconFrame!.width))×\(pointsText(item.tab.iconFrame!.height)) pt"
            let fix = "Export the file at \(pointsText(item.symbol)) pt (its width and height, or its pixels over its @2x/@3x scale), or set iconSizing: fit to scale every file to the symbol size"
            if !Self.allowed.contains(item.side / item.symbol) {
                return finding(
                    "tabs[\(item.index)].\(field)",
                    "\(subject.describe(item.index))'s icon is drawn at \(size), its file's own size, where the release's symbol size is \(pointsText(item.symbol)) pt. \(fix)")
            }
            // Against the others the release's size allows: one right-sized icon among small
            // ones is not the odd one out, they are.
            let others = drawn.filter { $0.index != item.index && Self.allowed.contains($0.side / $0.symbol) }.map(\.side).sorted()
            guard !others.isEmpty else { return nil }
            let median = others.count % 2 == 1 ? others[others.count / 2] : (others[others.count / 2 - 1] + others[others.count / 2]) / 2
            guard !Self.allowed.contains(item.side / median) else { return nil }
            return finding(
                "tabs[\(item.index)].\(field)",
                "\(subject.describe(item.index))'s icon is drawn at \(size) where the other tabs' are about \(pointsText(median)) pt, so it looks \(item.side < median ? "small" : "large") beside them. \(fix)")
        }
    }

    /// The example's 16 pt icon file: drawn at its own size, well under the 25 pt symbol size.
    static let smallIcon = """
        <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">
          <circle cx="8" cy="8" r="6" fill="none" stroke="#000" stroke-width="1.5"/>
        </svg>
        """
}
