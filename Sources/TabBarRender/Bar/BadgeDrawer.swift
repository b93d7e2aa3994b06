import CCairo
import TabBarModel

/// Draws every badge, on a bar item or a list row: a capsule in the badge colour with its text.
struct BadgeDrawer {
    /// How the capsule is finished, by release.
    enum Finish {
        /// iOS 7 and later: a flat capsule.
        case flat
        /// 2008: a white rim around the capsule.
        case rimmed
        /// 2008's bar items: the rim, and a gloss over the capsule's upper half.
        case rimmedGlossy
    }

    let fill: Color
    let textColor: Color
    let finish: Finish
    let text: TextEngine

    func draw(_ label: String, style: TextStyle = .badge, in frame: Rect, on context: CairoContext) {
        let cr = context.pointer
        if finish != .flat {
            context.addRoundedRect(frame.insetBy(dx: -1.5, dy: -1.5), radius: frame.height / 2 + 1.5)
            context.setColor(Color(rgb: 0xFFFFFF))
            cairo_fill(cr)
        }
        context.addRoundedRect(frame, radius: frame.height / 2)
        context.setColor(fill)
        cairo_fill(cr)
        if finish == .rimmedGlossy {
            let gloss = CairoPattern.verticalGradient(
                from: frame.minY, to: frame.midY,
                stops: [(0, Color(rgb: 0xFFFFFF, alpha: 0.55)), (1, Color(rgb: 0xFFFFFF, alpha: 0.1))])
            context.addRoundedRect(Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height / 2), radius: frame.height / 4)
            cairo_set_source(cr, gloss.pointer)
            cairo_fill(cr)
        }
        context.setColor(textColor)
        text.draw(label, style: style, in: BadgeSizing.textFrame(in: frame), on: context)
    }
}
