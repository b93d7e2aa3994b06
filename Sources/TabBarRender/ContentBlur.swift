import CCairo
import TabBarModel

/// Paints what lies under a translucent bar: the content, blurred the way UIKit blurs it.
///
/// The content is drawn again into a scratch surface at one pixel per point around the bar (a
/// blurred picture has no finer detail), blurred there, and painted clipped to the bar.
struct ContentBlur {
    let screen: Rect

    func paint(
        under region: Rect, on context: CairoContext, drawContent: (CairoContext) throws(RenderError) -> Void
    ) throws(RenderError) {
        let margin = 3 * BackdropPainter.blurSigma
        let minX = max(screen.minX, region.minX - margin).rounded(.down)
        let minY = max(screen.minY, region.minY - margin).rounded(.down)
        let maxX = min(screen.maxX, region.maxX + margin).rounded(.up)
        let maxY = min(screen.maxY, region.maxY + margin).rounded(.up)
        guard maxX > minX, maxY > minY else { return }
        let area = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)

        let surface = try CairoSurface.image(width: Int(area.width), height: Int(area.height))
        let scratch = CairoContext(surface)
        cairo_translate(scratch.pointer, -area.x, -area.y)
        try drawContent(scratch)
        try scratch.checkStatus()
        cairo_surface_flush(surface.pointer)
        let stride = Int(cairo_image_surface_get_stride(surface.pointer)) / 4
        let pixels = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface.pointer)!)
            .assumingMemoryBound(to: UInt32.self)
        BoxBlur(sigma: BackdropPainter.blurSigma).apply(pixels, width: Int(area.width), height: Int(area.height), stride: stride)
        cairo_surface_mark_dirty(surface.pointer)

        try context.withSavedState { () throws(RenderError) in
            context.addRect(region)
            cairo_clip(context.pointer)
            cairo_set_source_surface(context.pointer, surface.pointer, area.x, area.y)
            cairo_pattern_set_filter(cairo_get_source(context.pointer), CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(cairo_get_source(context.pointer), CAIRO_EXTEND_PAD)
            cairo_paint(context.pointer)
        }
    }
}
