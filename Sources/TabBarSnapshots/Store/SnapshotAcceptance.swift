import Foundation
import TabBarImage
import TabBarRender

/// Accepting what the last run drew: the actual pictures of failed and missing references in a
/// report folder become the references, with no render. Only from a report drawn in the same
/// environment as the references (the same libraries and fonts): a picture drawn elsewhere would
/// fail the next verify here.
public struct SnapshotAcceptance {
    public struct Refusal: Error, CustomStringConvertible, Equatable {
        public var description: String
    }

    /// What the run's summary says of each reference, and where it was drawn.
    private struct Summary: Decodable {
        struct Report: Decodable {
            struct Outcome: Decodable {
                var name: String
                var status: SnapshotStatus
            }

            var outcomes: [Outcome]
            var environment: RenderEnvironment?
        }

        var report: Report
    }

    /// One reference to write: its name, the picture, and the imported spec kept beside it.
    public struct Accepted: Equatable {
        public var name: String
        public var png: Data
        public var importedSpec: (name: String, yaml: Data)?

        public static func == (lhs: Accepted, rhs: Accepted) -> Bool {
            lhs.name == rhs.name && lhs.png == rhs.png && lhs.importedSpec?.name == rhs.importedSpec?.name && lhs.importedSpec?.yaml == rhs.importedSpec?.yaml
        }
    }

    public let report: String
    public let store: SnapshotStore

    public init(report: String, store: SnapshotStore) {
        self.report = report
        self.store = store
    }

    /// The references `names` asks for (every failed or missing one when empty), read and checked;
    /// nothing is written.
    public func plan(_ names: [String]) throws(Refusal) -> (accepted: [Accepted], environment: RenderEnvironment) {
        let summaryPath = FilePaths.join(report, "summary.json")
        let summary: Summary
        do {
            let data = try BoundedFile.read(summaryPath, maxBytes: 64 << 20)
            summary = try JSONDecoder().decode(Summary.self, from: data)
        } catch {
            throw Refusal(description: "\(MessageText.escape(summaryPath)): expected the summary.json of a `snapshot verify` report: \(error)")
        }
        guard let drawn = summary.report.environment else {
            throw Refusal(description: "\(MessageText.escape(summaryPath)): the report does not say which libraries and fonts drew it; verify again with this tabbar")
        }
        if let recorded = store.recordedEnvironment(), recorded != drawn {
            throw Refusal(description: "the report was drawn with \(Self.describe(drawn)), the references were recorded with \(Self.describe(recorded)); accept only what was drawn where the references are verified, or record again")
        }
        let acceptable: Set<SnapshotStatus> = [.failed, .missingReference]
        let byName = Dictionary(summary.report.outcomes.map { ($0.name, $0.status) }, uniquingKeysWith: { first, _ in first })
        let chosen: [String]
        if names.isEmpty {
            chosen = summary.report.outcomes.filter { acceptable.contains($0.status) }.map(\.name)
        } else {
            for name in names {
                guard let status = byName[name] else {
                    throw Refusal(description: "\(MessageText.quote(name)): not a reference of the report \(MessageText.escape(report))")
                }
                guard acceptable.contains(status) else {
                    throw Refusal(description: "\(MessageText.quote(name)): \(status.rawValue) in the report; only a failed or missing reference is accepted")
                }
            }
            chosen = names
        }
        var accepted: [Accepted] = []
        for name in chosen {
            let stem = (name as NSString).deletingPathExtension
            let actual = FilePaths.join(report, stem + ".actual.png")
            let png: Data
            do {
                png = try BoundedFile.read(actual, maxBytes: 256 << 20)
                _ = try PNGCodec.decode(png)
            } catch {
                throw Refusal(description: "\(MessageText.escape(actual)): expected the picture the run drew for \(MessageText.quote(name)): \(error)")
            }
            var entry = Accepted(name: name, png: png)
            // An imported spec's reference has no variant labels: its stem is the spec's name.
            if let specName = ReferenceName.stem(of: name) {
                let file = ReferenceName.importedSpec(specName: specName)
                if let yaml = try? BoundedFile.read(FilePaths.join(report, file), maxBytes: 4 << 20) { entry.importedSpec = (file, yaml) }
            }
            accepted.append(entry)
        }
        return (accepted, drawn)
    }

    /// Writes what `plan` read: every picture and spec, and the environment when the folder has
    /// none yet, each staged first and all committed together, or none. Returns the references'
    /// names, in the report's order.
    public func accept(_ names: [String]) throws(Refusal) -> [String] {
        let (accepted, environment) = try plan(names)
        guard !accepted.isEmpty else { return [] }
        var pending: [PendingReference] = []
        defer { pending.forEach { $0.discard() } }
        do {
            try FileManager.default.createDirectory(atPath: store.directory, withIntermediateDirectories: true)
            for entry in accepted {
                pending.append(try store.stage(entry.png, name: entry.name))
                if let spec = entry.importedSpec { pending.append(try store.stage(spec.yaml, name: spec.name)) }
            }
            if store.recordedEnvironment() == nil { pending.append(try store.stage(environment: environment)) }
            for write in pending { try write.commit() }
            pending = []
        } catch let error as ReferenceError {
            throw Refusal(description: "\(error)")
        } catch {
            throw Refusal(description: "\(MessageText.escape(store.directory)): cannot create the folder: \(error.localizedDescription)")
        }
        return accepted.map(\.name)
    }

    private static func describe(_ environment: RenderEnvironment) -> String {
        "cairo \(environment.cairo), pango \(environment.pango), harfbuzz \(environment.harfbuzz), freetype \(environment.freetype), librsvg \(environment.librsvg), fontconfig \(environment.fontconfig), fonts \(environment.fonts.prefix(12))"
    }
}
