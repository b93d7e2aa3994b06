import CCairo
import TabBarModel

/// Draws icons as template images (only their alpha counts; the colour is the caller's) for the
/// screen painters, from cached pixel-aligned masks when drawing pixels.
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
            // Whole device pixels, as UIKit places them: sharper, and the mask can be reused.
            let x = ((frame.x - origin.x) * scale).rounded() / scale + origin.x
            let y = ((frame.y - origin.y) * scale).rounded() / scale + origin.y
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

    /// The same drawer for a scratch surface, which has no mask cache.
    var withoutMasks: TemplateIconDrawer {
        TemplateIconDrawer(scale: scale, origin: origin, masks: nil)
    }
}
