import CCairo
import TabBarModel

/// iOS 26's bottom accessory on its glass (painted with the bar's glass): an icon at the leading
/// end, a title over a subtitle, in the label colours.
struct AccessoryPainter {
    let bar: BarPainter
    let accessory: AccessoryLayout
    let icon: ImageSource?

    func paint(on context: CairoContext) throws(RenderError) {
        let dark = bar.appearance == .dark
        let label = bar.palette.unselected
        let secondary = dark ? Color(rgb: 0xEBEBF5, alpha: 0.6) : Color(rgb: 0x3C3C43, alpha: 0.6)
        if let icon, let frame = accessory.iconFrame {
            try bar.drawTemplate(icon, in: frame, on: context) { context.setColor(label) }
        }
        if let title = accessory.title, let frame = accessory.titleFrame {
            context.setColor(label)
            bar.text.draw(title, style: accessory.titleStyle, in: leading(title, accessory.titleStyle, in: frame), baseline: accessory.titleBaseline, on: context)
        }
        if let subtitle = accessory.subtitle, let frame = accessory.subtitleFrame {
            context.setColor(secondary)
            bar.text.draw(subtitle, style: accessory.subtitleStyle, in: leading(subtitle, accessory.subtitleStyle, in: frame), baseline: accessory.subtitleBaseline, on: context)
        }
    }

    /// The text engine centres a line in its box: a box as wide as the line, at the leading
    /// edge (the right, right to left), sets it leading.
    private func leading(_ line: String, _ style: TextStyle, in box: Rect) -> Rect {
        let width = min(box.width, bar.text.width(of: line, style: style))
        let x = bar.layout.layoutDirection == .rtl ? box.maxX - width : box.minX
        return Rect(x: x, y: box.minY, width: width, height: box.height)
    }
}
