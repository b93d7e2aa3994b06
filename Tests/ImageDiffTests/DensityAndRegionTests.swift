import TabBarBenchmarks
import TabBarImage
import ImageDiff
import XCTest

final class DensityAndRegionTests: XCTestCase {
    /// 64 scattered single pixels and an 8×8 solid block: same count, very different density.
    func testSpeckleAndSolidBlockHaveDifferentWindowDensities() throws {
        let expected = RGBAImage(width: 64, height: 64, fill: white)
        var speckle = expected
        for gy in 0 ..< 8 {
            for gx in 0 ..< 8 { speckle.set(gx * 8 + 3, gy * 8 + 5, black) }
        }
        var block = expected
        block.fillRect(30, 20, 8, 8, black)

        let scattered = try ImageComparator().compare(expected, speckle, makeDiffImage: false)
        let solid = try ImageComparator().compare(expected, block, makeDiffImage: false)
        XCTAssertEqual(scattered.mismatchedPixels, 64)
        XCTAssertEqual(solid.mismatchedPixels, 64)
        XCTAssertEqual(scattered.densityWindowSize, 16)
        XCTAssertEqual(scattered.maxWindowDensity, 4) // a 16×16 window holds at most 2×2 grid points
        XCTAssertEqual(solid.maxWindowDensity, 64)
        let origin = try XCTUnwrap(solid.maxWindowDensityOrigin)
        XCTAssertTrue(origin.x <= 30 && origin.x + 16 >= 38 && origin.y <= 20 && origin.y + 16 >= 28, "\(origin)")

        // The guard tells them apart.
        let limits = Thresholds(maxDiffPixels: nil, maxWindowDensity: 20)
        XCTAssertTrue(scattered.passed(limits))
        XCTAssertFalse(solid.passed(limits))

        // Window size is an option; a window larger than the image is clamped to it.
        let wide = try ImageComparator(options: DiffOptions(densityWindowSize: 1000)).compare(expected, speckle, makeDiffImage: false)
        XCTAssertEqual(wide.maxWindowDensity, 64)
        XCTAssertEqual(wide.maxWindowDensityOrigin, PixelPoint(x: 0, y: 0))
        let single = try ImageComparator(options: DiffOptions(densityWindowSize: 1)).compare(expected, block, makeDiffImage: false)
        XCTAssertEqual(single.maxWindowDensity, 1)
    }

    /// The sliding-window density against a brute-force count on random pixel sets.
    func testWindowDensityMatchesBruteForce() throws {
        var rng = SyntheticImages.Generator(seed: 77)
        for round in 0 ..< 24 {
            let width = 5 + rng.int(60), height = 5 + rng.int(50)
            let expected = RGBAImage(width: width, height: height, fill: white)
            var actual = expected
            var mask = [Bool](repeating: false, count: width * height)
            let clusters = 1 + rng.int(4)
            for _ in 0 ..< clusters {
                let cx = rng.int(width), cy = rng.int(height), spread = 1 + rng.int(12)
                for _ in 0 ..< rng.int(80) {
                    let x = min(width - 1, max(0, cx + rng.int(in: -spread ... spread)))
                    let y = min(height - 1, max(0, cy + rng.int(in: -spread ... spread)))
                    actual.set(x, y, black)
                    mask[y * width + x] = true
                }
            }
            let window = [1, 3, 8, 16, 40][round % 5]
            let result = try ImageComparator(options: DiffOptions(mode: .exact, densityWindowSize: window)).compare(expected, actual, makeDiffImage: false)
            let nw = min(window, width), nh = min(window, height)
            var best = 0
            for y0 in 0 ... height - nh {
                for x0 in 0 ... width - nw {
                    var count = 0
                    for y in y0 ..< y0 + nh {
                        for x in x0 ..< x0 + nw where mask[y * width + x] { count += 1 }
                    }
                    best = max(best, count)
                }
            }
            XCTAssertEqual(result.maxWindowDensity, best, "round \(round) \(width)×\(height) window \(window)")
            if let origin = result.maxWindowDensityOrigin {
                var count = 0
                for y in origin.y ..< origin.y + nh {
                    for x in origin.x ..< origin.x + nw where mask[y * width + x] { count += 1 }
                }
                XCTAssertEqual(count, best, "origin holds the maximum")
            } else {
                XCTAssertEqual(best, 0)
            }
        }
    }

    func testChangedRegionsUseEightConnectivityAndMergeDistance() throws {
        let expected = RGBAImage(width: 40, height: 20, fill: white)
        var actual = expected
        // A diagonal pair (8-connected), a 2×2 block three columns to its right (gap of 2 pixels),
        // and a far single pixel.
        actual.set(2, 2, black)
        actual.set(3, 3, black)
        actual.set(6, 2, black)
        actual.set(7, 2, black)
        actual.set(6, 3, black)
        actual.set(7, 3, black)
        actual.set(30, 15, black)

        let touching = try ImageComparator(options: DiffOptions(mode: .exact, regionMergeDistance: 0)).compare(expected, actual, makeDiffImage: false)
        XCTAssertEqual(touching.changedRegions, [
            ChangedRegion(rect: PixelRect(x: 2, y: 2, width: 2, height: 2), pixelCount: 2),
            ChangedRegion(rect: PixelRect(x: 6, y: 2, width: 2, height: 2), pixelCount: 4),
            ChangedRegion(rect: PixelRect(x: 30, y: 15, width: 1, height: 1), pixelCount: 1),
        ])
        let merged = try ImageComparator(options: DiffOptions(mode: .exact, regionMergeDistance: 2)).compare(expected, actual, makeDiffImage: false)
        XCTAssertEqual(merged.changedRegions, [
            ChangedRegion(rect: PixelRect(x: 2, y: 2, width: 6, height: 2), pixelCount: 6),
            ChangedRegion(rect: PixelRect(x: 30, y: 15, width: 1, height: 1), pixelCount: 1),
        ])
        XCTAssertEqual(merged.changedRegionCount, 2)
        // maxReportedRegions keeps the largest regions, still sorted top to bottom.
        let limited = try ImageComparator(options: DiffOptions(mode: .exact, regionMergeDistance: 0, maxReportedRegions: 2)).compare(expected, actual, makeDiffImage: false)
        XCTAssertEqual(limited.changedRegionCount, 3)
        XCTAssertEqual(limited.changedRegions.map(\.pixelCount), [2, 4])
    }

    /// Region labelling against a flood fill on random pixel sets, for several merge distances.
    func testChangedRegionsMatchFloodFill() throws {
        var rng = SyntheticImages.Generator(seed: 5)
        for round in 0 ..< 30 {
            let width = 3 + rng.int(50), height = 3 + rng.int(40)
            let expected = RGBAImage(width: width, height: height, fill: white)
            var actual = expected
            var mask = [Bool](repeating: false, count: width * height)
            for _ in 0 ..< rng.int(width * height / 4 + 1) {
                let x = rng.int(width), y = rng.int(height)
                actual.set(x, y, black)
                mask[y * width + x] = true
            }
            let distance = round % 4
            let result = try ImageComparator(options: DiffOptions(mode: .exact, regionMergeDistance: distance, maxReportedRegions: 10_000))
                .compare(expected, actual, makeDiffImage: false)

            var label = [Int](repeating: -1, count: width * height)
            var boxes: [ChangedRegion] = []
            let reach = distance + 1
            for start in 0 ..< width * height where mask[start] && label[start] < 0 {
                var stack = [start]
                label[start] = boxes.count
                var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min, count = 0
                while let p = stack.popLast() {
                    let x = p % width, y = p / width
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y); count += 1
                    for ny in max(0, y - reach) ... min(height - 1, y + reach) {
                        for nx in max(0, x - reach) ... min(width - 1, x + reach) {
                            let q = ny * width + nx
                            if mask[q] && label[q] < 0 {
                                label[q] = boxes.count
                                stack.append(q)
                            }
                        }
                    }
                }
                boxes.append(ChangedRegion(rect: PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1), pixelCount: count))
            }
            boxes.sort { a, b in
                (a.rect.y, a.rect.x, a.rect.height, a.rect.width, a.pixelCount) < (b.rect.y, b.rect.x, b.rect.height, b.rect.width, b.pixelCount)
            }
            XCTAssertEqual(result.changedRegions, boxes, "round \(round) \(width)×\(height) distance \(distance)")
            XCTAssertEqual(result.changedRegionCount, boxes.count)
        }
    }
}

/// A colour that moves without crossing the YIQ threshold (a tint a shade off) changes no pixel
/// pixelmatch counts; its areas are found where the ΔE mark falls, for the report to zoom to.
final class ColourChangeRegionTests: XCTestCase {
    func testAColourOnlyChangeHasAreasWhereTheDeltaEMarkFalls() throws {
        let expected = RGBAImage(width: 40, height: 30, fill: (0, 122, 255, 255))
        var actual = expected
        actual.fillRect(4, 5, 6, 3, (0, 112, 255, 255))
        actual.fillRect(25, 20, 4, 4, (0, 112, 255, 255))
        var options = DiffOptions()
        options.markDeltaEAbove = 2
        let result = try ImageComparator(options: options).compare(expected, actual, makeDiffImage: true)
        XCTAssertEqual(result.mismatchedPixels, 0, "under pixelmatch's threshold")
        XCTAssertGreaterThan(result.maxDeltaE, 2)
        XCTAssertEqual(result.colourChangeRegionCount, 2)
        XCTAssertEqual(result.colourChangeRegions?.map(\.rect), [PixelRect(x: 4, y: 5, width: 6, height: 3), PixelRect(x: 25, y: 20, width: 4, height: 4)])
        XCTAssertEqual(result.colourChangeRegions?.map(\.pixelCount), [18, 16])
        XCTAssertEqual(result.changedRegionCount, 0)

        // Without a mark there is nothing to group, and an identical pair has no areas at all.
        let unmarked = try ImageComparator().compare(expected, actual, makeDiffImage: true)
        XCTAssertEqual(unmarked.colourChangeRegions ?? [], [])
        XCTAssertEqual(try ImageComparator(options: options).compare(expected, expected, makeDiffImage: true).colourChangeRegionCount ?? 0, 0)
    }
}
