import CCairo
import TabBarGeometry

/// Everything a `cairo_fill` of the current path with a solid colour reads: the path, in the
/// coordinates it was given, the colour, and the state and pixels where it can paint.
struct FillKey: Hashable {
    /// Each part's kind, then its points (x, y), as `cairo_copy_path` gives them.
    let path: [Double]
    let color: [Double]
    let state: PaintedState
}

/// A long-lived renderer's fills (its text's glyph outlines) kept by what they read: a redraw of
/// the same line over the same pixels copies the filled pixels back instead of filling again,
/// which at @3x is half a screen's redraw.
enum KeptFill {
    /// Fills and clears the current path of `cr`, from `store` when it holds the same fill.
    static func fill(_ cr: OpaquePointer, store: PixelStore<FillKey>?) {
        guard let store, let key = key(cr), let target = cairo_get_group_target(cr) else {
            cairo_fill(cr)
            return
        }
        let box = key.state.box
        if let kept = store.pixels(for: key) {
            box.write(kept, into: target)
            cairo_new_path(cr)
            return
        }
        cairo_fill(cr)
        // The path's doubles count against the bound too, as two words each.
        store.store(count: box.width * box.height + 2 * key.path.count, for: key) { box.pixels(of: target) }
    }

    /// The fill's key; nil where the source is not one colour or the target cannot be read back.
    private static func key(_ cr: OpaquePointer) -> FillKey? {
        var red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0
        guard cairo_pattern_get_rgba(cairo_get_source(cr), &red, &green, &blue, &alpha) == CAIRO_STATUS_SUCCESS else { return nil }
        // A filled area lies inside the bounds of its outline (Cairo's, curves included); the box
        // adds a pixel each side for antialiasing and for flattening within the tolerance.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cr, &x1, &y1, &x2, &y2)
        guard let state = PaintedRegion.state(of: Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1), on: cr),
              let path = cairo_copy_path(cr)
        else { return nil }
        defer { cairo_path_destroy(path) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        let parts = path.pointee.data!
        var points: [Double] = []
        points.reserveCapacity(2 * Int(path.pointee.num_data))
        var index = 0
        while index < Int(path.pointee.num_data) {
            let header = parts[index].header
            points.append(Double(header.type.rawValue))
            for point in 1..<max(1, Int(header.length)) {
                points.append(parts[index + point].point.x)
                points.append(parts[index + point].point.y)
            }
            index += max(1, Int(header.length))
        }
        return FillKey(path: points, color: [red, green, blue, alpha], state: state)
    }
}
