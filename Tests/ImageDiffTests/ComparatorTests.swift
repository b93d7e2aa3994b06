import TabBarBenchmarks
import TabBarImage
import ImageDiff
import XCTest

final class ComparatorTests: XCTestCase {
    func testIdenticalImagesTakeTheFastPath() throws {
        let image = SyntheticImages.mixedPair(width: 48, height: 32, seed: 4).expected
        var copy = image
        copy.withUnsafeMutablePixels { _ in } // separate storage, same bytes
        let result = try ImageComparator().compare(image, copy, makeDiffImage: true)
        XCTAssertTrue(result.identical)
        XCTAssertEqual(result.mismatchedPixels, 0)
        XCTAssertEqual(result.byteDifferentPixelCount, 0)
        XCTAssertEqual(result.aaPixelCount, 0)
        XCTAssertEqual(result.maxWindowDensity, 0)
        XCTAssertNil(result.maxWindowDensityOrigin)
        XCTAssertEqual(result.changedRegions, [])
        XCTAssertEqual(result.maxDeltaE, 0)
        XCTAssertTrue(result.passed(Thresholds()))
        // The diff image is the faded gray of the expected image everywhere.
        let diff = try XCTUnwrap(result.diffImage)
        for y in 0 ..< image.height {
            for x in 0 ..< image.width {
                let p = image[x, y]
                let v = expectedGray(p)
                XCTAssertEqual(diff.at(x, y), [v, v, v, 255])
            }
        }
        // With diffMask the identical image gives a fully transparent mask.
        let mask = try ImageComparator(options: DiffOptions(diffMask: true)).compare(image, copy).diffImage
        XCTAssertEqual(mask?.pixels, [UInt8](repeating: 0, count: image.pixels.count))
        // Exact mode agrees.
        XCTAssertEqual(try ImageComparator(options: DiffOptions(mode: .exact)).compare(image, copy).mismatchedPixels, 0)
    }

    func testOnePixelChangeIsCountedLocatedAndBoxed() throws {
        let expected = RGBAImage(width: 20, height: 20, fill: white)
        var actual = expected
        actual.set(7, 11, black)
        for mode in [ComparisonMode.perceptual, .exact] {
            let result = try ImageComparator(options: DiffOptions(mode: mode)).compare(expected, actual, makeDiffImage: true)
            XCTAssertFalse(result.identical)
            XCTAssertEqual(result.mismatchedPixels, 1, "\(mode)")
            XCTAssertEqual(result.byteDifferentPixelCount, 1)
            XCTAssertEqual(result.totalPixels, 400)
            XCTAssertEqual(result.mismatchRatio, 1.0 / 400)
            XCTAssertEqual(result.changedRegionCount, 1)
            XCTAssertEqual(result.changedRegions, [ChangedRegion(rect: PixelRect(x: 7, y: 11, width: 1, height: 1), pixelCount: 1)])
            XCTAssertEqual(result.maxWindowDensity, 1)
            XCTAssertEqual(result.maxDeltaELocation, PixelPoint(x: 7, y: 11))
            XCTAssertEqual(result.maxDeltaE, 100, accuracy: 0.01) // white → black
            let diff = try XCTUnwrap(result.diffImage)
            XCTAssertEqual(diff.at(7, 11), [255, 0, 0, 255])
            XCTAssertEqual(diff.at(0, 0), [255, 255, 255, 255])
        }
    }

    /// A hard black/white edge that becomes anti-aliased (a gray column) in the actual image.
    func testAntiAliasedEdgeIsDetectedAndNotCountedUnlessIncludeAA() throws {
        var expected = RGBAImage(width: 24, height: 16, fill: white)
        expected.fillRect(0, 0, 10, 16, black)
        var actual = expected
        for y in 0 ..< 16 { actual.set(10, y, (128, 128, 128, 255)) }

        let result = try ImageComparator().compare(expected, actual, makeDiffImage: true)
        XCTAssertEqual(result.byteDifferentPixelCount, 16)
        XCTAssertEqual(result.aaPixelCount, 16)
        XCTAssertEqual(result.mismatchedPixels, 0)
        XCTAssertEqual(result.changedRegions, [])
        XCTAssertEqual(result.maxDeltaE, 0, "anti-aliased pixels are left out of ΔE")
        let diff = try XCTUnwrap(result.diffImage)
        for y in 0 ..< 16 { XCTAssertEqual(diff.at(10, y), [255, 255, 0, 255]) }

        let included = try ImageComparator(options: DiffOptions(includeAA: true)).compare(expected, actual, makeDiffImage: true)
        XCTAssertEqual(included.mismatchedPixels, 16)
        XCTAssertEqual(included.aaPixelCount, 0)
        XCTAssertEqual(included.changedRegions, [ChangedRegion(rect: PixelRect(x: 10, y: 0, width: 1, height: 16), pixelCount: 16)])
        // Gray over white is darker: with diffColorAlt those pixels take the alternative colour.
        let alt = try ImageComparator(options: DiffOptions(includeAA: true, diffColorAlt: .green)).compare(expected, actual, makeDiffImage: true)
        XCTAssertEqual(alt.diffImage?.at(10, 3), [0, 255, 0, 255])
        // A diff mask does not show anti-aliased pixels.
        let mask = try ImageComparator(options: DiffOptions(diffMask: true)).compare(expected, actual, makeDiffImage: true)
        XCTAssertEqual(mask.diffImage?.pixels, [UInt8](repeating: 0, count: expected.pixels.count))
    }

    /// pixelmatch v7.2.0 blends semi-transparent pixels over a background derived from the pixel's byte
    /// offset k = 4i: red 48 + 159·(k mod 2) (always 48), green 48 + 159·(⌊k/φ⌋ mod 2),
    /// blue 48 + 159·(⌊k/φ²⌋ mod 2), φ = 1.618033988749895. A fully transparent expected image therefore
    /// equals an opaque image painted with exactly that pattern, and differs from it over white.
    func testTransparentRegionBlendsOverCheckerboardOrWhite() throws {
        let width = 16, height = 4
        let transparent = RGBAImage(width: width, height: height, fill: (90, 10, 200, 0))
        var pattern = RGBAImage(width: width, height: height, fill: white)
        for i in 0 ..< width * height {
            let k = 4 * i
            let g = 48 + 159 * (Int(Double(k) / 1.618033988749895) % 2)
            let b = 48 + 159 * (Int(Double(k) / 2.618033988749895) % 2)
            pattern.set(i % width, i / width, (48, UInt8(g), UInt8(b), 255))
        }
        let overCheckerboard = try ImageComparator(options: DiffOptions(threshold: 0)).compare(transparent, pattern)
        XCTAssertEqual(overCheckerboard.byteDifferentPixelCount, width * height)
        XCTAssertEqual(overCheckerboard.mismatchedPixels, 0)
        XCTAssertEqual(overCheckerboard.maxDeltaE, 0, accuracy: 1e-9)

        // (includeAA keeps the anti-aliasing detector out of this test of blending alone.)
        let overWhite = try ImageComparator(options: DiffOptions(threshold: 0, includeAA: true, checkerboard: false)).compare(transparent, pattern)
        XCTAssertEqual(overWhite.mismatchedPixels, width * height)
        XCTAssertGreaterThan(overWhite.maxDeltaE, 10)

        // And the other way round: transparent vs opaque white is equal only over white.
        let plainWhite = RGBAImage(width: width, height: height, fill: white)
        XCTAssertEqual(try ImageComparator(options: DiffOptions(threshold: 0, includeAA: true, checkerboard: false)).compare(transparent, plainWhite).mismatchedPixels, 0)
        XCTAssertEqual(try ImageComparator(options: DiffOptions(threshold: 0, includeAA: true)).compare(transparent, plainWhite).mismatchedPixels, width * height)
    }

    /// Without areas the count, AA count, ΔE and diff image are the same; regions and density stay empty.
    func testLeavingOutAreasChangesNothingElse() throws {
        let (expected, actual) = SyntheticImages.screenshotPair(width: 320, height: 480, seed: 3)
        var options = DiffOptions(threshold: 0.01, includeAA: true)
        let full = try ImageComparator(options: options).compare(expected, actual)
        options.measureAreas = false
        var bare = try ImageComparator(options: options).compare(expected, actual)
        XCTAssertGreaterThan(full.changedRegionCount, 0)
        XCTAssertGreaterThan(full.maxWindowDensity, 0)
        XCTAssertEqual(bare.changedRegionCount, 0)
        XCTAssertEqual(bare.changedRegions, [])
        XCTAssertEqual(bare.maxWindowDensity, 0)
        XCTAssertNil(bare.maxWindowDensityOrigin)
        bare.changedRegionCount = full.changedRegionCount
        bare.changedRegions = full.changedRegions
        bare.maxWindowDensity = full.maxWindowDensity
        bare.maxWindowDensityOrigin = full.maxWindowDensityOrigin
        XCTAssertEqual(bare, full)
    }

    func testSizeMismatchThrowsWithBothSizes() {
        let expected = RGBAImage(width: 393, height: 83)
        let actual = RGBAImage(width: 390, height: 83)
        XCTAssertThrowsError(try ImageComparator().compare(expected, actual)) { error in
            XCTAssertEqual(error as? DiffError, .sizeMismatch(expectedWidth: 393, expectedHeight: 83, actualWidth: 390, actualHeight: 83))
            XCTAssertTrue("\(error)".contains("expected 393×83 px, actual 390×83 px"), "\(error)")
            XCTAssertTrue(error.localizedDescription.contains("expected 393×83 px, actual 390×83 px"))
        }
        do {
            _ = try ImageComparator().compare(expected, actual)
            XCTFail("no error")
        } catch {
            // typed throws: `error` is a DiffError here
            XCTAssertEqual(error.description, "Image sizes differ: expected 393×83 px, actual 390×83 px")
        }
    }

    func testInvalidOptionsThrow() {
        let image = RGBAImage(width: 2, height: 2)
        for options in [DiffOptions(threshold: -1), DiffOptions(threshold: .nan), DiffOptions(densityWindowSize: 0), DiffOptions(regionMergeDistance: -1)] {
            XCTAssertThrowsError(try ImageComparator(options: options).compare(image, image)) { error in
                guard case .invalidOptions = error as? DiffError else { return XCTFail("\(error)") }
            }
        }
    }

    func testIgnoreRegionsAreNotCountedAndDrawnDimmed() throws {
        let expected = RGBAImage(width: 40, height: 30, fill: white)
        var actual = expected
        actual.fillRect(2, 2, 3, 3, black)      // counted
        actual.fillRect(20, 10, 4, 4, black)    // inside the ignore regions
        let ignore = [PixelRect(x: 18, y: 8, width: 6, height: 6), PixelRect(x: 21, y: 11, width: 6, height: 6), PixelRect(x: 38, y: 28, width: 10, height: 10)]
        let options = DiffOptions(ignoreRegions: ignore)
        let result = try ImageComparator(options: options).compare(expected, actual, makeDiffImage: true)
        XCTAssertEqual(result.mismatchedPixels, 9)
        XCTAssertEqual(result.byteDifferentPixelCount, 9)
        // Union: 36 + 36 − overlap 3×3 = 63, plus the clipped 2×2 corner = 67.
        XCTAssertEqual(result.ignoredPixelCount, 67)
        XCTAssertEqual(result.comparedPixelCount, 1200 - 67)
        XCTAssertEqual(result.mismatchRatio, 9.0 / 1133)
        XCTAssertEqual(result.changedRegions.map(\.rect), [PixelRect(x: 2, y: 2, width: 3, height: 3)])

        let diff = try XCTUnwrap(result.diffImage)
        let ignoreColor = options.ignoreColor
        let gray = UInt32(expectedGray(white))
        let dimmed = [UInt8((gray + UInt32(ignoreColor.r)) / 2), UInt8((gray + UInt32(ignoreColor.g)) / 2), UInt8((gray + UInt32(ignoreColor.b)) / 2), 255]
        XCTAssertEqual(diff.at(21, 11), dimmed) // changed but ignored
        XCTAssertEqual(diff.at(18, 8), dimmed)  // unchanged, ignored
        XCTAssertEqual(diff.at(39, 29), dimmed)
        XCTAssertEqual(diff.at(3, 3), [255, 0, 0, 255])
        XCTAssertEqual(diff.at(30, 0), [255, 255, 255, 255])

        // The same change without the ignore regions is counted; as a mask, ignored pixels are transparent.
        XCTAssertEqual(try ImageComparator().compare(expected, actual, makeDiffImage: false).mismatchedPixels, 25)
        let mask = try ImageComparator(options: DiffOptions(diffMask: true, ignoreRegions: ignore)).compare(expected, actual).diffImage
        XCTAssertEqual(mask?.at(21, 11), [0, 0, 0, 0])
        XCTAssertEqual(mask?.at(3, 3), [255, 0, 0, 255])
        // Identical images still paint the ignored regions.
        let same = try ImageComparator(options: options).compare(expected, expected, makeDiffImage: true)
        XCTAssertTrue(same.identical)
        XCTAssertEqual(same.diffImage?.at(18, 8), dimmed)
    }

    func testIgnoreRectFromPoints() {
        XCTAssertEqual(PixelRect(points: 10.5, y: 3.25, width: 20, height: 4.5, scale: 2), PixelRect(x: 21, y: 6, width: 40, height: 10))
        XCTAssertEqual(PixelRect(points: 0, y: 44, width: 393, height: 49, scale: 3), PixelRect(x: 0, y: 132, width: 1179, height: 147))
        XCTAssertEqual(PixelRect(points: 0.1, y: 0.1, width: 0.1, height: 0.1, scale: 3), PixelRect(x: 0, y: 0, width: 1, height: 1))
    }

    func testDiffImageColours() throws {
        let gray: Pixel = (128, 128, 128, 255)
        let expected = RGBAImage(width: 8, height: 8, fill: gray)
        var actual = expected
        actual.set(1, 1, black)   // darker
        actual.set(5, 5, white)   // lighter
        let plain = try ImageComparator().compare(expected, actual, makeDiffImage: true)
        XCTAssertEqual(plain.mismatchedPixels, 2)
        XCTAssertEqual(plain.diffImage?.at(1, 1), [255, 0, 0, 255])
        XCTAssertEqual(plain.diffImage?.at(5, 5), [255, 0, 0, 255])
        let g = expectedGray(gray)
        XCTAssertEqual(g, 242) // 255 + (127.99… − 255) · 0.1 = 242.3 → 242
        XCTAssertEqual(plain.diffImage?.at(3, 3), [g, g, g, 255])

        let options = DiffOptions(alpha: 0.5, diffColor: DiffColor(1, 2, 3), diffColorAlt: DiffColor(4, 5, 6))
        let coloured = try ImageComparator(options: options).compare(expected, actual, makeDiffImage: true)
        XCTAssertEqual(coloured.diffImage?.at(1, 1), [4, 5, 6, 255], "darker actual pixel uses diffColorAlt")
        XCTAssertEqual(coloured.diffImage?.at(5, 5), [1, 2, 3, 255], "lighter actual pixel uses diffColor")
        let g5 = expectedGray(gray, alpha: 0.5)
        XCTAssertEqual(coloured.diffImage?.at(0, 7), [g5, g5, g5, 255])

        let mask = try ImageComparator(options: DiffOptions(diffColorAlt: .green, diffMask: true)).compare(expected, actual, makeDiffImage: true)
        XCTAssertEqual(mask.diffImage?.at(1, 1), [0, 255, 0, 255])
        XCTAssertEqual(mask.diffImage?.at(5, 5), [255, 0, 0, 255])
        XCTAssertEqual(mask.diffImage?.at(3, 3), [0, 0, 0, 0])
        XCTAssertEqual(mask.diffImage?.pixels.filter { $0 != 0 }.count, 4, "only the two differing pixels are drawn")
    }

    func testExactModeCountsEveryByteDifference() throws {
        let expected = RGBAImage(width: 10, height: 10, fill: white)
        var actual = expected
        actual.set(0, 0, (254, 255, 255, 255)) // far below the YIQ threshold
        actual.set(9, 9, (255, 255, 255, 254)) // alpha only
        actual.set(4, 4, black)
        let exact = try ImageComparator(options: DiffOptions(mode: .exact)).compare(expected, actual, makeDiffImage: true)
        XCTAssertEqual(exact.mismatchedPixels, 3)
        XCTAssertEqual(exact.aaPixelCount, 0)
        XCTAssertEqual(exact.diffImage?.at(0, 0), [255, 0, 0, 255])
        let perceptual = try ImageComparator().compare(expected, actual)
        XCTAssertEqual(perceptual.mismatchedPixels, 1)
        XCTAssertEqual(perceptual.byteDifferentPixelCount, 3)
    }

    func testEmptyImages() throws {
        let empty = RGBAImage(width: 0, height: 5)
        let result = try ImageComparator().compare(empty, empty, makeDiffImage: true)
        XCTAssertEqual(result.mismatchedPixels, 0)
        XCTAssertEqual(result.mismatchRatio, 0)
        XCTAssertEqual(result.diffImage?.width, 0)
    }
}
