import CCairo
import TabBarModel

/// The iPad's open sidebar: its panel, the selected row's rounded background, icons and titles
/// (the selected in the tint), the groups' titles, and the sidebar toggle.
struct SidebarPainter {
    let bar: BarPainter
    let metrics: SidebarMetrics

    init?(bar: BarPainter) {
        guard bar.layout.bar.kind == .sidebar, let metrics = bar.look.topCapsule?.sidebar else { return nil }
        self.bar = bar
        self.metrics = metrics
    }

    func paint(on context: CairoContext) throws(RenderError) {
        let dark = bar.appearance == .dark
        let panel = bar.layout.bar.frame
        context.addRoundedRect(panel, radius: metrics.panelRadius)
        context.setColor(dark ? metrics.panelDark : metrics.panelLight)
        cairo_fill(context.pointer)
        let label = dark ? Color(rgb: 0xFFFFFF) : Color(rgb: 0x000000)
        let secondary = dark ? Color(rgb: 0xEBEBF5, alpha: 0.6) : Color(rgb: 0x3C3C43, alpha: 0.6)
        for (position, tab) in bar.layout.tabs.enumerated() {
            if tab.selected {
                context.addRoundedRect(tab.frame, radius: metrics.rowRadius)
                context.setColor(dark ? metrics.selectionDark : metrics.selectionLight)
                cairo_fill(context.pointer)
            }
            let color = !tab.enabled ? bar.palette.disabled : tab.selected ? bar.palette.selected : label
            if let icon = bar.icons[position], let frame = tab.iconFrame {
                // Sidebar icons take the tint whether selected or not, as UIKit's list cells do.
                let iconColor = tab.enabled ? bar.palette.selected : bar.palette.disabled
                try bar.drawIcon(icon, in: frame, color: iconColor, on: context)
            }
            bar.drawTitle(tab, color: color, on: context)
        }
        for header in bar.layout.sidebarHeaders ?? [] {
            context.setColor(secondary)
            bar.text.draw(header.title, style: header.titleStyle, in: header.frame, baseline: header.titleBaseline, on: context)
        }
        bar.drawBadges(on: context)
        if let toggle = bar.layout.bar.sidebarToggle {
            TopCapsulePainter.drawSidebarGlyph(centre: toggle.center, color: bar.palette.selected, direction: bar.layout.layoutDirection, on: context)
        }
    }
}
