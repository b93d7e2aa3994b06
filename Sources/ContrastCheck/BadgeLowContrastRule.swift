import TabBarModel

/// A badge against the bar, and its text against its fill; one finding for the badge that stands
/// out least, since every badge has the same colours.
public struct BadgeLowContrastRule: ContrastRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "badge-low-contrast", severity: .warning,
        summary: "A badge stands out from the bar by 3:1 and its text from its fill by 3:1.")

    public let documentation = RuleDocumentation(
        asks: "A badge must stand out from the bar, and its text from its fill, by 3:1.",
        fix: "Choose a badge colour with more contrast against the bar and its text.",
        example: #"""
            device: iphone-8
            badgeColor: "#F2F2F7"
            tabs:
              - { title: Inbox, badge: 3 }
              - title: Sent
              - title: Drafts
            """#,
        passing: "tabs:\n  - title: Inbox\n    badge: \"3\"\n    badgeColor: \"#D70015\"", tags: ["accessibility", "contrast", "badges"],
        firesWhen: "a badge's fill measures under 3:1 against the bar, or its text under 3:1 against the fill; one finding for the badge that stands out least, on `badgeColor` (or `barTint`/`backdrop` when the default fill is lost on them)")

    public func check(_ bar: MeasuredBar) -> [Finding] {
        let measured = bar.items.compactMap { item in
            item.badge.map { (item: item, badge: $0, fill: WCAG.contrast($0.fill, item.background), text: WCAG.contrast($0.text, $0.fill)) }
        }
        let failing = measured.filter { $0.fill < bar.limits.badgeAgainstBar || $0.text < bar.limits.badgeText }
        guard let worst = failing.min(by: { min($0.fill / bar.limits.badgeAgainstBar, $0.text / bar.limits.badgeText) < min($1.fill / bar.limits.badgeAgainstBar, $1.text / bar.limits.badgeText) })
        else { return [] }
        var problems: [String] = []
        if worst.fill < bar.limits.badgeAgainstBar {
            problems.append("its fill \(worst.badge.fill.hexString) measures \(WCAG.ratioText(worst.fill)) against the bar (\(worst.item.background.hexString) as drawn), under \(WCAG.ratioText(bar.limits.badgeAgainstBar))")
        }
        if worst.text < bar.limits.badgeText {
            problems.append("its text \(worst.badge.text.hexString) measures \(WCAG.ratioText(worst.text)) against the fill, under \(WCAG.ratioText(bar.limits.badgeText))")
        }
        let barField = bar.spec.barTint != nil ? "barTint" : bar.spec.backdrop != nil ? "backdrop" : "badgeColor"
        let field = bar.spec.badgeColor != nil || worst.text < bar.limits.badgeText ? "badgeColor" : barField
        return [finding(
            field,
            "the badge \"\(worst.item.item.badge ?? "")\" of \(bar.name(worst.item.item)): \(problems.joined(separator: ", and ")). \(field == "badgeColor" ? "Choose a badge colour that stands out from the bar and under white text" : bar.advice(for: field, background: worst.item.background))")]
    }
}
