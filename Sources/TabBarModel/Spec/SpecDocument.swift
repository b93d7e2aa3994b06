import Foundation
import TabBarFiles

/// A spec together with where it came from, which relative icon and backdrop paths need.
public struct SpecDocument: Sendable {
    public var spec: Spec
    /// How messages name the spec: the path the user typed.
    public var source: String
    /// Folder that relative paths in the spec start from.
    public var baseDirectory: String
    /// The tab order and selection to draw (a `TabBarController`'s); the spec's own when nil.
    public var presentation: TabBarPresentation?

    public init(spec: Spec, source: String = "spec", baseDirectory: String = ".", presentation: TabBarPresentation? = nil) {
        self.spec = spec
        self.source = source
        self.baseDirectory = baseDirectory
        self.presentation = presentation
    }
}

// The one loader: the command line, TabBarTesting and any other caller read specs through these,
// so the bounds (size, nesting) and the one-line messages are the same everywhere.
extension SpecDocument {
    /// A spec written as YAML text.
    /// - Parameters:
    ///   - source: how messages name it.
    ///   - baseDirectory: where relative icon and backdrop paths start.
    public init(yaml: String, source: String = "spec.yaml", baseDirectory: String = ".") throws(SpecError) {
        try self.init(text: yaml, format: .yaml, source: source, baseDirectory: baseDirectory)
    }

    /// A spec written as JSON text.
    public init(json: String, source: String = "spec.json", baseDirectory: String = ".") throws(SpecError) {
        try self.init(text: json, format: .json, source: source, baseDirectory: baseDirectory)
    }

    /// A spec file (`.yaml`, `.yml` or `.json`); relative paths in it start from its folder.
    public init(contentsOf url: URL) throws(SpecError) {
        self = try Self.loadWithText(url.path).document
    }

    private init(text: String, format: SpecFormat, source: String, baseDirectory: String) throws(SpecError) {
        let spec: Spec
        do {
            spec = try SpecDecoder().decode(Data(text.utf8), format: format, source: source)
        } catch {
            throw error.located(in: text)
        }
        self.init(spec: spec, source: source, baseDirectory: baseDirectory)
    }

    /// Reads the spec file at `path` as the user typed it (messages name it so), and returns
    /// the text too, for callers that point at lines.
    /// - Parameter overrides: `--set` values, applied before the spec is decoded and checked.
    public static func loadWithText(
        _ path: String, overrides: [SpecOverride] = []
    ) throws(SpecError) -> (document: SpecDocument, text: String) {
        try decode(try read(path), path: path, overrides: overrides)
    }

    /// A spec file's bytes, at most `SpecInputLimits.maxBytes` of them, or the error naming it (a
    /// name that is not a spec's first, as `loadWithText` says it).
    public static func read(_ path: String) throws(SpecError) -> Data {
        _ = try format(of: path)
        do {
            return try BoundedFile.read(path, maxBytes: SpecInputLimits.maxBytes)
        } catch {
            throw SpecError(file: path, path: "", message: "\(error)")
        }
    }

    /// The spec in `data`, the bytes `read(path)` gave, with its text: what `loadWithText` gives
    /// for a file already read.
    public static func decode(
        _ data: Data, path: String, overrides: [SpecOverride] = []
    ) throws(SpecError) -> (document: SpecDocument, text: String) {
        let format = try format(of: path)
        let spec: Spec
        do {
            spec = try SpecDecoder().decode(data, format: format, source: path, overrides: overrides)
        } catch {
            throw error.located(in: String(decoding: data, as: UTF8.self))
        }
        let directory = (path as NSString).deletingLastPathComponent
        let document = SpecDocument(spec: spec, source: path, baseDirectory: directory.isEmpty ? "." : directory)
        return (document, String(decoding: data, as: UTF8.self))
    }

    private static func format(of path: String) throws(SpecError) -> SpecFormat {
        guard let format = SpecFormat(fileName: path) else {
            throw SpecError(file: path, path: "", message: "expected a .yaml, .yml or .json spec file")
        }
        return format
    }
}
