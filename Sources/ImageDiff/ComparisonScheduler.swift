import Foundation

/// One pass over the two pixel buffers: bands of rows, scanned in parallel on large images and merged
/// in row order, so every count, list and diff pixel is what a single pass from the top would give.
struct Scan {
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
