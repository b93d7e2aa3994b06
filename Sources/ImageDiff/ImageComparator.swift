import TabBarImage
#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Compares two RGBA images: exactly, or perceptually as pixelmatch v7.2.0 does, plus ignore regions,
/// a density guard, changed-region bounding boxes and CIEDE2000 ΔE.
public struct ImageComparator: Sendable {
    public var options: DiffOptions
    /// The threads large images are compared on (the toolkit's shared queue). Results do not depend
    /// on its thread count: bands are merged in row order.
    public var queue: WorkQueue

    public init(options: DiffOptions = DiffOptions(), queue: WorkQueue = WorkQueue()) {
        self.options = options
        self.queue = queue
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
                    scan.run(ep, ap, output: nil, queue: queue)
                    return
                }
                let pixels: [UInt8]
                if options.diffMask {
                    var buffer = [UInt8](repeating: 0, count: count * 4)
                    buffer.withUnsafeMutableBytes { scan.run(ep, ap, output: $0.baseAddress!, queue: queue) }
                    pixels = buffer
                } else {
                    // Every pixel gets the gray background during the scan, so no zero-fill is needed.
                    pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
                        HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
                        scan.run(ep, ap, output: UnsafeMutableRawPointer(buffer.baseAddress!), queue: queue)
                        initialized = count * 4
                    }
                }
                diffImage = RGBAImage(width: width, height: height, pixels: pixels)
            }
        }

        return report(scan, ignore: ignore, width: width, height: height, diffImage: diffImage)
    }

    /// What `compare` gives for an image compared with itself (one buffer passed twice) without a diff
    /// image, from its size alone: no pixel is read then, so none need be decoded.
    /// - Throws: `DiffError.invalidOptions` for bad options.
    public func compareWithItself(width: Int, height: Int) throws(DiffError) -> DiffResult {
        try options.validate()
        let ignore = IgnoreRegions(options.ignoreRegions, width: width, height: height)
        var scan = Scan(options: options, width: width, height: height, ignore: ignore)
        scan.identical = true
        return report(scan, ignore: ignore, width: width, height: height, diffImage: nil)
    }

    /// The result of a finished scan.
    private func report(_ scan: Scan, ignore: IgnoreRegions, width: Int, height: Int, diffImage: RGBAImage?) -> DiffResult {
        let count = width * height
        var regions: (regions: [ChangedRegion], total: Int) = ([], 0)
        var colourRegions: (regions: [ChangedRegion], total: Int) = ([], 0)
        var density: (count: Int, origin: PixelPoint?) = (0, nil)
        if options.measureAreas {
            (regions, density) = Self.regionsAndDensity(scan.counts.diffPixels, width: width, height: height, options: options, queue: queue)
            colourRegions = scan.counts.colourPixels.withUnsafeBufferPointer {
                ChangedRegions.find(pixels: $0, width: width, mergeDistance: options.regionMergeDistance, limit: options.maxReportedRegions)
            }
        }
        let ignored = ignore.pixelCount(height: height)
        let compared = count - ignored
        let mismatched = scan.counts.mismatched
        return DiffResult(
            width: width, height: height, mode: options.mode, threshold: options.threshold,
            identical: scan.identical, mismatchedPixels: mismatched, totalPixels: count,
            ignoredPixelCount: ignored, comparedPixelCount: compared,
            mismatchRatio: compared > 0 ? Double(mismatched) / Double(compared) : 0,
            byteDifferentPixelCount: scan.counts.byteDifferent, aaPixelCount: scan.counts.antialiased,
            densityWindowSize: options.densityWindowSize, maxWindowDensity: density.count,
            maxWindowDensityOrigin: density.origin, changedRegionCount: regions.total,
            changedRegions: regions.regions, maxDeltaE: scan.counts.maxDeltaE, maxDeltaELocation: scan.counts.maxDeltaELocation,
            colourChangeRegionCount: colourRegions.total, colourChangeRegions: colourRegions.regions, diffImage: diffImage)
    }

    /// The changed regions and the densest window of the differing pixels, side by side on `queue`
    /// when there are enough pixels for that to pay (each is computed in one piece, so the results
    /// do not change).
    private static func regionsAndDensity(
        _ diffPixels: [Int], width: Int, height: Int, options: DiffOptions, queue: WorkQueue
    ) -> (regions: (regions: [ChangedRegion], total: Int), density: (count: Int, origin: PixelPoint?)) {
        @Sendable func regions() -> (regions: [ChangedRegion], total: Int) {
            diffPixels.withUnsafeBufferPointer {
                ChangedRegions.find(pixels: $0, width: width, mergeDistance: options.regionMergeDistance, limit: options.maxReportedRegions)
            }
        }
        @Sendable func density() -> (count: Int, origin: PixelPoint?) {
            diffPixels.withUnsafeBufferPointer {
                WindowDensity.maxCount(pixels: $0, width: width, height: height, window: options.densityWindowSize)
            }
        }
        guard diffPixels.count >= 512 else { return (regions(), density()) }
        enum Part: Sendable {
            case regions([ChangedRegion], total: Int)
            case density(Int, origin: PixelPoint?)
        }
        let parts = queue.map(2) { index -> Part in
            if index == 0 {
                let found = regions()
                return .regions(found.regions, total: found.total)
            }
            let found = density()
            return .density(found.count, origin: found.origin)
        }
        var result: (regions: (regions: [ChangedRegion], total: Int), density: (count: Int, origin: PixelPoint?)) = (([], 0), (0, nil))
        for part in parts {
            switch part {
            case .success(.regions(let regions, let total)): result.regions = (regions, total)
            case .success(.density(let count, let origin)): result.density = (count, origin)
            case .failure: preconditionFailure("the queue did not measure the differing pixels")
            }
        }
        return result
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
