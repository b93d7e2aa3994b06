import Foundation
import TabBarModel
import TabBarImage
import TabBarRender

/// Reads spec files from disk into documents the renderer takes.
package enum SpecFiles {
    package static func load(_ path: String, overrides: [SpecOverride] = []) throws(CommandFailure) -> SpecDocument {
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
package enum ResourceLocator {
    package static func resources(iconDirectory: String?) throws(CommandFailure) -> RenderResources {
        do {
            return try RenderResources.fromEnvironment(iconDirectory: iconDirectory)
        } catch {
            throw .invalidInput("\(error)")
        }
    }
}

extension SpecVariantInput {
    /// `expand`, refused in the command line's words (exit 2).
    package static func expanding(_ paths: [String], set: [SpecOverride], matrix: SpecMatrix) throws(CommandFailure) -> [SpecVariantInput] {
        do {
            return try expand(paths, set: set, matrix: matrix)
        } catch {
            throw .invalidInput(error.description)
        }
    }
}
