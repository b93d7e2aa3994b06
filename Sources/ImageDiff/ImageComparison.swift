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

        let regions = scan.diffPixels.withUnsafeBufferPointer {
            ChangedRegions.find(pixels: $0, width: width, mergeDistance: options.regionMergeDistance, limit: options.maxReportedRegions)
        }
        let density = scan.diffPixels.withUnsafeBufferPointer {
            WindowDensity.maxCount(pixels: $0, width: width, height: height, window: options.densityWindowSize)
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

/// One pass over the two pixel buffers.
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

    init(options: DiffOptions, width: Int, height: Int, ignore: IgnoreRegions) {
        self.options = options
        self.width = width
        self.height = height
        self.ignore = ignore
    }

    /// Pixels per memcmp block: equal blocks are skipped without looking at single pixels.
    private static let blockPixels = 256

    mutating func run(_ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, output: UnsafeMutableRawPointer?) {
        let count = width * height
        let raw1 = UnsafeRawPointer(img1), raw2 = UnsafeRawPointer(img2)
        let paintGray = output != nil && !options.diffMask
        var painter = DiffImagePainter(alpha: options.alpha)

        if memcmp(raw1, raw2, count * 4) == 0 {
            identical = true
            if paintGray, let output {
                for y in 0 ..< height {
                    painter.paintGrayRow(y, width: width, from: raw1, into: output, reuseRowAbove: true)
                }
            }
        } else {
            let perceptual = options.mode == .perceptual
            let checkerboard = options.checkerboard
            let includeAA = options.includeAA
            let diffMask = options.diffMask
            let computeDeltaE = options.computeDeltaE
            let hasIgnore = !ignore.isEmpty
            let maxDelta = PixelMatch.maxYIQDelta * options.threshold * options.threshold
            let diffColor = options.diffColor, altColor = options.diffColorAlt ?? options.diffColor
            let aaColor = options.aaColor
            let markDeltaEAbove = options.markDeltaEAbove
            var deltaECache: DeltaECache?
            // Pixels drawn in the ΔE colour, which keep their row from being copied as plain gray.
            var markedByDeltaE = 0

            // Row by row: paint the gray background (a row equal to the previous one, whose output is still
            // plain gray, is copied), then skip equal blocks with memcmp and examine differing pixels only.
            var previousRowPlain = false
            for y in 0 ..< height {
                let rowStart = y * width
                if paintGray, let output {
                    painter.paintGrayRow(y, width: width, from: raw1, into: output, reuseRowAbove: previousRowPlain)
                }
                let drawnBefore = diffPixels.count + antialiased + markedByDeltaE
                var start = rowStart
                let rowEnd = rowStart + width
                while start < rowEnd {
                    let end = min(start + Self.blockPixels, rowEnd)
                    if memcmp(raw1 + start * 4, raw2 + start * 4, (end - start) * 4) != 0 {
                        for i in start ..< end where PixelMatch.word(raw1, i) != PixelMatch.word(raw2, i) {
                            let x = i - rowStart
                            if hasIgnore && ignore.contains(x: x, y: y) { continue }
                            byteDifferent += 1
                            let k = i * 4
                            var isAA = false
                            let countedBefore = diffPixels.count
                            if perceptual {
                                let delta = PixelMatch.colorDelta(img1, img2, k, checkerboard: checkerboard)
                                if abs(delta) > maxDelta {
                                    if !includeAA
                                        && (PixelMatch.antialiased(img1, x, y, width, height, raw1, raw2, checkerboard: checkerboard)
                                            || PixelMatch.antialiased(img2, x, y, width, height, raw2, raw1, checkerboard: checkerboard)) {
                                        isAA = true
                                        antialiased += 1
                                        if !diffMask, let output { DiffImagePainter.draw(output, i, aaColor) }
                                    } else {
                                        diffPixels.append(i)
                                        if let output { DiffImagePainter.draw(output, i, delta < 0 ? altColor : diffColor) }
                                    }
                                }
                            } else {
                                diffPixels.append(i)
                                if let output {
                                    let darker = options.diffColorAlt != nil && PixelMatch.colorDelta(img1, img2, k, checkerboard: checkerboard) < 0
                                    DiffImagePainter.draw(output, i, darker ? altColor : diffColor)
                                }
                            }
                            if computeDeltaE && !isAA {
                                if deltaECache == nil { deltaECache = DeltaECache() }
                                let deltaE = deltaECache!.deltaE(img1, img2, k, checkerboard: checkerboard)
                                if deltaE > maxDeltaE {
                                    maxDeltaE = deltaE
                                    maxDeltaELocation = PixelPoint(x: x, y: y)
                                }
                                if let markDeltaEAbove, deltaE > markDeltaEAbove, diffPixels.count == countedBefore, let output {
                                    DiffImagePainter.draw(output, i, options.deltaEColor)
                                    markedByDeltaE += 1
                                }
                            }
                        }
                    }
                    start = end
                }
                previousRowPlain = diffPixels.count + antialiased + markedByDeltaE == drawnBefore
            }
        }
        if let output, !ignore.isEmpty {
            painter.paintIgnored(
                ignore, from: raw1, into: output, width: width, height: height,
                color: options.ignoreColor, mask: options.diffMask)
        }
    }
}
