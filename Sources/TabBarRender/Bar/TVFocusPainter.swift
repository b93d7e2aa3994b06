import CCairo
import TabBarModel

/// The Apple TV bar with a focus: the focused tab grown towards the viewer on a white capsule
/// with a shadow, the selected tab (when focus is elsewhere) on a quiet grey capsule, the others
/// as plain text.
struct TVFocusPainter {
    let bar: BarPainter
    let focus: TVFocusLayout

    func paint(on context: CairoContext) throws(RenderError) {
        let layout = bar.layout
        let dark = bar.appearance == .dark
        let strongText = dark ? Color(rgb: 0xFFFFFF) : Color(rgb: 0x1C1C1E)
        let cr = context.pointer
        context.fill(layout.bar.frame, bar.palette.barBackground)
        for (position, tab) in layout.tabs.enumerated() where position != focus.focusedTab {
            var color = tab.enabled ? bar.palette.unselectedTitle : bar.palette.disabled
            if position == focus.selectedMark {
                context.addRoundedRect(tab.frame, radius: tab.frame.height / 2)
                context.setColor(dark ? Color(rgb: 0xFFFFFF, alpha: 0.16) : Color(rgb: 0x000000, alpha: 0.08))
                cairo_fill(cr)
                color = strongText
            }
            bar.drawTitle(tab, color: color, on: context)
        }
        // The focused tab last, so that its shadow falls on its neighbours.
        if let position = focus.focusedTab, let raised = focus.raisedFrame {
            let tab = layout.tabs[position]
            for step in 1...5 {
                let spread = Double(step) * 2.5
                context.addRoundedRect(raised.offsetBy(dx: 0, dy: 10).insetBy(dx: -spread, dy: -spread), radius: raised.height / 2 + spread)
                context.setColor(Color(rgb: 0x000000, alpha: 0.045))
                cairo_fill(cr)
            }
            context.addRoundedRect(raised, radius: raised.height / 2)
            context.setColor(Color(rgb: 0xFFFFFF))
            cairo_fill(cr)
            context.withSavedStateUnchecked {
                let centre = tab.frame.center
                cairo_translate(cr, centre.x, centre.y)
                cairo_scale(cr, focus.liftScale, focus.liftScale)
                cairo_translate(cr, -centre.x, -centre.y)
                bar.drawTitle(tab, color: Color(rgb: 0x1C1C1E), on: context)
            }
        }
        bar.drawBadges(on: context)
    }
}
