import CCairo
import TabBarModel

/// The iPad's floating top bar (iPadOS 18 and later): the capsule's material, the selected
/// item's pill, the titles, and the sidebar toggle at the row's leading end.
///
/// iPadOS 26 uses the iPhone's glass (GlassCapsulePainter); iPadOS 18 a frosted bar with a
/// white, lifted pill in light and systemFill in dark.
struct TopCapsulePainter {
    let bar: BarPainter
    let metrics: TopCapsuleMetrics

    init?(bar: BarPainter) {
        guard bar.layout.bar.kind == .topCapsule, let metrics = bar.look.topCapsule else { return nil }
        self.bar = bar
        self.metrics = metrics
    }

    private var dark: Bool { bar.appearance == .dark }

    /// The label colour, shifted after what lies under the glass where the release's glass does.
    private var unselectedTitle: Color {
        let label = dark ? metrics.titleDark : metrics.titleLight
        guard let vibrancy = bar.look.glassVibrancy, let backdrop = bar.palette.glassBackdrop else { return label }
        return vibrancy.shift(label, selected: false, over: backdrop)
    }

    /// The capsule itself, made of the content under it, which `drawContent` draws.
    static func paintMaterial(
        layout: Layout, look: ReleaseLook, appearance: Appearance, on context: CairoContext, shared: SharedBlur? = nil,
        drawContent: (CairoContext) throws(RenderError) -> Void
    ) throws(RenderError) {
        guard let capsule = layout.bar.capsule, let metrics = look.topCapsule else { return }
        let radius = capsule.height / 2
        if appearance == .light { paintShadow(metrics.shadow, under: capsule, on: context) }
        switch metrics.material {
        case .glass:
            try GlassCapsulePainter.paintGlass(layout: layout, look: look, appearance: appearance, on: context, shared: shared, drawContent: drawContent)
        case .frosted(let barLight, let barDark, _, _, _):
            try ContentBlur(screen: layout.screenFrame, shared: shared)
                .paint(under: capsule, cornerRadius: radius, on: context, drawContent: drawContent)
            context.addRoundedRect(capsule, radius: radius)
            context.setColor(appearance == .dark ? barDark : barLight)
            cairo_fill(context.pointer)
        }
    }

    func paint(on context: CairoContext) throws(RenderError) {
        paintSelection(on: context)
        for (position, tab) in bar.layout.tabs.enumerated() {
            let color = !tab.enabled ? bar.palette.disabled : tab.selected ? bar.palette.selected : unselectedTitle
            if let icon = bar.icons[position], let frame = tab.iconFrame {
                try bar.drawIcon(icon, in: frame, color: color, on: context)
            }
            bar.drawTitle(tab, color: color, on: context)
        }
        bar.drawBadges(on: context)
        if let toggle = bar.layout.bar.sidebarToggle {
            Self.drawSidebarGlyph(centre: toggle.center, color: bar.palette.selected, direction: bar.layout.layoutDirection, on: context)
        }
    }

    private func paintSelection(on context: CairoContext) {
        guard let selected = bar.layout.selectedTab, selected.enabled else { return }
        switch metrics.material {
        case .glass:
            GlassCapsulePainter.paintSelection(layout: bar.layout, look: bar.look, appearance: bar.appearance, on: context)
        case .frosted(_, _, let pillLight, let pillDark, let shadow):
            let frame = selected.frame
            if !dark { Self.paintShadow(shadow, under: frame, on: context) }
            context.addRoundedRect(frame, radius: frame.height / 2)
            context.setColor(dark ? pillDark : pillLight)
            cairo_fill(context.pointer)
        }
    }

    /// The shadow's outlines round a capsule-shaped `shape`.
    private static func paintShadow(_ shadow: SteppedShadow, under shape: Rect, on context: CairoContext) {
        guard shadow.steps > 0 else { return }
        for step in 1...shadow.steps {
            let spread = Double(step) * shadow.spread
            context.addRoundedRect(shape.offsetBy(dx: 0, dy: shadow.offsetY).insetBy(dx: -spread, dy: -spread), radius: shape.height / 2 + spread)
            context.setColor(shadow.color)
            cairo_fill(context.pointer)
        }
    }

    /// SF Symbols' `sidebar.leading`: a rounded window with a divided column on the leading side,
    /// the left in left-to-right layouts and the right in right-to-left ones, as UIKit flips it.
    static func drawSidebarGlyph(centre: Point, color: Color, direction: LayoutDirection, on context: CairoContext) {
        let box = Rect(x: centre.x - 11, y: centre.y - 8.5, width: 22, height: 17)
        // x measured from the leading edge.
        func x(_ inset: Double) -> Double { direction == .rtl ? box.maxX - inset : box.minX + inset }
        let cr = context.pointer
        context.setColor(color)
        cairo_set_line_width(cr, 1.6)
        context.addRoundedRect(box, radius: 3.5)
        cairo_stroke(cr)
        cairo_move_to(cr, x(8), box.minY)
        cairo_line_to(cr, x(8), box.maxY)
        cairo_stroke(cr)
        for row in 0..<3 {
            let y = box.minY + 4.5 + Double(row) * 2.8
            cairo_move_to(cr, x(2.8), y)
            cairo_line_to(cr, x(5.6), y)
        }
        cairo_set_line_width(cr, 1.2)
        cairo_stroke(cr)
    }
}
