import ImageDiff
import TabBarImage
import Foundation

/// A self-contained speed check of `ImageComparator` on a generated 1024×1024 UI-screenshot-like pair.
public enum ImageDiffBenchmark {
    /// Median wall time (monotonic clock) of `iterations` comparisons, in milliseconds:
    /// `differentMedianMs` for the pair with about 600 changed pixels, diff image included;
    /// `identicalMedianMs` for the expected image against an identical copy (separate buffer),
    /// diff image not requested.
    public static func run(iterations: Int) -> (differentMedianMs: Double, identicalMedianMs: Double) {
        let detailed = runDetailed(iterations: iterations)
        return (detailed.differentMedianMs, detailed.identicalMedianMs)
    }

    /// All figures measured by the benchmark.
    public struct Figures: Sendable {
        public var differentMedianMs: Double
        public var differentNoImageMedianMs: Double
        public var identicalMedianMs: Double
        public var identicalWithImageMedianMs: Double
        public var byteDifferentPixels: Int
        public var mismatchedPixels: Int
        public var aaPixels: Int
    }

    /// Wall times (monotonic clock, milliseconds) of `iterations` comparisons after one warm-up, sorted.
    public static func samples(
        _ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions, makeDiffImage: Bool, iterations: Int
    ) -> [Double] {
        let comparator = ImageComparator(options: options)
        var sink = 0
        func compare() { sink &+= (try? comparator.compare(expected, actual, makeDiffImage: makeDiffImage))?.mismatchedPixels ?? 0 }
        compare()
        let samples = Timing.samples(iterations, compare)
        precondition(sink >= 0)
        return samples.sorted()
    }

    /// One comparison `tabbar bench` times.
    public struct DiffCase: Sendable {
        public var name: String
        public var expected: RGBAImage
        public var actual: RGBAImage
        public var options: DiffOptions
        public var makeDiffImage: Bool
        public var iterations: Int
    }

    /// What pixelmatch does: a count (and a diff image when given one), no ΔE, no regions or densest window.
    public static var pixelmatchOptions: DiffOptions {
        var options = DiffOptions(computeDeltaE: false)
        options.measureAreas = false
        return options
    }

    /// The diff cases of `tabbar bench`: the worst case (noise, every pixel differs) and a UI pair, as
    /// pixelmatch does them, with and without a diff image, then with ΔE.
    public static func diffCases(
        noise: (expected: RGBAImage, actual: RGBAImage), ui: (expected: RGBAImage, actual: RGBAImage), iterations: Int
    ) -> [DiffCase] {
        var noiseOptions = pixelmatchOptions
        noiseOptions.threshold = 0.05
        var noiseDeltaE = DiffOptions()
        noiseDeltaE.threshold = 0.05
        let noiseRuns = min(iterations, 31)
        func make(_ name: String, _ pair: (expected: RGBAImage, actual: RGBAImage), _ options: DiffOptions, image: Bool, _ runs: Int) -> DiffCase {
            DiffCase(name: name, expected: pair.expected, actual: pair.actual, options: options, makeDiffImage: image, iterations: runs)
        }
        return [
            make("diff 2048×2048 noise pair (every pixel +9), threshold 0.05, count + diff image", noise, noiseOptions, image: true, noiseRuns),
            make("  same, count only (no diff image)", noise, noiseOptions, image: false, noiseRuns),
            make("  same with CIEDE2000 ΔE", noise, noiseDeltaE, image: true, min(iterations, 3)),
            make("  same, all that `diff --json` reports (ΔE, areas; no diff image)", noise, noiseDeltaE, image: false, min(iterations, 11)),
            make("diff 1024×1024 UI pair, count + diff image", ui, pixelmatchOptions, image: true, iterations),
            make("  same, count only (no diff image)", ui, pixelmatchOptions, image: false, iterations),
            make("  same with CIEDE2000 ΔE", ui, DiffOptions(), image: true, iterations),
        ]
    }

    public static func runDetailed(iterations: Int) -> Figures {
        let (expected, actual) = SyntheticImages.screenshotPair(width: 1024, height: 1024, seed: 1)
        var copy = expected
        copy.withUnsafeMutablePixels { _ in } // force a separate buffer
        let reference = try? ImageComparator().compare(expected, actual, makeDiffImage: false)

        func median(_ second: RGBAImage, image: Bool) -> Double {
            Statistics.median(samples(expected, second, options: DiffOptions(), makeDiffImage: image, iterations: iterations)) ?? 0
        }
        let different = median(actual, image: true)
        let differentNoImage = median(actual, image: false)
        let identical = median(copy, image: false)
        let identicalImage = median(copy, image: true)
        return Figures(
            differentMedianMs: different, differentNoImageMedianMs: differentNoImage,
            identicalMedianMs: identical, identicalWithImageMedianMs: identicalImage,
            byteDifferentPixels: reference?.byteDifferentPixelCount ?? -1,
            mismatchedPixels: reference?.mismatchedPixels ?? -1, aaPixels: reference?.aaPixelCount ?? -1)
    }
}
