import Foundation
import TabBarCommandLine
import TabBarImage
import TabBarImport
import TabBarModel
import TabBarSnapshots

/// The specs an app's code gave when its references were recorded, kept beside the references
/// (`ReferenceName.importedSpec`): a verify compares what the code gives now with them field by
/// field, so a renamed tab fails in words (`tabs[1].title: "Inbox" → "Messages"
/// (Localizable.strings:15)`), even where the pixels cannot show it (a symbol drawn as a
/// placeholder, a title under the same glyphs).
enum ImportedSpecRecord {
    /// One field that changed, with the line of the app's code that now gives it.
    struct Change {
        var spec: String
        var change: SpecFieldChange
        /// Where the app's code gives the field now, as the spec's comment says it.
        var source: String

        var line: String { "changed: \(spec): \(change.text) (\(source))" }
    }

    /// What `verify` found: the changes, and the specs kept for the first time.
    struct Comparison {
        var changes: [Change] = []
        var unrecorded: [String] = []
    }

    static func path(of spec: ImportedSpec, in references: String) -> String {
        FilePaths.join(references, ReferenceName.importedSpec(specName: spec.name))
    }

    /// Each spec's fields against the copy kept beside the references.
    static func compare(_ imported: [ImportedSource], references: String) -> Comparison {
        var comparison = Comparison()
        for source in imported {
            let path = path(of: source.kept, in: references)
            guard let data = try? BoundedFile.read(path, maxBytes: 4 << 20),
                  let earlier = try? SpecDocument(yaml: String(decoding: data, as: UTF8.self), source: path, baseDirectory: references)
            else {
                comparison.unrecorded.append(source.kept.name)
                continue
            }
            for change in source.kept.document.spec.changes(since: earlier.spec) {
                let at = source.kept.fieldSources[change.path] ?? source.kept.provenance(ofField: change.path).description
                comparison.changes.append(Change(spec: source.kept.name, change: change, source: at))
            }
        }
        return comparison
    }

    /// Writes the specs a verify found new or changed into its report folder, where `snapshot
    /// accept` takes them from with the pictures it accepts.
    static func offer(_ specs: [ImportedSpec], report: String) throws(CommandFailure) {
        try write(specs, references: report)
    }

    /// Keeps each spec beside the references, each file written whole, never through a link.
    static func write(_ specs: [ImportedSpec], references: String) throws(CommandFailure) {
        guard !specs.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: references, withIntermediateDirectories: true)
        } catch {
            throw .invalidInput("\(MessageText.escape(references)): cannot create the folder: \(error.localizedDescription)")
        }
        try writeOutputs([], folderFiles: (references, specs.map { (data: Data($0.yaml.utf8), name: ReferenceName.importedSpec(specName: $0.name)) }))
    }
}
