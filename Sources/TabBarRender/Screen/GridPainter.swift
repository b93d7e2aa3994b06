import CCairo
import TabBarModel

/// Draws the Edit screen's grid: each customizable tab as its icon with the title below, in
/// the tab bar's unselected colours: grey on the system background in the modern style; the
/// 2008 sheet's grey-gradient icons and light titles on a dark background in the classic style.
struct GridPainter {
    let grid: GridLayout
    /// The icon of each cell, by position in `grid.cells`.
    let icons: [Int: ImageSource]
    /// The tab bar's colours, whose unselected item the grid's items look like.
    let palette: Palette
    let style: Style
    let text: TextEngine
    let iconDrawer: TemplateIconDrawer

    func paint(on context: CairoContext, visible: Rect) throws(RenderError) {
        if style == .classic { paintClassicBackground(visible, on: context) }
        for (position, cell) in grid.cells.enumerated() where cell.frame.maxY > visible.minY && cell.frame.minY < visible.maxY {
            if let icon = icons[position], let frame = cell.iconFrame {
                switch cell.iconMode {
                case .template: try iconDrawer.draw(icon, in: frame, on: context) { setIconSource(in: frame, on: context) }
                case .original: try iconDrawer.drawOriginal(icon, in: frame, on: context)
                }
            }
            if let title = cell.title {
                context.setColor(palette.unselectedTitle)
                text.draw(title.text, style: title.style, in: title.frame, on: context)
            }
        }
    }

    private func paintClassicBackground(_ frame: Rect, on context: CairoContext) {
        let gradient = CairoPattern.verticalGradient(
            from: frame.minY, to: frame.maxY, stops: [(0, Color(rgb: 0x3C3C3C)), (1, Color(rgb: 0x141414))])
        context.addRect(frame)
        cairo_set_source(context.pointer, gradient.pointer)
        cairo_fill(context.pointer)
    }

    private func setIconSource(in frame: Rect, on context: CairoContext) {
        guard style == .classic else {
            context.setColor(palette.unselected)
            return
        }
        // The classic bar's unselected icon: a grey lighter at the top.
        let gray = palette.unselected
        let gradient = CairoPattern.verticalGradient(
            from: frame.minY, to: frame.maxY,
            stops: [(0, ClassicChrome.mix(gray, Color(rgb: 0xFFFFFF), 0.35)), (1, ClassicChrome.mix(gray, Color(rgb: 0x000000), 0.15))])
        cairo_set_source(context.pointer, gradient.pointer)
    }
}
