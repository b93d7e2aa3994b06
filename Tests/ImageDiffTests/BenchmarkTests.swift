import TabBarBenchmarks
import ImageDiff
import XCTest

final class BenchmarkTests: XCTestCase {
    func testBenchmarkPairHasAboutSixHundredChangedPixels() throws {
        let (expected, actual) = SyntheticImages.screenshotPair()
        XCTAssertEqual(expected.width, 1024)
        XCTAssertEqual(expected.height, 1024)
        let result = try ImageComparator().compare(expected, actual, makeDiffImage: false)
        XCTAssertEqual(result.mismatchedPixels, 638)
        XCTAssertGreaterThan(result.aaPixelCount, 100, "the nudged tab icon gives anti-aliasing differences")
        // The changed word (its glyphs are 3 px apart, more than the default merge distance 2) and the icon.
        XCTAssertEqual(result.changedRegions.count, 5)
        XCTAssertEqual(result.changedRegions.last, ChangedRegion(rect: PixelRect(x: 31, y: 639, width: 26, height: 26), pixelCount: 504))
        XCTAssertTrue(result.changedRegions.dropLast().allSatisfy { $0.rect.y == 437 && $0.rect.x >= 128 && $0.rect.maxX <= 165 })
        let merged = try ImageComparator(options: DiffOptions(regionMergeDistance: 3)).compare(expected, actual, makeDiffImage: false)
        XCTAssertEqual(merged.changedRegions.map(\.rect), [PixelRect(x: 128, y: 437, width: 37, height: 9), PixelRect(x: 31, y: 639, width: 26, height: 26)])
    }

    func testBenchmarkRuns() {
        let figures = ImageDiffBenchmark.run(iterations: 1)
        XCTAssertGreaterThan(figures.differentMedianMs, 0)
        XCTAssertGreaterThan(figures.identicalMedianMs, 0)
    }
}
