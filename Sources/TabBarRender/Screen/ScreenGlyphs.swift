import CCairo
import Foundation
import TabBarModel

/// The small system shapes of a screen, drawn as paths: chevrons and status-bar indicators.
enum ScreenGlyphs {
    /// The back button's "<" (">" right to left), its stroke kept inside `rect`.
    static func backChevron(in rect: Rect, lineWidth: Double, color: Color, direction: LayoutDirection, on context: CairoContext) {
        chevron(in: rect, pointingRight: direction == .rtl, lineWidth: lineWidth, color: color, on: context)
    }

    /// A list row's disclosure ">" ("<" right to left).
    static func disclosureChevron(in rect: Rect, lineWidth: Double, color: Color, direction: LayoutDirection, on context: CairoContext) {
        chevron(in: rect, pointingRight: direction == .ltr, lineWidth: lineWidth, color: color, on: context)
    }

    private static func chevron(in rect: Rect, pointingRight: Bool, lineWidth: Double, color: Color, on context: CairoContext) {
        let inset = rect.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
        let (open, tip) = pointingRight ? (inset.minX, inset.maxX) : (inset.maxX, inset.minX)
        strokePolyline([Point(x: open, y: inset.minY), Point(x: tip, y: inset.midY), Point(x: open, y: inset.maxY)],
                       lineWidth: lineWidth, color: color, on: context)
    }

    private static func strokePolyline(_ points: [Point], lineWidth: Double, color: Color, on context: CairoContext) {
        let cr = context.pointer
        cairo_save(cr)
        cairo_set_line_width(cr, lineWidth)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        for (index, point) in points.enumerated() {
            if index == 0 { cairo_move_to(cr, point.x, point.y) } else { cairo_line_to(cr, point.x, point.y) }
        }
        context.setColor(color)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    /// Bars of rising height; those above `level` are faint.
    static func signal(in rect: Rect, bars: Int, level: Int, color: Color, on context: CairoContext) {
        let gap = bars > 4 ? 1.0 : 1.5
        let width = (rect.width - gap * Double(bars - 1)) / Double(bars)
        for bar in 0..<bars {
            let height = rect.height * (0.4 + 0.6 * Double(bar) / Double(bars - 1))
            let box = Rect(x: rect.minX + Double(bar) * (width + gap), y: rect.maxY - height, width: width, height: height)
            context.addRoundedRect(box, radius: min(1, width / 2))
            context.setColor(bar < level ? color : color.withAlpha(color.alpha * 0.3))
            cairo_fill(context.pointer)
        }
    }

    /// The Wi-Fi fan: three arcs and a dot, opening upwards from the bottom centre.
    static func wifi(in rect: Rect, color: Color, on context: CairoContext) {
        let cr = context.pointer
        let centre = Point(x: rect.midX, y: rect.maxY - 0.5)
        let outer = min(rect.width / 2 / sin(Double.pi / 4), rect.height - 0.5)
        cairo_save(cr)
        context.setColor(color)
        for step in 0..<3 {
            let radius = outer * (1 - Double(step) * 0.34) - 1
            cairo_set_line_width(cr, 1.9)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_new_sub_path(cr)
            cairo_arc(cr, centre.x, centre.y, max(radius, 1), -3 * Double.pi / 4, -Double.pi / 4)
            cairo_stroke(cr)
        }
        cairo_arc(cr, centre.x, centre.y - 1.2, 1.5, 0, 2 * Double.pi)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// A battery: an outlined body filled to `level`, with the terminal's nub at the right.
    static func battery(in rect: Rect, level: Double, color: Color, fill: Color, outlineAlpha: Double, on context: CairoContext) {
        let cr = context.pointer
        let nub = 1.5
        let body = Rect(x: rect.minX, y: rect.minY, width: rect.width - nub - 1, height: rect.height)
        cairo_save(cr)
        cairo_set_line_width(cr, 1)
        context.addRoundedRect(body.insetBy(dx: 0.5, dy: 0.5), radius: 3.5)
        context.setColor(color.withAlpha(color.alpha * outlineAlpha))
        cairo_stroke(cr)
        let inner = body.insetBy(dx: 2, dy: 2)
        if level > 0 {
            context.addRoundedRect(Rect(x: inner.minX, y: inner.minY, width: inner.width * min(level, 1), height: inner.height), radius: 1.5)
            context.setColor(fill)
            cairo_fill(cr)
        }
        context.addRoundedRect(Rect(x: body.maxX + 1, y: rect.midY - 2, width: nub, height: 4), radius: 0.75)
        context.setColor(color.withAlpha(color.alpha * max(outlineAlpha, 0.4)))
        cairo_fill(cr)
        cairo_restore(cr)
    }
}
