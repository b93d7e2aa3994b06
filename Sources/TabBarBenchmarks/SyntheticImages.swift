import TabBarImage
import Foundation

/// Deterministic images for tests and benchmarks. Only integer arithmetic, + − × ÷ and square roots
/// are used, so every platform produces the same bytes for the same seed.
public enum SyntheticImages {
    /// SplitMix64: a small, fast, seedable generator.
    public struct Generator: RandomNumberGenerator, Sendable {
        private var state: UInt64

        public init(seed: UInt64) {
            state = seed
        }

        public mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        /// Uniform integer in `0 ..< bound` (bound > 0).
        public mutating func int(_ bound: Int) -> Int {
            Int(next() % UInt64(bound))
        }

        /// Uniform integer in `range`.
        public mutating func int(in range: ClosedRange<Int>) -> Int {
            range.lowerBound + int(range.count)
        }

        /// Uniform double in [0, 1) with 53 random bits.
        public mutating func unit() -> Double {
            Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0)
        }

        public mutating func byte() -> UInt8 {
            UInt8(truncatingIfNeeded: next() >> 56)
        }
    }

    public typealias RGBA = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    // MARK: - Images

    /// Random RGBA noise; alpha is 255 when `opaque`.
    public static func noise(width: Int, height: Int, seed: UInt64, opaque: Bool = false) -> RGBAImage {
        var rng = Generator(seed: seed)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0 ..< width * height {
            pixels[i * 4] = rng.byte()
            pixels[i * 4 + 1] = rng.byte()
            pixels[i * 4 + 2] = rng.byte()
            pixels[i * 4 + 3] = opaque ? 255 : rng.byte()
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The worst case for a comparison: opaque noise, and the same noise with `offset` added to every
    /// colour channel (saturating at 255), so every pixel differs a little.
    public static func noisePair(width: Int, height: Int, seed: UInt64, offset: UInt8 = 9) -> (expected: RGBAImage, actual: RGBAImage) {
        let expected = noise(width: width, height: height, seed: seed, opaque: true)
        var actual = expected
        actual.withUnsafeMutablePixels { pixels in
            for i in pixels.indices where i % 4 != 3 {
                let (sum, overflow) = pixels[i].addingReportingOverflow(offset)
                pixels[i] = overflow ? 255 : sum
            }
        }
        return (expected, actual)
    }

    /// `image` with `count` random pixels replaced: a third by random colours, a third nudged by ±1…6
    /// per channel, a third with only their alpha changed.
    public static func perturbed(_ image: RGBAImage, count: Int, seed: UInt64) -> RGBAImage {
        var rng = Generator(seed: seed)
        var out = image
        let n = image.width * image.height
        guard n > 0 else { return image }
        out.withUnsafeMutablePixels { pixels in
            for c in 0 ..< count {
                let k = rng.int(n) * 4
                switch c % 3 {
                case 0:
                    for j in 0 ..< 4 { pixels[k + j] = rng.byte() }
                case 1:
                    for j in 0 ..< 3 {
                        let v = Int(pixels[k + j]) + rng.int(in: -6 ... 6)
                        pixels[k + j] = UInt8(min(255, max(0, v)))
                    }
                default:
                    pixels[k + 3] = rng.byte()
                }
            }
        }
        return out
    }

    /// A pair that exercises every branch of the perceptual comparison: flat panels, anti-aliased discs
    /// and strokes, a translucent band and a fully transparent patch. The second image moves some shapes
    /// by a fraction of a pixel (anti-aliasing differences), recolours a stroke, tints a panel slightly,
    /// changes alpha in the translucent band and perturbs some single pixels.
    public static func mixedPair(width: Int, height: Int, seed: UInt64) -> (expected: RGBAImage, actual: RGBAImage) {
        var layout = Generator(seed: seed)
        var shapes: [Shape] = []
        let background: RGBA = (UInt8(200 + layout.int(56)), UInt8(200 + layout.int(56)), UInt8(200 + layout.int(56)), 255)
        for _ in 0 ..< 3 {
            let w = layout.int(in: 4 ... max(4, width / 2)), h = layout.int(in: 4 ... max(4, height / 2))
            shapes.append(.rect(x: layout.int(max(1, width - w)), y: layout.int(max(1, height - h)), w: w, h: h, color: randomOpaque(&layout)))
        }
        let discs = max(2, width * height / 1200)
        for _ in 0 ..< discs {
            let r = 1.5 + layout.unit() * Double(max(2, min(width, height) / 6))
            shapes.append(.disc(cx: layout.unit() * Double(width), cy: layout.unit() * Double(height), r: r, color: randomOpaque(&layout)))
        }
        let strokes = max(3, width * height / 600)
        for _ in 0 ..< strokes {
            let x0 = layout.unit() * Double(width), y0 = layout.unit() * Double(height)
            shapes.append(.stroke(
                x0: x0, y0: y0, x1: x0 + (layout.unit() - 0.5) * 30, y1: y0 + (layout.unit() - 0.5) * 30,
                halfWidth: 0.4 + layout.unit() * 1.2, color: randomOpaque(&layout)))
        }
        let bandY = layout.int(max(1, height - 6))
        let patch = (x: layout.int(max(1, width - 6)), y: layout.int(max(1, height - 6)))

        var variations = Generator(seed: seed ^ 0xA5A5_5A5A_0F0F_F0F0)
        var changed = shapes
        for index in changed.indices {
            switch changed[index] {
            case let .disc(cx, cy, r, color) where variations.int(3) == 0:
                changed[index] = .disc(cx: cx + 0.3, cy: cy - 0.2, r: r, color: color)
            case let .stroke(x0, y0, x1, y1, hw, _) where variations.int(4) == 0:
                changed[index] = .stroke(x0: x0, y0: y0, x1: x1, y1: y1, halfWidth: hw, color: randomOpaque(&variations))
            case let .stroke(x0, y0, x1, y1, hw, color) where variations.int(4) == 0:
                changed[index] = .stroke(x0: x0 + 0.5, y0: y0 + 0.25, x1: x1 + 0.5, y1: y1 + 0.25, halfWidth: hw, color: color)
            case let .rect(x, y, w, h, color) where variations.int(3) == 0:
                changed[index] = .rect(x: x, y: y, w: w, h: h, color: (color.r &+ 3, color.g, color.b &- 2, 255))
            default:
                break
            }
        }

        func render(_ shapes: [Shape], alphaShift: Int) -> RGBAImage {
            var canvas = Canvas(width: width, height: height, fill: background)
            for shape in shapes { canvas.draw(shape) }
            // Translucent band: the same colours, alpha 64…191 (+ alphaShift in the second image).
            var band = Generator(seed: seed &+ 17)
            for y in bandY ..< min(height, bandY + 6) {
                for x in 0 ..< width {
                    let color = randomOpaque(&band)
                    let alpha = 64 + band.int(128) + ((x % 5 == 0) ? alphaShift : 0)
                    canvas.set(x, y, (color.r, color.g, color.b, UInt8(min(255, alpha))))
                }
            }
            // Fully transparent patch with arbitrary colours.
            var transparent = Generator(seed: seed &+ 29)
            for y in patch.y ..< min(height, patch.y + 6) {
                for x in patch.x ..< min(width, patch.x + 6) {
                    canvas.set(x, y, (transparent.byte(), transparent.byte(), transparent.byte(), 0))
                }
            }
            return canvas.image
        }
        let expected = render(shapes, alphaShift: 0)
        let actual = perturbed(render(changed, alphaShift: 40), count: max(3, width * height / 300), seed: seed &+ 5)
        return (expected, actual)
    }

    /// A UI-screenshot-like pair (flat panels, separators, tinted icons, rows of text-like glyphs with
    /// anti-aliased edges, a tab bar). The actual image differs in about 600 pixels: a changed word,
    /// a recoloured icon and a tab icon nudged by a fraction of a pixel.
    public static func screenshotPair(width: Int = 1024, height: Int = 1024, seed: UInt64 = 1) -> (expected: RGBAImage, actual: RGBAImage) {
        var shapes: [Shape] = []
        var rng = Generator(seed: seed)
        let tint: RGBA = (0, 122, 255, 255)
        let label: RGBA = (28, 28, 30, 255)
        let secondary: RGBA = (142, 142, 147, 255)
        let separator: RGBA = (198, 198, 200, 255)
        shapes.append(.rect(x: 0, y: 0, w: width, h: min(height, 96), color: (249, 249, 249, 255)))
        shapes.append(.rect(x: 0, y: min(height, 96), w: width, h: 1, color: separator))
        shapes.append(contentsOf: glyphLine(x: 24, y: 48, count: min(12, width / 20), color: label, scale: 1.6, rng: &rng).shapes)

        let rowHeight = 88
        var rowTop = 128
        var rowIndex = 0
        var iconRows: [Int: Int] = [:] // row → shape index of its icon
        var glyphRanges: [Int: Range<Int>] = [:]
        var glyphOrigins: [Int: [(x: Double, y: Double)]] = [:]
        while rowTop + rowHeight < height - 110 {
            shapes.append(.rect(x: 16, y: rowTop, w: width - 32, h: rowHeight - 1, color: (255, 255, 255, 255)))
            shapes.append(.rect(x: 72, y: rowTop + rowHeight - 1, w: width - 88, h: 1, color: separator))
            iconRows[rowIndex] = shapes.count
            shapes.append(.disc(cx: 44, cy: Double(rowTop) + 44, r: 14, color: tint))
            let glyphCount = min(24 + rng.int(12), max(0, (width - 160) / 11))
            let first = shapes.count
            let line = glyphLine(x: 80, y: rowTop + 30, count: glyphCount, color: label, scale: 1, rng: &rng)
            shapes.append(contentsOf: line.shapes)
            glyphRanges[rowIndex] = first ..< shapes.count
            glyphOrigins[rowIndex] = line.origins
            shapes.append(contentsOf: glyphLine(x: 80, y: rowTop + 56, count: glyphCount / 2, color: secondary, scale: 0.8, rng: &rng).shapes)
            rowTop += rowHeight + 8
            rowIndex += 1
        }
        let tabTop = height - 100
        shapes.append(.rect(x: 0, y: tabTop, w: width, h: 100, color: (249, 249, 249, 255)))
        shapes.append(.rect(x: 0, y: tabTop, w: width, h: 1, color: separator))
        var tabIcons: [Int] = []
        for tab in 0 ..< 5 {
            let cx = Double(width) * (Double(tab) + 0.5) / 5
            tabIcons.append(shapes.count)
            shapes.append(.disc(cx: cx, cy: Double(tabTop) + 34, r: 12, color: tab == 0 ? tint : secondary))
            shapes.append(contentsOf: glyphLine(x: Int(cx) - 20, y: tabTop + 64, count: 4, color: tab == 0 ? tint : secondary, scale: 0.7, rng: &rng).shapes)
        }

        var changed = shapes
        // 1. A changed word: the second word of row 3 (glyphs 6…10) gets other strokes.
        if let range = glyphRanges[3] {
            var other = Generator(seed: seed &+ 99)
            for g in 6 ..< 11 {
                let base = range.lowerBound + (g - g / 6) * 3 // index 5 is a word gap without strokes
                guard base + 2 < range.upperBound, let origins = glyphOrigins[3], g < origins.count,
                    case let .stroke(_, _, _, _, hw, color) = shapes[base] else { continue }
                let placement = origins[g]
                let strokes = glyph(at: placement.x, y: placement.y, color: color, scale: 1, halfWidth: hw, rng: &other)
                for s in 0 ..< 3 { changed[base + s] = strokes[s] }
            }
        }
        // 2. A recoloured (and smaller) icon in row 5.
        if let icon = iconRows[5], case let .disc(cx, cy, r, _) = shapes[icon] {
            changed[icon] = .disc(cx: cx, cy: cy, r: r - 4, color: (255, 59, 48, 255))
        }
        // 3. A tab icon nudged by a fraction of a pixel: anti-aliasing noise only.
        if tabIcons.count > 2, case let .disc(cx, cy, r, color) = shapes[tabIcons[2]] {
            changed[tabIcons[2]] = .disc(cx: cx + 0.25, cy: cy, r: r, color: color)
        }

        var expected = Canvas(width: width, height: height, fill: (242, 242, 247, 255))
        var actual = expected
        for shape in shapes { expected.draw(shape) }
        for shape in changed { actual.draw(shape) }
        return (expected.image, actual.image)
    }

    // MARK: - Drawing

    enum Shape {
        case rect(x: Int, y: Int, w: Int, h: Int, color: RGBA)
        case disc(cx: Double, cy: Double, r: Double, color: RGBA)
        case stroke(x0: Double, y0: Double, x1: Double, y1: Double, halfWidth: Double, color: RGBA)
    }

    static func randomOpaque(_ rng: inout Generator) -> RGBA {
        (rng.byte(), rng.byte(), rng.byte(), 255)
    }

    /// Three strokes inside a 7×11 cell (times `scale`) at (x, y): a text-like glyph.
    static func glyph(at x: Double, y: Double, color: RGBA, scale: Double, halfWidth: Double, rng: inout Generator) -> [Shape] {
        // Stroke templates in cell units (0…6 × 0…10).
        let templates: [(Double, Double, Double, Double)] = [
            (1, 1, 1, 9), (5, 1, 5, 9), (1, 1, 5, 1), (1, 5, 5, 5), (1, 9, 5, 9),
            (1, 9, 5, 1), (1, 1, 5, 9), (3, 1, 3, 9), (1, 5, 3, 9), (3, 1, 5, 5),
        ]
        var picked: [Shape] = []
        var used = Set<Int>()
        while picked.count < 3 {
            let t = rng.int(templates.count)
            if used.contains(t) { continue }
            used.insert(t)
            let s = templates[t]
            picked.append(.stroke(
                x0: x + s.0 * scale + 0.5, y0: y + s.1 * scale + 0.5,
                x1: x + s.2 * scale + 0.5, y1: y + s.3 * scale + 0.5, halfWidth: halfWidth, color: color))
        }
        return picked
    }

    /// Glyphs in a row, a word gap after every five; every glyph is three strokes. Returns the strokes
    /// and each glyph's cell origin (the gaps have origins too, with no strokes).
    static func glyphLine(
        x: Int, y: Int, count: Int, color: RGBA, scale: Double, rng: inout Generator
    ) -> (shapes: [Shape], origins: [(x: Double, y: Double)]) {
        var shapes: [Shape] = []
        var origins: [(x: Double, y: Double)] = []
        var cursor = Double(x)
        let top = Double(y) - 10 * scale
        for index in 0 ..< count {
            origins.append((cursor, top))
            if index % 6 == 5 {
                cursor += 7 * scale // word gap
                continue
            }
            shapes.append(contentsOf: glyph(at: cursor, y: top, color: color, scale: scale, halfWidth: 0.55 * scale + 0.2, rng: &rng))
            cursor += 8 * scale
        }
        return (shapes, origins)
    }

    struct Canvas {
        let width: Int
        let height: Int
        var pixels: [UInt8]

        init(width: Int, height: Int, fill: RGBA) {
            self.width = width
            self.height = height
            pixels = [UInt8](repeating: 0, count: width * height * 4)
            for i in 0 ..< width * height {
                pixels[i * 4] = fill.r
                pixels[i * 4 + 1] = fill.g
                pixels[i * 4 + 2] = fill.b
                pixels[i * 4 + 3] = fill.a
            }
        }

        var image: RGBAImage { RGBAImage(width: width, height: height, pixels: pixels) }

        mutating func set(_ x: Int, _ y: Int, _ color: RGBA) {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            let k = (y * width + x) * 4
            pixels[k] = color.r
            pixels[k + 1] = color.g
            pixels[k + 2] = color.b
            pixels[k + 3] = color.a
        }

        /// Paints an opaque colour with `coverage` (0…1) over the pixel ("source over", straight alpha).
        mutating func cover(_ x: Int, _ y: Int, _ color: RGBA, _ coverage: Double) {
            guard coverage > 0, x >= 0, y >= 0, x < width, y < height else { return }
            let k = (y * width + x) * 4
            if coverage >= 1 {
                set(x, y, color)
                return
            }
            let da = Double(pixels[k + 3]) / 255
            let outA = coverage + da * (1 - coverage)
            func mix(_ src: UInt8, _ dst: UInt8) -> UInt8 {
                UInt8(min(255, max(0, ((Double(src) * coverage + Double(dst) * da * (1 - coverage)) / outA).rounded())))
            }
            pixels[k] = mix(color.r, pixels[k])
            pixels[k + 1] = mix(color.g, pixels[k + 1])
            pixels[k + 2] = mix(color.b, pixels[k + 2])
            pixels[k + 3] = UInt8(min(255, max(0, (outA * 255).rounded())))
        }

        /// `lower ..< upper` clipped to `0 ..< limit` (possibly empty).
        private func span(_ lower: Int, _ upper: Int, _ limit: Int) -> Range<Int> {
            let lo = min(max(0, lower), limit)
            return lo ..< max(lo, min(upper, limit))
        }

        mutating func draw(_ shape: Shape) {
            switch shape {
            case let .rect(x, y, w, h, color):
                for py in span(y, y + h, height) {
                    for px in span(x, x + w, width) { set(px, py, color) }
                }
            case let .disc(cx, cy, r, color):
                let x0 = Int((cx - r - 1).rounded(.down)), x1 = Int((cx + r + 1).rounded(.up))
                let y0 = Int((cy - r - 1).rounded(.down)), y1 = Int((cy + r + 1).rounded(.up))
                for py in span(y0, y1 + 1, height) {
                    for px in span(x0, x1 + 1, width) {
                        let dx = Double(px) + 0.5 - cx, dy = Double(py) + 0.5 - cy
                        let distance = (dx * dx + dy * dy).squareRoot()
                        cover(px, py, color, min(1, max(0, r - distance + 0.5)))
                    }
                }
            case let .stroke(sx0, sy0, sx1, sy1, hw, color):
                let x0 = Int((min(sx0, sx1) - hw - 1).rounded(.down)), x1 = Int((max(sx0, sx1) + hw + 1).rounded(.up))
                let y0 = Int((min(sy0, sy1) - hw - 1).rounded(.down)), y1 = Int((max(sy0, sy1) + hw + 1).rounded(.up))
                let vx = sx1 - sx0, vy = sy1 - sy0
                let lengthSquared = vx * vx + vy * vy
                for py in span(y0, y1 + 1, height) {
                    for px in span(x0, x1 + 1, width) {
                        let qx = Double(px) + 0.5 - sx0, qy = Double(py) + 0.5 - sy0
                        var t = lengthSquared > 0 ? (qx * vx + qy * vy) / lengthSquared : 0
                        t = min(1, max(0, t))
                        let ex = qx - t * vx, ey = qy - t * vy
                        let distance = (ex * ex + ey * ey).squareRoot()
                        cover(px, py, color, min(1, max(0, hw - distance + 0.5)))
                    }
                }
            }
        }
    }
}
