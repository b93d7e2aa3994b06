import CCairo
import TabBarModel

/// Draws a screen's content: its background, then the picture or the rows, clipped to the
/// content's frame.
struct ContentPainter {
    let content: ContentLayout
    let palette: ScreenPalette
    let style: Style
    let image: ImageSource?
    let rowIcons: [Int: ImageSource]
    /// The Edit screen's icons, by cell position, and the tab bar's colours its items take.
    let gridIcons: [Int: ImageSource]
    let itemPalette: Palette
    let text: TextEngine
    let iconDrawer: TemplateIconDrawer
    let direction: LayoutDirection

    func paint(on context: CairoContext) throws(RenderError) {
        let frame = content.frame
        guard frame.width > 0, frame.height > 0 else { return }
        try context.withSavedState { () throws(RenderError) in
            context.addRect(frame)
            cairo_clip(context.pointer)
            context.fill(frame, palette.background)
            if let image {
                try image.draw(filling: frame, on: context)
            }
            try ListPainter(rows: content.rows, icons: rowIcons, palette: palette, style: style, text: text, iconDrawer: iconDrawer, direction: direction)
                .paint(on: context, visible: frame)
            if let grid = content.grid {
                try GridPainter(grid: grid, icons: gridIcons, palette: itemPalette, style: style, text: text, iconDrawer: iconDrawer)
                    .paint(on: context, visible: frame)
            }
        }
    }

    /// The same content for a scratch surface (the blur under a bar).
    func forScratch() -> ContentPainter {
        ContentPainter(
            content: content, palette: palette, style: style, image: image, rowIcons: rowIcons,
            gridIcons: gridIcons, itemPalette: itemPalette, text: text, iconDrawer: iconDrawer.withoutMasks, direction: direction)
    }
}
