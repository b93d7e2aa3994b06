import CCairo
import Foundation
import TabBarImage
import TabBarModel

/// The one layout of every sheet the toolkit draws (the icon check's contact sheet, render's
/// variant sheet): a title band, optional column headings above the grid and row headings left
/// of it, and equal cells. Lengths are in pixels.
struct SheetGrid {
    static let margin = 16.0
    static let header = 60.0
    static let cellPadding = 20.0

    let columns: Int
    let rows: Int
    let cellWidth: Int
    let cellHeight: Int
    /// Room for row headings left of the grid, and column headings above it; 0 without.
    let rowHeadingWidth: Int
    let columnHeadingHeight: Int

    /// `count` cells filled row by row into at most `columns` columns.
    init(
        columns: Int, count: Int, cellWidth: Int, cellHeight: Int, rowHeadingWidth: Int = 0, columnHeadingHeight: Int = 0
    ) {
        self.columns = max(1, min(columns, count))
        rows = max(1, (count + self.columns - 1) / self.columns)
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        self.rowHeadingWidth = rowHeadingWidth
        self.columnHeadingHeight = columnHeadingHeight
    }

    var width: Int { Int(2 * Self.margin) + rowHeadingWidth + columns * cellWidth }
    var height: Int { Int(Self.header + Self.margin) + columnHeadingHeight + rows * cellHeight }

    func cellOrigin(_ index: Int) -> Point {
        Point(
            x: Self.margin + Double(rowHeadingWidth + (index % columns) * cellWidth),
            y: Self.header + Double(columnHeadingHeight + (index / columns) * cellHeight))
    }

    /// The band above column `column`'s cells, and the band left of row `row`'s.
    func columnHeading(_ column: Int) -> Rect {
        Rect(x: Self.margin + Double(rowHeadingWidth + column * cellWidth), y: Self.header, width: Double(cellWidth), height: Double(columnHeadingHeight))
    }

    func rowHeading(_ row: Int) -> Rect {
        Rect(x: Self.margin, y: Self.header + Double(columnHeadingHeight + row * cellHeight), width: Double(rowHeadingWidth), height: Double(cellHeight))
    }

    /// A white sheet of the grid's size, drawn by `draw`, as PDF bytes, one point per pixel.
    func pdf(_ draw: (CairoContext) throws(RenderError) -> Void) throws(RenderError) -> Data {
        let sink = ByteSink()
        do {
            let surface = try CairoSurface.pdf(into: sink, width: Double(width), height: Double(height))
            let context = CairoContext(surface)
            context.fill(Rect(x: 0, y: 0, width: Double(width), height: Double(height)), SheetPalette.paper)
            try draw(context)
            try context.checkStatus()
            cairo_surface_finish(surface.pointer)
            let status = cairo_surface_status(surface.pointer)
            guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.drawing(String(cString: cairo_status_to_string(status))) }
        }
        return sink.data
    }

    /// The longest side Cairo draws an image with.
    static let maxSide = 32_767
    /// The most pixels a sheet may have: 400 MB of pixels, with the PNG written from them.
    static let maxPixels = 100_000_000

    /// Refuses, in words, a sheet larger than an image may be, before any memory is taken for it.
    func checkSize(cells count: Int) throws(RenderError) {
        guard width > Self.maxSide || height > Self.maxSide || width.multipliedReportingOverflow(by: height).partialValue > Self.maxPixels
            || width.multipliedReportingOverflow(by: height).overflow
        else { return }
        throw .setup(
            "a sheet of \(count) cells would be \(width)×\(height) px; a sheet may be at most \(Self.maxSide) px a side and \(Self.maxPixels / 1_000_000) million pixels: check fewer at once")
    }

    /// A white sheet of the grid's size, drawn by `draw`, as PNG bytes.
    func png(_ draw: (CairoContext) throws(RenderError) -> Void) throws(RenderError) -> Data {
        try checkSize(cells: rows * columns)
        let surface = try CairoSurface.image(width: width, height: height)
        let context = CairoContext(surface)
        context.fill(Rect(x: 0, y: 0, width: Double(width), height: Double(height)), SheetPalette.paper)
        try draw(context)
        try context.checkStatus()
        cairo_surface_flush(surface.pointer)
        do {
            return try PNGCodec.encodePremultipliedARGB32(
                pixels: cairo_image_surface_get_data(surface.pointer)!, width: width, height: height,
                stride: Int(cairo_image_surface_get_stride(surface.pointer)))
        } catch {
            throw .drawing("PNG encoding: \(error)")
        }
    }
}

/// Renders laid out on one labelled grid: the variants of a matrix, rows and columns named after
/// the values that make them.
public struct VariantSheet: Sendable {
    public var title: String
    public var rowHeadings: [String]
    public var columnHeadings: [String]
    /// Row by row; `rowHeadings.count × columnHeadings.count` of them.
    public var images: [RGBAImage]

    public init(title: String, rowHeadings: [String], columnHeadings: [String], images: [RGBAImage]) {
        self.title = title
        self.rowHeadings = rowHeadings
        self.columnHeadings = columnHeadings
        self.images = images
    }

    static let headingStyle = TextStyle(size: 13, weight: .semibold)
    static let gap = 12

    /// The sheet as PNG or PDF bytes (SVG is drawn as PNG); the same renders give the same bytes.
    public func data(format: OutputFormat, fonts: FontSet) throws(RenderError) -> Data {
        let text = try TextEngine(fonts: fonts)
        let grid = layout(text: text)
        let draw = { (context: CairoContext) throws(RenderError) in
            context.setColor(SheetPalette.ink)
            text.draw(title, style: TextStyle(size: 15, weight: .semibold), in: Rect(x: SheetGrid.margin, y: 10, width: Double(grid.width) - 2 * SheetGrid.margin, height: 20), on: context)
            context.setColor(SheetPalette.secondary)
            for (column, heading) in columnHeadings.enumerated() {
                text.draw(heading, style: Self.headingStyle, in: grid.columnHeading(column), on: context)
            }
            for (row, heading) in rowHeadings.enumerated() {
                text.draw(heading, style: Self.headingStyle, in: grid.rowHeading(row), on: context)
            }
            for (index, image) in images.enumerated() {
                let origin = grid.cellOrigin(index)
                // Centred in its cell, on a faint frame so a white bar shows its edge.
                let x = (origin.x + Double(grid.cellWidth - image.width) / 2).rounded(.down)
                let y = (origin.y + Double(grid.cellHeight - image.height) / 2).rounded(.down)
                context.fill(Rect(x: x - 1, y: y - 1, width: Double(image.width + 2), height: Double(image.height + 2)), SheetPalette.canvas)
                let surface = try CairoSurface.make(from: image)
                cairo_set_source_surface(context.pointer, surface.pointer, x, y)
                cairo_paint(context.pointer)
            }
        }
        return format == .pdf ? try grid.pdf(draw) : try grid.png(draw)
    }

    func layout(text: TextEngine) -> SheetGrid {
        let widest = images.map(\.width).max() ?? 0
        let tallest = images.map(\.height).max() ?? 0
        let rowHeading = rowHeadings.contains { !$0.isEmpty }
            ? Int((rowHeadings.map { text.width(of: $0, style: Self.headingStyle) }.max() ?? 0).rounded(.up)) + Self.gap
            : 0
        let columnHeading = columnHeadings.contains { !$0.isEmpty } ? 24 : 0
        return SheetGrid(
            columns: max(1, columnHeadings.count), count: images.count,
            cellWidth: widest + 2 * Self.gap, cellHeight: tallest + 2 * Self.gap,
            rowHeadingWidth: rowHeading, columnHeadingHeight: columnHeading)
    }
}
