import CCairo
import TabBarModel

/// Draws what lies behind a translucent bar: a colour, or a picture blurred the way UIKit
/// blurs content under its bars.
struct BackdropPainter {
    /// Standard deviation of the blur, in points (Flutter's CupertinoTabBar uses 10).
    static let blurSigma = 10.0

    let layout: Layout

    func paint(color: Color, on context: CairoContext) {
        context.fill(layout.canvas, color)
    }

    /// Blurs the part of `picture` (filling the screen) around the canvas, then paints the canvas.
    ///
    /// The blur runs at one pixel per point: a blurred picture has no detail finer than that,
    /// and it keeps an @3x render cheap.
    func paint(picture: ImageSource, on context: CairoContext) throws(RenderError) {
        let margin = 3 * Self.blurSigma
        let screen = layout.screenFrame
        let canvas = layout.canvas
        let minX = max(screen.minX, canvas.minX - margin).rounded(.down)
        let minY = max(screen.minY, canvas.minY - margin).rounded(.down)
        let maxX = min(screen.maxX, canvas.maxX + margin).rounded(.up)
        let maxY = min(screen.maxY, canvas.maxY + margin).rounded(.up)
        let region = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)

        let surface = try CairoSurface.image(width: Int(region.width), height: Int(region.height))
        let scratch = CairoContext(surface)
        cairo_translate(scratch.pointer, -region.x, -region.y)
        try picture.draw(filling: screen, on: scratch)
        try scratch.checkStatus()
        cairo_surface_flush(surface.pointer)
        let stride = Int(cairo_image_surface_get_stride(surface.pointer)) / 4
        let pixels = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface.pointer)!)
            .assumingMemoryBound(to: UInt32.self)
        BoxBlur(sigma: Self.blurSigma).apply(pixels, width: Int(region.width), height: Int(region.height), stride: stride)
        cairo_surface_mark_dirty(surface.pointer)

        try context.withSavedState { () throws(RenderError) in
            context.addRect(canvas)
            cairo_clip(context.pointer)
            cairo_set_source_surface(context.pointer, surface.pointer, region.x, region.y)
            cairo_pattern_set_filter(cairo_get_source(context.pointer), CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(cairo_get_source(context.pointer), CAIRO_EXTEND_PAD)
            cairo_paint(context.pointer)
        }
    }
}
