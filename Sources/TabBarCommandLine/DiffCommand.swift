import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import Dispatch
import ImageDiff
import TabBarImage

extension DiffColor: ExpressibleByArgument {
    /// "R,G,B" with each component 0-255.
    public init?(argument: String) {
        let parts = argument.split(separator: ",").map { UInt8($0.trimmingSpaces) }
        guard parts.count == 3, let r = parts[0], let g = parts[1], let b = parts[2] else { return nil }
        self.init(r, g, b)
    }

    /// `--help` shows the default as it would be typed: 255,255,0.
    public var defaultValueDescription: String { "\(r),\(g),\(b)" }
}

extension PixelRect: ExpressibleByArgument {
    /// "X,Y,W,H" in pixels.
    public init?(argument: String) {
        let parts = argument.split(separator: ",").map { Int($0.trimmingSpaces) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let width = parts[2], let height = parts[3],
              width > 0, height > 0 else { return nil }
        self.init(x: x, y: y, width: width, height: height)
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs (what `CharacterSet.whitespaces` holds).
    fileprivate var trimmingSpaces: Substring {
        func isSpace(_ character: Character) -> Bool {
            character.unicodeScalars.allSatisfy { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
        }
        let start = firstIndex { !isSpace($0) } ?? endIndex
        let end = lastIndex { !isSpace($0) }.map(index(after:)) ?? start
        return self[start..<Swift.max(start, end)]
    }
}

/// The comparison options shared by `diff` and `snapshot`, named after pixelmatch's.
public struct ComparisonOptions: ParsableArguments {
    public init() {}

    @Option(parsing: .unconditional, help: "YIQ colour difference a pixel may have before it counts, 0 to 1.")
    public var threshold = DiffDefaults.threshold

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences too.")
    public var includeAA = false

    @Option(parsing: .unconditional, help: "Opacity of unchanged pixels in the diff image, 0 to 1.")
    public var alpha = DiffDefaults.alpha

    @Option(name: .customLong("aa-color"), help: "Colour of anti-aliased pixels in the diff image, R,G,B.")
    public var aaColor = DiffDefaults.aaColor

    @Option(name: .customLong("diff-color"), help: "Colour of differing pixels, R,G,B.")
    public var diffColor = DiffDefaults.diffColor

    @Option(name: .customLong("diff-color-alt"), help: "Colour of pixels that got darker, R,G,B (default: --diff-color).")
    public var diffColorAlt: DiffColor?

    @Flag(name: .customLong("diff-mask"), help: "Draw only the differences, on a transparent background.")
    public var diffMask = false

    @Flag(name: .customLong("no-checkerboard"), help: "Blend semi-transparent pixels over white, not pixelmatch's pattern.")
    public var noCheckerboard = false

    @Option(name: .customLong("ignore"), parsing: .unconditionalSingleValue, help: "A rectangle X,Y,W,H in pixels to leave out; repeatable.")
    public var ignore: [PixelRect] = []

    @Flag(help: "Compare every byte instead of perceptually.")
    public var exact = false

    @Option(parsing: .unconditional, help: "Side of the square window for the density measure, in pixels.")
    public var window = DiffDefaults.window

    @Option(name: .customLong("max-diff-pixels"), parsing: .unconditional, help: "Most differing pixels allowed.")
    public var maxDiffPixels: Int?

    @Option(name: .customLong("max-diff-ratio"), parsing: .unconditional, help: "Most differing pixels allowed, as a fraction 0 to 1.")
    public var maxDiffRatio: Double?

    @Option(name: .customLong("max-delta-e"), parsing: .unconditional, help: "Largest CIEDE2000 colour difference allowed; pixels beyond it are drawn magenta in the diff image.")
    public var maxDeltaE: Double?

    @Option(name: .customLong("max-window-density"), parsing: .unconditional, help: "Most differing pixels allowed in any window.")
    public var maxWindowDensity: Int?

    public func validate() throws {
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold: expected 0 to 1, got \(threshold)") }
        guard (0...1).contains(alpha) else { throw ValidationError("--alpha: expected 0 to 1, got \(alpha)") }
        try OptionRange.check(window, OptionRange.window, "--window")
        try OptionRange.checkNotNegative(maxDiffPixels, "--max-diff-pixels")
        try OptionRange.checkNotNegative(maxWindowDensity, "--max-window-density")
        try OptionRange.check(maxDeltaE, OptionRange.deltaE, "--max-delta-e")
        if let maxDiffRatio, !(0...1).contains(maxDiffRatio) {
            throw ValidationError("--max-diff-ratio: expected 0 to 1, got \(maxDiffRatio)")
        }
    }

    public var diffOptions: DiffOptions {
        var options = DiffOptions()
        options.mode = exact ? .exact : .perceptual
        options.threshold = threshold
        options.includeAA = includeAA
        options.alpha = alpha
        options.aaColor = aaColor
        options.diffColor = diffColor
        options.diffColorAlt = diffColorAlt
        options.diffMask = diffMask
        options.checkerboard = !noCheckerboard
        options.ignoreRegions = ignore
        options.densityWindowSize = window
        // Pixels over the ΔE limit are drawn in magenta, so a tint change shows in the diff image.
        options.markDeltaEAbove = maxDeltaE
        return options
    }

    /// The limits given, over `defaults` for those not given.
    public func thresholds(defaults: Thresholds) -> Thresholds {
        Thresholds(
            threshold: threshold, maxDiffPixels: maxDiffPixels ?? defaults.maxDiffPixels,
            maxDiffRatio: maxDiffRatio ?? defaults.maxDiffRatio, maxDeltaE: maxDeltaE ?? defaults.maxDeltaE,
            maxWindowDensity: maxWindowDensity ?? defaults.maxWindowDensity)
    }
}

public struct DiffCommand: ParsableCommand {
    public init() {}

    public static let configuration: CommandConfiguration = {
        var configuration = CommandConfiguration(
            commandName: "diff",
            abstract: "Compare two PNG images, perceptually (as pixelmatch 7.2.0 does) or exactly.",
            discussion: """
                Prints the number of differing pixels; with --json, everything measured: the count \
                ("mismatch"), anti-aliased pixels, the densest window, changed areas, the largest \
                CIEDE2000 ΔE and the comparison's own time ("compareMs"). Exits 0 within the limits \
                (by default: no differing pixel), 1 beyond them or when the sizes differ, 2 for invalid input.

                Examples:
                  tabbar diff expected.png actual.png --diff diff.png
                  tabbar diff a.png b.png --threshold 0.05 --max-diff-pixels 20 --max-delta-e 2 --json
                  tabbar diff a.png b.png --ignore 0,0,120,40 --repeat 50 --json
                """)
        // The small `tabbar` parses `diff` as a root command: named as part of `tabbar`, which also
        // spares ArgumentParser its check for a completion-script request (two more parsers, a
        // quarter of a small diff's start-up); such a request goes on to tabbar-core.
        configuration._superCommandName = "tabbar"
        return configuration
    }()

    @Argument(help: "The expected image (PNG).")
    public var expected: String

    @Argument(help: "The actual image (PNG).")
    public var actual: String

    @OptionGroup var comparison: ComparisonOptions

    @Option(name: .customLong("diff"), help: "Write the diff image to this PNG file.")
    public var diffOutput: String?

    @Flag(help: "Print JSON.")
    public var json = false

    @Option(parsing: .unconditional, help: "Compare N times and report the median time in compareMs.")
    public var `repeat` = DiffDefaults.repeats

    public func validate() throws {
        try OptionRange.check(`repeat`, OptionRange.repeats, "--repeat")
    }

    public func run() throws {
        let inputs = try readImages()
        let thresholds = comparison.thresholds(defaults: Thresholds(threshold: comparison.threshold, maxDiffPixels: 0))
        var options = comparison.diffOptions
        // ΔE costs more than the rest of a comparison together: only a limit or the JSON report shows it.
        options.computeDeltaE = json || comparison.maxDeltaE != nil
        // Regions and the densest window likewise (pixelmatch computes neither).
        options.measureAreas = json || comparison.maxWindowDensity != nil
        let comparator = ImageComparator(options: options)

        var times: [Double] = []
        var result: DiffResult?
        do {
            for _ in 0..<`repeat` {
                let start = DispatchTime.now().uptimeNanoseconds
                switch inputs {
                case .images(let first, let second):
                    result = try comparator.compare(first, second, makeDiffImage: diffOutput != nil)
                case .sameFile(let width, let height):
                    result = try comparator.compareWithItself(width: width, height: height)
                }
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
        } catch DiffError.sizeMismatch(let ew, let eh, let aw, let ah) {
            throw CommandFailure.problemsFound("\(expected) is \(ew)×\(eh) px, \(actual) is \(aw)×\(ah) px: the images differ in size")
        } catch {
            throw CommandFailure.invalidInput("\(error)")
        }
        guard let result else { return }
        if let diffOutput, let image = result.diffImage {
            do {
                try writeOutput(try PNGCodec.encode(image), to: diffOutput)
            } catch let failure as CommandFailure {
                throw failure
            } catch {
                throw CommandFailure.invalidInput("\(diffOutput): \(error)")
            }
        }
        let verdict = result.verdict(thresholds)
        if json {
            let median = times.sorted()[times.count / 2]
            try printOutput(try DiffJSON.render(result, verdict: verdict, compareMs: median))
        } else {
            try printOutput(String(result.mismatchedPixels))
            for reason in verdict.failures { StandardError.write("\(reason)\n") }
        }
        if !verdict.passed { throw ExitCode(1) }
    }

    /// What the comparison is given.
    private enum Inputs {
        case images(RGBAImage, RGBAImage)
        /// Two files of the same bytes and no diff image to draw: an image compared with itself
        /// reads no pixel, so the file is only checked to decode.
        case sameFile(width: Int, height: Int)
    }

    /// Both images, decoded side by side when they are large enough for a second thread to pay.
    private func readImages() throws(CommandFailure) -> Inputs {
        // A PNG's pixel count is checked from its header; this bounds the compressed bytes.
        let files = [try readInput(expected, maxBytes: 512 << 20), try readInput(actual, maxBytes: 512 << 20)]
        let paths = [expected, actual]
        // The same bytes decode to the same pixels or fail the same way, the expected file's failure
        // reported first either way: one decode, and one buffer the comparison sees as one.
        if files[0] == files[1] {
            do {
                guard diffOutput != nil else {
                    let size = try PNGCodec.check(files[0])
                    return .sameFile(width: size.width, height: size.height)
                }
                let image = try PNGCodec.decode(files[0])
                return .images(image, image)
            } catch {
                throw .invalidInput("\(paths[0]): expected a PNG image: \(error)")
            }
        }
        let pixels = files.reduce(0) { sum, data in sum + (PNGCodec.declaredSize(data).map { $0.width * $0.height } ?? 0) }
        let queue = WorkQueue(jobs: pixels >= Self.parallelDecodePixels ? 2 : 1)
        let decoded = queue.map(2) { index throws(CommandFailure) in
            do {
                return try PNGCodec.decode(files[index])
            } catch {
                throw .invalidInput("\(paths[index]): expected a PNG image: \(error)")
            }
        }
        var images: [RGBAImage] = []
        for result in decoded {
            switch result {
            case .success(let image): images.append(image)
            case .failure(let error): throw CommandFailure(error)
            }
        }
        return .images(images[0], images[1])
    }

    /// Below this many pixels in the two images together, starting a thread costs more than it saves.
    private static let parallelDecodePixels = 1 << 18
}

/// The result as one JSON object: the engine's measures (each once: the count is `mismatchedPixels`)
/// plus the verdict and the timing, keys sorted, numbers as `StableJSON` writes them.
enum DiffJSON {
    static func render(_ result: DiffResult, verdict: DiffVerdict, compareMs: Double) throws -> String {
        try StableJSON.encode(Report(result: result, verdict: verdict, compareMs: (compareMs * 1000).rounded() / 1000))
    }

    private struct Report: Encodable {
        let result: DiffResult
        let verdict: DiffVerdict
        let compareMs: Double
        enum Key: String, CodingKey { case compareMs, passed, failures }

        func encode(to encoder: any Encoder) throws {
            try result.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(compareMs, forKey: .compareMs)
            try container.encode(verdict.passed, forKey: .passed)
            try container.encode(verdict.failures, forKey: .failures)
        }
    }
}
