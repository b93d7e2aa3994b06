import CCairo
import TabBarModel

/// Draws the buttons of a navigation bar or a toolbar: tinted words and glyphs, or the classic
/// style's bordered buttons with embossed white text.
struct BarItemPainter {
    let tint: Color
    let disabled: Color
    let style: Style
    /// The bar's own colour, which classic buttons are a shade of.
    let barBase: Color
    let text: TextEngine
    let iconDrawer: TemplateIconDrawer

    func paint(_ item: BarItemLayout, icon: ImageSource?, on context: CairoContext) throws(RenderError) {
        let color = item.enabled ? tint : disabled
        if item.bordered {
            ClassicChrome.paintButton(item.frame, barBase: barBase, done: item.emphasized, on: context)
        }
        if let title = item.title {
            if style == .classic {
                ClassicChrome.drawEmbossed(title.text, style: title.style, in: title.frame, color: color, text: text, on: context)
            } else {
                context.setColor(color)
                text.draw(title.text, style: title.style, in: title.frame, on: context)
            }
        }
        if let icon, let frame = item.glyphFrame {
            if style == .classic {
                // The 2008 glyphs were white with a dark edge above, as if pressed into the bar.
                try iconDrawer.draw(icon, in: frame.offsetBy(dx: 0, dy: -1), on: context) { context.setColor(Color(rgb: 0x000000, alpha: 0.4)) }
            }
            try iconDrawer.draw(icon, in: frame, on: context) { context.setColor(color) }
        }
    }
}
