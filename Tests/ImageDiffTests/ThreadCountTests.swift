@testable import ImageDiff
import TabBarBenchmarks
import TabBarImage
import XCTest

/// The comparison cuts large images into bands on the shared WorkQueue and merges them in row order:
/// every figure and every diff pixel must be the same on one thread as on several.
final class ThreadCountTests: XCTestCase {
    func testLargeComparisonIsTheSameOnAnyNumberOfThreads() throws {
        // 1024 × 768 is over the size where bands go to other threads; mixedPair has anti-aliasing,
        // translucency and single changed pixels, so every branch of the kernel takes part.
        let (expected, actual) = SyntheticImages.mixedPair(width: 1024, height: 768, seed: 11)
        var options = DiffOptions(
            diffColorAlt: DiffColor(0, 128, 255), ignoreRegions: [PixelRect(x: 100, y: 300, width: 200, height: 50)])
        options.markDeltaEAbove = 1.0
        XCTAssertEqual(Scan.bandCount(width: 1024, height: 768, queue: WorkQueue(jobs: 1)), 1)
        XCTAssertGreaterThan(Scan.bandCount(width: 1024, height: 768, queue: WorkQueue(jobs: 3)), 3, "several bands per thread")

        let single = try ImageComparator(options: options, queue: WorkQueue(jobs: 1)).compare(expected, actual)
        XCTAssertGreaterThan(single.mismatchedPixels, 0)
        XCTAssertGreaterThan(single.aaPixelCount, 0)
        XCTAssertGreaterThan(single.maxDeltaE, 0)
        for jobs in [2, 3, 8] {
            let parallel = try ImageComparator(options: options, queue: WorkQueue(jobs: jobs)).compare(expected, actual)
            XCTAssertEqual(parallel, single, "\(jobs) threads")
            XCTAssertEqual(parallel.diffImage?.pixels, single.diffImage?.pixels, "\(jobs) threads: the diff image")
        }
    }
}
