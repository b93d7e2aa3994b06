@testable import ImageDiff
import TabBarBenchmarks
import TabBarImage
import XCTest

/// The bands of a scan screen their pixels against the largest ΔE any band has found: a pixel that
/// ties with it in an earlier band must still be the one reported.
final class SharedMaximumTests: XCTestCase {
    func testTiesWithAnotherBandsMaximumKeepTheFirstPixel() throws {
        let width = 1024, height = 512
        var (expected, actual) = SyntheticImages.noisePair(width: width, height: height, seed: 41)
        // The pair with the largest ΔE (by the exact formula), copied to the end of the first band's rows
        // and the start of every other band's, where other threads reach it long before the first band
        // reaches its own.
        var exacts = [Double]()
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                exacts = (0 ..< width * height).map { i in
                    let (first, second) = DeltaE.pixelLabs(e.baseAddress!, a.baseAddress!, i * 4, checkerboard: true)
                    return DeltaE.ciede2000(first, second)
                }
            }
        }
        let best = (value: exacts.max()!, index: exacts.firstIndex(of: exacts.max()!)!)
        let bandRows = 32
        let copies = [31 * width + width - 1] + stride(from: bandRows, to: height, by: bandRows).map { $0 * width }
        func copyBest(_ image: inout RGBAImage) {
            image.withUnsafeMutablePixels { pixels in
                let source = Array(pixels[best.index * 4 ..< best.index * 4 + 4])
                for copy in copies { for c in 0 ..< 4 { pixels[copy * 4 + c] = source[c] } }
            }
        }
        copyBest(&expected)
        copyBest(&actual)
        for copy in copies { exacts[copy] = best.value }
        let first = exacts.firstIndex(of: best.value)!
        let want = (value: best.value, at: PixelPoint(x: first % width, y: first / width))
        XCTAssertLessThanOrEqual(want.at.y, 31)
        var options = DiffOptions(computeDeltaE: true)
        options.threshold = 0.05
        options.measureAreas = false
        XCTAssertGreaterThan(Scan.bandCount(width: width, height: height, queue: WorkQueue(jobs: 8)), 8)
        for jobs in [1, 2, 8] {
            for _ in 0 ..< 4 {
                let result = try ImageComparator(options: options, queue: WorkQueue(jobs: jobs)).compare(expected, actual, makeDiffImage: false)
                XCTAssertEqual(result.maxDeltaE, want.value, "\(jobs) threads")
                XCTAssertEqual(result.maxDeltaELocation, want.at, "\(jobs) threads")
            }
        }
    }
}
