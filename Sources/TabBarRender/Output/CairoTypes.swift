import CCairo
import TabBarModel

/// Owns a cairo surface and destroys it with the last reference.
final class CairoSurface {
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) throws(RenderError) {
        let status = cairo_surface_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(pointer)
            throw .drawing(String(cString: cairo_status_to_string(status)))
        }
        self.pointer = pointer
    }

    static func image(width: Int, height: Int) throws(RenderError) -> CairoSurface {
        try CairoSurface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
    }

    /// Draws into this image surface, whose pixels cover `area` at `resolution` pixels per
    /// point, with `draw` working in the area's own coordinates; the pixels are flushed after.
    func drawScratch(of area: Rect, resolution: Double, _ draw: (CairoContext) throws(RenderError) -> Void) throws(RenderError) {
        let scratch = CairoContext(self)
        cairo_scale(scratch.pointer, resolution, resolution)
        cairo_translate(scratch.pointer, -area.x, -area.y)
        try draw(scratch)
        try scratch.checkStatus()
        cairo_surface_flush(pointer)
    }

    deinit { cairo_surface_destroy(pointer) }
}

/// Owns a cairo drawing context.
final class CairoContext {
    let pointer: OpaquePointer
    /// Keeps the target alive as long as the context draws into it.
    let surface: CairoSurface

    init(_ surface: CairoSurface) {
        self.surface = surface
        self.pointer = cairo_create(surface.pointer)
        cairo_set_tolerance(pointer, Self.curveTolerance)
    }

    /// How far, in device pixels, a curve's straight-line approximation may stray. Cairo's
    /// default (0.1) lets each version approximate a stroke's curves and round joins its own way:
    /// Cairo 1.18 moved an icon's anti-aliased edge by up to ΔE 8 from 1.16's. At a hundredth of
    /// a pixel both are so close to the true curve that they differ by less than ΔE 1. librsvg
    /// draws an icon with the context it is given, so this holds for SVG pictures too.
    static let curveTolerance = 0.01

    deinit { cairo_destroy(pointer) }

    func checkStatus() throws(RenderError) {
        let status = cairo_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .drawing(String(cString: cairo_status_to_string(status)))
        }
    }

    func setColor(_ color: Color) {
        cairo_set_source_rgba(pointer, color.red, color.green, color.blue, color.alpha)
    }

    func addRect(_ rect: Rect) {
        cairo_rectangle(pointer, rect.x, rect.y, rect.width, rect.height)
    }

    func fill(_ rect: Rect, _ color: Color) {
        setColor(color)
        addRect(rect)
        cairo_fill(pointer)
    }

    func addRoundedRect(_ rect: Rect, radius: Double) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        let cr = pointer
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -.pi / 2, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, .pi / 2, .pi)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    /// Runs `body` between save and restore, so transforms and clips do not leak.
    func withSavedState(_ body: () throws(RenderError) -> Void) throws(RenderError) {
        cairo_save(pointer)
        defer { cairo_restore(pointer) }
        try body()
    }
}

/// Owns a cairo pattern (a gradient or a recorded group).
final class CairoPattern {
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) { self.pointer = pointer }

    static func verticalGradient(from top: Double, to bottom: Double, stops: [(Double, Color)]) -> CairoPattern {
        let pattern = CairoPattern(cairo_pattern_create_linear(0, top, 0, bottom))
        for (offset, color) in stops {
            cairo_pattern_add_color_stop_rgba(pattern.pointer, offset, color.red, color.green, color.blue, color.alpha)
        }
        return pattern
    }

    deinit { cairo_pattern_destroy(pointer) }
}
