#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// The largest ΔE the bands of one scan have found so far, so that each band screens its pixels against
/// the others' maximum too instead of from 0 (on a noisy pair a third of the exact work went to every
/// band's first rows). Bands read it once a row and write it when their own maximum rises, under a
/// pthread mutex (the package's macOS floor has no Swift atomics).
///
/// Why the result stays the same: a value V here is some pixel's exact ΔE, so the image's maximum M is
/// at least V. A band passes over only pixels it shows to be at most `below` (under V), which can be
/// neither M nor equal to it; the band holding the first pixel with M still finds it, first, and the
/// merge keeps the first band's in row order. A band with no pixel over `below` reports what it found
/// itself, which the merge never prefers to M.
final class SharedMaximum: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var value = 0.0

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Just under the largest ΔE found so far (0 before any): a pixel's ΔE at most this cannot be the
    /// image's maximum or tie with it.
    var below: Double {
        pthread_mutex_lock(mutex)
        let found = value
        pthread_mutex_unlock(mutex)
        return found > 0 ? found.nextDown : 0
    }

    /// Records a band's new maximum.
    func raise(to found: Double) {
        pthread_mutex_lock(mutex)
        value = max(value, found)
        pthread_mutex_unlock(mutex)
    }
}

/// The scan of one band of rows.
struct BandScan {
    /// What every band reads; the output rows of different bands do not overlap.
    struct Context: @unchecked Sendable {
        let options: DiffOptions
        let width: Int
        let height: Int
        let ignore: IgnoreRegions
        let img1: UnsafePointer<UInt8>
        let img2: UnsafePointer<UInt8>
        let output: UnsafeMutableRawPointer?
        /// Shared by the bands of a scan cut in several; nil with one band.
        let maximum: SharedMaximum?
    }

    /// The options as the per-pixel work reads them.
    private struct Setup {
        let width: Int
        let height: Int
        let img1: UnsafePointer<UInt8>
        let img2: UnsafePointer<UInt8>
        let output: UnsafeMutableRawPointer?
        let ignore: IgnoreRegions
        let hasIgnore: Bool
        let perceptual: Bool
        let checkerboard: Bool
        let includeAA: Bool
        let diffMask: Bool
        let computeDeltaE: Bool
        /// pixelmatch's `maxDelta`: the squared YIQ distance a pixel must exceed.
        let maxDelta: Double
        let diffColor: DiffColor
        let altColor: DiffColor
        /// Whether the darker-pixel colour is in use (exact mode needs the YIQ delta for it).
        let hasAltColor: Bool
        let aaColor: DiffColor
        /// ΔE above which a pixel the YIQ test did not count is marked; only with a diff image.
        let markDeltaEAbove: Double?
        let deltaEColor: DiffColor
        /// Whether the differing pixels are listed (for changed regions and the densest window) or only counted.
        let listPixels: Bool
        let lumaDifferences: UnsafePointer<Double>
        let sharedMaximum: SharedMaximum?

        init(_ c: Context, lumaDifferences: UnsafePointer<Double>) {
            self.lumaDifferences = lumaDifferences
            sharedMaximum = c.maximum
            let options = c.options
            width = c.width
            height = c.height
            img1 = c.img1
            img2 = c.img2
            output = c.output
            ignore = c.ignore
            hasIgnore = !c.ignore.isEmpty
            perceptual = options.mode == .perceptual
            checkerboard = options.checkerboard
            includeAA = options.includeAA
            diffMask = options.diffMask
            computeDeltaE = options.computeDeltaE
            maxDelta = PixelMatch.maxYIQDelta * options.threshold * options.threshold
            diffColor = options.diffColor
            altColor = options.diffColorAlt ?? options.diffColor
            hasAltColor = options.diffColorAlt != nil
            aaColor = options.aaColor
            markDeltaEAbove = c.output == nil ? nil : options.markDeltaEAbove
            deltaEColor = options.deltaEColor
            listPixels = options.measureAreas
        }
    }

    var counts = ScanCounts()
    /// Whether any pixel of the band differs in its bytes, ignored or not.
    var differs = false
    private var deltaECache: DeltaECache?
    /// `SharedMaximum.below` as this band last read it (at the start of each row).
    private var othersBelow = 0.0
    /// Pixels drawn in the ΔE colour, which keep their row from being copied as plain gray.
    private var markedByDeltaE = 0

    /// Pixels per memcmp block: equal blocks are skipped without looking at single pixels.
    private static let blockPixels = 256

    /// Whether the eight pixels at `a` and `b` are equal.
    @inline(__always)
    private static func equalEight(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        @inline(__always) func xor(_ offset: Int) -> UInt64 {
            a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        }
        return xor(0) | xor(8) | xor(16) | xor(24) == 0
    }

    @inline(__always)
    private mutating func countMismatch(_ i: Int, _ s: Setup) {
        counts.mismatched &+= 1
        if s.listPixels { counts.diffPixels.append(i) }
    }

    /// Everything done for one pixel whose bytes differ; `delta` is its YIQ delta when already known.
    /// `deltaE` false: the four-lane screen showed its ΔE can neither raise the maximum nor pass the mark;
    /// `screened`: that screen ran and left it open.
    @inline(__always)
    private mutating func examine(
        _ i: Int, x: Int, y: Int, delta known: Double?, counted: Bool = false, deltaE: Bool = true, screened: Bool = false, _ s: Setup
    ) {
        if !counted {
            if s.hasIgnore && s.ignore.contains(x: x, y: y) { return }
            counts.byteDifferent &+= 1
        }
        let k = i &* 4
        var isAA = false
        let countedBefore = counts.mismatched
        if s.perceptual {
            let delta = known ?? PixelMatch.colorDelta(s.img1, s.img2, k, checkerboard: s.checkerboard)
            if abs(delta) > s.maxDelta {
                let raw1 = UnsafeRawPointer(s.img1), raw2 = UnsafeRawPointer(s.img2)
                if !s.includeAA
                    && (PixelMatch.antialiased(
                        s.img1, x, y, s.width, s.height, raw1, raw2, checkerboard: s.checkerboard, lumaDifferences: s.lumaDifferences)
                        || PixelMatch.antialiased(
                            s.img2, x, y, s.width, s.height, raw2, raw1, checkerboard: s.checkerboard, lumaDifferences: s.lumaDifferences)) {
                    isAA = true
                    counts.antialiased &+= 1
                    if !s.diffMask, let output = s.output { DiffImagePainter.draw(output, i, s.aaColor) }
                } else {
                    countMismatch(i, s)
                    if let output = s.output { DiffImagePainter.draw(output, i, delta < 0 ? s.altColor : s.diffColor) }
                }
            }
        } else {
            countMismatch(i, s)
            if let output = s.output {
                let darker = s.hasAltColor && PixelMatch.colorDelta(s.img1, s.img2, k, checkerboard: s.checkerboard) < 0
                DiffImagePainter.draw(output, i, darker ? s.altColor : s.diffColor)
            }
        }
        if s.computeDeltaE && deltaE && !isAA {
            // The exact ΔE matters only where it could be a new maximum (strictly greater, so the
            // first pixel keeps it) or decide the ΔE mark of a pixel the YIQ test did not count.
            let limit = counts.mismatched == countedBefore ? s.markDeltaEAbove : nil
            if deltaECache == nil { deltaECache = DeltaECache() }
            let (exact, overLimit) = deltaECache!.measure(
                s.img1, s.img2, k, checkerboard: s.checkerboard, maximum: maximumSoFar, limit: limit, screened: screened)
            if let exact {
                counts.maxDeltaE = exact
                counts.maxDeltaELocation = PixelPoint(x: x, y: y)
                s.sharedMaximum?.raise(to: exact)
            }
            if overLimit, let output = s.output {
                DiffImagePainter.draw(output, i, s.deltaEColor)
                markedByDeltaE &+= 1
                if s.listPixels { counts.colourPixels.append(i) }
            }
        }
    }

    /// The ΔE a pixel must exceed to matter as the maximum: this band's, or just under the other bands'
    /// as last read.
    private var maximumSoFar: Double { max(counts.maxDeltaE, othersBelow) }

    /// The lanes of the four opaque pixel pairs at `p1` and `p2` whose ΔE the `LabTables` screen leaves
    /// open (all that `differ` until there is a maximum to screen against), and whether the screen ran.
    @inline(__always)
    private func deltaEScreen(
        _ p1: UnsafeRawPointer, _ p2: UnsafeRawPointer, differ: SIMDMask<SIMD4<Int32>>, _ labTables: inout LabTables?, _ s: Setup
    ) -> (open: SIMDMask<SIMD4<Int32>>, screened: Bool) {
        if labTables == nil { labTables = .shared }
        // Settled by the screen: the bound plus its margin is at most the maximum so far and the mark.
        let floor = min(maximumSoFar, s.markDeltaEAbove ?? .infinity) - LabTables.margin
        guard floor > 0 else { return (differ, false) }
        return (labTables!.squaredUpperBounds(p1, p2) .> Float(floor * floor), true)
    }

    /// What a band hands back to the scheduler: its counts and its differing pixels in row order.
    struct Outcome: Sendable {
        let counts: ScanCounts
        let differs: Bool
    }

    /// Scans `rows` and returns what the merge needs (the kernel's caches stay on this thread).
    static func scan(rows: Range<Int>, _ c: Context) -> Outcome {
        var band = BandScan()
        PixelMatch.lumaDifferenceTable.withUnsafeBufferPointer { band.run(rows: rows, c, lumaDifferences: $0.baseAddress!) }
        return Outcome(counts: band.counts, differs: band.differs)
    }

    private mutating func run(rows: Range<Int>, _ c: Context, lumaDifferences: UnsafePointer<Double>) {
        let s = Setup(c, lumaDifferences: lumaDifferences)
        let width = c.width
        let raw1 = UnsafeRawPointer(c.img1), raw2 = UnsafeRawPointer(c.img2)
        let paintGray = c.output != nil && !c.options.diffMask
        var painter = DiffImagePainter(alpha: c.options.alpha)
        // Whether four opaque lanes can be counted together, and only those over the YIQ threshold
        // or (with ΔE) not settled by the ΔE screen looked at one by one.
        let fastLanes = !s.hasIgnore
        let maxDelta = s.maxDelta
        // A Float distance at most this is under `maxDelta` in pixelmatch's doubles (`YIQ.screenMargin`).
        let floatThreshold = Float(maxDelta) - YIQ.screenMargin
        var screenDistances = true
        // Only the count is wanted of a lane over the threshold (anti-aliased pixels counted too, nothing
        // drawn, listed or measured in ΔE): a lane the Float screen puts over it by more than its margin
        // is counted without pixelmatch's doubles, which only the lanes within the margin still need.
        let countOnly = s.perceptual && s.includeAA && c.output == nil && !s.listPixels && !s.computeDeltaE
        let floatOver = Float(maxDelta) + YIQ.screenMargin
        // Made on the first differing lanes: identical screens never pay for the tables.
        var labTables: LabTables?

        // Row by row: paint the gray background (a row equal to the previous one, whose output is still
        // plain gray, is copied), then skip equal blocks with memcmp and examine differing pixels only,
        // four at a time where the YIQ deltas of opaque pixels can be computed together.
        var previousRowPlain = false
        // One buffer for both images: only the background is painted.
        let sameBuffer = c.img1 == c.img2
        for y in rows {
            let rowStart = y * width
            if paintGray, let output = c.output {
                painter.paintGrayRow(y, width: width, from: raw1, into: output, reuseRowAbove: previousRowPlain)
            }
            if sameBuffer {
                previousRowPlain = true
                continue
            }
            if let shared = s.sharedMaximum { othersBelow = shared.below }
            let drawnBefore = counts.mismatched &+ counts.antialiased &+ markedByDeltaE
            var start = rowStart
            let rowEnd = rowStart + width
            while start < rowEnd {
                let end = min(start + Self.blockPixels, rowEnd)
                if memcmp(raw1 + start * 4, raw2 + start * 4, (end - start) * 4) != 0 {
                    differs = true
                    var i = start
                    if s.perceptual {
                        // Whether the last four lanes were equal: only then are eights tried, so a run of
                        // differing lanes (noise) does not pay for a compare that fails every time.
                        var lastEqual = true
                        while i &+ 4 <= end {
                            // Equal eights (most of a block that differs somewhere) are passed over on
                            // 64-bit compares before any lane work.
                            if lastEqual && i &+ 8 <= end && Self.equalEight(raw1 + i &* 4, raw2 + i &* 4) {
                                i &+= 8
                                continue
                            }
                            let w1 = raw1.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
                            let w2 = raw2.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
                            let differ = w1 .!= w2
                            lastEqual = !any(differ)
                            if !lastEqual {
                                if fastLanes && YIQ.allOpaque(w1, w2) {
                                    // The common case of a noisy pair: count the lanes, look closer only at those over
                                    // the threshold and those whose ΔE could raise the maximum or pass the mark.
                                    counts.byteDifferent &+= YIQ.count(differ)
                                    if countOnly {
                                        let distances = YIQ.opaqueDistanceScreen(w1, w2)
                                        let open = differ .& (distances .> floatThreshold)
                                        if any(open) {
                                            let over = open .& (distances .> floatOver)
                                            counts.mismatched &+= YIQ.count(over)
                                            let unsure = open .& .!over
                                            if any(unsure) {
                                                let deltas = YIQ.opaqueDeltas(w1, w2)
                                                for lane in 0 ..< 4 where unsure[lane] && abs(deltas[lane]) > maxDelta {
                                                    counts.mismatched &+= 1
                                                }
                                            }
                                        }
                                        i &+= 4
                                        continue
                                    }
                                    // pixelmatch's Double deltas only where the Float screen leaves a lane possibly
                                    // over the threshold; elsewhere every lane is under it, and 0 stands for its delta.
                                    // While lanes keep passing the threshold (noise under a low one) the screen
                                    // would only add to the doubles, so it waits for four lanes under it.
                                    if screenDistances && !any(YIQ.opaqueDistanceScreen(w1, w2) .> floatThreshold) {
                                        // Every lane under the threshold: only ΔE can call for a closer look.
                                        if s.computeDeltaE {
                                            let (open, screened) = deltaEScreen(raw1 + i &* 4, raw2 + i &* 4, differ: differ, &labTables, s)
                                            if any(open) {
                                                for lane in 0 ..< 4 where differ[lane] && open[lane] {
                                                    let p = i &+ lane
                                                    examine(p, x: p &- rowStart, y: y, delta: 0, counted: true, screened: screened, s)
                                                }
                                            }
                                        }
                                    } else {
                                        let deltas = YIQ.opaqueDeltas(w1, w2)
                                        let over = (deltas .> maxDelta) .| (deltas .< -maxDelta)
                                        screenDistances = !any(over)
                                        if s.computeDeltaE {
                                            let (deltaE, screened) = deltaEScreen(raw1 + i &* 4, raw2 + i &* 4, differ: differ, &labTables, s)
                                            if any(over) || any(deltaE) {
                                                for lane in 0 ..< 4 where differ[lane] && (over[lane] || deltaE[lane]) {
                                                    let p = i &+ lane
                                                    examine(
                                                        p, x: p &- rowStart, y: y, delta: deltas[lane], counted: true, deltaE: deltaE[lane],
                                                        screened: screened, s)
                                                }
                                            }
                                        } else if any(over) {
                                            for lane in 0 ..< 4 where differ[lane] && over[lane] {
                                                let p = i &+ lane
                                                examine(p, x: p &- rowStart, y: y, delta: deltas[lane], counted: true, s)
                                            }
                                        }
                                    }
                                } else {
                                    let opaque = YIQ.opaque(w1, w2)
                                    let deltas = YIQ.opaqueDeltas(w1, w2)
                                    for lane in 0 ..< 4 where differ[lane] {
                                        let p = i &+ lane
                                        examine(p, x: p &- rowStart, y: y, delta: opaque[lane] ? deltas[lane] : nil, s)
                                    }
                                }
                            }
                            i &+= 4
                        }
                    }
                    while i < end {
                        if PixelMatch.word(raw1, i) != PixelMatch.word(raw2, i) {
                            examine(i, x: i &- rowStart, y: y, delta: nil, s)
                        }
                        i &+= 1
                    }
                }
                start = end
            }
            previousRowPlain = counts.mismatched &+ counts.antialiased &+ markedByDeltaE == drawnBefore
        }
    }
}

/// The four-lane helpers of the kernel: pixelmatch's YIQ colour delta for four pixels at once,
/// for pixels opaque in both images (no blending), through the one formula in `YIQ.yiq`.
extension YIQ {
    /// Channel `shift / 8` of four little-endian RGBA words, as doubles.
    @inline(__always)
    private static func channel(_ words: SIMD4<UInt32>, _ shift: UInt32) -> SIMD4<Double> {
        // A literal rather than a static constant, whose every use would go through swift_once.
        let bytes = (words &>> shift) & 0xff
        return SIMD4<Double>(Double(bytes[0]), Double(bytes[1]), Double(bytes[2]), Double(bytes[3]))
    }

    /// How many lanes are set.
    @inline(__always)
    static func count(_ mask: SIMDMask<SIMD4<Int32>>) -> Int {
        Int(SIMD4<Int32>(repeating: 0).replacing(with: 1, where: mask).wrappedSum())
    }

    /// Lanes where both pixels have alpha 255.
    @inline(__always)
    static func opaque(_ w1: SIMD4<UInt32>, _ w2: SIMD4<UInt32>) -> SIMDMask<SIMD4<Int32>> {
        (UInt32(littleEndian: 1) == 1 ? (w1 & w2) &>> 24 : SIMD4<UInt32>(repeating: 0)) .== 0xff
    }

    /// Whether all four lanes have alpha 255 in both images: `all(opaque(w1, w2))` as one sum of the
    /// alphas (each at most 255, so 1020 only when all are), which compiles to a few vector
    /// instructions where the mask's reduction went through every lane in general registers.
    @inline(__always)
    static func allOpaque(_ w1: SIMD4<UInt32>, _ w2: SIMD4<UInt32>) -> Bool {
        let words = UInt32(littleEndian: 1) == 1 ? w1 & w2 : SIMD4<UInt32>(repeating: 0)
        return (words &>> 24).wrappedSum() == 4 * 255
    }

    /// How far `opaqueDistanceScreen` may lie from the squared distance pixelmatch computes in doubles.
    ///
    /// Proof. The channel differences are integers, exact in Float. Each of y, i and q is three products
    /// of Float-rounded coefficients summed: four roundings of 2⁻²⁴ relative to Σ|dₖ·cₖ|, which is at most
    /// 255, 304 and 267 (the coefficients' absolute sums times 255), so they are off by under 6.1·10⁻⁵,
    /// 7.3·10⁻⁵ and 6.4·10⁻⁵; squared and weighted that is under 0.016 + 0.014 + 0.007, and the squares,
    /// weights and sums round by under 5·2⁻²⁴ of their total, at most 74,400: 0.023. The doubles are off
    /// from the true value by under 10⁻⁹, and `Float(maxDelta)` from `maxDelta` (≤ 35,215) by under
    /// 0.002: together under 0.07. Seven times that.
    static var screenMargin: Float { 0.5 }

    /// The squared YIQ distance of four pixel pairs opaque in both images in Float, within
    /// `screenMargin` of `opaqueDeltas`' magnitudes: most lanes of a noisy pair are shown under the
    /// threshold at a quarter of the cost of the doubles.
    @inline(__always)
    static func opaqueDistanceScreen(_ w1: SIMD4<UInt32>, _ w2: SIMD4<UInt32>) -> SIMD4<Float> {
        // The difference of the bytes in integers, then converted: exact either way (|d| ≤ 255), and
        // one conversion where two Floats made from bytes went through lane shuffles.
        @inline(__always) func difference(_ shift: UInt32) -> SIMD4<Float> {
            let d = SIMD4<Int32>(truncatingIfNeeded: (w1 &>> shift) & 0xff) &- SIMD4<Int32>(truncatingIfNeeded: (w2 &>> shift) & 0xff)
            return SIMD4<Float>(d)
        }
        return yiq(difference(0), difference(8), difference(16)).squaredDistance
    }

    /// `PixelMatch.colorDelta` of four pixel pairs opaque in both images, lane by lane.
    @inline(__always)
    static func opaqueDeltas(_ w1: SIMD4<UInt32>, _ w2: SIMD4<UInt32>) -> SIMD4<Double> {
        let (y, delta) = yiq(channel(w1, 0) - channel(w2, 0), channel(w1, 8) - channel(w2, 8), channel(w1, 16) - channel(w2, 16))
        return delta.replacing(with: -delta, where: y .> 0)
    }
}
