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
        let text = accessory.textFrame
        let title = accessory.title ?? ""
        let subtitle = accessory.subtitle ?? ""
        // One line centred on the row; two lines share it.
        let titleBaseline = subtitle.isEmpty ? text.midY + accessory.titleStyle.capHeight / 2 : text.midY - 2
        if !title.isEmpty {
            context.setColor(label)
            bar.text.draw(title, style: accessory.titleStyle, in: leading(title, accessory.titleStyle, in: text), baseline: titleBaseline, on: context)
        }
        if !subtitle.isEmpty {
            let baseline = title.isEmpty ? text.midY + accessory.subtitleStyle.capHeight / 2 : text.midY + 14
            context.setColor(secondary)
            bar.text.draw(subtitle, style: accessory.subtitleStyle, in: leading(subtitle, accessory.subtitleStyle, in: text), baseline: baseline, on: context)
        }
    }

    /// The text engine centres a line in its box: a box as wide as the line sets it leading.
    private func leading(_ line: String, _ style: TextStyle, in box: Rect) -> Rect {
        Rect(x: box.minX, y: box.minY, width: min(box.width, bar.text.width(of: line, style: style)), height: box.height)
    }
}
