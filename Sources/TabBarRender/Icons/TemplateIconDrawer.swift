import CCairo
import TabBarModel

/// Draws icons as template images (only their alpha counts; the colour is the caller's) for the
/// screen painters, from cached pixel-aligned masks when drawing pixels; and in their own colours
/// for images in UIKit's original rendering mode.
struct TemplateIconDrawer {
    /// Pixels per point of the target.
    let scale: Double
    /// The target's top-left corner in points, which pixel snapping is relative to.
    let origin: Point
    /// Nil for SVG, PDF and scratch surfaces: icons are then drawn from their source.
    let masks: IconMaskCache?

    func draw(_ icon: ImageSource, in frame: Rect, on context: CairoContext, setSource: () -> Void) throws(RenderError) {
        let cr = context.pointer
        if let masks {
            let (x, y) = (snapped(frame).x, snapped(frame).y)
            let mask = try masks.mask(
                for: icon, width: Int((frame.width * scale).rounded()), height: Int((frame.height * scale).rounded()))
            setSource()
            cairo_save(cr)
            cairo_translate(cr, x, y)
            cairo_scale(cr, 1 / scale, 1 / scale)
            cairo_mask_surface(cr, mask.pointer, 0, 0)
            cairo_restore(cr)
            return
        }
        cairo_push_group(cr)
        do {
            try icon.draw(fitting: frame, on: context)
        } catch {
            cairo_pattern_destroy(cairo_pop_group(cr))
            throw error
        }
        let mask = CairoPattern(cairo_pop_group(cr))
        setSource()
        cairo_mask(cr, mask.pointer)
    }

    /// Draws the picture as it is, colours and all (`iconMode: original`).
    func drawOriginal(_ icon: ImageSource, in frame: Rect, on context: CairoContext) throws(RenderError) {
        try icon.draw(fitting: masks == nil ? frame : snapped(frame), on: context)
    }

    /// Whole device pixels, as UIKit places images: sharper, and a mask can be reused.
    private func snapped(_ frame: Rect) -> Rect {
        Rect(
            x: ((frame.x - origin.x) * scale).rounded() / scale + origin.x,
            y: ((frame.y - origin.y) * scale).rounded() / scale + origin.y,
            width: frame.width, height: frame.height)
    }

    /// The same drawer for a scratch surface, which has no mask cache.
    var withoutMasks: TemplateIconDrawer {
        TemplateIconDrawer(scale: scale, origin: origin, masks: nil)
    }
}
