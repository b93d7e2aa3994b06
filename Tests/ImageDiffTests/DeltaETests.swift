import TabBarImage
import ImageDiff
import XCTest

final class DeltaETests: XCTestCase {
    /// All 34 pairs of Table 1 in Sharma, Wu & Dalal, "The CIEDE2000 color-difference formula:
    /// implementation notes, supplementary test data, and mathematical observations", Color Res. Appl. 30 (2005).
    static let sharma: [(Double, Double, Double, Double, Double, Double, Double)] = [
        (50.0000, 2.6772, -79.7751, 50.0000, 0.0000, -82.7485, 2.0425),
        (50.0000, 3.1571, -77.2803, 50.0000, 0.0000, -82.7485, 2.8615),
        (50.0000, 2.8361, -74.0200, 50.0000, 0.0000, -82.7485, 3.4412),
        (50.0000, -1.3802, -84.2814, 50.0000, 0.0000, -82.7485, 1.0000),
        (50.0000, -1.1848, -84.8006, 50.0000, 0.0000, -82.7485, 1.0000),
        (50.0000, -0.9009, -85.5211, 50.0000, 0.0000, -82.7485, 1.0000),
        (50.0000, 0.0000, 0.0000, 50.0000, -1.0000, 2.0000, 2.3669),
        (50.0000, -1.0000, 2.0000, 50.0000, 0.0000, 0.0000, 2.3669),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0009, 7.1792),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0010, 7.1792),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0011, 7.2195),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0012, 7.2195),
        (50.0000, -0.0010, 2.4900, 50.0000, 0.0009, -2.4900, 4.8045),
        (50.0000, -0.0010, 2.4900, 50.0000, 0.0010, -2.4900, 4.8045),
        (50.0000, -0.0010, 2.4900, 50.0000, 0.0011, -2.4900, 4.7461),
        (50.0000, 2.5000, 0.0000, 50.0000, 0.0000, -2.5000, 4.3065),
        (50.0000, 2.5000, 0.0000, 73.0000, 25.0000, -18.0000, 27.1492),
        (50.0000, 2.5000, 0.0000, 61.0000, -5.0000, 29.0000, 22.8977),
        (50.0000, 2.5000, 0.0000, 56.0000, -27.0000, -3.0000, 31.9030),
        (50.0000, 2.5000, 0.0000, 58.0000, 24.0000, 15.0000, 19.4535),
        (50.0000, 2.5000, 0.0000, 50.0000, 3.1736, 0.5854, 1.0000),
        (50.0000, 2.5000, 0.0000, 50.0000, 3.2972, 0.0000, 1.0000),
        (50.0000, 2.5000, 0.0000, 50.0000, 1.8634, 0.5757, 1.0000),
        (50.0000, 2.5000, 0.0000, 50.0000, 3.2592, 0.3350, 1.0000),
        (60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644),
        (63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630),
        (61.2901, 3.7196, -5.3901, 61.4292, 2.2480, -4.9620, 1.8731),
        (35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645),
        (22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373),
        (36.4612, 47.8580, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146),
        (90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441),
        (90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381),
        (6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377),
        (2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082),
    ]

    func testCIEDE2000MatchesSharmaTestData() {
        for (index, row) in Self.sharma.enumerated() {
            let first = LabColor(l: row.0, a: row.1, b: row.2), second = LabColor(l: row.3, a: row.4, b: row.5)
            let forward = DeltaE.ciede2000(first, second)
            let backward = DeltaE.ciede2000(second, first)
            XCTAssertEqual((forward * 10_000).rounded() / 10_000, row.6, accuracy: 1e-9, "pair \(index + 1): \(forward)")
            XCTAssertEqual(forward, backward, accuracy: 1e-12, "pair \(index + 1) symmetric")
        }
        XCTAssertEqual(DeltaE.ciede2000(LabColor(l: 40, a: 12, b: -7), LabColor(l: 40, a: 12, b: -7)), 0)
    }

    func testSRGBToLab() {
        let whiteLab = LabColor(srgb8: 255, 255, 255)
        XCTAssertEqual(whiteLab.l, 100, accuracy: 1e-4)
        XCTAssertEqual(whiteLab.a, 0, accuracy: 1e-3)
        XCTAssertEqual(whiteLab.b, 0, accuracy: 1e-3)
        // sRGB red (D65): L 53.24, a 80.09, b 67.20.
        let red = LabColor(srgb8: 255, 0, 0)
        XCTAssertEqual(red.l, 53.24, accuracy: 0.01)
        XCTAssertEqual(red.a, 80.09, accuracy: 0.01)
        XCTAssertEqual(red.b, 67.20, accuracy: 0.01)
        XCTAssertEqual(LabColor(srgbRed: 255, green: 0, blue: 0), red)
    }

    /// With `markDeltaEAbove`, the retinted pixels show in the diff image in their own colour;
    /// without it the diff image stays pixelmatch's (all faded gray here).
    func testColourShiftIsMarkedInTheDiffImageOnRequest() throws {
        var expected = RGBAImage(width: 40, height: 40, fill: white)
        var actual = expected
        for y in 10 ..< 20 {
            for x in 10 ..< 30 {
                expected.set(x, y, (0x00, 0x7A, 0xFF, 255))
                actual.set(x, y, (0x0A, 0x84, 0xFF, 255))
            }
        }
        func magenta(_ image: RGBAImage) -> Int {
            stride(from: 0, to: image.pixels.count, by: 4).filter {
                image.pixels[$0] == 255 && image.pixels[$0 + 1] == 0 && image.pixels[$0 + 2] == 255
            }.count
        }
        let plain = try ImageComparator().compare(expected, actual, makeDiffImage: true)
        XCTAssertEqual(plain.mismatchedPixels, 0)
        XCTAssertEqual(magenta(try XCTUnwrap(plain.diffImage)), 0, "pixelmatch's diff image by default")
        var options = DiffOptions()
        options.markDeltaEAbove = 2
        let marked = try ImageComparator(options: options).compare(expected, actual, makeDiffImage: true)
        XCTAssertEqual(marked.mismatchedPixels, 0, "marking does not count")
        // Exactly the 200 shifted pixels: rows below a marked row are not copied from it.
        XCTAssertEqual(magenta(try XCTUnwrap(marked.diffImage)), 200)
        options.markDeltaEAbove = 5
        XCTAssertEqual(magenta(try XCTUnwrap(try ImageComparator(options: options).compare(expected, actual).diffImage)), 0, "ΔE 3.5 is under 5")
    }

    /// An icon retinted from #007AFF to #0A84FF: under the YIQ threshold, but ΔE reports it.
    func testTintChangeIsReportedByDeltaE() throws {
        var expected = RGBAImage(width: 48, height: 48, fill: white)
        var actual = expected
        for y in 0 ..< 48 {
            for x in 0 ..< 48 {
                let dx = Double(x) + 0.5 - 24, dy = Double(y) + 0.5 - 24
                let coverage = min(1, max(0, 14 - (dx * dx + dy * dy).squareRoot() + 0.5))
                guard coverage > 0 else { continue }
                func over(_ c: UInt8) -> UInt8 { UInt8((Double(c) * coverage + 255 * (1 - coverage)).rounded()) }
                expected.set(x, y, (over(0x00), over(0x7A), over(0xFF), 255))
                actual.set(x, y, (over(0x0A), over(0x84), over(0xFF), 255))
            }
        }
        let result = try ImageComparator().compare(expected, actual, makeDiffImage: true)
        XCTAssertEqual(result.mismatchedPixels, 0, "the YIQ threshold 0.1 does not count the tint change")
        XCTAssertGreaterThan(result.byteDifferentPixelCount, 500)
        XCTAssertGreaterThan(result.maxDeltaE, 1)
        XCTAssertLessThan(result.maxDeltaE, 6)
        let plain = DeltaE.ciede2000(srgb8: (0x00, 0x7A, 0xFF), (0x0A, 0x84, 0xFF))
        XCTAssertEqual(result.maxDeltaE, plain, accuracy: 1e-9, "the solid interior has the largest ΔE")
        let location = try XCTUnwrap(result.maxDeltaELocation)
        XCTAssertEqual(actual.at(location.x, location.y), [0x0A, 0x84, 0xFF, 255])

        let verdict = result.verdict(Thresholds(maxDeltaE: 1.0))
        XCTAssertFalse(verdict.passed)
        XCTAssertEqual(verdict.failures.count, 1)
        XCTAssertTrue(verdict.failures[0].hasPrefix("the largest colour difference is ΔE "), verdict.failures[0])
        XCTAssertTrue(verdict.failures[0].hasSuffix(", more than the ΔE 1.00 allowed"), verdict.failures[0])
        XCTAssertTrue(result.passed(Thresholds(maxDeltaE: 6)))

        let skipped = try ImageComparator(options: DiffOptions(computeDeltaE: false)).compare(expected, actual)
        XCTAssertEqual(skipped.maxDeltaE, 0)
    }

    /// Semi-transparent pixels are blended (as pixelmatch blends them) before ΔE.
    func testDeltaEBlendsSemiTransparentPixels() throws {
        let expected = RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 128])
        let actual = RGBAImage(width: 1, height: 1, pixels: [127, 127, 127, 255])
        // Over white, 50 % black is (255 · 127 / 255) = 127: nearly the opaque gray.
        let overWhite = try ImageComparator(options: DiffOptions(checkerboard: false)).compare(expected, actual)
        XCTAssertLessThan(overWhite.maxDeltaE, 0.5)
        // Over pixelmatch's background for pixel 0, (48, 48, 48), it is much darker.
        let overPattern = try ImageComparator().compare(expected, actual)
        let blended = LabColor(srgbRed: 48 * 127 / 255.0, green: 48 * 127 / 255.0, blue: 48 * 127 / 255.0)
        XCTAssertEqual(overPattern.maxDeltaE, DeltaE.ciede2000(blended, LabColor(srgb8: 127, 127, 127)), accuracy: 1e-9)
        XCTAssertGreaterThan(overPattern.maxDeltaE, 20)
    }
}
