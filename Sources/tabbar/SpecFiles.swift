import Foundation
import TabBarModel
import TabBarImage
import TabBarRender

/// Reads spec files from disk into documents the renderer takes.
enum SpecFiles {
    static func load(_ path: String, overrides: [SpecOverride] = []) throws(CommandFailure) -> SpecDocument {
        try loadWithText(path, overrides: overrides).document
    }

    /// The document and the text it was read from, for commands that point at lines.
    /// - Parameter overrides: `--set` values, applied before the spec is decoded and checked.
    static func loadWithText(
        _ path: String, overrides: [SpecOverride] = []
    ) throws(CommandFailure) -> (document: SpecDocument, text: String) {
        do {
            return try SpecDocument.loadWithText(path, overrides: overrides)
        } catch {
            throw .invalidInput("\(error)")
        }
    }
}

/// Finds the fonts and the toolkit's own icons on this machine through
/// `RenderResources.fromEnvironment` (shared with TabBarTesting); `--icons` wins over `TABBARKIT_ICONS`.
enum ResourceLocator {
    static func resources(iconDirectory: String?) throws(CommandFailure) -> RenderResources {
        do {
            return try RenderResources.fromEnvironment(iconDirectory: iconDirectory)
        } catch {
            throw .invalidInput("\(error)")
        }
    }
}

extension SpecVariantInput {
    /// Up to this many inputs, a batch keeps the specs it read (about 4 KiB each) rather than
    /// read them again when it draws them (which costs a tenth of a suite's time).
    static let keptSpecs = 2_000

    /// Every input read, decoded and checked, in input order, on the batch's threads (a suite's
    /// YAML took a twentieth of its time on one thread while the other cores waited), keeping of
    /// each document only what `keeping` takes.
    static func readAll<Kept: Sendable>(
        _ inputs: [SpecVariantInput], jobs: Int?, keeping: @escaping @Sendable (SpecVariantInput, SpecDocument) -> Kept
    ) -> [Result<Kept, CommandFailure>] {
        WorkQueue(jobs: jobs).map(inputs.count) { index in keeping(inputs[index], try inputs[index].load()) }
            .map { $0.mapError(CommandFailure.init) }
    }
}
