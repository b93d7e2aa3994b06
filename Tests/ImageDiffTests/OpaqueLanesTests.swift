import TabBarBenchmarks
import TabBarImage
@testable import ImageDiff
import XCTest

/// The kernel takes its four-lane path (no blending) only where all four pixel pairs are opaque in
/// both images; a lane with any other alpha must go the way of single pixels.
final class OpaqueLanesTests: XCTestCase {
    func testAllOpaqueIsTheMaskOfEveryLane() {
        let alphas: [UInt32] = [0, 1, 127, 128, 254, 255]
        var rng = SyntheticImages.Generator(seed: 5)
        var checked = 0
        // Every alpha in every lane of either image, the other lanes opaque or drawn at random.
        for lane in 0 ..< 8 {
            for alpha in alphas {
                for _ in 0 ..< 200 {
                    var words = (0 ..< 8).map { _ in UInt32(truncatingIfNeeded: rng.next()) | 0xff00_0000 }
                    if rng.int(2) == 0 { words[rng.int(8)] = UInt32(truncatingIfNeeded: rng.next()) }
                    words[lane] = words[lane] & 0x00ff_ffff | alpha << 24
                    let w1 = SIMD4(words[0], words[1], words[2], words[3]), w2 = SIMD4(words[4], words[5], words[6], words[7])
                    XCTAssertEqual(YIQ.allOpaque(w1, w2), all(YIQ.opaque(w1, w2)), "\(words)")
                    checked += 1
                }
            }
        }
        XCTAssertEqual(checked, 8 * alphas.count * 200)
    }

    /// A noisy opaque pair with a few pixels almost or not at all opaque in one image: every count and
    /// the largest ΔE are what pixelmatch's scalar formula and the exact ΔE₀₀ of blended colours give.
    func testTranslucentPixelsAmongOpaqueNoiseAreBlended() throws {
        let width = 61, height = 37
        let expected = SyntheticImages.noise(width: width, height: height, seed: 21, opaque: true)
        var actual = expected
        var rng = SyntheticImages.Generator(seed: 22)
        var translucent = 0
        actual.withUnsafeMutablePixels { pixels in
            for i in 0 ..< pixels.count where i % 4 != 3 {
                pixels[i] = UInt8(clamping: Int(pixels[i]) + rng.int(in: -20 ... 20))
            }
            for pixel in stride(from: 3, to: width * height, by: 7) {
                pixels[pixel * 4 + 3] = [254, 128, 1, 0][pixel % 4]
                translucent += 1
            }
        }
        var wantCount = 0, wantDeltaE = 0.0
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                for i in 0 ..< width * height where !e[i * 4 ..< i * 4 + 4].elementsEqual(a[i * 4 ..< i * 4 + 4]) {
                    if abs(PixelMatch.colorDelta(e.baseAddress!, a.baseAddress!, i * 4, checkerboard: true)) > PixelMatch.maxYIQDelta * 0.1 * 0.1 {
                        wantCount += 1
                    }
                    let (first, second) = DeltaE.pixelLabs(e.baseAddress!, a.baseAddress!, i * 4, checkerboard: true)
                    wantDeltaE = max(wantDeltaE, DeltaE.ciede2000(first, second))
                }
            }
        }
        var options = DiffOptions(computeDeltaE: true)
        options.includeAA = true
        options.measureAreas = false
        options.threshold = 0.1
        let result = try ImageComparator(options: options).compare(expected, actual, makeDiffImage: false)
        XCTAssertGreaterThan(translucent, 300)
        XCTAssertEqual(result.mismatchedPixels, wantCount)
        XCTAssertEqual(result.maxDeltaE, wantDeltaE, accuracy: 1e-9)
    }

    /// The noise pair under a low threshold, where every lane is under it and the kernel goes straight
    /// to the ΔE screen: the largest ΔE and the first pixel with it are the exact formula's, and with a
    /// ΔE mark and a diff image the marked pixels are those the exact ΔE puts over the mark.
    func testLanesUnderTheThresholdStillMeasureDeltaE() throws {
        let width = 67, height = 45
        let (expected, actual) = SyntheticImages.noisePair(width: width, height: height, seed: 31)
        var want = (value: 0.0, at: PixelPoint(x: 0, y: 0)), exacts: [Double] = []
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                for i in 0 ..< width * height {
                    let (first, second) = DeltaE.pixelLabs(e.baseAddress!, a.baseAddress!, i * 4, checkerboard: true)
                    let exact = DeltaE.ciede2000(first, second)
                    exacts.append(exact)
                    if exact > want.value { want = (exact, PixelPoint(x: i % width, y: i / width)) }
                }
            }
        }
        let mark = exacts.sorted()[exacts.count * 3 / 4]
        var options = DiffOptions(computeDeltaE: true)
        options.threshold = 0.05
        options.markDeltaEAbove = mark
        let result = try ImageComparator(options: options).compare(expected, actual, makeDiffImage: true)
        XCTAssertEqual(result.mismatchedPixels, 0)
        XCTAssertEqual(result.byteDifferentPixelCount, width * height)
        XCTAssertEqual(result.maxDeltaE, want.value, accuracy: 1e-9)
        XCTAssertEqual(result.maxDeltaELocation, want.at)
        let image = try XCTUnwrap(result.diffImage)
        let color = options.deltaEColor
        let marked = (0 ..< width * height).filter { i in
            image.pixels[i * 4] == color.r && image.pixels[i * 4 + 1] == color.g && image.pixels[i * 4 + 2] == color.b
        }
        XCTAssertEqual(marked, exacts.indices.filter { exacts[$0] > mark })
    }
}
