import CCairo
import TabBarModel

/// Draws a toolbar over what the screen painter put behind it: background, hairline, buttons.
struct ToolbarPainter {
    let toolbar: ToolbarLayout
    let palette: ScreenPalette
    let style: Style
    let scale: Int
    let text: TextEngine
    /// The icon of each item, by position; nil for text buttons.
    let icons: [ImageSource?]
    let iconDrawer: TemplateIconDrawer

    func paint(on context: CairoContext) throws(RenderError) {
        let base = palette.toolbarBackground
        let floating = !toolbar.glass.isEmpty
        if style == .classic {
            ClassicChrome.paintBar(toolbar.frame, base: base, darkLineAtTop: true, on: context)
        } else if !floating {
            context.fill(toolbar.frame, base)
            context.fill(Rect(x: toolbar.frame.minX, y: toolbar.frame.minY, width: toolbar.frame.width, height: 1 / Double(scale)), palette.barHairline)
        }
        let painter = BarItemPainter(
            // On glass the buttons take the label colour, as the navigation bar's do.
            tint: floating ? palette.navigationTitle : palette.toolbarTint, disabled: palette.disabledButton, style: style, barBase: base, text: text,
            iconDrawer: iconDrawer)
        for (position, item) in toolbar.items.enumerated() {
            try painter.paint(item, icon: icons[position], on: context)
        }
    }
}
