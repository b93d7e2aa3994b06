import CCairo
import TabBarModel

/// Shows each item's hit region for review: alternating tints, red where it is under 44 pt.
struct HitRegionOverlay {
    let layout: Layout
    let text: TextEngine

    private static let labelStyle = TextStyle(size: 8, weight: .semibold)

    func paint(on context: CairoContext) {
        let tints = [Color(rgb: 0xFF2D55), Color(rgb: 0x30B0C7)]
        let lineWidth = 1 / Double(layout.scale)
        for (position, tab) in layout.tabs.enumerated() {
            let region = tab.hitRegion
            let tooSmall = region.width < 44 || region.height < 44
            let tint = tooSmall ? Color(rgb: 0xFF0000) : tints[position % tints.count]
            context.fill(region, tint.withAlpha(tooSmall ? 0.4 : 0.22))
            context.setColor(tint)
            cairo_set_line_width(context.pointer, lineWidth)
            context.addRect(region.insetBy(dx: lineWidth / 2, dy: lineWidth / 2))
            cairo_stroke(context.pointer)
            let label = "\(Self.format(region.width))×\(Self.format(region.height))"
            text.draw(label, style: Self.labelStyle, in: Rect(x: region.x, y: region.maxY - 11, width: region.width, height: 10), on: context)
        }
    }

    private static func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
