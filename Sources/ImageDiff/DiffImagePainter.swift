#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Writes the diff image: pixelmatch's faded gray background, coloured differing / anti-aliased pixels,
/// and dimmed ignored regions. All writes go through raw pointers into a packed RGBA buffer.
struct DiffImagePainter {
    let alpha: Double
    /// The last pixel converted and its gray word.
    private var lastInput: UInt32 = 0
    private var lastOutput: UInt32
    /// Pixels and their gray words, `gray << 32 | pixel`, in the slot the pixel's hash picks
    /// (every slot starts as pixel 0 with its true gray word, so no slot needs an "empty" mark).
    private var grayCache: [UInt64]
    /// 2^(32 − cacheShift) slots.
    private static let cacheShift: UInt32 = 23
    /// Rows painted without the cache since it last hit too seldom (0: in use).
    private var cacheRowsSkipped = 0
    private static let cacheRetryRows = 32

    /// Whether `fastGrayWord(of:)` may be used: an alpha its truncation argument holds for.
    private let fastGray: Bool

    init(alpha: Double) {
        self.alpha = alpha
        fastGray = (0 ... 1).contains(alpha)
        let zeroGray = PixelMatch.grayValue(0, 0, 0, 0, alpha: alpha)
        lastOutput = Self.word(zeroGray, zeroGray, zeroGray, 255)
        grayCache = [UInt64](repeating: UInt64(lastOutput) << 32, count: 1 << (32 - Int(Self.cacheShift)))
    }

    /// A little-endian RGBA word as stored in memory (bytes r, g, b, a).
    @inline(__always)
    static func word(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt32 {
        let value = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
        return value.littleEndian
    }

    @inline(__always)
    static func store(_ out: UnsafeMutableRawPointer, _ i: Int, _ word: UInt32) {
        out.storeBytes(of: word, toByteOffset: i &* 4, as: UInt32.self)
    }

    /// pixelmatch `drawPixel`: an opaque colour.
    @inline(__always)
    static func draw(_ out: UnsafeMutableRawPointer, _ i: Int, _ color: DiffColor) {
        store(out, i, word(color.r, color.g, color.b, 255))
    }

    /// The gray background word for an expected-image pixel word (pixelmatch `drawGrayPixel`).
    @inline(__always)
    func grayWord(of pixel: UInt32) -> UInt32 {
        let le = UInt32(littleEndian: pixel)
        let v = PixelMatch.grayValue(
            UInt8(truncatingIfNeeded: le), UInt8(truncatingIfNeeded: le >> 8),
            UInt8(truncatingIfNeeded: le >> 16), UInt8(truncatingIfNeeded: le >> 24), alpha: alpha)
        return Self.word(v, v, v, 255)
    }

    /// `grayWord` without the general Uint8 conversion, for 0 ≤ alpha ≤ 1, where every value lies in
    /// (-1, 256) and truncation toward zero is what a Uint8Array store does. The luma products come
    /// from tables holding the very same doubles, summed in the same order.
    @inline(__always)
    func fastGrayWord(of pixel: UInt32, _ table: UnsafePointer<Double>) -> UInt32 {
        let le = UInt32(littleEndian: pixel)
        let luma = table[Int(le & 0xff)] + table[256 &+ Int((le >> 8) & 0xff)] + table[512 &+ Int((le >> 16) & 0xff)]
        let v = UInt32(truncatingIfNeeded: Int32(255 + (luma - 255) * alpha * Double(le >> 24) / 255))
        return (v | v << 8 | v << 16 | 0xff00_0000).littleEndian
    }

    /// Paints pixels `range` of `out` with the gray background of `source` (the expected image).
    /// Screenshots have long runs of one colour, so runs of the last colour are written eight pixels at a
    /// time; and they have few colours (a few hundred in a 1024² UI picture, but tens of thousands of
    /// colour changes in its text), so other conversions are looked up in `grayCache`.
    @inline(__always)
    mutating func paintGray(from source: UnsafeRawPointer, into out: UnsafeMutableRawPointer, _ range: Range<Int>) {
        var i = range.lowerBound
        let end = range.upperBound
        // Moved out while in use, so that the closures below can read `self` during the writes.
        var cache: [UInt64] = []
        swap(&cache, &grayCache)
        defer { swap(&cache, &grayCache) }
        var lastIn = lastInput, lastOut = lastOutput
        let useCache = cacheRowsSkipped == 0
        var lookups = 0, hits = 0
        PixelMatch.lumaTable.withUnsafeBufferPointer { lumaTable in
            cache.withUnsafeMutableBufferPointer { cache in
                let table = lumaTable.baseAddress!
                @inline(__always) func gray(_ pixel: UInt32) -> UInt32 {
                    guard useCache else { return fastGray ? fastGrayWord(of: pixel, table) : grayWord(of: pixel) }
                    lookups &+= 1
                    let slot = Int((pixel &* 0x9E37_79B1) >> Self.cacheShift)
                    let entry = cache[slot]
                    if UInt32(truncatingIfNeeded: entry) == pixel {
                        hits &+= 1
                        return UInt32(truncatingIfNeeded: entry >> 32)
                    }
                    let value = fastGray ? fastGrayWord(of: pixel, table) : grayWord(of: pixel)
                    cache[slot] = UInt64(value) << 32 | UInt64(pixel)
                    return value
                }
                while i < end {
                    // Eight pixels at a time while they repeat the last colour (the common case in screenshots).
                    if i &+ 8 <= end {
                        let splat = UInt64(lastIn) | UInt64(lastIn) << 32
                        let p = source + i &* 4
                        let other = (p.loadUnaligned(as: UInt64.self) ^ splat)
                            | (p.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ splat)
                            | (p.loadUnaligned(fromByteOffset: 16, as: UInt64.self) ^ splat)
                            | (p.loadUnaligned(fromByteOffset: 24, as: UInt64.self) ^ splat)
                        if other == 0 {
                            let gray = UInt64(lastOut) | UInt64(lastOut) << 32
                            let o = out + i &* 4
                            o.storeBytes(of: gray, as: UInt64.self)
                            o.storeBytes(of: gray, toByteOffset: 8, as: UInt64.self)
                            o.storeBytes(of: gray, toByteOffset: 16, as: UInt64.self)
                            o.storeBytes(of: gray, toByteOffset: 24, as: UInt64.self)
                            i &+= 8
                            continue
                        }
                    }
                    // Then up to eight pixels one by one before looking for a run again.
                    let stop = min(i &+ 8, end)
                    while i < stop {
                        let pixel = PixelMatch.word(source, i)
                        if pixel != lastIn {
                            lastIn = pixel
                            lastOut = gray(pixel)
                        }
                        Self.store(out, i, lastOut)
                        i &+= 1
                    }
                }
            }
        }
        lastInput = lastIn
        lastOutput = lastOut
        // Pictures of many colours (noise) seldom hit: the cache is then left alone for a while,
        // and tried again every `cacheRetryRows` rows.
        if useCache {
            cacheRowsSkipped = hits &* 4 >= lookups ? 0 : 1
        } else {
            cacheRowsSkipped = cacheRowsSkipped == Self.cacheRetryRows ? 0 : cacheRowsSkipped &+ 1
        }
    }

    /// Paints row `y` of a `width`-pixel-wide image. When `reuseRowAbove` is set (the output row above is
    /// still plain gray) and the source row equals the row above, the output row above is copied instead.
    @inline(__always)
    mutating func paintGrayRow(
        _ y: Int, width: Int, from source: UnsafeRawPointer, into out: UnsafeMutableRawPointer, reuseRowAbove: Bool
    ) {
        let rowStart = y * width, rowBytes = width * 4
        if reuseRowAbove && y > 0 && width >= 32
            && memcmp(source + rowStart * 4, source + (rowStart - width) * 4, rowBytes) == 0 {
            memcpy(out + rowStart * 4, out + (rowStart - width) * 4, rowBytes)
        } else {
            paintGray(from: source, into: out, rowStart ..< rowStart + width)
        }
    }

    /// Paints the ignored spans: the gray background mixed half-and-half with `color`,
    /// or transparent when drawing a mask.
    func paintIgnored(
        _ regions: IgnoreRegions, from source: UnsafeRawPointer, into out: UnsafeMutableRawPointer,
        width: Int, height: Int, color: DiffColor, mask: Bool
    ) {
        for y in 0 ..< height {
            for span in regions.spans(row: y) {
                for x in span {
                    let i = y * width + x
                    if mask {
                        Self.store(out, i, 0)
                        continue
                    }
                    let gray = UInt32(UInt8(truncatingIfNeeded: UInt32(littleEndian: grayWord(of: PixelMatch.word(source, i)))))
                    let r = UInt8((gray + UInt32(color.r)) / 2)
                    let g = UInt8((gray + UInt32(color.g)) / 2)
                    let b = UInt8((gray + UInt32(color.b)) / 2)
                    Self.store(out, i, Self.word(r, g, b, 255))
                }
            }
        }
    }
}
