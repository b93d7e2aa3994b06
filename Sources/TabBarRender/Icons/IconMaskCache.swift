import CCairo
import TabBarModel

/// Icons rasterised to alpha masks at device pixels, kept as long as their picture is.
///
/// Drawing an SVG through librsvg costs far more than compositing a stored mask, and a batch
/// draws the same few icons at the same size over and over.
final class IconMaskCache {
    private struct Key: Hashable {
        let icon: ObjectIdentifier
        let width: Int
        let height: Int
    }

    /// Each mask with the decoded picture it was drawn from, held so that no other picture can
    /// take the identity its key names.
    private var masks: [Key: (picture: AnyObject, mask: CairoSurface)] = [:]

    func mask(for icon: ImageSource, width: Int, height: Int) throws(RenderError) -> CairoSurface {
        let picture = icon.decoded
        let key = Key(icon: ObjectIdentifier(picture), width: width, height: height)
        if let entry = masks[key] { return entry.mask }
        let surface = try CairoSurface(cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)))
        let context = CairoContext(surface)
        try icon.draw(fitting: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), on: context)
        try context.checkStatus()
        cairo_surface_flush(surface.pointer)
        masks[key] = (picture, surface)
        return surface
    }

    /// Drops the masks of a picture no longer drawn (its file was saved anew).
    func forget(_ picture: AnyObject) {
        let identity = ObjectIdentifier(picture)
        masks = masks.filter { $0.key.icon != identity }
    }
}
