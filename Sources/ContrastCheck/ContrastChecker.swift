import TabBarModel
import TabBarRender

/// Lint rules measured on the rendered bar, over its backdrop, blurred and translucent as drawn:
/// WCAG 2.2 contrast ratios from the pixels behind and inside each icon, title and badge.
/// Findings name the spec field to change (`tint`, `unselectedTint`, `badgeColor`, `barTint`, `backdrop`).
public struct ContrastChecker: Sendable {
    public var limits: ContrastLimits

    public init(limits: ContrastLimits = ContrastLimits()) {
        self.limits = limits
    }

    public static let tintLowContrast = RuleDescriptor(
        id: "tint-low-contrast", severity: .warning,
        summary: "The selected item stands out from the bar as drawn by at least 3:1 (WCAG's minimum for controls).")
    public static let selectionIndistinct = RuleDescriptor(
        id: "selection-indistinct", severity: .warning,
        summary: "Selected and unselected items differ by a contrast ratio of 1.5:1 or a ΔE of 20.")
    public static let badgeLowContrast = RuleDescriptor(
        id: "badge-low-contrast", severity: .warning,
        summary: "A badge stands out from the bar by 3:1 and its text from its fill by 3:1.")

    public static let rules = [tintLowContrast, selectionIndistinct, badgeLowContrast]

    static let measuringScale = 3

    /// Renders the document and measures its bar. No findings where no bar is drawn (a keyboard
    /// hides it) and on Apple TV, whose selection is a focus, not a tint.
    public func check(_ document: SpecDocument, renderer: Renderer) throws(RenderError) -> [Finding] {
        let layout = try renderer.layout(document)
        guard !layout.hidden, layout.bar.edge == .bottom, !layout.tabs.isEmpty else { return [] }
        // At @3x, whatever the device, even a 10 pt title has pixels the ink covers fully.
        let image = try renderer.renderImage(document, scale: Self.measuringScale)
        let pixels = BarPixels(image: image, scale: Double(Self.measuringScale))
        return check(document.spec, items: ItemColors.measure(layout.relativeToCanvas(), pixels: pixels))
    }

    func check(_ spec: Spec, items: [ItemColors]) -> [Finding] {
        let selected = items.first { $0.item.selected }
        let unselected = items.first { !$0.item.selected && $0.item.enabled && $0.ink != nil }
        var findings: [Finding] = []
        if let selected { findings += tint(selected, spec: spec) }
        if let selected, let unselected { findings += selection(selected, unselected, spec: spec) }
        findings += badges(items, spec: spec)
        return findings
    }

    private func tint(_ selected: ItemColors, spec: Spec) -> [Finding] {
        let parts = [("icon", selected.icon), ("title", selected.title)].compactMap { name, color in
            color.map { (name: name, color: $0, ratio: WCAG.contrast($0, selected.background)) }
        }
        guard let worst = parts.min(by: { $0.ratio < $1.ratio }), worst.ratio < limits.selectedAgainstBar else { return [] }
        let measured = parts.map { "its \($0.name) \($0.color.hexString) \(WCAG.ratioText($0.ratio))" }.joined(separator: ", ")
        let field = spec.tint != nil ? "tint" : spec.barTint != nil ? "barTint" : spec.backdrop != nil ? "backdrop" : "tint"
        return [finding(
            Self.tintLowContrast, field,
            "the selected item (\(name(selected.item))) measures \(measured) against the bar behind it (\(selected.background.hexString) as drawn), under \(WCAG.ratioText(limits.selectedAgainstBar)); people may not see which tab they are on. \(advice(for: field, background: selected.background))")]
    }

    private func selection(_ selected: ItemColors, _ unselected: ItemColors, spec: Spec) -> [Finding] {
        guard let on = selected.ink, let off = unselected.ink else { return [] }
        let ratio = WCAG.contrast(on, off)
        let difference = WCAG.deltaE(on, off)
        guard ratio < limits.selectionRatio, difference < limits.selectionDeltaE else { return [] }
        let field = spec.tint != nil || spec.unselectedTint == nil ? "tint" : "unselectedTint"
        return [finding(
            Self.selectionIndistinct, field,
            "the selected item (\(name(selected.item))) is drawn \(on.hexString) and the others (\(name(unselected.item))) \(off.hexString): \(WCAG.ratioText(ratio)) apart and ΔE \(Int(difference.rounded())), under \(WCAG.ratioText(limits.selectionRatio)) and ΔE \(Int(limits.selectionDeltaE)) both, so the selection hardly shows. Choose a \(field == "tint" ? "tint" : "colour for unselected items") that differs in lightness or in hue")]
    }

    /// One finding for the badge that stands out least: every badge has the same colours.
    private func badges(_ items: [ItemColors], spec: Spec) -> [Finding] {
        let measured = items.compactMap { item in
            item.badge.map { (item: item, badge: $0, fill: WCAG.contrast($0.fill, item.background), text: WCAG.contrast($0.text, $0.fill)) }
        }
        let failing = measured.filter { $0.fill < limits.badgeAgainstBar || $0.text < limits.badgeText }
        guard let worst = failing.min(by: { min($0.fill / limits.badgeAgainstBar, $0.text / limits.badgeText) < min($1.fill / limits.badgeAgainstBar, $1.text / limits.badgeText) })
        else { return [] }
        var problems: [String] = []
        if worst.fill < limits.badgeAgainstBar {
            problems.append("its fill \(worst.badge.fill.hexString) measures \(WCAG.ratioText(worst.fill)) against the bar (\(worst.item.background.hexString) as drawn), under \(WCAG.ratioText(limits.badgeAgainstBar))")
        }
        if worst.text < limits.badgeText {
            problems.append("its text \(worst.badge.text.hexString) measures \(WCAG.ratioText(worst.text)) against the fill, under \(WCAG.ratioText(limits.badgeText))")
        }
        let barField = spec.barTint != nil ? "barTint" : spec.backdrop != nil ? "backdrop" : "badgeColor"
        let field = spec.badgeColor != nil || worst.text < limits.badgeText ? "badgeColor" : barField
        return [finding(
            Self.badgeLowContrast, field,
            "the badge \"\(worst.item.item.badge ?? "")\" of \(name(worst.item.item)): \(problems.joined(separator: ", and ")). \(field == "badgeColor" ? "Choose a badge colour that stands out from the bar and under white text" : advice(for: field, background: worst.item.background))")]
    }

    private func advice(for field: String, background: Color) -> String {
        let light = WCAG.luminance(background) > 0.18
        switch field {
        case "barTint": return "Choose a bar tint \(light ? "darker" : "lighter") or further from the tint"
        case "backdrop": return "The backdrop shows through the bar: choose a tint, a bar tint or an opaque bar (translucent: false) that stands out from it"
        default: return "Choose a \(light ? "darker" : "lighter") tint"
        }
    }

    private func name(_ item: TabLayout) -> String {
        let label = item.isMore ? "More" : item.title.isEmpty ? item.id : "\"\(item.title)\""
        return item.specIndex.map { "\(label), tabs[\($0)]" } ?? label
    }

    private func finding(_ rule: RuleDescriptor, _ path: String, _ message: String) -> Finding {
        Finding(rule: rule.id, severity: rule.severity, path: path, message: message)
    }
}

/// The ratios the contrast rules hold to.
public struct ContrastLimits: Equatable, Sendable {
    /// WCAG 2.2 SC 1.4.11: graphical objects that identify a control's state, 3:1.
    public var selectedAgainstBar = 3.0
    /// Selected against unselected: distinct when either measure reaches its limit.
    public var selectionRatio = 1.5
    public var selectionDeltaE = 20.0
    public var badgeAgainstBar = 3.0
    /// Badge text against its fill.
    public var badgeText = 3.0

    public init() {}
}
