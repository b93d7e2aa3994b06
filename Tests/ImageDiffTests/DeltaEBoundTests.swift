import TabBarBenchmarks
import TabBarImage
@testable import ImageDiff
import XCTest

/// The cheap ΔE bound that lets a comparison skip the exact CIEDE2000 formula.
final class DeltaEBoundTests: XCTestCase {
    /// The bound never under-estimates: random sRGB pairs, near (a few steps per channel) and far,
    /// plus random L*a*b* pairs well outside the sRGB gamut.
    func testUpperBoundNeverUnderEstimates() {
        var rng = SyntheticImages.Generator(seed: 2024)
        var tightest = Double.infinity
        for round in 0 ..< 200_000 {
            let first: LabColor, second: LabColor
            switch round % 3 {
            case 0:
                let (r, g, b) = (rng.byte(), rng.byte(), rng.byte())
                func near(_ c: UInt8) -> UInt8 { UInt8(clamping: Int(c) + rng.int(in: -6 ... 6)) }
                first = LabColor(srgb8: r, g, b)
                second = LabColor(srgb8: near(r), near(g), near(b))
            case 1:
                first = LabColor(srgb8: rng.byte(), rng.byte(), rng.byte())
                second = LabColor(srgb8: rng.byte(), rng.byte(), rng.byte())
            default:
                func lab() -> LabColor {
                    LabColor(l: rng.unit() * 100, a: rng.unit() * 300 - 150, b: rng.unit() * 300 - 150)
                }
                first = lab()
                second = lab()
            }
            let exact = DeltaE.ciede2000(first, second)
            let bound = DeltaE.upperBound(first, second)
            XCTAssertGreaterThanOrEqual(bound, exact, "\(first) \(second)")
            if exact > 0.5 { tightest = min(tightest, bound / exact) }
        }
        // A bound that is never close would skip nothing; one this close shows the test reaches hard cases.
        XCTAssertLessThan(tightest, 1.2)
    }

    /// The cube root used for the bound is within its stated relative error (1e-9) over the whole range
    /// `lab` takes cube roots in, and the bound from approximate colours plus its margin still bounds
    /// the exact ΔE of random 8-bit pairs.
    func testApproximateCubeRootAndBound() {
        var worst = 0.0
        var t = 0.008
        while t < 2 {
            let error = abs(DeltaE.approximateCubeRoot(t) - cbrt(t)) / cbrt(t)
            worst = max(worst, error)
            t *= 1.000_003
        }
        XCTAssertLessThan(worst, 1e-9)
        var rng = SyntheticImages.Generator(seed: 99)
        let table = DeltaE.linearTable
        for _ in 0 ..< 100_000 {
            let c1 = (rng.byte(), rng.byte(), rng.byte())
            let c2 = rng.int(2) == 0 ? (rng.byte(), rng.byte(), rng.byte())
                : (UInt8(clamping: Int(c1.0) + rng.int(in: -4 ... 4)), UInt8(clamping: Int(c1.1) + rng.int(in: -4 ... 4)), c1.2)
            let exact = DeltaE.ciede2000(srgb8: (c1.0, c1.1, c1.2), (c2.0, c2.1, c2.2))
            let first = DeltaE.approximateLab(table[Int(c1.0)], table[Int(c1.1)], table[Int(c1.2)])
            let second = DeltaE.approximateLab(table[Int(c2.0)], table[Int(c2.1)], table[Int(c2.2)])
            XCTAssertGreaterThanOrEqual(DeltaE.upperBound(first, second) + DeltaE.approximationMargin, exact, "\(c1) \(c2)")
        }
    }

    /// The comparison skips the exact formula where the bound allows it, yet reports the same maximum
    /// (value and first location in row order) and marks the same pixels as computing every ΔE does.
    func testSkippingKeepsTheExactMaximumAndMarks() throws {
        for seed in UInt64(1) ... 4 {
            let expected = SyntheticImages.noise(width: 61, height: 47, seed: seed, opaque: true)
            // Opaque changes, small and large, so that ΔE needs no blending here.
            var rng = SyntheticImages.Generator(seed: seed + 100)
            var pixels = expected.pixels
            for change in 0 ..< 900 {
                let k = rng.int(61 * 47) * 4
                let step = change % 4 == 0 ? 255 : 5
                for j in 0 ..< 3 { pixels[k + j] = UInt8(clamping: Int(pixels[k + j]) + rng.int(in: -step ... step)) }
            }
            let actual = RGBAImage(width: 61, height: 47, pixels: pixels)
            var bestValue = 0.0
            var bestAt: PixelPoint?
            var overLimit = Set<Int>()
            let limit = 2.0
            for y in 0 ..< 47 {
                for x in 0 ..< 61 {
                    let e = expected.at(x, y), a = actual.at(x, y)
                    guard e != a else { continue }
                    let value = DeltaE.ciede2000(srgb8: (e[0], e[1], e[2]), (a[0], a[1], a[2]))
                    if value > bestValue {
                        bestValue = value
                        bestAt = PixelPoint(x: x, y: y)
                    }
                    if value > limit { overLimit.insert(y * 61 + x) }
                }
            }
            // includeAA: every byte-different pixel gets a ΔE; a high threshold: the YIQ test counts none.
            var options = DiffOptions(threshold: 1, includeAA: true)
            options.markDeltaEAbove = limit
            let result = try ImageComparator(options: options).compare(expected, actual, makeDiffImage: true)
            XCTAssertEqual(result.mismatchedPixels, 0)
            XCTAssertEqual(result.maxDeltaE, bestValue, "seed \(seed)")
            XCTAssertEqual(result.maxDeltaELocation, bestAt, "seed \(seed)")
            let image = try XCTUnwrap(result.diffImage)
            var marked = Set<Int>()
            for i in 0 ..< 61 * 47 where Array(image.pixels[i * 4 ..< i * 4 + 4]) == [255, 0, 255, 255] { marked.insert(i) }
            XCTAssertEqual(marked, overLimit, "seed \(seed): pixels marked over ΔE \(limit)")
            XCTAssertFalse(overLimit.isEmpty)
        }
    }
}
