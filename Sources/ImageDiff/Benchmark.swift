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

    public static func runDetailed(iterations: Int) -> Figures {
        let (expected, actual) = SyntheticImages.screenshotPair(width: 1024, height: 1024, seed: 1)
        var copy = expected
        copy.pixels.withUnsafeMutableBufferPointer { _ in } // force a separate buffer
        let comparator = ImageComparator()
        let reference = try? comparator.compare(expected, actual, makeDiffImage: false)

        func median(_ body: () -> Void) -> Double {
            let clock = ContinuousClock()
            body() // warm-up
            var samples: [Double] = []
            for _ in 0 ..< max(1, iterations) {
                let duration = clock.measure(body)
                let parts = duration.components
                samples.append(Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15)
            }
            samples.sort()
            let mid = samples.count / 2
            return samples.count % 2 == 1 ? samples[mid] : (samples[mid - 1] + samples[mid]) / 2
        }
        var sink = 0
        let different = median { sink &+= (try? comparator.compare(expected, actual, makeDiffImage: true))?.mismatchedPixels ?? 0 }
        let differentNoImage = median { sink &+= (try? comparator.compare(expected, actual, makeDiffImage: false))?.mismatchedPixels ?? 0 }
        let identical = median { sink &+= (try? comparator.compare(expected, copy, makeDiffImage: false))?.mismatchedPixels ?? 0 }
        let identicalImage = median { sink &+= (try? comparator.compare(expected, copy, makeDiffImage: true))?.mismatchedPixels ?? 0 }
        precondition(sink >= 0)
        return Figures(
            differentMedianMs: different, differentNoImageMedianMs: differentNoImage,
            identicalMedianMs: identical, identicalWithImageMedianMs: identicalImage,
            byteDifferentPixels: reference?.byteDifferentPixelCount ?? -1,
            mismatchedPixels: reference?.mismatchedPixels ?? -1, aaPixels: reference?.aaPixelCount ?? -1)
    }
}
