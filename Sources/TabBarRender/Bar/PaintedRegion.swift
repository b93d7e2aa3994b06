import CCairo
import TabBarGeometry

/// Everything the pixels of a region after a named blur is painted there depend on: the blur,
/// where and how it is painted, and the pixels there before. The same key gives the same pixels,
/// as the painting reads nothing else.
struct CompositeKey: Hashable {
    let blur: BlurKey
    let region: Rect
    let cornerRadius: Double
    let state: PaintedState
}

/// What a painting's pixels depend on besides what it paints: the context's state and the pixels
/// in the box it can change, before.
struct PaintedState: Hashable {
    /// The context's transform (xx, yx, xy, yy, x0, y0), clip rectangles, operator, antialias,
    /// fill rule and tolerance when painting.
    let matrix: [Double]
    let clip: [Rect]
    let drawing: [Int32]
    let tolerance: Double
    let box: PaintedRegion
    let before: ContentDigest
}

/// The device pixels of an image surface a painting of `region` can change: the region's bounds
/// rounded outwards, a pixel more each side, inside the surface.
struct PaintedRegion: Hashable {
    let x: Int
    let y: Int
    let width: Int
    let height: Int

    /// The region's box on the context's target, with what else the painting depends on; nil
    /// where the target is not a plain ARGB32 image (a PDF, a group) or the transform turns.
    static func key(
        blur: BlurKey, region: Rect, cornerRadius: Double, on context: CairoContext
    ) -> CompositeKey? {
        state(of: region, on: context.pointer).map { CompositeKey(blur: blur, region: region, cornerRadius: cornerRadius, state: $0) }
    }

    /// The state a painting inside `region` (in user space) on `cr` depends on; nil where the
    /// target is not a plain ARGB32 image (a PDF, a group), the transform turns or the clip is not
    /// made of rectangles.
    static func state(of region: Rect, on cr: OpaquePointer) -> PaintedState? {
        guard let target = cairo_get_group_target(cr),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
        else { return nil }
        var offsetX = 0.0, offsetY = 0.0, scaleX = 0.0, scaleY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard offsetX == 0, offsetY == 0, scaleX == 1, scaleY == 1, matrix.xy == 0, matrix.yx == 0 else { return nil }
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        let clip = (0..<Int(list.pointee.num_rectangles)).map { index in
            let rect = list.pointee.rectangles[index]
            return Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        }

        let xs = [region.minX * matrix.xx + matrix.x0, region.maxX * matrix.xx + matrix.x0]
        let ys = [region.minY * matrix.yy + matrix.y0, region.maxY * matrix.yy + matrix.y0]
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        guard let left = xs.min(), let right = xs.max(), let top = ys.min(), let bottom = ys.max(),
              left.isFinite, right.isFinite, top.isFinite, bottom.isFinite
        else { return nil }
        // Clamped to the surface before any conversion: a far-off region converts without a trap.
        func inside(_ value: Double, _ limit: Int) -> Int { Int(min(Double(limit), max(0, value))) }
        let minX = inside(left.rounded(.down) - 1, width), maxX = inside(right.rounded(.up) + 1, width)
        let minY = inside(top.rounded(.down) - 1, height), maxY = inside(bottom.rounded(.up) + 1, height)
        guard maxX > minX, maxY > minY else { return nil }
        let box = PaintedRegion(x: minX, y: minY, width: maxX - minX, height: maxY - minY)

        cairo_surface_flush(target)
        return PaintedState(
            matrix: [matrix.xx, matrix.yx, matrix.xy, matrix.yy, matrix.x0, matrix.y0], clip: clip,
            drawing: [cairo_get_operator(cr).rawValue, cairo_get_antialias(cr).rawValue, cairo_get_fill_rule(cr).rawValue]
                .map { Int32(bitPattern: $0) },
            tolerance: cairo_get_tolerance(cr), box: box, before: box.digest(of: target))
    }

    /// The box's rows of `surface`, one after the other.
    func pixels(of surface: OpaquePointer) -> [UInt32] {
        cairo_surface_flush(surface)
        let rows = Self.rows(of: surface)
        return [UInt32](unsafeUninitializedCapacity: width * height) { buffer, initialized in
            for row in 0..<height {
                (buffer.baseAddress! + row * width).update(from: rows.start + (y + row) * rows.stride + x, count: width)
            }
            initialized = width * height
        }
    }

    /// Puts `pixels` (as `pixels(of:)` gave them) back into the box of `surface`.
    func write(_ pixels: [UInt32], into surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let rows = Self.rows(of: surface)
        pixels.withUnsafeBufferPointer { kept in
            for row in 0..<height {
                (rows.start + (y + row) * rows.stride + x).update(from: kept.baseAddress! + row * width, count: width)
            }
        }
        cairo_surface_mark_dirty_rectangle(surface, Int32(x), Int32(y), Int32(width), Int32(height))
    }

    /// A digest of the box's rows: each row's, then theirs.
    private func digest(of surface: OpaquePointer) -> ContentDigest {
        let rows = Self.rows(of: surface)
        var lanes: [UInt64] = []
        lanes.reserveCapacity(2 * height)
        for row in 0..<height {
            let digest = ContentDigest(UnsafeRawBufferPointer(start: rows.start + (y + row) * rows.stride + x, count: width * 4))
            lanes += [digest.lanes.x, digest.lanes.y]
        }
        return lanes.withUnsafeBytes(ContentDigest.init)
    }

    private static func rows(of surface: OpaquePointer) -> (start: UnsafeMutablePointer<UInt32>, stride: Int) {
        let start = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
        return (start, Int(cairo_image_surface_get_stride(surface)) / 4)
    }
}
