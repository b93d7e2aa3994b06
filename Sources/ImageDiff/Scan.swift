#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import TabBarImage

/// One pass over the two pixel buffers: bands of rows, scanned on the shared `WorkQueue` on large
/// images and merged in row order, so every count, list and diff pixel is what a single pass from
/// the top would give, whatever the number of threads.
struct Scan {
    let options: DiffOptions
    let width: Int
    let height: Int
    let ignore: IgnoreRegions

    var identical = false
    var counts = ScanCounts()

    /// Smaller images are scanned on the calling thread: handing bands to other threads costs more than it saves.
    private static let parallelPixels = 1 << 19
    /// Rows per band at least, so handing a band to a thread stays small against its work.
    private static let minimumBandRows = 32

    init(options: DiffOptions, width: Int, height: Int, ignore: IgnoreRegions) {
        self.options = options
        self.width = width
        self.height = height
        self.ignore = ignore
    }

    /// The bands an image is cut into on `queue`: one on small images or one thread, otherwise several
    /// per thread, so a band full of anti-aliasing work does not leave the other threads idle.
    static func bandCount(width: Int, height: Int, queue: WorkQueue) -> Int {
        guard width * height >= parallelPixels else { return 1 }
        let threads = queue.threads(for: max(1, height / minimumBandRows))
        guard threads > 1 else { return 1 }
        return max(1, min(threads * 4, height / minimumBandRows))
    }

    mutating func run(
        _ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, output: UnsafeMutableRawPointer?, queue: WorkQueue
    ) {
        // One buffer for both images (the same file read once): no pixel can differ, and without a
        // diff image to paint there is nothing to scan.
        if img1 == img2 && output == nil {
            identical = true
            return
        }
        let requested = Self.bandCount(width: width, height: height, queue: queue)
        let rowsPerBand = (height + requested - 1) / requested
        let bandCount = (height + rowsPerBand - 1) / rowsPerBand
        let context = BandScan.Context(
            options: options, width: width, height: height, ignore: ignore,
            img1: img1, img2: img2, output: output,
            maximum: bandCount > 1 && options.computeDeltaE ? SharedMaximum() : nil)
        let height = height
        let bands: [BandScan.Outcome]
        if bandCount == 1 {
            bands = [BandScan.scan(rows: 0 ..< height, context)]
        } else {
            // Each band reads the shared inputs and writes only its own output rows; the queue
            // returns the outcomes in band order.
            bands = queue.map(bandCount) { index in
                BandScan.scan(rows: index * rowsPerBand ..< min(height, (index + 1) * rowsPerBand), context)
            }.map { result in
                guard case .success(let band) = result else {
                    preconditionFailure("a band of the comparison was not scanned")
                }
                return band
            }
        }
        counts.diffPixels.reserveCapacity(bands.reduce(0) { $0 + $1.counts.diffPixels.count })
        identical = bands.allSatisfy { !$0.differs }
        for band in bands { counts.append(band.counts) }
        if let output, !ignore.isEmpty {
            DiffImagePainter(alpha: options.alpha).paintIgnored(
                ignore, from: UnsafeRawPointer(img1), into: output, width: width, height: height,
                color: options.ignoreColor, mask: options.diffMask)
        }
    }
}

/// What a scan counts, for one band or for the whole image: a band's counts are appended to those
/// of the bands above it, so the totals are what one pass from the top would give.
struct ScanCounts: Sendable {
    /// The differing pixels in row order, when the options measure areas (otherwise only counted).
    var diffPixels: [Int] = []
    /// Pixels under the YIQ threshold whose colour moved past the ΔE mark, in row order, when the
    /// options measure areas and mark ΔE (the areas of a colour-only change).
    var colourPixels: [Int] = []
    /// Differing pixels counted (listed in `diffPixels` too when the options measure areas).
    var mismatched = 0
    var byteDifferent = 0
    var antialiased = 0
    var maxDeltaE = 0.0
    var maxDeltaELocation: PixelPoint?

    /// Adds the counts of the rows below these.
    mutating func append(_ below: ScanCounts) {
        diffPixels.append(contentsOf: below.diffPixels)
        colourPixels.append(contentsOf: below.colourPixels)
        mismatched += below.mismatched
        byteDifferent += below.byteDifferent
        antialiased += below.antialiased
        // Strictly greater: the first pixel in row order keeps the maximum, as in one pass.
        if below.maxDeltaE > maxDeltaE {
            maxDeltaE = below.maxDeltaE
            maxDeltaELocation = below.maxDeltaELocation
        }
    }
}
