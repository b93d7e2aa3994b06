import CCairo
import Foundation
import TabBarImage
import TabBarModel

extension ContactSheet {
    /// The sheet as the bytes of a PNG file; the same sheet gives the same bytes.
    public func png(fonts: FontSet) throws(RenderError) -> Data {
        let text = try TextEngine(fonts: fonts)
        let canvasPixels = Int((canvas * Double(pixelsPerPoint)).rounded())
        // Canvas, then a line for the name, one for errors and one for warnings.
        let cellHeight = Int(SheetGrid.cellPadding) + canvasPixels + 6 + 3 * 17 + 10
        let noteHeight = notes.isEmpty ? 0 : notes.count * Self.noteLine + 8
        // A long set takes more columns rather than more rows than an image may be tall
        // (1,500 icons in 8 columns would be 35,000 px).
        let rowsThatFit = max(1, (SheetGrid.maxSide - Int(SheetGrid.header + SheetGrid.margin) - noteHeight) / cellHeight)
        let geometry = SheetGrid(
            columns: max(columns, (cells.count + rowsThatFit - 1) / rowsThatFit), count: cells.count,
            cellWidth: max(canvasPixels + 48, 170), cellHeight: cellHeight, columnHeadingHeight: noteHeight)
        return try geometry.png { context throws(RenderError) in
            drawHeader(on: context, text: text, geometry: geometry)
            drawNotes(on: context, text: text, geometry: geometry)
            for (index, cell) in cells.enumerated() {
                try draw(cell, at: geometry.cellOrigin(index), canvasPixels: canvasPixels, geometry: geometry, on: context, text: text)
            }
        }
    }

    private static let noteLine = 17

    private func drawNotes(on context: CairoContext, text: TextEngine, geometry: SheetGrid) {
        let width = Double(geometry.width) - 2 * SheetGrid.margin
        for (index, note) in notes.enumerated() {
            context.setColor(note.isError ? SheetPalette.flag : SheetPalette.warning)
            text.draw(
                note.text, style: TextStyle(size: 12, weight: .semibold),
                in: Rect(x: SheetGrid.margin, y: SheetGrid.header + Double(index * Self.noteLine), width: width, height: 16), on: context)
        }
    }

    private func drawHeader(on context: CairoContext, text: TextEngine, geometry: SheetGrid) {
        let width = Double(geometry.width) - 2 * SheetGrid.margin
        context.setColor(SheetPalette.ink)
        text.draw(title, style: TextStyle(size: 15, weight: .semibold), in: Rect(x: SheetGrid.margin, y: 10, width: width, height: 20), on: context)
        // A legend: a swatch of each overlay and what it means.
        let entries: [(String, Color)] = [
            ("ink box", SheetPalette.inkBox), ("HIG target", SheetPalette.target),
            ("centre of mass", SheetPalette.centreOfMass), ("canvas centre", SheetPalette.canvasCentre),
            ("ink cut off", SheetPalette.flag.withAlpha(0.55)),
            ("error", SheetPalette.flag), ("warning", SheetPalette.warning),
        ]
        let style = TextStyle(size: 11, weight: .regular)
        let widths = entries.map { 18 + text.width(of: $0.0, style: style) + 18 }
        var x = (Double(geometry.width) - widths.reduce(0, +)) / 2
        for ((label, color), entryWidth) in zip(entries, widths) {
            context.fill(Rect(x: x, y: 40, width: 14, height: 3), color)
            context.setColor(SheetPalette.secondary)
            // A rectangle exactly as wide as the text: drawn centred, it starts at the swatch.
            text.draw(label, style: style, in: Rect(x: x + 18, y: 33, width: text.width(of: label, style: style) + 1, height: 16), on: context)
            x += entryWidth
        }
    }

    private func draw(
        _ cell: Cell, at origin: Point, canvasPixels: Int, geometry: SheetGrid, on context: CairoContext, text: TextEngine
    ) throws(RenderError) {
        let cr = context.pointer
        let scale = Double(pixelsPerPoint)
        let side = Double(canvasPixels)
        let canvasX = origin.x + (Double(geometry.cellWidth) - side) / 2
        let canvasY = origin.y + SheetGrid.cellPadding
        context.fill(Rect(x: canvasX, y: canvasY, width: side, height: side), SheetPalette.canvas)

        // The icon as a template: its alpha, in one colour, and what falls outside the canvas in red.
        let mask = try CairoSurface.make(from: cell.icon)
        let band = Double(cell.band)
        let canvasRect = Rect(x: canvasX, y: canvasY, width: side, height: side)
        try context.withSavedState { () throws(RenderError) in
            context.addRect(canvasRect)
            cairo_clip(cr)
            context.setColor(SheetPalette.ink)
            cairo_mask_surface(cr, mask.pointer, canvasX - band, canvasY - band)
        }
        try context.withSavedState { () throws(RenderError) in
            context.addRect(canvasRect.insetBy(dx: -band, dy: -band))
            context.addRect(canvasRect)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_clip(cr)
            context.setColor(SheetPalette.flag.withAlpha(0.55))
            cairo_mask_surface(cr, mask.pointer, canvasX - band, canvasY - band)
        }

        func onSheet(_ rect: Rect) -> Rect {
            Rect(x: canvasX + rect.x * scale, y: canvasY + rect.y * scale, width: rect.width * scale, height: rect.height * scale)
        }
        if let target = cell.targetBox {
            let rect = onSheet(target)
            context.setColor(SheetPalette.target)
            cairo_set_line_width(cr, 1.5)
            var dashes = [5.0, 3.0]
            cairo_set_dash(cr, &dashes, 2, 0)
            if cell.targetIsRound {
                cairo_save(cr)
                cairo_translate(cr, rect.midX, rect.midY)
                cairo_scale(cr, rect.width / 2, rect.height / 2)
                cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
                cairo_restore(cr)
            } else {
                context.addRect(rect)
            }
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
        }
        if let ink = cell.inkBox {
            context.setColor(SheetPalette.inkBox)
            cairo_set_line_width(cr, 1)
            context.addRect(onSheet(ink).insetBy(dx: -0.5, dy: -0.5))
            cairo_stroke(cr)
        }
        drawCross(at: Point(x: canvasX + side / 2, y: canvasY + side / 2), arm: 4, width: 1, color: SheetPalette.canvasCentre, on: context)
        if let centre = cell.centreOfMass {
            drawCross(at: Point(x: canvasX + centre.x * scale, y: canvasY + centre.y * scale), arm: 6, width: 2, color: SheetPalette.centreOfMass, on: context)
        }

        let labelWidth = Double(geometry.cellWidth) - 8
        let labelY = canvasY + side + 6
        context.setColor(SheetPalette.ink)
        text.draw(cell.title, style: TextStyle(size: 12, weight: .medium), in: Rect(x: origin.x + 4, y: labelY, width: labelWidth, height: 16), on: context)
        guard !cell.errors.isEmpty || !cell.warnings.isEmpty else { return }
        var lineY = labelY + 17
        for (names, color) in [(cell.errors, SheetPalette.flag), (cell.warnings, SheetPalette.warning)] where !names.isEmpty {
            context.setColor(color)
            text.draw(names.joined(separator: ", "), style: TextStyle(size: 12, weight: .semibold), in: Rect(x: origin.x + 4, y: lineY, width: labelWidth, height: 16), on: context)
            lineY += 17
        }
        // Errors and warnings are told apart by the outline's form as well as its colour.
        let hasErrors = !cell.errors.isEmpty
        context.setColor(hasErrors ? SheetPalette.flag : SheetPalette.warning)
        cairo_set_line_width(cr, 2)
        if !hasErrors {
            let dashes: [Double] = [6, 4]
            cairo_set_dash(cr, dashes, Int32(dashes.count), 0)
        }
        context.addRoundedRect(
            Rect(x: origin.x + 2, y: origin.y + 2, width: Double(geometry.cellWidth) - 4, height: Double(geometry.cellHeight) - 4),
            radius: 8)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    private func drawCross(at point: Point, arm: Double, width: Double, color: Color, on context: CairoContext) {
        let cr = context.pointer
        context.setColor(color)
        cairo_set_line_width(cr, width)
        cairo_move_to(cr, point.x - arm, point.y)
        cairo_line_to(cr, point.x + arm, point.y)
        cairo_move_to(cr, point.x, point.y - arm)
        cairo_line_to(cr, point.x, point.y + arm)
        cairo_stroke(cr)
    }
}

enum SheetPalette {
    static let paper = Color(rgb: 0xFFFFFF)
    static let canvas = Color(rgb: 0xF2F2F7)
    static let ink = Color(rgb: 0x1C1C1E)
    static let secondary = Color(rgb: 0x636366)
    static let inkBox = Color(rgb: 0x007AFF)
    static let target = Color(rgb: 0x34C759)
    static let centreOfMass = Color(rgb: 0xFF9500)
    static let canvasCentre = Color(rgb: 0x8E8E93)
    static let flag = Color(rgb: 0xFF3B30)
    static let warning = Color(rgb: 0xC77C02)
}
