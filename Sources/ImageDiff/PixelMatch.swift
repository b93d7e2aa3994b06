#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// The per-pixel arithmetic of pixelmatch v7.2.0 (mapbox/pixelmatch, index.js), re-implemented in Swift
/// over raw pointers: YIQ colour delta with alpha blending, the anti-aliasing detector with
/// `hasManySiblings`, and the faded gray background pixel. Every formula keeps pixelmatch's operand
/// order so that the IEEE-754 doubles, and therefore the decisions, are the same.
enum PixelMatch {
    /// The largest possible YIQ squared distance; `maxDelta = 35215 * threshold * threshold`.
    static let maxYIQDelta = 35215.0

    /// Pixel `i` of a packed RGBA buffer as a native 32-bit word (used only for equality tests).
    @inline(__always)
    static func word(_ base: UnsafeRawPointer, _ i: Int) -> UInt32 {
        base.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
    }

    /// JavaScript `x | 0` (ToInt32).
    @inline(__always)
    static func jsInt32(_ x: Double) -> Int {
        guard x.isFinite else { return 0 }
        let t = x.rounded(.towardZero)
        if abs(t) < 9.0e18 { return Int(Int32(truncatingIfNeeded: Int64(t))) }
        var m = t.truncatingRemainder(dividingBy: 4_294_967_296)
        if m < 0 { m += 4_294_967_296 }
        return Int(Int32(bitPattern: UInt32(m)))
    }

    /// JavaScript assignment of a number into a `Uint8Array` element (ToUint8: truncate, modulo 256).
    @inline(__always)
    static func jsUint8(_ v: Double) -> UInt8 {
        if v >= 0 && v < 256 { return UInt8(v) }
        guard v.isFinite else { return 0 }
        var m = v.rounded(.towardZero).truncatingRemainder(dividingBy: 256)
        if m < 0 { m += 256 }
        return UInt8(m)
    }

    /// The background a semi-transparent pixel is blended over, for the pixel at byte offset `k`.
    /// pixelmatch v7.2.0 derives it from the byte offset `k = 4 * pixelIndex`:
    /// `48 + 159 * (k % 2)`, `48 + 159 * ((k / φ | 0) % 2)`, `48 + 159 * ((k / φ² | 0) % 2)`
    /// (φ = 1.618033988749895). Because k is a multiple of 4, red is always 48; green and blue switch
    /// between 48 and 207 in a quasi-periodic pattern along the buffer. Plain white when `checkerboard` is off.
    @inline(__always)
    static func background(byteOffset k: Int, checkerboard: Bool) -> (r: Double, g: Double, b: Double) {
        guard checkerboard else { return (255, 255, 255) }
        let r = 48 + 159 * (k % 2)
        let g = 48 + 159 * (jsInt32(Double(k) / 1.618033988749895) % 2)
        let b = 48 + 159 * (jsInt32(Double(k) / 2.618033988749895) % 2)
        return (Double(r), Double(g), Double(b))
    }

    /// pixelmatch `colorDelta(img1, img2, k, k)`: squared YIQ distance between the pixels at byte offset k,
    /// negative when the img2 pixel is darker (YIQ luma of img1 − img2 > 0). The caller guarantees the
    /// pixels' bytes differ.
    @inline(__always)
    static func colorDelta(_ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, _ k: Int, checkerboard: Bool) -> Double {
        let r1 = Double(img1[k]), g1 = Double(img1[k + 1]), b1 = Double(img1[k + 2]), a1 = Double(img1[k + 3])
        let r2 = Double(img2[k]), g2 = Double(img2[k + 1]), b2 = Double(img2[k + 2]), a2 = Double(img2[k + 3])
        var dr = r1 - r2
        var dg = g1 - g2
        var db = b1 - b2
        let da = a1 - a2
        if a1 < 255 || a2 < 255 {
            let bg = background(byteOffset: k, checkerboard: checkerboard)
            dr = (r1 * a1 - r2 * a2 - bg.r * da) / 255
            dg = (g1 * a1 - g2 * a2 - bg.g * da) / 255
            db = (b1 * a1 - b2 * a2 - bg.b * da) / 255
        }
        let (y, delta) = YIQ.yiq(dr, dg, db)
        return y > 0 ? -delta : delta
    }

    /// pixelmatch `brightnessDelta`: YIQ luma difference between the centre pixel (offset k, channels
    /// r1…a1) and the neighbour at offset m of the same image, blended over the centre's background.
    @inline(never)
    static func brightnessDelta(
        _ img: UnsafePointer<UInt8>, _ k: Int, _ m: Int,
        _ r1: Double, _ g1: Double, _ b1: Double, _ a1: Double, checkerboard: Bool
    ) -> Double {
        let r2 = Double(img[m]), g2 = Double(img[m + 1]), b2 = Double(img[m + 2]), a2 = Double(img[m + 3])
        var dr = r1 - r2
        var dg = g1 - g2
        var db = b1 - b2
        let da = a1 - a2
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            let bg = background(byteOffset: k, checkerboard: checkerboard)
            dr = (r1 * a1 - r2 * a2 - bg.r * da) / 255
            dg = (g1 * a1 - g2 * a2 - bg.g * da) / 255
            db = (b1 * a1 - b2 * a2 - bg.b * da) / 255
        }
        return YIQ.luma(dr, dg, db)
    }

    /// pixelmatch `antialiased(img, x1, y1, width, height, a32, b32)`: whether the pixel of `img` at
    /// (x1, y1) looks like anti-aliasing (Vysniauskas 2009): it has at most 2 equal neighbours, both a
    /// darker and a brighter neighbour, and the darkest or the brightest neighbour has 3+ equal
    /// neighbours in both images (`first` and `second` are the two images' pixel words; `img` is one of them).
    /// `lumaDifferences` is `lumaDifferenceTable`.
    static func antialiased(
        _ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
        _ first: UnsafeRawPointer, _ second: UnsafeRawPointer, checkerboard: Bool, lumaDifferences: UnsafePointer<Double>
    ) -> Bool {
        guard x1 > 0 && y1 > 0 && x1 < width - 1 && y1 < height - 1 else {
            return antialiasedAtBorder(img, x1, y1, width, height, first, second, checkerboard: checkerboard)
        }
        let raw = UnsafeRawPointer(img)
        let pos = y1 &* width &+ x1
        let center = word(raw, pos)
        let around = Neighbours(raw, pos, width)
        // A neighbour with the centre's very bytes has brightness delta 0, and three zero deltas settle
        // the answer (false) whatever the other neighbours are; most pixels inside shapes end here,
        // on integer compares alone.
        if around.count(equalTo: center) > 2 { return false }

        let k = pos &* 4
        let cr = Double(img[k]), cg = Double(img[k + 1]), cb = Double(img[k + 2]), ca = Double(img[k + 3])
        var zeroes = 0
        var minDelta = 0.0, maxDelta = 0.0
        var minN = 0, maxN = 0
        // Without early exits and with minDelta ≤ 0 ≤ maxDelta the three tests are exclusive as pixelmatch's
        // if / else if chain is, and zeroes only grows, so "more than 2 zeroes" can be asked at the end;
        // the loop then compiles to conditional moves instead of unpredictable branches.
        @inline(__always) func track(_ n: Int, _ delta: Double) {
            zeroes &+= delta == 0 ? 1 : 0
            if delta < minDelta { minDelta = delta; minN = n }
            if delta > maxDelta { maxDelta = delta; maxN = n }
        }
        if around.allOpaque(with: center) {
            // All nine pixels opaque: no blending, and equal bytes give the formula's 0 by themselves.
            // Written out neighbour by neighbour, so that every offset is a constant.
            let c = UInt32(littleEndian: center)
            let r = Int(c & 0xff) &+ 255, g = Int((c >> 8) & 0xff) &+ 766, b = Int((c >> 16) & 0xff) &+ 1277
            @inline(__always) func luma(_ n: Int, _ w: UInt32) {
                let le = UInt32(littleEndian: w)
                track(n, lumaDifferences[r &- Int(le & 0xff)] + lumaDifferences[g &- Int((le >> 8) & 0xff)]
                    + lumaDifferences[b &- Int((le >> 16) & 0xff)])
            }
            luma(0, around.w0); luma(1, around.w1); luma(2, around.w2); luma(3, around.w3)
            luma(4, around.w4); luma(5, around.w5); luma(6, around.w6); luma(7, around.w7)
        } else {
            for n in 0 ..< 8 {
                let m = neighbour(n, of: pos, width)
                track(n, word(raw, m) == center ? 0 : brightnessDelta(img, k, m &* 4, cr, cg, cb, ca, checkerboard: checkerboard))
            }
        }
        if zeroes > 2 { return false }
        if minDelta == 0 || maxDelta == 0 { return false }
        let (minDX, minDY) = offset(minN), (maxDX, maxDY) = offset(maxN)
        return extremeHasManySiblings(first, second, (x1 &+ minDX, y1 &+ minDY), (x1 &+ maxDX, y1 &+ maxDY), width, height)
    }

    /// The eight neighbours of an interior pixel as pixel words, `w0` … `w7` in pixelmatch's order
    /// (x outer, y inner, the centre left out).
    private struct Neighbours {
        let w0, w1, w2, w3, w4, w5, w6, w7: UInt32

        @inline(__always)
        init(_ base: UnsafeRawPointer, _ pos: Int, _ width: Int) {
            let up = pos &- width, down = pos &+ width
            w0 = word(base, up &- 1); w1 = word(base, pos &- 1); w2 = word(base, down &- 1)
            w3 = word(base, up); w4 = word(base, down)
            w5 = word(base, up &+ 1); w6 = word(base, pos &+ 1); w7 = word(base, down &+ 1)
        }

        @inline(__always)
        func count(equalTo value: UInt32) -> Int {
            @inline(__always) func one(_ w: UInt32) -> Int { w == value ? 1 : 0 }
            return one(w0) &+ one(w1) &+ one(w2) &+ one(w3) &+ one(w4) &+ one(w5) &+ one(w6) &+ one(w7)
        }

        /// Whether these and `center` all have alpha 255.
        @inline(__always)
        func allOpaque(with center: UInt32) -> Bool {
            let all = center & w0 & w1 & w2 & w3 & w4 & w5 & w6 & w7
            return UInt32(littleEndian: all) >> 24 == 0xff
        }
    }

    /// Neighbour `n` (0 ..< 8) of the interior pixel `pos` in pixelmatch's order: x outer, y inner,
    /// the centre left out.
    @inline(__always)
    private static func neighbour(_ n: Int, of pos: Int, _ width: Int) -> Int {
        let (dx, dy) = offset(n)
        return pos &+ dy &* width &+ dx
    }

    /// (dx, dy) of neighbour `n` in that order.
    @inline(__always)
    private static func offset(_ n: Int) -> (dx: Int, dy: Int) {
        let j = n < 4 ? n : n &+ 1
        return (j / 3 &- 1, j % 3 &- 1)
    }

    /// `antialiased` for a pixel on the image border, where the neighbourhood is clipped (the general loop).
    private static func antialiasedAtBorder(
        _ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
        _ first: UnsafeRawPointer, _ second: UnsafeRawPointer, checkerboard: Bool
    ) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let pos4 = (y1 * width + x1) * 4
        let cr = Double(img[pos4]), cg = Double(img[pos4 + 1]), cb = Double(img[pos4 + 2]), ca = Double(img[pos4 + 3])
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minAt = (x: 0, y: 0), maxAt = (x: 0, y: 0)

        // Neighbour order matters (first darkest / brightest wins): x outer, y inner, as in pixelmatch.
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let delta = brightnessDelta(img, pos4, (y * width + x) * 4, cr, cg, cb, ca, checkerboard: checkerboard)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta
                    minAt = (x, y)
                } else if delta > maxDelta {
                    maxDelta = delta
                    maxAt = (x, y)
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return extremeHasManySiblings(first, second, minAt, maxAt, width, height)
    }

    /// The last step of `antialiased`: the darkest or the brightest neighbour has many siblings in both images.
    @inline(__always)
    private static func extremeHasManySiblings(
        _ first: UnsafeRawPointer, _ second: UnsafeRawPointer,
        _ minAt: (x: Int, y: Int), _ maxAt: (x: Int, y: Int), _ width: Int, _ height: Int
    ) -> Bool {
        (hasManySiblings(first, minAt.x, minAt.y, width, height) && hasManySiblings(second, minAt.x, minAt.y, width, height))
            || (hasManySiblings(first, maxAt.x, maxAt.y, width, height) && hasManySiblings(second, maxAt.x, maxAt.y, width, height))
    }

    /// pixelmatch `hasManySiblings`: whether the pixel at (x1, y1) has 3+ neighbours with identical RGBA
    /// (an image border counts as one).
    @inline(__always)
    static func hasManySiblings(_ img: UnsafeRawPointer, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let index = y1 &* width &+ x1
        let value = word(img, index)
        if x1 > 0 && y1 > 0 && x1 < width - 1 && y1 < height - 1 {
            return Neighbours(img, index, width).count(equalTo: value) > 2
        }
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        var zeroes = 1
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                if value == word(img, y * width + x) { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// `Double(d) * coefficient` of the luma formula for every channel difference d in -255 ... 255 at
    /// `d + 255`, red at 0, green at 511, blue at 1022: the products `brightnessDelta` computes from
    /// opaque pixels (whose `r1 - r2` is that exact integer), looked up.
    static let lumaDifferenceTable: [Double] = (0 ..< 3).flatMap { YIQ.lumaProducts(channel: $0, -255 ... 255) }

    /// `Double(c) * coefficient` of the luma formula for every byte value c, red at 0, green at 256,
    /// blue at 512: the same doubles the formula computes, looked up.
    static let lumaTable: [Double] = (0 ..< 3).flatMap { YIQ.lumaProducts(channel: $0, 0 ... 255) }

    /// pixelmatch `drawGrayPixel`: the luma of the pixel faded towards white by `alpha` and its own opacity,
    /// `255 + (luma - 255) * alpha * a / 255`, stored into a byte as a Uint8Array would (truncation).
    @inline(__always)
    static func grayValue(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8, alpha: Double) -> UInt8 {
        let luma = YIQ.luma(Double(r), Double(g), Double(b))
        return jsUint8(255 + (luma - 255) * alpha * Double(a) / 255)
    }
}
