import CCairo
import TabBarModel

/// The iPhone OS 2 bar: glossy black, a lightened rounded box behind the selected item, its
/// icon filled with a bright blue gradient, the others gray.
struct ClassicBarPainter {
    let bar: BarPainter

    func paint(on context: CairoContext) throws(RenderError) {
        let layout = bar.layout
        let frame = layout.bar.frame
        let content = layout.bar.contentFrame
        let cr = context.pointer
        context.fill(frame, bar.palette.barBackground)

        // Gloss: a lighter upper half with a hard edge at the middle, as on the 2008 bars.
        let gloss = CairoPattern.verticalGradient(
            from: content.minY, to: content.maxY,
            stops: [
                (0, Color(rgb: 0xFFFFFF, alpha: 0.24)), (0.5, Color(rgb: 0xFFFFFF, alpha: 0.10)),
                (0.5, Color(rgb: 0xFFFFFF, alpha: 0.0)), (1, Color(rgb: 0xFFFFFF, alpha: 0.0)),
            ])
        context.addRect(content)
        cairo_set_source(cr, gloss.pointer)
        cairo_fill(cr)
        context.fill(Rect(x: frame.x, y: frame.y, width: frame.width, height: 1), Color(rgb: 0x000000))
        context.fill(Rect(x: frame.x, y: frame.y + 1, width: frame.width, height: 0.5), Color(rgb: 0xFFFFFF, alpha: 0.25))

        for (position, tab) in layout.tabs.enumerated() {
            if tab.selected {
                let box = tab.frame.insetBy(dx: 2, dy: 2)
                let lightening = CairoPattern.verticalGradient(
                    from: box.minY, to: box.maxY,
                    stops: [(0, Color(rgb: 0xFFFFFF, alpha: 0.22)), (1, Color(rgb: 0xFFFFFF, alpha: 0.10))])
                context.addRoundedRect(box, radius: 3)
                cairo_set_source(cr, lightening.pointer)
                cairo_fill(cr)
            }
            if let icon = bar.icons[position], let iconFrame = tab.iconFrame {
                let fill = iconGradient(for: tab, in: iconFrame)
                // iPhone OS 2 drew only an image's alpha, whatever its rendering mode.
                try bar.drawTemplate(icon.image, in: iconFrame, on: context) { cairo_set_source(cr, fill.pointer) }
            }
            let titleColor = !tab.enabled ? bar.palette.disabled
                : tab.selected ? bar.palette.selectedTitle : bar.palette.unselectedTitle
            bar.drawTitle(tab, color: titleColor, on: context)
        }
        bar.drawBadges(on: context, finish: .rimmedGlossy)
        bar.drawHomeIndicator(on: context)
    }

    private func iconGradient(for tab: TabLayout, in frame: Rect) -> CairoPattern {
        let palette = bar.palette
        guard tab.enabled else {
            return CairoPattern.verticalGradient(from: frame.minY, to: frame.maxY, stops: [(0, palette.disabled), (1, palette.disabled)])
        }
        if tab.selected {
            let base = palette.selected
            return CairoPattern.verticalGradient(
                from: frame.minY, to: frame.maxY,
                stops: [
                    (0, mix(base, Color(rgb: 0xFFFFFF), 0.75)), (0.5, mix(base, Color(rgb: 0xFFFFFF), 0.2)),
                    (0.5, base), (1, mix(base, Color(rgb: 0x000000), 0.25)),
                ])
        }
        let gray = palette.unselected
        return CairoPattern.verticalGradient(
            from: frame.minY, to: frame.maxY,
            stops: [(0, mix(gray, Color(rgb: 0xFFFFFF), 0.2)), (1, mix(gray, Color(rgb: 0x000000), 0.25))])
    }

    private func mix(_ a: Color, _ b: Color, _ amount: Double) -> Color {
        Color(
            red: a.red + (b.red - a.red) * amount, green: a.green + (b.green - a.green) * amount,
            blue: a.blue + (b.blue - a.blue) * amount, alpha: a.alpha)
    }
}
