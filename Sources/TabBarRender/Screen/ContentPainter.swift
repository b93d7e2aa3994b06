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

    /// What this painter's drawing reads, as a name for the scratches it draws; nil when a picture
    /// it draws has no file to name it by.
    var name: ContentName? {
        var pictures: [ContentName.Picture] = []
        for (place, icons) in [(-1, image.map { [0: $0] } ?? [:]), (0, rowIcons), (1, gridIcons)] {
            for (index, icon) in icons.sorted(by: { $0.key < $1.key }) {
                guard let file = icon.digest else { return nil }
                pictures.append(ContentName.Picture(place: place, index: index, file: file))
            }
        }
        return ContentName(
            content: content, palette: palette, style: style, itemPalette: itemPalette, fonts: text.fonts,
            textDirection: text.baseDirection, direction: direction, iconScale: iconDrawer.scale, iconOrigin: iconDrawer.origin,
            iconMasks: iconDrawer.masks != nil, rowsNearClipOnly: rowsNearClipOnly, pictures: pictures)
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

/// Everything a content painter's drawing reads: the same name draws the same pixels on the same
/// scratch. The layout and colours are compared whole (they are only Equatable, so the hash takes
/// a few of their fields), the pictures by their files' bytes.
struct ContentName: Hashable {
    let content: ContentLayout
    let palette: ScreenPalette
    let style: Style
    let itemPalette: Palette
    let fonts: FontSet
    /// The text engine's paragraph direction, and the chevrons'.
    let textDirection: LayoutDirection
    let direction: LayoutDirection
    let iconScale: Double
    let iconOrigin: Point
    let iconMasks: Bool
    let rowsNearClipOnly: Bool
    let pictures: [Picture]

    /// A picture the painter draws: the content's own (place -1), a row's (0) or a cell's (1) icon.
    struct Picture: Hashable {
        let place: Int
        let index: Int
        let file: FileDigest
    }

    static func == (a: ContentName, b: ContentName) -> Bool {
        a.content == b.content && a.palette == b.palette && a.style == b.style && a.itemPalette == b.itemPalette
            && a.fonts == b.fonts && a.textDirection == b.textDirection && a.direction == b.direction
            && a.iconScale == b.iconScale && a.iconOrigin == b.iconOrigin && a.iconMasks == b.iconMasks
            && a.rowsNearClipOnly == b.rowsNearClipOnly && a.pictures == b.pictures
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(content.frame)
        hasher.combine(content.scrollOffset)
        hasher.combine(content.rows.count)
        hasher.combine(content.rows.first?.title.text)
        hasher.combine(style)
        hasher.combine(direction)
        hasher.combine(iconScale)
        hasher.combine(pictures)
    }
}
