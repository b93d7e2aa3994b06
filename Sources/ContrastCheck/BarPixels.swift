import TabBarImage
import TabBarModel

/// A rendered bar's pixels, read by rectangles in points of the canvas.
struct BarPixels {
    let image: RGBAImage
    let scale: Double

    /// The pixels whose centres lie in `rect` and outside `excluded`, as opaque colours.
    func colors(in rect: Rect, excluding excluded: Mask? = nil) -> [Color] {
        let (xs, ys) = range(of: rect)
        var colors: [Color] = []
        colors.reserveCapacity(xs.count * ys.count)
        for y in ys {
            for x in xs where !(excluded?.covers(x, y, width: image.width) ?? false) {
                colors.append(Self.opaque(image[x, y]))
            }
        }
        return colors
    }

    /// Which pixels' centres lie in any of `rects`, marked once for a whole bar.
    struct Mask {
        var covered: [Bool]

        func covers(_ x: Int, _ y: Int, width: Int) -> Bool { covered[y * width + x] }
    }

    func mask(_ rects: [Rect]) -> Mask {
        var covered = [Bool](repeating: false, count: image.width * image.height)
        for rect in rects {
            let (xs, ys) = range(of: rect)
            for y in ys { for x in xs { covered[y * image.width + x] = true } }
        }
        return Mask(covered: covered)
    }

    /// The columns and rows whose pixel centres lie in `rect`.
    private func range(of rect: Rect) -> (Range<Int>, Range<Int>) {
        func span(_ low: Double, _ high: Double, _ limit: Int) -> Range<Int> {
            let first = max(0, Int((low * scale - 0.5).rounded(.up)))
            let end = min(limit, Int((high * scale - 0.5).rounded(.up)))
            return first..<max(first, end)
        }
        return (span(rect.minX, rect.maxX, image.width), span(rect.minY, rect.maxY, image.height))
    }

    /// The colour most of the region shows: the median of each channel.
    func median(in rect: Rect, excluding excluded: Mask? = nil) -> Color? {
        Self.median(colors(in: rect, excluding: excluded))
    }

    /// The colour of what is drawn over `background` in `rect`: the median of the pixels that
    /// differ from it by at least 3/4 of the most any does, which leaves out anti-aliased edges.
    /// The background itself when nothing differs by more than 2 %, as when the ink matches it.
    func ink(in rect: Rect, over background: Color, excluding excluded: Mask? = nil) -> Color {
        let colors = colors(in: rect, excluding: excluded)
        let distances = colors.map { Self.distance($0, background) }
        guard let most = distances.max(), most > 0.02 else { return background }
        let core = zip(colors, distances).filter { $0.1 >= most * 0.75 }.map(\.0)
        return Self.median(core) ?? background
    }

    static func median(_ colors: [Color]) -> Color? {
        guard !colors.isEmpty else { return nil }
        func middle(_ values: [Double]) -> Double { Statistics.median(values) ?? 0 }
        return Color(red: middle(colors.map(\.red)), green: middle(colors.map(\.green)), blue: middle(colors.map(\.blue)))
    }

    /// Euclidean distance in sRGB, 0…√3.
    private static func distance(_ a: Color, _ b: Color) -> Double {
        let (r, g, bl) = (a.red - b.red, a.green - b.green, a.blue - b.blue)
        return (r * r + g * g + bl * bl).squareRoot()
    }

    /// A pixel as seen over black where the image is not opaque (it always is inside the bar).
    private static func opaque(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Color {
        let alpha = Double(pixel.a) / 255
        return Color(red: Double(pixel.r) / 255 * alpha, green: Double(pixel.g) / 255 * alpha, blue: Double(pixel.b) / 255 * alpha)
    }
}
