import TabBarGeometry
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

    /// The rules measured on the bar, in SARIF's order.
    public static let rules: [any ContrastRule] = [TintLowContrastRule(), SelectionIndistinctRule(), BadgeLowContrastRule()]

    static let measuringScale = PixelScale(3)!

    /// Renders the document and measures its bar. No findings where no bar is drawn (a keyboard
    /// hides it) and on Apple TV, whose selection is a focus, not a tint.
    public func check(_ document: SpecDocument, renderer: Renderer) throws(RenderError) -> [Finding] {
        try check(renderer.scene(document), renderer: renderer)
    }

    /// Measures the bar of a scene `renderer` made, drawn at @3x.
    public func check(_ scene: RenderScene, renderer: Renderer) throws(RenderError) -> [Finding] {
        let layout = scene.layout
        guard !layout.hidden, layout.bar.edge == .bottom, !layout.tabs.isEmpty else { return [] }
        // At @3x, whatever the device, even a 10 pt title has pixels the ink covers fully.
        let image = try renderer.renderImage(scene.drawn(at: Self.measuringScale))
        let pixels = BarPixels(image: image, scale: Double(Self.measuringScale.value))
        return check(scene.document.spec, items: ItemColors.measure(layout.relativeToCanvas(), pixels: pixels))
    }

    func check(_ spec: Spec, items: [ItemColors]) -> [Finding] {
        let bar = MeasuredBar(spec: spec, items: items, limits: limits)
        return Self.rules.flatMap { $0.check(bar) }
    }
}

/// A contrast rule: one file in this module with its id, level, help and judgement of the
/// measured bar.
public protocol ContrastRule: DocumentedRule {
    func check(_ bar: MeasuredBar) -> [Finding]
}

extension ContrastRule {
    func finding(_ path: String, _ message: String) -> Finding {
        Finding(rule: descriptor.id, severity: descriptor.severity, path: path, message: message)
    }
}

/// The bar's colours as measured, with the spec that set them and the limits they are held to.
public struct MeasuredBar: Sendable {
    let spec: Spec
    let items: [ItemColors]
    let limits: ContrastLimits

    var selected: ItemColors? { items.first { $0.item.selected } }
    var unselected: ItemColors? { items.first { !$0.item.selected && $0.item.enabled && $0.ink != nil } }

    func advice(for field: String, background: Color) -> String {
        let light = WCAG.luminance(background) > 0.18
        switch field {
        case "barTint": return "Choose a bar tint \(light ? "darker" : "lighter") or further from the tint"
        case "backdrop": return "The backdrop shows through the bar: choose a tint, a bar tint or an opaque bar (translucent: false) that stands out from it"
        default: return "Choose a \(light ? "darker" : "lighter") tint"
        }
    }

    func name(_ item: TabLayout) -> String {
        let label = item.isMore ? "More" : item.title.isEmpty ? item.id : "\"\(item.title)\""
        return item.specIndex.map { "\(label), tabs[\($0)]" } ?? label
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
