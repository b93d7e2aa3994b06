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

/// `tabbar diff`'s command line read without ArgumentParser, whose reflection of the command and
/// its option group is two fifths of a small diff's start-up (about 2 ms). Only plain forms are read:
/// two paths that do not start with "-", each option at most once as `--name value` or
/// `--name=value` (the repeatable `--ignore` any number of times), every value converted by its
/// own `ExpressibleByArgument` and validated as ArgumentParser does. Anything else (help, an unknown
/// or repeated option, `--`, a value that does not convert or validate) gives nil, and ArgumentParser
/// parses it or reports the mistake exactly as it did.
enum DiffArguments {
    /// How an option takes its value, as its declaration asks: `.next` refuses a value that looks
    /// like an option (left to ArgumentParser here), the others take any.
    private enum Value { case next, unconditional }

    private static let options: [String: Value] = [
        "--threshold": .unconditional, "--alpha": .unconditional, "--aa-color": .next, "--diff-color": .next,
        "--diff-color-alt": .next, "--ignore": .unconditional, "--window": .unconditional,
        "--max-diff-pixels": .unconditional, "--max-diff-ratio": .unconditional, "--max-delta-e": .unconditional,
        "--max-window-density": .unconditional, "--diff": .next, "--repeat": .unconditional,
    ]
    private static let flags: Set<String> = ["--include-aa", "--diff-mask", "--no-checkerboard", "--exact", "--json"]

    private struct NotPlain: Error {}

    static func command(_ arguments: [String]) -> DiffCommand? {
        var paths: [String] = []
        var values: [String: String] = [:]
        var flagsGiven: Set<String> = []
        var ignore: [PixelRect] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                // "help" is ArgumentParser's word for the help screen.
                guard !argument.isEmpty, argument != "help" else { return nil }
                paths.append(argument)
                continue
            }
            let name = String(argument.prefix { $0 != "=" })
            let inline = name.count < argument.count ? String(argument.dropFirst(name.count + 1)) : nil
            if flags.contains(name) {
                guard inline == nil, flagsGiven.insert(name).inserted else { return nil }
                continue
            }
            guard let kind = options[name] else { return nil }
            let value: String
            if let inline {
                value = inline
            } else {
                guard index < arguments.count else { return nil }
                value = arguments[index]
                index += 1
            }
            if kind == .next && value.hasPrefix("-") { return nil }
            if name == "--ignore" {
                guard let rect = PixelRect(argument: value) else { return nil }
                ignore.append(rect)
            } else if values.updateValue(value, forKey: name) != nil {
                return nil
            }
        }
        guard paths.count == 2 else { return nil }

        func given<T: ExpressibleByArgument>(_ name: String, as type: T.Type = T.self) throws(NotPlain) -> T? {
            guard let text = values[name] else { return nil }
            guard let value = T(argument: text) else { throw NotPlain() }
            return value
        }
        do {
            var comparison = ComparisonOptions()
            comparison.threshold = try given("--threshold") ?? DiffDefaults.threshold
            comparison.includeAA = flagsGiven.contains("--include-aa")
            comparison.alpha = try given("--alpha") ?? DiffDefaults.alpha
            comparison.aaColor = try given("--aa-color") ?? DiffDefaults.aaColor
            comparison.diffColor = try given("--diff-color") ?? DiffDefaults.diffColor
            comparison.diffColorAlt = try given("--diff-color-alt")
            comparison.diffMask = flagsGiven.contains("--diff-mask")
            comparison.noCheckerboard = flagsGiven.contains("--no-checkerboard")
            comparison.ignore = ignore
            comparison.exact = flagsGiven.contains("--exact")
            comparison.window = try given("--window") ?? DiffDefaults.window
            comparison.maxDiffPixels = try given("--max-diff-pixels")
            comparison.maxDiffRatio = try given("--max-diff-ratio")
            comparison.maxDeltaE = try given("--max-delta-e")
            comparison.maxWindowDensity = try given("--max-window-density")
            var command = DiffCommand()
            command.expected = paths[0]
            command.actual = paths[1]
            command.comparison = comparison
            command.diffOutput = values["--diff"]
            command.json = flagsGiven.contains("--json")
            command.repeat = try given("--repeat") ?? DiffDefaults.repeats
            try comparison.validate()
            try command.validate()
            return command
        } catch {
            return nil
        }
    }
}
