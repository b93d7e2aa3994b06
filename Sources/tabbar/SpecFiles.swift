import Foundation
import TabBarModel
import TabBarImage
import TabBarRender

/// An input file's bytes, or a one-line failure naming it (exit 2).
func readInput(_ path: String, maxBytes: Int) throws(CommandFailure) -> Data {
    do {
        return try BoundedFile.read(path, maxBytes: maxBytes)
    } catch {
        throw .invalidInput("\(path): \(error)")
    }
}

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
        guard let format = SpecFormat(fileName: path) else {
            throw .invalidInput("\(path): expected a .yaml, .yml or .json spec file")
        }
        let data = try readInput(path, maxBytes: SpecInputLimits.maxBytes)
        do {
            let spec = try SpecDecoder().decode(data, format: format, source: path, overrides: overrides)
            let directory = (path as NSString).deletingLastPathComponent
            let document = SpecDocument(spec: spec, source: path, baseDirectory: directory.isEmpty ? "." : directory)
            return (document, String(decoding: data, as: UTF8.self))
        } catch {
            throw .invalidInput("\(error)")
        }
    }
}

/// Finds the fonts and the toolkit's own icons on this machine.
enum ResourceLocator {
    /// - Parameter requireIcons: false for commands that only measure text (layout, hit).
    static func resources(iconDirectory: String?, requireIcons: Bool = true) throws(CommandFailure) -> RenderResources {
        let environment = ProcessInfo.processInfo.environment
        let fontDirectories = environment["TABBARKIT_FONT_DIRS"].map { $0.split(separator: ":").map(String.init) }
            ?? FontSet.debianDirectories
        let fonts: FontSet
        do {
            fonts = try FontSet.locate(in: fontDirectories)
        } catch {
            throw .invalidInput("\(error)")
        }
        let found = iconDirectory ?? environment["TABBARKIT_ICONS"] ?? findIconDirectory()
        guard let icons = found ?? (requireIcons ? nil : "Icons") else {
            throw .invalidInput(
                "cannot find the toolkit's Icons folder; pass --icons DIR or set TABBARKIT_ICONS")
        }
        return RenderResources(fonts: fonts, systemIconDirectory: icons)
    }

    /// The Icons folder of the checkout this program was built in, or of the current folder.
    private static func findIconDirectory() -> String? {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var candidates = [FileManager.default.currentDirectoryPath]
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(folder.path)
            folder = folder.deletingLastPathComponent()
        }
        for candidate in candidates {
            let icons = (candidate as NSString).appendingPathComponent("Icons")
            if FileManager.default.fileExists(atPath: (icons as NSString).appendingPathComponent("favorites.svg")) {
                return icons
            }
        }
        return nil
    }
}
