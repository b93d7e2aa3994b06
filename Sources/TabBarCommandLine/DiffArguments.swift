import ArgumentParser
import ImageDiff
import TabBarImage

/// The defaults of `diff`'s options that have a value of their own (the rest are absent: nil,
/// false, none), named once for their declarations and for `DiffArguments`.
enum DiffDefaults {
    static let threshold = 0.1
    static let alpha = 0.1
    static let aaColor = DiffColor.yellow
    static let diffColor = DiffColor.red
    static let window = 16
    static let repeats = 1
}

extension DiffCommand {
    /// `diff` as the root command, as the small `tabbar` reads it: a plain command line directly
    /// (`DiffArguments`), every other by ArgumentParser's `parseAsRoot`, which also reports every
    /// mistake. A name of its own, so no call of ArgumentParser's method depends on which one
    /// the compiler picks.
    public static func parseAsOwnRoot(_ arguments: [String]) throws -> any ParsableCommand {
        if let command = DiffArguments.command(arguments) { return command }
        return try parseAsRoot(arguments)
    }
}

/// `tabbar diff`'s command line read without ArgumentParser (`PlainArguments`), whose reflection
/// of the command and its option group is two fifths of a small diff's start-up (about 2 ms): two
/// paths, each option once (the repeatable `--ignore` any number of times), every value converted
/// by its own `ExpressibleByArgument` and validated as ArgumentParser does. Anything else gives
/// nil, and ArgumentParser parses it or reports the mistake exactly as it did.
enum DiffArguments {
    private static let vocabulary = PlainArguments.Vocabulary(
        ["--threshold", "--alpha", "--window", "--max-diff-pixels", "--max-diff-ratio", "--max-delta-e",
         "--max-window-density", "--repeat"].map { ([$0], .option(.unconditional, repeatable: false)) }
        + ["--aa-color", "--diff-color", "--diff-color-alt", "--diff"].map { ([$0], .option(.next, repeatable: false)) }
        + [(["--ignore"], .option(.unconditional, repeatable: true))]
        + ["--include-aa", "--diff-mask", "--no-checkerboard", "--exact", "--json"].map { ([$0], .flag) })

    static func command(_ arguments: [String]) -> DiffCommand? {
        guard let line = PlainArguments(arguments, vocabulary), line.positionals.count == 2 else { return nil }
        do {
            var comparison = ComparisonOptions()
            comparison.threshold = try line.value("--threshold") ?? DiffDefaults.threshold
            comparison.includeAA = line.isSet("--include-aa")
            comparison.alpha = try line.value("--alpha") ?? DiffDefaults.alpha
            comparison.aaColor = try line.value("--aa-color") ?? DiffDefaults.aaColor
            comparison.diffColor = try line.value("--diff-color") ?? DiffDefaults.diffColor
            comparison.diffColorAlt = try line.value("--diff-color-alt")
            comparison.diffMask = line.isSet("--diff-mask")
            comparison.noCheckerboard = line.isSet("--no-checkerboard")
            comparison.ignore = try line.values("--ignore")
            comparison.exact = line.isSet("--exact")
            comparison.window = try line.value("--window") ?? DiffDefaults.window
            comparison.maxDiffPixels = try line.value("--max-diff-pixels")
            comparison.maxDiffRatio = try line.value("--max-diff-ratio")
            comparison.maxDeltaE = try line.value("--max-delta-e")
            comparison.maxWindowDensity = try line.value("--max-window-density")
            var command = DiffCommand()
            command.expected = line.positionals[0]
            command.actual = line.positionals[1]
            command.comparison = comparison
            command.diffOutput = line.text("--diff")
            command.json = line.isSet("--json")
            command.repeat = try line.value("--repeat") ?? DiffDefaults.repeats
            try comparison.validate()
            try command.validate()
            return command
        } catch {
            return nil
        }
    }
}
