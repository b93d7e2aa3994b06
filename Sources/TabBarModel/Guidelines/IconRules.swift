/// A bar where some tabs have icons and others do not looks unfinished.
public struct MixedIconsRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "mixed-icons", severity: .warning,
        summary: "Give every tab an icon, or none.")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        // Apple TV tabs are text only: icons are not drawn there.
        guard subject.layout.family != .tv else { return [] }
        let shown = subject.shownTabs.sorted()
        let withIcon = shown.filter { subject.spec.tabs[$0].icon != nil }
        let without = shown.filter { subject.spec.tabs[$0].icon == nil }
        guard !withIcon.isEmpty, !without.isEmpty else { return [] }
        if withIcon.count < without.count {
            return withIcon.map { index in
                finding(
                    "tabs[\(index)].icon",
                    "\(subject.describe(index)) has an icon while \(without.count) other tabs have none, so the bar looks uneven. Give every tab an icon, or remove this one")
            }
        }
        return without.map { index in
            finding(
                "tabs[\(index)]",
                "\(subject.describe(index)) has no icon while \(withIcon.count) other tabs have one, so its title sits alone in an empty slot. Give it an icon in the same style as the others")
        }
    }
}

/// A tab whose picture the bar draws much smaller or larger than the release's symbol size, or
/// than the other tabs' pictures: an icon file is drawn at its own size (see `IconDrawing`), so a
/// 16 pt export sits small beside 25 pt symbols.
public struct IconSizeRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "icon-size", severity: .warning,
        summary: "Draw every tab's icon at about the release's symbol size.")

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
}
