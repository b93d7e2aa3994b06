import CCairo
import TabBarModel

/// Paints what lies under a translucent bar or a glass capsule: the content, blurred the way
/// UIKit blurs it, then toned per pixel where the material asks for it.
///
/// The content is drawn again into a scratch surface around the region, blurred there, and
/// painted clipped to the region. A bar's heavy blur needs only one pixel per point (a blurred
/// picture has no finer detail); glass blurs lightly, so its scratch has the device's pixels.
struct ContentBlur {
    let screen: Rect
    /// Standard deviation in points.
    var sigma: Double = BackdropPainter.blurSigma
    /// Scratch pixels per point.
    var resolution: Double = 1
    /// Applied to every blurred pixel (premultiplied ARGB32), e.g. glass's saturation and lift.
    var tone: PixelTone? = nil
    /// Where the blurred scratch is kept and found again, when its content can be named.
    var shared: SharedBlur? = nil

    func paint(
        under region: Rect, cornerRadius: Double = 0, on context: CairoContext,
        drawContent: (CairoContext) throws(RenderError) -> Void
    ) throws(RenderError) {
        let margin = 3 * sigma
        let minX = max(screen.minX, region.minX - margin).rounded(.down)
        let minY = max(screen.minY, region.minY - margin).rounded(.down)
        let maxX = min(screen.maxX, region.maxX + margin).rounded(.up)
        let maxY = min(screen.maxY, region.maxY + margin).rounded(.up)
        guard maxX > minX, maxY > minY else { return }
        let area = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        func blurKey(_ content: ScratchContent) -> BlurKey {
            BlurKey(content: content, area: area, resolution: resolution, sigma: sigma, tone: tone)
        }
        // A named blur painted over the same pixels as before gives the same pixels again.
        var composite: (key: CompositeKey, store: PixelStore<CompositeKey>)?
        if let store = shared?.cache.composites, let content = shared?.content,
           let key = PaintedRegion.key(blur: blurKey(content), region: region, cornerRadius: cornerRadius, on: context)
        {
            if let kept = store.pixels(for: key), let target = cairo_get_group_target(context.pointer) {
                key.state.box.write(kept, into: target)
                return
            }
            composite = (key, store)
        }
        try paintBlurred(area: area, under: region, cornerRadius: cornerRadius, on: context, key: blurKey, drawContent: drawContent)
        if let composite, let target = cairo_get_group_target(context.pointer) {
            let box = composite.key.state.box
            composite.store.store(count: box.width * box.height, for: composite.key) { box.pixels(of: target) }
        }
    }

    private func paintBlurred(
        area: Rect, under region: Rect, cornerRadius: Double, on context: CairoContext, key blurKey: (ScratchContent) -> BlurKey,
        drawContent: (CairoContext) throws(RenderError) -> Void
    ) throws(RenderError) {
        let width = Int((area.width * resolution).rounded(.up))
        let height = Int((area.height * resolution).rounded(.up))

        let surface = try CairoSurface.image(width: width, height: height)
        let stride = Int(cairo_image_surface_get_stride(surface.pointer)) / 4
        let pixels = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface.pointer)!)
            .assumingMemoryBound(to: UInt32.self)
        var key = shared?.content.map(blurKey)
        var kept = key.flatMap { shared?.cache.pixels(for: $0) }
        if kept == nil {
            try surface.drawScratch(of: area, resolution: resolution, drawContent)
            if key == nil, let shared {
                // Content without a name (a screen's rows under its glass) is named by its drawn
                // pixels: blurring and toning the same pixels again would give the same bytes.
                let drawn = UnsafeRawBufferPointer(start: pixels, count: stride * height * 4)
                key = blurKey(.drawn(ContentDigest(drawn), width: width, height: height))
                kept = key.flatMap(shared.cache.pixels(for:))
            }
            if kept == nil { blur(pixels, width: width, height: height, stride: stride) }
        }
        if let kept {
            kept.withUnsafeBufferPointer { kept in
                for row in 0..<height { (pixels + row * stride).update(from: kept.baseAddress! + row * width, count: width) }
            }
        } else {
            if let key, let shared {
                // Copied only when the store keeps them (a second offer): a one-spec render, whose
                // every offer is a first, copies nothing.
                shared.cache.store(count: width * height, for: key) {
                    var kept = [UInt32](repeating: 0, count: width * height)
                    kept.withUnsafeMutableBufferPointer { kept in
                        for row in 0..<height { (kept.baseAddress! + row * width).update(from: pixels + row * stride, count: width) }
                    }
                    return kept
                }
            }
        }
        cairo_surface_mark_dirty(surface.pointer)

        try context.withSavedState { () throws(RenderError) in
            if cornerRadius > 0 {
                context.addRoundedRect(region, radius: cornerRadius)
            } else {
                context.addRect(region)
            }
            cairo_clip(context.pointer)
            cairo_translate(context.pointer, area.x, area.y)
            cairo_scale(context.pointer, 1 / resolution, 1 / resolution)
            cairo_set_source_surface(context.pointer, surface.pointer, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(context.pointer), CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(cairo_get_source(context.pointer), CAIRO_EXTEND_PAD)
            cairo_paint(context.pointer)
        }
    }

    /// Blurs and tones the drawn scratch's pixels.
    private func blur(_ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int) {
        BoxBlur(sigma: sigma * resolution).apply(pixels, width: width, height: height, stride: stride)
        if let tone {
            // Blurred content is mostly runs of one colour: each run is toned once.
            var last = pixels[0]
            var toned = tone.apply(last)
            for row in 0..<height {
                let line = pixels + row * stride
                for column in 0..<width {
                    let pixel = line[column]
                    if pixel != last {
                        last = pixel
                        toned = tone.apply(pixel)
                    }
                    line[column] = toned
                }
            }
        }
    }
}

/// A batch's cache of blurs and the name of what a scratch shows; nil when only its drawn pixels
/// can name it.
struct SharedBlur {
    let cache: BlurCache
    let content: ScratchContent?
}

/// A per-channel colour change: saturation about the pixel's luminance, then `gain·c + lift`.
struct PixelTone: Hashable {
    let saturation: Double
    let gain: Double
    /// In 0...255.
    let lift: Double

    func apply(_ pixel: UInt32) -> UInt32 {
        let alpha = Double(pixel >> 24)
        guard alpha > 0 else { return pixel }
        // Premultiplied: work on straight colour, then premultiply again.
        let r = Double((pixel >> 16) & 0xFF) * 255 / alpha
        let g = Double((pixel >> 8) & 0xFF) * 255 / alpha
        let b = Double(pixel & 0xFF) * 255 / alpha
        let luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
        func channel(_ c: Double) -> UInt32 {
            let saturated = min(255, max(0, luminance + saturation * (c - luminance)))
            let toned = min(255, max(0, gain * saturated + lift))
            return UInt32((toned * alpha / 255).rounded())
        }
        return (pixel & 0xFF00_0000) | channel(r) << 16 | channel(g) << 8 | channel(b)
    }
}
