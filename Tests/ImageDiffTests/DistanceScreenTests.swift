import TabBarBenchmarks
import TabBarImage
@testable import ImageDiff
import XCTest

/// The Float screen of the YIQ distance (`YIQ.opaqueDistanceScreen`) settles noisy lanes without
/// pixelmatch's doubles: at thresholds that fall exactly on pixels' own distances it must still
/// count what the doubles count.
final class DistanceScreenTests: XCTestCase {
    /// pixelmatch's count from its scalar formula alone (anti-aliasing counted, as with --include-aa).
    private static func reference(_ expected: RGBAImage, _ actual: RGBAImage, maxDelta: Double) -> Int {
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                var count = 0
                for i in 0 ..< expected.width * expected.height where e[i * 4 ..< i * 4 + 4].elementsEqual(a[i * 4 ..< i * 4 + 4]) == false {
                    if abs(PixelMatch.colorDelta(e.baseAddress!, a.baseAddress!, i * 4, checkerboard: true)) > maxDelta { count += 1 }
                }
                return count
            }
        }
    }

    func testThresholdsOnPixelsOwnDistancesCountAsTheDoublesDo() throws {
        let expected = SyntheticImages.noise(width: 97, height: 61, seed: 11, opaque: true)
        var actual = expected
        var rng = SyntheticImages.Generator(seed: 12)
        actual.withUnsafeMutablePixels { pixels in
            for i in 0 ..< pixels.count where i % 4 != 3 {
                pixels[i] = UInt8(clamping: Int(pixels[i]) + rng.int(in: -14 ... 14))
            }
        }
        let distances = expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                (0 ..< 4000).map { abs(PixelMatch.colorDelta(e.baseAddress!, a.baseAddress!, $0 * 4, checkerboard: true)) }
            }
        }.filter { $0 > 0 }.sorted()
        var checked = 0
        for distance in stride(from: 0, to: distances.count, by: 97).map({ distances[$0] }) {
            let threshold = (distance / PixelMatch.maxYIQDelta).squareRoot()
            for t in [threshold.nextDown, threshold, threshold.nextUp] where (0 ... 1).contains(t) {
                let maxDelta = PixelMatch.maxYIQDelta * t * t
                let want = Self.reference(expected, actual, maxDelta: maxDelta)
                for deltaE in [false, true] {
                    var options = DiffOptions(computeDeltaE: deltaE)
                    options.includeAA = true
                    options.measureAreas = false
                    options.threshold = t
                    let result = try ImageComparator(options: options).compare(expected, actual, makeDiffImage: false)
                    XCTAssertEqual(result.mismatchedPixels, want, "threshold \(t) (distance \(distance)), ΔE \(deltaE)")
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }
}
