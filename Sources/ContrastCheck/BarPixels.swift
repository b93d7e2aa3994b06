import TabBarImage
import TabBarModel

/// A rendered bar's pixels, read by rectangles in points of the canvas.
struct BarPixels {
    let image: RGBAImage
    let scale: Double

    /// The pixels whose centres lie in `rect` and in none of `excluded`, as opaque colours.
    func colors(in rect: Rect, excluding excluded: [Rect] = []) -> [Color] {
        let x0 = max(0, Int((rect.minX * scale).rounded(.down)))
        let x1 = min(image.width, Int((rect.maxX * scale).rounded(.up)))
        let y0 = max(0, Int((rect.minY * scale).rounded(.down)))
        let y1 = min(image.height, Int((rect.maxY * scale).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return [] }
        var colors: [Color] = []
        for y in y0..<y1 {
            for x in x0..<x1 {
                let centre = Point(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale)
                guard rect.contains(centre), !excluded.contains(where: { $0.contains(centre) }) else { continue }
                let pixel = image[x, y]
                colors.append(Self.opaque(pixel))
            }
        }
        return colors
    }

    /// The colour most of the region shows: the median of each channel.
    func median(in rect: Rect, excluding excluded: [Rect] = []) -> Color? {
        Self.median(colors(in: rect, excluding: excluded))
    }

    /// The colour of what is drawn over `background` in `rect`: the median of the pixels that
    /// differ from it by at least 3/4 of the most any does, which leaves out anti-aliased edges.
    /// The background itself when nothing differs by more than 2 %, as when the ink matches it.
    func ink(in rect: Rect, over background: Color, excluding excluded: [Rect] = []) -> Color {
        let colors = colors(in: rect, excluding: excluded)
        let distances = colors.map { Self.distance($0, background) }
        guard let most = distances.max(), most > 0.02 else { return background }
        let core = zip(colors, distances).filter { $0.1 >= most * 0.75 }.map(\.0)
        return Self.median(core) ?? background
    }

    static func median(_ colors: [Color]) -> Color? {
        guard !colors.isEmpty else { return nil }
        func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
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
