import CCairo
import TabBarModel

/// A red capsule with white text, anywhere on a screen (list rows); the 2008 one had a white rim.
struct BadgeDrawer {
    let fill: Color
    let textColor: Color
    let outlined: Bool
    let text: TextEngine

    func draw(_ label: String, in frame: Rect, on context: CairoContext) {
        let cr = context.pointer
        if outlined {
            context.addRoundedRect(frame.insetBy(dx: -1.5, dy: -1.5), radius: frame.height / 2 + 1.5)
            context.setColor(Color(rgb: 0xFFFFFF))
            cairo_fill(cr)
        }
        context.addRoundedRect(frame, radius: frame.height / 2)
        context.setColor(fill)
        cairo_fill(cr)
        context.setColor(textColor)
        text.draw(label, style: .badge, in: BadgeSizing.textFrame(in: frame), on: context)
    }
}
