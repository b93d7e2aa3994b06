import TabBarImage
import Foundation

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
