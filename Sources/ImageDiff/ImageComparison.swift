import TabBarImage
import Foundation

/// Everything measured by one comparison. Encodable to JSON for reports (the diff image is not encoded).
public struct DiffResult: Sendable, Equatable, Codable {
    public var width: Int
    public var height: Int
    public var mode: ComparisonMode
    /// The YIQ threshold the comparison used (perceptual mode).
    public var threshold: Double
    /// Whether the two pixel buffers are byte-for-byte identical (fast path taken).
    public var identical: Bool
    /// Differing pixels: all byte differences in exact mode; YIQ delta above the threshold and not
    /// anti-aliasing (unless `includeAA`) in perceptual mode. Ignored pixels are never counted.
    public var mismatchedPixels: Int
    /// width × height.
    public var totalPixels: Int
    /// Pixels inside the ignore regions (union, clipped to the image).
    public var ignoredPixelCount: Int
    /// totalPixels − ignoredPixelCount.
    public var comparedPixelCount: Int
    /// mismatchedPixels / comparedPixelCount (0 when nothing is compared).
    public var mismatchRatio: Double
    /// Compared pixels whose four bytes differ at all.
    public var byteDifferentPixelCount: Int
    /// Pixels above the YIQ threshold that were judged anti-aliasing and not counted
    /// (always 0 with `includeAA` or in exact mode, where detection does not run).
    public var aaPixelCount: Int
    /// N of the N×N density window (as requested; clamped to the image size when measuring).
    public var densityWindowSize: Int
    /// The largest number of differing pixels inside one N×N window.
    public var maxWindowDensity: Int
    /// Top-left corner of a window holding `maxWindowDensity` differing pixels.
    public var maxWindowDensityOrigin: PixelPoint?
    /// How many changed regions there are in total.
    public var changedRegionCount: Int
    /// Bounding boxes of the changed regions (at most `DiffOptions.maxReportedRegions`), top to bottom.
    public var changedRegions: [ChangedRegion]
    /// The largest CIEDE2000 ΔE over compared pixels whose bytes differ, excluding pixels judged
    /// anti-aliasing; semi-transparent pixels are blended as pixelmatch blends them. 0 when not computed.
    public var maxDeltaE: Double
    /// Where `maxDeltaE` was found.
    public var maxDeltaELocation: PixelPoint?
    /// The diff image, when requested. Not part of the encoded form.
    public var diffImage: RGBAImage? = nil

    enum CodingKeys: String, CodingKey {
        case width, height, mode, threshold, identical, mismatchedPixels, totalPixels, ignoredPixelCount
        case comparedPixelCount, mismatchRatio, byteDifferentPixelCount, aaPixelCount, densityWindowSize
        case maxWindowDensity, maxWindowDensityOrigin, changedRegionCount, changedRegions, maxDeltaE
        case maxDeltaELocation
    }
}

/// Compares two RGBA images: exactly, or perceptually as pixelmatch v7.2.0 does, plus ignore regions,
/// a density guard, changed-region bounding boxes and CIEDE2000 ΔE.
public struct ImageComparator: Sendable {
    public var options: DiffOptions

    public init(options: DiffOptions = DiffOptions()) {
        self.options = options
    }

    /// Compares `expected` with `actual` (pixelmatch's img1 and img2).
    /// - Throws: `DiffError.sizeMismatch` when the sizes differ, `DiffError.invalidOptions` for bad options.
    public func compare(_ expected: RGBAImage, _ actual: RGBAImage, makeDiffImage: Bool = true) throws(DiffError) -> DiffResult {
        guard expected.width == actual.width && expected.height == actual.height else {
            throw .sizeMismatch(
                expectedWidth: expected.width, expectedHeight: expected.height,
                actualWidth: actual.width, actualHeight: actual.height)
        }
        try options.validate()
        let width = expected.width, height = expected.height, count = width * height
        let ignore = IgnoreRegions(options.ignoreRegions, width: width, height: height)

        var scan = Scan(options: options, width: width, height: height, ignore: ignore)
        var diffImage: RGBAImage?
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                guard count > 0, let ep = e.baseAddress, let ap = a.baseAddress else {
                    scan.identical = true
                    if makeDiffImage { diffImage = RGBAImage(width: width, height: height) }
                    return
                }
                guard makeDiffImage else {
                    scan.run(ep, ap, output: nil)
                    return
                }
                let pixels: [UInt8]
                if options.diffMask {
                    var buffer = [UInt8](repeating: 0, count: count * 4)
                    buffer.withUnsafeMutableBytes { scan.run(ep, ap, output: $0.baseAddress!) }
                    pixels = buffer
                } else {
                    // Every pixel gets the gray background during the scan, so no zero-fill is needed.
                    pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
                        scan.run(ep, ap, output: UnsafeMutableRawPointer(buffer.baseAddress!))
                        initialized = count * 4
                    }
                }
                diffImage = RGBAImage(width: width, height: height, pixels: pixels)
            }
        }

        var regions: (regions: [ChangedRegion], total: Int) = ([], 0)
        var density: (count: Int, origin: PixelPoint?) = (0, nil)
        if options.measureAreas {
            (regions, density) = Self.regionsAndDensity(scan.diffPixels, width: width, height: height, options: options)
        }
        let ignored = ignore.pixelCount(height: height)
        let compared = count - ignored
        let mismatched = scan.diffPixels.count
        return DiffResult(
            width: width, height: height, mode: options.mode, threshold: options.threshold,
            identical: scan.identical, mismatchedPixels: mismatched, totalPixels: count,
            ignoredPixelCount: ignored, comparedPixelCount: compared,
            mismatchRatio: compared > 0 ? Double(mismatched) / Double(compared) : 0,
            byteDifferentPixelCount: scan.byteDifferent, aaPixelCount: scan.antialiased,
            densityWindowSize: options.densityWindowSize, maxWindowDensity: density.count,
            maxWindowDensityOrigin: density.origin, changedRegionCount: regions.total,
            changedRegions: regions.regions, maxDeltaE: scan.maxDeltaE, maxDeltaELocation: scan.maxDeltaELocation,
            diffImage: diffImage)
    }

    /// The changed regions and the densest window of the differing pixels, on two threads when there
    /// are enough pixels for that to pay (each is computed in one piece, so the results do not change).
    private static func regionsAndDensity(
        _ diffPixels: [Int], width: Int, height: Int, options: DiffOptions
    ) -> (regions: (regions: [ChangedRegion], total: Int), density: (count: Int, origin: PixelPoint?)) {
        // Each result is written by one thread only and read after both have finished.
        final class Work: @unchecked Sendable {
            let pixels: UnsafeBufferPointer<Int>
            let width: Int, height: Int, options: DiffOptions
            var regions: (regions: [ChangedRegion], total: Int) = ([], 0)
            var density: (count: Int, origin: PixelPoint?) = (0, nil)
            init(pixels: UnsafeBufferPointer<Int>, width: Int, height: Int, options: DiffOptions) {
                self.pixels = pixels
                self.width = width
                self.height = height
                self.options = options
            }
            func run(_ part: Int) {
                if part == 0 {
                    regions = ChangedRegions.find(
                        pixels: pixels, width: width, mergeDistance: options.regionMergeDistance, limit: options.maxReportedRegions)
                } else {
                    density = WindowDensity.maxCount(pixels: pixels, width: width, height: height, window: options.densityWindowSize)
                }
            }
        }
        return diffPixels.withUnsafeBufferPointer { pixels in
            let work = Work(pixels: pixels, width: width, height: height, options: options)
            if pixels.count >= 512 {
                DispatchQueue.concurrentPerform(iterations: 2) { work.run($0) }
            } else {
                work.run(0)
                work.run(1)
            }
            return (work.regions, work.density)
        }
    }

    /// Compares with `thresholds.threshold` as the YIQ threshold and checks the result against `thresholds`.
    public func check(
        _ expected: RGBAImage, _ actual: RGBAImage, thresholds: Thresholds, makeDiffImage: Bool = true
    ) throws(DiffError) -> (result: DiffResult, verdict: DiffVerdict) {
        var comparator = self
        comparator.options.threshold = thresholds.threshold
        let result = try comparator.compare(expected, actual, makeDiffImage: makeDiffImage)
        return (result, result.verdict(thresholds))
    }
}

/// One pass over the two pixel buffers: bands of rows, scanned in parallel on large images and merged
/// in row order, so every count, list and diff pixel is what a single pass from the top would give.
private struct Scan {
    let options: DiffOptions
    let width: Int
    let height: Int
    let ignore: IgnoreRegions

    var identical = false
    var diffPixels: [Int] = []
    var byteDifferent = 0
    var antialiased = 0
    var maxDeltaE = 0.0
    var maxDeltaELocation: PixelPoint?

    /// Smaller images are scanned on the calling thread: handing bands to other threads costs more than it saves.
    private static let parallelPixels = 1 << 19
    /// Rows per band at least, so a band's thread start-up stays small against its work.
    private static let minimumBandRows = 32

    init(options: DiffOptions, width: Int, height: Int, ignore: IgnoreRegions) {
        self.options = options
        self.width = width
        self.height = height
        self.ignore = ignore
    }

    mutating func run(_ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, output: UnsafeMutableRawPointer?) {
        let count = width * height
        // Several bands per core, so a band full of anti-aliasing work does not leave the other cores idle.
        var bandCount = 1
        if count >= Self.parallelPixels {
            bandCount = max(1, min(ProcessInfo.processInfo.activeProcessorCount * 4, height / Self.minimumBandRows))
        }
        let rowsPerBand = (height + bandCount - 1) / bandCount
        bandCount = (height + rowsPerBand - 1) / rowsPerBand
        let context = BandScan.Context(
            options: options, width: width, height: height, ignore: ignore,
            img1: img1, img2: img2, output: output)
        let bands = UnsafeMutableBufferPointer<BandScan>.allocate(capacity: bandCount)
        defer {
            bands.baseAddress!.deinitialize(count: bandCount)
            bands.deallocate()
        }
        if bandCount == 1 {
            var band = BandScan()
            band.run(rows: 0 ..< height, context)
            bands.initializeElement(at: 0, to: band)
        } else {
            // Each band writes only its own slot and its own output rows.
            struct Slots: @unchecked Sendable { let base: UnsafeMutablePointer<BandScan> }
            let slots = Slots(base: bands.baseAddress!), height = height
            DispatchQueue.concurrentPerform(iterations: bandCount) { index in
                var band = BandScan()
                band.run(rows: index * rowsPerBand ..< min(height, (index + 1) * rowsPerBand), context)
                (slots.base + index).initialize(to: band)
            }
        }
        diffPixels.reserveCapacity(bands.reduce(0) { $0 + $1.diffPixels.count })
        identical = bands.allSatisfy { !$0.differs }
        for band in bands {
            diffPixels.append(contentsOf: band.diffPixels)
            byteDifferent += band.byteDifferent
            antialiased += band.antialiased
            // Strictly greater: the first pixel in row order keeps the maximum, as in one pass.
            if band.maxDeltaE > maxDeltaE {
                maxDeltaE = band.maxDeltaE
                maxDeltaELocation = band.maxDeltaELocation
            }
        }
        if let output, !ignore.isEmpty {
            DiffImagePainter(alpha: options.alpha).paintIgnored(
                ignore, from: UnsafeRawPointer(img1), into: output, width: width, height: height,
                color: options.ignoreColor, mask: options.diffMask)
        }
    }
}

/// The scan of one band of rows.
private struct BandScan {
    /// What every band reads; the output rows of different bands do not overlap.
    struct Context: @unchecked Sendable {
        let options: DiffOptions
        let width: Int
        let height: Int
        let ignore: IgnoreRegions
        let img1: UnsafePointer<UInt8>
        let img2: UnsafePointer<UInt8>
        let output: UnsafeMutableRawPointer?
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
        let lumaDifferences: UnsafePointer<Double>

        init(_ c: Context, lumaDifferences: UnsafePointer<Double>) {
            self.lumaDifferences = lumaDifferences
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
        }
    }

    var diffPixels: [Int] = []
    var byteDifferent = 0
    var antialiased = 0
    var maxDeltaE = 0.0
    var maxDeltaELocation: PixelPoint?
    /// Whether any pixel of the band differs in its bytes, ignored or not.
    var differs = false
    private var deltaECache: DeltaECache?
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

    /// Everything done for one pixel whose bytes differ; `delta` is its YIQ delta when already known.
    @inline(__always)
    private mutating func examine(_ i: Int, x: Int, y: Int, delta known: Double?, counted: Bool = false, _ s: Setup) {
        if !counted {
            if s.hasIgnore && s.ignore.contains(x: x, y: y) { return }
            byteDifferent &+= 1
        }
        let k = i &* 4
        var isAA = false
        let countedBefore = diffPixels.count
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
                    antialiased &+= 1
                    if !s.diffMask, let output = s.output { DiffImagePainter.draw(output, i, s.aaColor) }
                } else {
                    diffPixels.append(i)
                    if let output = s.output { DiffImagePainter.draw(output, i, delta < 0 ? s.altColor : s.diffColor) }
                }
            }
        } else {
            diffPixels.append(i)
            if let output = s.output {
                let darker = s.hasAltColor && PixelMatch.colorDelta(s.img1, s.img2, k, checkerboard: s.checkerboard) < 0
                DiffImagePainter.draw(output, i, darker ? s.altColor : s.diffColor)
            }
        }
        if s.computeDeltaE && !isAA {
            // The exact ΔE matters only where it could be a new maximum (strictly greater, so the
            // first pixel keeps it) or decide the ΔE mark of a pixel the YIQ test did not count.
            let limit = diffPixels.count == countedBefore ? s.markDeltaEAbove : nil
            if deltaECache == nil { deltaECache = DeltaECache() }
            let (exact, overLimit) = deltaECache!.measure(
                s.img1, s.img2, k, checkerboard: s.checkerboard, maximum: maxDeltaE, limit: limit)
            if let exact {
                maxDeltaE = exact
                maxDeltaELocation = PixelPoint(x: x, y: y)
            }
            if overLimit, let output = s.output {
                DiffImagePainter.draw(output, i, s.deltaEColor)
                markedByDeltaE &+= 1
            }
        }
    }

    mutating func run(rows: Range<Int>, _ c: Context) {
        PixelMatch.lumaDifferenceTable.withUnsafeBufferPointer { run(rows: rows, c, lumaDifferences: $0.baseAddress!) }
    }

    private mutating func run(rows: Range<Int>, _ c: Context, lumaDifferences: UnsafePointer<Double>) {
        let s = Setup(c, lumaDifferences: lumaDifferences)
        let width = c.width
        let raw1 = UnsafeRawPointer(c.img1), raw2 = UnsafeRawPointer(c.img2)
        let paintGray = c.output != nil && !c.options.diffMask
        var painter = DiffImagePainter(alpha: c.options.alpha)
        // Whether a pixel under the YIQ threshold needs nothing but counting.
        let fastLanes = !s.hasIgnore && !s.computeDeltaE
        let maxDelta = s.maxDelta

        // Row by row: paint the gray background (a row equal to the previous one, whose output is still
        // plain gray, is copied), then skip equal blocks with memcmp and examine differing pixels only,
        // four at a time where the YIQ deltas of opaque pixels can be computed together.
        var previousRowPlain = false
        for y in rows {
            let rowStart = y * width
            if paintGray, let output = c.output {
                painter.paintGrayRow(y, width: width, from: raw1, into: output, reuseRowAbove: previousRowPlain)
            }
            let drawnBefore = diffPixels.count &+ antialiased &+ markedByDeltaE
            var start = rowStart
            let rowEnd = rowStart + width
            while start < rowEnd {
                let end = min(start + Self.blockPixels, rowEnd)
                if memcmp(raw1 + start * 4, raw2 + start * 4, (end - start) * 4) != 0 {
                    differs = true
                    var i = start
                    if s.perceptual {
                        while i &+ 4 <= end {
                            // Equal eights (most of a block that differs somewhere) are passed over on
                            // 64-bit compares before any lane work.
                            if i &+ 8 <= end && Self.equalEight(raw1 + i &* 4, raw2 + i &* 4) {
                                i &+= 8
                                continue
                            }
                            let w1 = raw1.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
                            let w2 = raw2.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
                            let differ = w1 .!= w2
                            if any(differ) {
                                let deltas = YIQ.opaqueDeltas(w1, w2)
                                let opaque = YIQ.opaque(w1, w2)
                                if fastLanes && all(opaque) {
                                    // The common case of a noisy pair: count the lanes, look closer only at those over the threshold.
                                    byteDifferent &+= YIQ.count(differ)
                                    let over = (deltas .> maxDelta) .| (deltas .< -maxDelta)
                                    if any(over) {
                                        for lane in 0 ..< 4 where differ[lane] && over[lane] {
                                            let p = i &+ lane
                                            examine(p, x: p &- rowStart, y: y, delta: deltas[lane], counted: true, s)
                                        }
                                    }
                                } else {
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
            previousRowPlain = diffPixels.count &+ antialiased &+ markedByDeltaE == drawnBefore
        }
    }
}

/// pixelmatch's YIQ colour delta for four pixels at once, for pixels opaque in both images (no blending).
/// Lane by lane the same operations in the same order as `PixelMatch.colorDelta`, so the doubles are equal.
enum YIQ {
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

    @inline(__always)
    static func opaqueDeltas(_ w1: SIMD4<UInt32>, _ w2: SIMD4<UInt32>) -> SIMD4<Double> {
        let dr = channel(w1, 0) - channel(w2, 0)
        let dg = channel(w1, 8) - channel(w2, 8)
        let db = channel(w1, 16) - channel(w2, 16)
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return delta.replacing(with: -delta, where: y .> 0)
    }
}
