import ArgumentParser
import TabBarModel
import TabBarRender

/// `--set KEY=VALUE`, shared by every command that reads specs.
struct OverrideOptions: ParsableArguments {
    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "Override a spec key by its path, as if written in the file (appearance=dark, ios=26, tabs[1].badge=9); repeatable.",
            valueName: "key=value"))
    var set: [String] = []

    func overrides() throws(CommandFailure) -> [SpecOverride] {
        do {
            return try set.map { argument throws(SpecOverrideError) in try SpecOverride(argument: argument) }
        } catch {
            throw .invalidInput(error.description)
        }
    }
}

/// `--matrix KEY=V1,V2,…`, for the commands that make one output per variant.
struct MatrixOptions: ParsableArguments {
    @Option(
        name: .customLong("matrix"),
        help: ArgumentHelp(
            "Make every combination of these values (appearance=light,dark); repeatable, one key each.",
            valueName: "key=v1,v2"))
    var matrix: [String] = []

    func specMatrix() throws(CommandFailure) -> SpecMatrix {
        do {
            return try SpecMatrix(arguments: matrix)
        } catch {
            throw .invalidInput(error.description)
        }
    }
}

/// One spec file in one variant: what it is read with, and what its outputs are named after.
struct SpecVariantInput {
    let path: String
    let variant: SpecVariant
    /// `--set` first, then the variant's values, so the matrix has the last word.
    let overrides: [SpecOverride]

    /// The most renders one run makes: every spec in every variant.
    static let maxInputs = SpecMatrix.maxVariants

    /// Every spec in every variant, spec by spec; refused, before any is built, beyond `maxInputs`.
    static func expand(_ paths: [String], set: [SpecOverride], matrix: SpecMatrix) throws(CommandFailure) -> [SpecVariantInput] {
        let (total, overflow) = paths.count.multipliedReportingOverflow(by: matrix.variantCount)
        guard !overflow, total <= maxInputs else {
            throw .invalidInput("--matrix: \(paths.count) spec(s) in \(matrix.variantCount) variant(s) each make more than \(maxInputs) renders; expected at most \(maxInputs) in one run")
        }
        let variants = matrix.variants
        return paths.flatMap { path in
            variants.map { SpecVariantInput(path: path, variant: $0, overrides: set + $0.overrides) }
        }
    }

    func load() throws(CommandFailure) -> SpecDocument {
        try SpecFiles.load(path, overrides: overrides)
    }
}
