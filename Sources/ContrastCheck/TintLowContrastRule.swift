import TabBarModel

/// The selected item against the bar behind it, as drawn.
public struct TintLowContrastRule: ContrastRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "tint-low-contrast", severity: .warning,
        summary: "The selected item stands out from the bar as drawn by at least 3:1 (WCAG's minimum for controls).")

    public let documentation = RuleDocumentation(
        asks: "The selected item must stand out from the bar: WCAG 2.2 asks 3:1 for controls.",
        fix: "Choose a darker tint on a light bar (a lighter one on a dark bar).",
        example: #"""
            device: iphone-8
            tint: "#FFE600" # yellow on the light bar
            tabs: [{ title: Home }, { title: Search }, { title: Profile }]
            """#,
        passing: "tint: \"#007AFF\"", tags: ["accessibility", "contrast"],
        firesWhen: "the selected item's icon or title measures under 3:1 against the bar behind it (WCAG 2.2's minimum for controls); on `tint`, or on `barTint` or `backdrop` when those are what the spec sets")

    public func check(_ bar: MeasuredBar) -> [Finding] {
        guard let selected = bar.selected else { return [] }
        let parts = [("icon", selected.icon), ("title", selected.title)].compactMap { name, color in
            color.map { (name: name, color: $0, ratio: WCAG.contrast($0, selected.background)) }
        }
        guard let worst = parts.min(by: { $0.ratio < $1.ratio }), worst.ratio < bar.limits.selectedAgainstBar else { return [] }
        let measured = parts.map { "its \($0.name) \($0.color.hexString) \(WCAG.ratioText($0.ratio))" }.joined(separator: ", ")
        let field = bar.spec.tint != nil ? "tint" : bar.spec.barTint != nil ? "barTint" : bar.spec.backdrop != nil ? "backdrop" : "tint"
        return [finding(
            field,
            "the selected item (\(bar.name(selected.item))) measures \(measured) against the bar behind it (\(selected.background.hexString) as drawn), under \(WCAG.ratioText(bar.limits.selectedAgainstBar)); people may not see which tab they are on. \(bar.advice(for: field, background: selected.background))")]
    }
}
