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
    /// True on a scratch under a bar, which shows a strip of the content: only the rows near the
    /// strip are drawn there. (A PDF or SVG keeps what is drawn off its page, so the page itself
    /// draws every row.)
    var rowsNearClipOnly = false

    /// How far, in points, a row's drawing may reach beyond its frame: more than any text or
    /// badge of a row overhangs it.
    private static let rowOverhang = 44.0

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
                .paint(on: context, visible: rowsNearClipOnly ? rowsNearClip(frame, on: context) : frame)
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
            gridIcons: gridIcons, itemPalette: itemPalette, text: text, iconDrawer: iconDrawer.withoutMasks, direction: direction,
            rowsNearClipOnly: true)
    }

    /// The band of `frame` the clip (the scratch) shows, widened by a row's overhang: rows beyond
    /// it leave no pixel on the scratch.
    private func rowsNearClip(_ frame: Rect, on context: CairoContext) -> Rect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(context.pointer, &x1, &y1, &x2, &y2)
        let top = max(frame.minY, y1 - Self.rowOverhang)
        let bottom = min(frame.maxY, y2 + Self.rowOverhang)
        return Rect(x: frame.x, y: top, width: frame.width, height: max(0, bottom - top))
    }
}
