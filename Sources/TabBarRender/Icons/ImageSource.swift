import SVGGuard
import CCairo
import CRSVG
import Foundation
import TabBarImage
import TabBarModel

/// A decoded picture from a file the user named: an SVG document, PNG pixels or a PDF's first
/// page, as one use of it names it in messages. Uses of one file share the decoded picture
/// (`naming(_:)`).
final class ImageSource {
    private enum Content {
        case svg(SVGDocument, SVGPaintedArea)
        case raster(CairoSurface, width: Double, height: Double)
        /// An asset catalog's vector PDF: its first page, whose size is in points.
        case pdf(PDFPage, width: Double, height: Double)
    }

    /// librsvg's parsed document, released with the last use that shares it.
    private final class SVGDocument {
        let handle: UnsafeMutablePointer<RsvgHandle>
        init(_ handle: UnsafeMutablePointer<RsvgHandle>) { self.handle = handle }
        deinit { g_object_unref(handle) }
    }

    private let content: Content
    /// Names the spec and field (or the icon file) when drawing fails, as loading does.
    private let fail: (String) -> RenderError
    /// The file and its bytes, which name what it draws for a batch's shared blurs.
    private(set) var digest: FileDigest?
    /// The file, for messages.
    private let path: String

    private init(_ content: Content, path: String, fail: @escaping (String) -> RenderError) {
        self.content = content
        self.path = path
        self.fail = fail
    }

    /// The decoded picture, one object however many uses share it: what caches of its drawings
    /// key on (and hold, so that its identity cannot pass to another picture while they do).
    var decoded: AnyObject {
        switch content {
        case .svg(let document, _): document
        case .raster(let surface, _, _): surface
        case .pdf(let page, _, _): page
        }
    }

    /// The same picture for another use (another tab, another spec of a batch), whose failures
    /// while drawing name that use's spec and field rather than the first loader's.
    func naming(_ fail: @escaping (String) -> RenderError) -> ImageSource {
        let use = ImageSource(content, path: path, fail: fail)
        use.digest = digest
        return use
    }

    /// Limits that keep a hostile file from exhausting memory or time.
    struct Limits {
        var maxFileBytes: Int
        var maxPixelsPerSide: Int
        /// See `SVGSafety.maxIconFilterPasses`.
        var maxFilterPasses: Int

        static let icon = Limits(maxFileBytes: 2 << 20, maxPixelsPerSide: 2048, maxFilterPasses: SVGSafety.maxIconFilterPasses)
        // 4096² pixels decode to 64 MB, and Cairo needs as much again: within a 300 MB budget.
        // No filter: a picture fills the screen, up to 6000 × 6000 px, and one pass of one blur
        // over it takes librsvg seconds.
        static let backdrop = Limits(maxFileBytes: 32 << 20, maxPixelsPerSide: 4096, maxFilterPasses: 0)
    }

    /// Reads and checks a PNG or SVG file.
    /// - Parameter fail: turns a problem into an error that names the spec field.
    static func load(
        _ url: URL, limits: Limits, fail: @escaping (String) -> RenderError
    ) throws(RenderError) -> ImageSource {
        let data: Data
        do {
            data = try BoundedFile.read(url.path, maxBytes: limits.maxFileBytes)
        } catch .missing {
            throw fail("\(url.path): no such file or it cannot be read")
        } catch .folder {
            throw fail("\(url.path) is a folder; expected an SVG or PNG file")
        } catch {
            throw fail("\(url.path): \(error)")
        }
        let image: ImageSource
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            image = try loadPNG(data, url: url, limits: limits, fail: fail)
        } else if data.starts(with: Array("%PDF-".utf8)) {
            let page = try PDFPage.load(data, limits: limits) { message in fail("\(url.path) \(message)") }
            image = ImageSource(.pdf(page, width: page.width, height: page.height), path: url.path, fail: fail)
        } else if let text = String(data: data.prefix(4096), encoding: .utf8), text.contains("<svg") || text.contains("<?xml") {
            image = try loadSVG(data, url: url, limits: limits, fail: fail)
        } else {
            throw fail("\(url.path) is not an SVG, PNG or PDF image")
        }
        image.digest = FileDigest(path: url.path, bytes: data)
        return image
    }

    private static func loadPNG(
        _ data: Data, url: URL, limits: Limits, fail: @escaping (String) -> RenderError
    ) throws(RenderError) -> ImageSource {
        let side = limits.maxPixelsPerSide
        let image: RGBAImage
        do {
            image = try PNGCodec.decode(data, maxPixels: side * side)
        } catch {
            throw fail("\(url.path) is not a readable PNG: \(error)")
        }
        guard image.width <= side, image.height <= side else {
            throw fail("\(url.path) is \(image.width)×\(image.height) px; at most \(side)×\(side) is allowed")
        }
        let surface = try CairoSurface.make(from: image)
        return ImageSource(.raster(surface, width: Double(image.width), height: Double(image.height)), path: url.path, fail: fail)
    }

    private static func loadSVG(
        _ data: Data, url: URL, limits: Limits, fail: @escaping (String) -> RenderError
    ) throws(RenderError) -> ImageSource {
        let area: SVGPaintedArea
        switch SVGSafety.scan(data, maxPixelsPerSide: limits.maxPixelsPerSide, maxFilterPasses: limits.maxFilterPasses) {
        case .success(let painted): area = painted
        case .failure(let refusal): throw fail("\(url.path) contains \(refusal.reason); expected a self-contained vector drawing")
        }
        var error: UnsafeMutablePointer<GError>?
        let handle = data.withUnsafeBytes { raw in
            rsvg_handle_new_from_data(raw.bindMemory(to: UInt8.self).baseAddress, gsize(raw.count), &error)
        }
        guard let handle else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw fail("\(url.path) is not a valid SVG: \(message)")
        }
        let source = ImageSource(.svg(SVGDocument(handle), area), path: url.path, fail: fail)
        var width = 0.0
        var height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0 {
            let side = Double(limits.maxPixelsPerSide)
            // Through a format, not Int(): a declared size may be 1e300 or not a number at all.
            guard width <= side, height <= side else {
                throw fail(String(format: "%@ declares a size of %.0f×%.0f px; at most %.0f×%.0f is allowed", url.path, width, height, side, side))
            }
            guard width > 0, height > 0 else {
                throw fail("\(url.path) declares an empty size (\(width)×\(height))")
            }
        }
        return source
    }

    /// librsvg's words for the limits it enforces, in the user's terms.
    private static func translate(_ message: String) -> String {
        let lowered = message.lowercased()
        if lowered.contains("instancing limit") || lowered.contains("too many") || lowered.contains("limit") {
            return "it nests or repeats elements beyond librsvg's limits (\(MessageText.shorten(MessageText.escape(message), to: 80)))"
        }
        return "librsvg: " + MessageText.shorten(MessageText.escape(message), to: 120)
    }

    /// True for an SVG document or a PDF page, false for PNG pixels.
    var isVector: Bool {
        if case .raster = content { return false }
        return true
    }

    /// The picture's own size: a PNG's pixels; an SVG's width and height (CSS pixels, which
    /// icon files use as points), or its viewBox's when it declares none. Nil when it has neither.
    var intrinsicSize: Size? {
        switch content {
        case .raster(_, let width, let height), .pdf(_, let width, let height):
            return Size(width: width, height: height)
        case .svg(let document, _):
            let handle = document.handle
            var width = 0.0
            var height = 0.0
            if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0, width > 0, height > 0 {
                return Size(width: width, height: height)
            }
            var hasViewBox: gboolean = 0
            var viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            return hasViewBox != 0 && viewBox.width > 0 && viewBox.height > 0 ? Size(width: viewBox.width, height: viewBox.height) : nil
        }
    }

    /// The picture's own aspect ratio (width / height), when it has one.
    var aspectRatio: Double? { intrinsicSize.map { $0.width / $0.height } }

    /// Draws the picture scaled to fit inside `rect`, keeping its aspect ratio, centred.
    func draw(fitting rect: Rect, on context: CairoContext) throws(RenderError) {
        let cr = context.pointer
        switch content {
        case .svg(let document, let area):
            let handle = document.handle
            // Checked here, where the size in pixels is known, before librsvg spends the time.
            if let violation = SVGSafety.areaViolation(area, on: Self.target(of: rect, on: context)) {
                throw fail("\(path) contains \(violation); expected a simpler drawing, or the picture as a PNG")
            }
            var viewport = RsvgRectangle(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
            var error: UnsafeMutablePointer<GError>?
            if rsvg_handle_render_document(handle, cr, &viewport, &error) == 0 {
                let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
                if let error { g_error_free(error) }
                throw fail("cannot be drawn: \(Self.translate(message))")
            }
        case .raster(let surface, let width, let height):
            let scale = min(rect.width / width, rect.height / height)
            cairo_save(cr)
            cairo_translate(cr, rect.midX - width * scale / 2, rect.midY - height * scale / 2)
            cairo_scale(cr, scale, scale)
            cairo_set_source_surface(cr, surface.pointer, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
            cairo_restore(cr)
        case .pdf(let page, let width, let height):
            // Drawn by poppler straight onto the icon's surface, at its pixels: the template
            // drawing then takes its alpha as it does an SVG's.
            let scale = min(rect.width / width, rect.height / height)
            cairo_save(cr)
            cairo_translate(cr, rect.midX - width * scale / 2, rect.midY - height * scale / 2)
            cairo_scale(cr, scale, scale)
            cairo_rectangle(cr, 0, 0, width, height)
            cairo_clip(cr)
            page.render(on: cr)
            cairo_restore(cr)
        }
    }

    /// Where a picture fitted into `rect` lands, in the device pixels of the context's surface.
    private static func target(of rect: Rect, on context: CairoContext) -> SVGPaintedArea.Target {
        let cr = context.pointer
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let device = Affine(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, e: matrix.x0, f: matrix.y0)
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let clip = device.bound(Box(minX: x1, minY: y1, maxX: x2, maxY: y2))
        // librsvg's layers are as large as the surface drawn on.
        let surface = cairo_get_group_target(cr)
        let layer = cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
            ? Double(cairo_image_surface_get_width(surface)) * Double(cairo_image_surface_get_height(surface)) : clip.area
        return SVGPaintedArea.Target(
            viewport: device.bound(Box(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY)),
            clip: clip, layerPixels: max(layer, clip.area))
    }

    /// Draws the picture scaled to cover `rect` entirely (cropping what sticks out), centred.
    func draw(filling rect: Rect, on context: CairoContext) throws(RenderError) {
        guard let ratio = aspectRatio, ratio > 0 else {
            try draw(fitting: rect, on: context)
            return
        }
        var cover = rect
        if rect.width / rect.height > ratio {
            cover.height = rect.width / ratio
            cover.y = rect.midY - cover.height / 2
        } else {
            cover.width = rect.height * ratio
            cover.x = rect.midX - cover.width / 2
        }
        try context.withSavedState { () throws(RenderError) in
            context.addRect(rect)
            cairo_clip(context.pointer)
            try draw(fitting: cover, on: context)
        }
    }
}

extension CairoSurface {
    /// Copies straight RGBA pixels into Cairo's premultiplied native-endian ARGB32.
    static func make(from image: RGBAImage) throws(RenderError) -> CairoSurface {
        let surface = try CairoSurface.image(width: image.width, height: image.height)
        cairo_surface_flush(surface.pointer)
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        let base = cairo_image_surface_get_data(surface.pointer)!
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.width {
                    let index = (y * image.width + x) * 4
                    let alpha = UInt32(source[index + 3])
                    func premultiply(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
                    row[x] = alpha << 24 | premultiply(source[index]) << 16
                        | premultiply(source[index + 1]) << 8 | premultiply(source[index + 2])
                }
            }
        }
        cairo_surface_mark_dirty(surface.pointer)
        return surface
    }
}
