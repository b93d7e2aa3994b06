import CCairo
import TabBarModel

/// The iPhone OS 2 look of navigation bars, toolbars and their bordered buttons: a blue-grey
/// gradient, buttons a shade darker with a dark rim, white bold text with a dark shadow.
enum ClassicChrome {
    /// The bar's gradient, lighter at the top, with a highlight line on top and a dark line below.
    static func paintBar(_ frame: Rect, base: Color, darkLineAtTop: Bool, on context: CairoContext) {
        let cr = context.pointer
        let gradient = CairoPattern.verticalGradient(
            from: frame.minY, to: frame.maxY,
            stops: [(0, mix(base, Color(rgb: 0xFFFFFF), 0.45)), (1, base)])
        context.addRect(frame)
        cairo_set_source(cr, gradient.pointer)
        cairo_fill(cr)
        let dark = mix(base, Color(rgb: 0x000000), 0.55)
        if darkLineAtTop {
            context.fill(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1), dark)
            context.fill(Rect(x: frame.minX, y: frame.minY + 1, width: frame.width, height: 1), Color(rgb: 0xFFFFFF, alpha: 0.35))
        } else {
            context.fill(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1), Color(rgb: 0xFFFFFF, alpha: 0.35))
            context.fill(Rect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1), dark)
        }
    }

    /// A bordered button; `pointed` gives it the back button's arrow-shaped left end of
    /// `pointWidth`. `done` buttons are a bright blue.
    static func paintButton(_ frame: Rect, barBase: Color, done: Bool, pressed: Bool = false, pointed: Bool = false, pointWidth: Double = 10, on context: CairoContext) {
        let cr = context.pointer
        let base = done ? Color(rgb: 0x2F6BE6) : mix(barBase, Color(rgb: 0x000000), pressed ? 0.35 : 0.18)
        func outline(_ box: Rect) {
            if pointed {
                addArrowShape(box, pointWidth: pointWidth, radius: 4, on: context)
            } else {
                context.addRoundedRect(box, radius: 5)
            }
        }
        outline(frame)
        context.setColor(mix(base, Color(rgb: 0x000000), 0.5))
        cairo_fill(cr)
        let inner = frame.insetBy(dx: 1, dy: 1)
        let gradient = CairoPattern.verticalGradient(
            from: inner.minY, to: inner.maxY,
            stops: [(0, mix(base, Color(rgb: 0xFFFFFF), 0.3)), (0.5, mix(base, Color(rgb: 0xFFFFFF), 0.08)), (0.5, base), (1, base)])
        outline(Rect(x: inner.minX + (pointed ? 0.6 : 0), y: inner.minY, width: inner.width - (pointed ? 0.6 : 0), height: inner.height))
        cairo_set_source(cr, gradient.pointer)
        cairo_fill(cr)
    }

    /// The back button's outline: a point at the left middle, rounded corners on the right.
    static func addArrowShape(_ box: Rect, pointWidth: Double, radius: Double, on context: CairoContext) {
        let cr = context.pointer
        let r = min(radius, box.height / 2)
        cairo_new_sub_path(cr)
        cairo_move_to(cr, box.minX, box.midY)
        cairo_line_to(cr, box.minX + pointWidth, box.minY + 0.5)
        cairo_arc(cr, box.maxX - r, box.minY + r, r, -.pi / 2, 0)
        cairo_arc(cr, box.maxX - r, box.maxY - r, r, 0, .pi / 2)
        cairo_line_to(cr, box.minX + pointWidth, box.maxY - 0.5)
        cairo_close_path(cr)
    }

    /// White bold text with the 2008 bars' dark shadow one point above it.
    static func drawEmbossed(_ label: String, style: TextStyle, in frame: Rect, color: Color, text: TextEngine, on context: CairoContext) {
        context.setColor(Color(rgb: 0x000000, alpha: 0.45))
        text.draw(label, style: style, in: frame.offsetBy(dx: 0, dy: -1), on: context)
        context.setColor(color)
        text.draw(label, style: style, in: frame, on: context)
    }

    static func mix(_ a: Color, _ b: Color, _ amount: Double) -> Color {
        Color(
            red: a.red + (b.red - a.red) * amount, green: a.green + (b.green - a.green) * amount,
            blue: a.blue + (b.blue - a.blue) * amount, alpha: a.alpha)
    }
}
