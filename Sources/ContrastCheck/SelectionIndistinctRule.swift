import TabBarModel

/// The selected item against the unselected ones: told apart by lightness or by hue.
public struct SelectionIndistinctRule: ContrastRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "selection-indistinct", severity: .warning,
        summary: "Selected and unselected items differ by a contrast ratio of 1.5:1 or a ΔE of 20.")

    public let documentation = RuleDocumentation(
        asks: "People must tell the selected tab from the others by more than a slight shade.",
        fix: "Make the selected and unselected colours differ in lightness or hue.",
        example: #"""
            device: iphone-8
            tint: "#8E8E93"
            unselectedTint: "#8A8A8F"
            tabs: [{ title: Home }, { title: Search }, { title: Profile }]
            """#,
        passing: "tint: \"#007AFF\"\nunselectedTint: \"#8E8E93\"", tags: ["accessibility", "contrast"],
        firesWhen: "the selected and unselected items' colours are under 1.5:1 apart *and* under ΔE₀₀ 20: the same lightness and about the same hue; on `tint` (`unselectedTint` when only that is set)")

    public func check(_ bar: MeasuredBar) -> [Finding] {
        guard let selected = bar.selected, let unselected = bar.unselected, let on = selected.ink, let off = unselected.ink else { return [] }
        let ratio = WCAG.contrast(on, off)
        let difference = WCAG.deltaE(on, off)
        guard ratio < bar.limits.selectionRatio, difference < bar.limits.selectionDeltaE else { return [] }
        let field = bar.spec.tint != nil || bar.spec.unselectedTint == nil ? "tint" : "unselectedTint"
        return [finding(
            field,
            "the selected item (\(bar.name(selected.item))) is drawn \(on.hexString) and the others (\(bar.name(unselected.item))) \(off.hexString): \(WCAG.ratioText(ratio)) apart and ΔE \(Int(difference.rounded())), under \(WCAG.ratioText(bar.limits.selectionRatio)) and ΔE \(Int(bar.limits.selectionDeltaE)) both, so the selection hardly shows. Choose a \(field == "tint" ? "tint" : "colour for unselected items") that differs in lightness or in hue")]
    }
}
