import TabBarImage
import TabBarModel

/// One spec file in one variant: what it is read with, and what its outputs are named after.
public struct SpecVariantInput: Sendable {
    public let path: String
    public let variant: SpecVariant
    /// `--set` first, then the variant's values, so the matrix has the last word.
    public let overrides: [SpecOverride]

    /// The most renders one run makes: every spec in every variant.
    public static let maxInputs = SpecMatrix.maxVariants

    /// Up to this many inputs, a batch keeps the specs it read (about 4 KiB each) rather than
    /// read them again when it draws them (which costs a tenth of a suite's time).
    public static let keptSpecs = 2_000

    /// Every spec in every variant, spec by spec; refused, before any is built, beyond `maxInputs`.
    public static func expand(_ paths: [String], set: [SpecOverride], matrix: SpecMatrix) throws(TooManyRenders) -> [SpecVariantInput] {
        try checkCount(specs: paths.count, matrix: matrix)
        let variants = matrix.variants
        return paths.flatMap { path in
            variants.map { SpecVariantInput(path: path, variant: $0, overrides: set + $0.overrides) }
        }
    }

    /// Refuses `specs` (files or imported) in every variant beyond `maxInputs`.
    public static func checkCount(specs: Int, matrix: SpecMatrix) throws(TooManyRenders) {
        let (total, overflow) = specs.multipliedReportingOverflow(by: matrix.variantCount)
        guard !overflow, total <= maxInputs else { throw TooManyRenders(specs: specs, variants: matrix.variantCount) }
    }

    public func load() throws(SpecError) -> SpecDocument {
        try SpecDocument.loadWithText(path, overrides: overrides).document
    }

    /// Every input read, decoded and checked, in input order, on the batch's threads (a suite's
    /// YAML took a twentieth of its time on one thread while the other cores waited), keeping of
    /// each document only what `keeping` takes.
    public static func readAll<Kept: Sendable>(
        _ inputs: [SpecVariantInput], jobs: Int?, keeping: @escaping @Sendable (SpecVariantInput, SpecDocument) -> Kept
    ) -> [Result<Kept, SpecError>] {
        WorkQueue(jobs: jobs).map(inputs.count) { index in keeping(inputs[index], try inputs[index].load()) }
            .enumerated().map { index, result in
                result.mapError { $0 as? SpecError ?? SpecError(file: inputs[index].path, path: "", message: "\($0)") }
            }
    }

    /// More renders than one run makes.
    public struct TooManyRenders: Error, CustomStringConvertible, Equatable {
        public let specs: Int
        public let variants: Int

        public var description: String {
            "--matrix: \(specs) spec(s) in \(variants) variant(s) each make more than \(SpecVariantInput.maxInputs) renders; expected at most \(SpecVariantInput.maxInputs) in one run"
        }
    }
}
