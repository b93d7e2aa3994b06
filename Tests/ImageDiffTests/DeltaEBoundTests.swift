import TabBarBenchmarks
import TabBarImage
@testable import ImageDiff
import XCTest

/// The cheap ΔE bound that lets a comparison skip the exact CIEDE2000 formula.
final class DeltaEBoundTests: XCTestCase {
    /// Round by round: an sRGB pair at most `near` steps apart per channel, a random sRGB pair, or a
    /// random L*a*b* pair well outside the sRGB gamut.
    private static func pair(_ round: Int, _ rng: inout SyntheticImages.Generator, near: Int) -> (LabColor, LabColor) {
        switch round % 3 {
        case 0:
            let (r, g, b) = (rng.byte(), rng.byte(), rng.byte())
            func step(_ c: UInt8) -> UInt8 { UInt8(clamping: Int(c) + rng.int(in: -near ... near)) }
            return (LabColor(srgb8: r, g, b), LabColor(srgb8: step(r), step(g), step(b)))
        case 1:
            return (LabColor(srgb8: rng.byte(), rng.byte(), rng.byte()), LabColor(srgb8: rng.byte(), rng.byte(), rng.byte()))
        default:
            func lab() -> LabColor { LabColor(l: rng.unit() * 100, a: rng.unit() * 300 - 150, b: rng.unit() * 300 - 150) }
            return (lab(), lab())
        }
    }

    /// The bound never under-estimates: random sRGB pairs, near (a few steps per channel) and far,
    /// plus random L*a*b* pairs well outside the sRGB gamut.
    func testUpperBoundNeverUnderEstimates() {
        var rng = SyntheticImages.Generator(seed: 2024)
        var tightest = Double.infinity
        for round in 0 ..< 200_000 {
            let (first, second) = Self.pair(round, &rng, near: 6)
            let exact = DeltaE.ciede2000(first, second)
            let bound = DeltaE.upperBound(first, second)
            XCTAssertGreaterThanOrEqual(bound, exact, "\(first) \(second)")
            if exact > 0.5 { tightest = min(tightest, bound / exact) }
        }
        // A bound that is never close would skip nothing; one this close shows the test reaches hard cases.
        XCTAssertLessThan(tightest, 1.2)
    }

    /// The close upper bound never under-estimates either, is never looser than `upperBound`, and is
    /// closer than it on near pairs (which is what spares the exact formula on a noisy pair).
    func testCloseUpperBoundNeverUnderEstimates() {
        var rng = SyntheticImages.Generator(seed: 2026)
        var close: [Double] = [], crude: [Double] = []
        for round in 0 ..< 200_000 {
            let (first, second) = Self.pair(round, &rng, near: 9)
            let exact = DeltaE.ciede2000(first, second)
            let bound = DeltaE.closeUpperBound(first, second)
            XCTAssertGreaterThanOrEqual(bound, exact, "\(first) \(second)")
            XCTAssertLessThanOrEqual(bound, DeltaE.upperBound(first, second) + 1e-9, "\(first) \(second)")
            if round % 3 == 0 && exact > 1 {
                close.append(bound / exact)
                crude.append(DeltaE.upperBound(first, second) / exact)
            }
        }
        close.sort()
        crude.sort()
        XCTAssertLessThan(close[close.count / 2], crude[crude.count / 2] * 0.9)
    }

    /// The Float screen from tables plus its margin bounds `upperBound` of the exact colours (and so
    /// the exact ΔE) for random 8-bit pairs, near and far, and every gray with its neighbours; and it
    /// stays far within its margin, so the margin's proof has room to spare.
    func testTableScreenBoundsTheUpperBound() {
        var rng = SyntheticImages.Generator(seed: 2027)
        var worst = 0.0
        func check(_ c1: (UInt8, UInt8, UInt8), _ c2: (UInt8, UInt8, UInt8)) {
            let p1 = [c1.0, c1.1, c1.2, 255], p2 = [c2.0, c2.1, c2.2, 255]
            let screen = p1.withUnsafeBufferPointer { a in
                p2.withUnsafeBufferPointer { b in LabTables.shared.upperBound(a.baseAddress!, b.baseAddress!, 0) }
            }
            let first = LabColor(srgb8: c1.0, c1.1, c1.2), second = LabColor(srgb8: c2.0, c2.1, c2.2)
            let bound = DeltaE.upperBound(first, second)
            worst = max(worst, abs(screen - bound))
            XCTAssertGreaterThanOrEqual(screen + LabTables.margin, bound, "\(c1) \(c2)")
            XCTAssertGreaterThanOrEqual(screen + LabTables.margin, DeltaE.ciede2000(first, second), "\(c1) \(c2)")
        }
        for _ in 0 ..< 300_000 {
            let c1 = (rng.byte(), rng.byte(), rng.byte())
            func step(_ c: UInt8) -> UInt8 { UInt8(clamping: Int(c) + rng.int(in: -12 ... 12)) }
            let c2 = rng.int(2) == 0 ? (rng.byte(), rng.byte(), rng.byte()) : (step(c1.0), step(c1.1), step(c1.2))
            check(c1, c2)
        }
        for v in 0 ... 255 {
            for d in -9 ... 9 {
                let w = UInt8(clamping: v + d), c = UInt8(v)
                check((c, c, c), (w, w, w))
                check((c, c, c), (w, c, c))
                check((c, c, c), (c, w, c))
                check((c, c, c), (c, c, w))
            }
        }
        XCTAssertLessThan(worst, LabTables.margin / 4)
        XCTAssertEqual(LabTables.firstBucket, Float(0x1p-31).bitPattern >> 15)
        XCTAssertEqual(LabTables.firstBucket + LabTables.bucketCount, Float(2).bitPattern >> 15)
        XCTAssertEqual(LabTables.firstBucket % LabTables.bucketCount, 0)
        XCTAssertEqual(LabTables.bucketCount.nonzeroBitCount, 1)
    }

    /// The lower bounds never over-estimate (same kinds of pairs as the upper bound's test), and are
    /// close enough on near pairs to spare the exact formula most of the time.
    func testLowerBoundsNeverOverEstimate() {
        var rng = SyntheticImages.Generator(seed: 2025)
        var decided = 0, near = 0
        for round in 0 ..< 200_000 {
            let (first, second) = Self.pair(round, &rng, near: 12)
            let exact = DeltaE.ciede2000(first, second)
            let lower = DeltaE.lowerBound(first, second)
            XCTAssertLessThanOrEqual(lower, exact, "\(first) \(second)")
            XCTAssertLessThanOrEqual(DeltaE.lightnessBound(first, second), exact, "\(first) \(second)")
            XCTAssertGreaterThanOrEqual(lower, DeltaE.lightnessBound(first, second) - 1e-9)
            if round % 3 == 0 && exact > 2 {
                near += 1
                if lower > 2 { decided += 1 }
            }
        }
        // A bound that never decides would spare nothing: most near pairs over ΔE 2 (two thirds today) are shown to be so.
        XCTAssertGreaterThan(Double(decided) / Double(near), 0.5)
    }

    /// The cube root used for the bounds is within its stated relative error (1e-13) over the whole range
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
        XCTAssertLessThan(worst, 1e-13)
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
            XCTAssertLessThanOrEqual(DeltaE.lowerBound(first, second) - DeltaE.approximationMargin, exact, "\(c1) \(c2)")
        }
    }

    /// The comparison skips the exact formula where the bound allows it, yet reports the same maximum
    /// (value and first location in row order) and marks the same pixels as computing every ΔE does.
    func testSkippingKeepsTheExactMaximumAndMarks() throws {
        for seed in UInt64(1) ... 8 {
            // Even seeds: semi-transparent pixels too, whose ΔE is taken after blending and not cached.
            let opaque = seed % 2 == 1
            let expected = SyntheticImages.noise(width: 61, height: 47, seed: seed, opaque: opaque)
            var rng = SyntheticImages.Generator(seed: seed + 100)
            var pixels = expected.pixels
            for change in 0 ..< 900 {
                let k = rng.int(61 * 47) * 4
                let step = change % 4 == 0 ? 255 : 5
                for j in 0 ..< 3 { pixels[k + j] = UInt8(clamping: Int(pixels[k + j]) + rng.int(in: -step ... step)) }
            }
            // Repeated colour pairs, so that cached bounds and values are reused.
            for i in stride(from: 0, to: 61 * 47, by: 7) {
                for j in 0 ..< 4 { pixels[i * 4 + j] = pixels[j] }
            }
            let actual = RGBAImage(width: 61, height: 47, pixels: pixels)
            let limit = [0.5, 2, 4][Int(seed) % 3]
            var bestValue = 0.0
            var bestAt: PixelPoint?
            var overLimit = Set<Int>()
            expected.pixels.withUnsafeBufferPointer { e in
                actual.pixels.withUnsafeBufferPointer { a in
                    for y in 0 ..< 47 {
                        for x in 0 ..< 61 {
                            let k = (y * 61 + x) * 4
                            guard e[k ..< k + 4].elementsEqual(a[k ..< k + 4]) == false else { continue }
                            let (first, second) = DeltaE.pixelLabs(e.baseAddress!, a.baseAddress!, k, checkerboard: true)
                            let value = DeltaE.ciede2000(first, second)
                            if value > bestValue {
                                bestValue = value
                                bestAt = PixelPoint(x: x, y: y)
                            }
                            if value > limit { overLimit.insert(y * 61 + x) }
                        }
                    }
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
            // Without marks the maximum is the same.
            options.markDeltaEAbove = nil
            let plain = try ImageComparator(options: options).compare(expected, actual, makeDiffImage: false)
            XCTAssertEqual(plain.maxDeltaE, bestValue)
            XCTAssertEqual(plain.maxDeltaELocation, bestAt)
        }
    }
}
