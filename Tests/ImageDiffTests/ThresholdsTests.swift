import TabBarImage
import Foundation
import ImageDiff
import XCTest

final class ThresholdsTests: XCTestCase {
    /// 1,204 changed pixels in a 542×542 image (0.41 %).
    func makeResult(makeDiffImage: Bool = false) throws -> DiffResult {
        let expected = RGBAImage(width: 542, height: 542, fill: white)
        var actual = expected
        var changed = 0
        var y = 0
        while changed < 1204 {
            for x in stride(from: 0, to: 542, by: 4) where changed < 1204 {
                actual.set(x, y, black)
                changed += 1
            }
            y += 4
        }
        return try ImageComparator().compare(expected, actual, makeDiffImage: makeDiffImage)
    }

    func testVerdictReasonsAreSentences() throws {
        let result = try makeResult()
        XCTAssertEqual(result.mismatchedPixels, 1204)
        XCTAssertEqual(result.maxWindowDensity, 16) // a 16×16 window holds 4×4 of the dots

        XCTAssertEqual(result.verdict(Thresholds(maxDiffPixels: 100)).failures, ["1,204 pixels differ (0.41 %), more than the 100 allowed"])
        XCTAssertEqual(result.verdict(Thresholds(maxDiffPixels: nil, maxDiffRatio: 0.0025)).failures, ["1,204 pixels differ (0.41 %), more than the 0.25 % allowed"])
        XCTAssertEqual(
            result.verdict(Thresholds(maxDiffPixels: nil, maxWindowDensity: 10)).failures,
            ["16 differing pixels in one 16×16 px window at (0, 0), more than the 10 allowed"])
        XCTAssertEqual(
            result.verdict(Thresholds(maxDiffPixels: nil, maxDeltaE: 50)).failures,
            ["the largest colour difference is ΔE 100.00 at (0, 0), more than the ΔE 50.00 allowed"])
        XCTAssertEqual(
            result.verdict(Thresholds(threshold: 0.05, maxDiffPixels: nil)).failures,
            ["the comparison used YIQ threshold 0.10, looser than the required 0.05"])

        let all = result.verdict(Thresholds(threshold: 0.1, maxDiffPixels: 5000, maxDiffRatio: 0.01, maxDeltaE: 150, maxWindowDensity: 16))
        XCTAssertTrue(all.passed)
        XCTAssertEqual(all.failures, [])
        XCTAssertFalse(result.passed(Thresholds())) // default: no differing pixel allowed
        let several = result.verdict(Thresholds(maxDiffPixels: 1203, maxDiffRatio: 0.004, maxDeltaE: 99.99, maxWindowDensity: 15))
        XCTAssertEqual(several.failures.count, 4)
    }

    func testSingularWording() throws {
        let expected = RGBAImage(width: 10, height: 10, fill: white)
        var actual = expected
        actual.set(1, 1, black)
        let result = try ImageComparator().compare(expected, actual)
        XCTAssertEqual(result.verdict(Thresholds()).failures, ["1 pixel differs (1.00 %), more than the 0 allowed"])
    }

    func testCheckUsesTheThresholdOfTheThresholds() throws {
        // A small colour change: counted at threshold 0.02, not at 0.1.
        let expected = RGBAImage(width: 10, height: 10, fill: (100, 100, 100, 255))
        var actual = expected
        actual.fillRect(2, 2, 3, 3, (110, 110, 110, 255))
        let loose = try ImageComparator().check(expected, actual, thresholds: Thresholds(threshold: 0.1))
        XCTAssertTrue(loose.verdict.passed)
        let strict = try ImageComparator().check(expected, actual, thresholds: Thresholds(threshold: 0.02))
        XCTAssertEqual(strict.result.mismatchedPixels, 9)
        XCTAssertEqual(strict.result.threshold, 0.02)
        XCTAssertEqual(strict.verdict.failures, ["9 pixels differ (9.00 %), more than the 0 allowed"])
        XCTAssertEqual(DiffOptions(thresholds: Thresholds(threshold: 0.3)).threshold, 0.3)
    }

    func testResultEncodesToJSONWithoutTheImage() throws {
        let result = try makeResult(makeDiffImage: true)
        XCTAssertNotNil(result.diffImage)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(result)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(json["mismatchedPixels"] as? Int, 1204)
        XCTAssertEqual(json["totalPixels"] as? Int, 542 * 542)
        XCTAssertEqual(json["maxWindowDensity"] as? Int, 16)
        XCTAssertEqual(json["densityWindowSize"] as? Int, 16)
        XCTAssertEqual(json["mode"] as? String, "perceptual")
        XCTAssertNotNil(json["changedRegions"] as? [Any])
        XCTAssertNil(json["diffImage"])
        XCTAssertLessThan(data.count, 200_000)
        var decoded = try JSONDecoder().decode(DiffResult.self, from: data)
        XCTAssertNil(decoded.diffImage)
        decoded.diffImage = result.diffImage
        XCTAssertEqual(decoded, result)
        let verdict = try JSONDecoder().decode(DiffVerdict.self, from: encoder.encode(result.verdict(Thresholds())))
        XCTAssertFalse(verdict.passed)
    }
}
