import Foundation
import TabBarImage

/// Puts the shards of one sharded `snapshot verify` run back together: the report the unsharded
/// run would have made (the same outcomes in the same order, the same counts and verdict), the
/// JUnit cases' spec files and times, and the failure images to copy beside the merged page.
/// It reads only the shard folders' `shard.json` and failure images; writing is the caller's,
/// with the one summary, page and JUnit writer every run uses.
public enum ReportMerge {
    /// A shard folder and what its run left in it.
    public struct Shard: Sendable {
        public var folder: String
        public var record: ShardRecord

        public init(folder: String, record: ShardRecord) {
            self.folder = folder
            self.record = record
        }
    }

    /// A failure image to copy from a shard folder into the merged one.
    public struct Copy: Equatable, Sendable {
        public var source: String
        public var destination: String
    }

    public struct Merged: Sendable {
        /// Artifact paths point into the merged folder.
        public var report: SnapshotReport
        /// Each outcome's spec file, by outcome name (JUnit's classname).
        public var specs: [String: String]
        /// Each checked outcome's seconds, by outcome name.
        public var times: [String: Double]
        public var copies: [Copy]
    }

    /// Failure images are at most three panels of the largest reference side by side.
    static let maxArtifactBytes = 4 * SnapshotStore.maxReferenceBytes
    /// The most bytes of shard records one merge reads, all shards together: about 20,000
    /// outcomes (each about 800 bytes with its case). What a merge then writes (the summary, the
    /// page, the text) grows with what it read, so this bounds the whole merge's time, not only
    /// the parse: a 100 MB record took minutes.
    public static let maxRecordBytes = 16 << 20

    /// Reads `folder/shard.json`, as the only record of a merge.
    public static func read(_ folder: String) throws(ReportMergeError) -> Shard {
        var budget = maxRecordBytes
        return try read(folder, budget: &budget)
    }

    /// Reads `folder/shard.json`.
    /// - Parameter budget: the record bytes the merge may still read; what this one took is
    ///   taken off it.
    public static func read(_ folder: String, budget: inout Int) throws(ReportMergeError) -> Shard {
        let path = (folder as NSString).appendingPathComponent(ShardRecord.fileName)
        let data: Data
        do {
            data = try BoundedFile.read(path, maxBytes: max(0, budget))
        } catch .tooLarge {
            throw .recordsTooLarge(folder: folder, limit: maxRecordBytes)
        } catch {
            throw .unreadable(folder: folder, reason: error.description)
        }
        budget -= data.count
        let json = ByteOrderMark.stripped(data)
        // One parse of a record that reads, the usual case; the version is looked at only to say
        // why one does not.
        let record: ShardRecord
        do {
            record = try JSONDecoder().decode(ShardRecord.self, from: json)
        } catch {
            struct Version: Decodable { let schemaVersion: Int }
            if let version = try? JSONDecoder().decode(Version.self, from: json).schemaVersion, version != ShardRecord.currentSchemaVersion {
                throw .unsupportedVersion(folder: folder, version: version)
            }
            throw .unreadable(folder: folder, reason: "not a shard record (\(Self.decodingReason(error)))")
        }
        guard record.schemaVersion == ShardRecord.currentSchemaVersion else {
            throw .unsupportedVersion(folder: folder, version: record.schemaVersion)
        }
        return Shard(folder: folder, record: record)
    }

    /// The unsharded run's report from every shard of it.
    ///
    /// - Parameter reportFolder: the merged report's folder as the user gave it; artifact paths
    ///   start with it, as the unsharded run's would have with the same `--report`.
    public static func merge(_ shards: [Shard], into reportFolder: String) throws(ReportMergeError) -> Merged {
        guard let first = shards.first else { throw .noShards }
        try checkMembership(shards, first: first)
        let total = first.record.inputs
        // Every input has an outcome in some shard, so the suite is no larger than all the shards'
        // outcomes together: a record's own count is checked against that before it sizes anything.
        let outcomes = shards.reduce(0) { $0 + $1.record.cases.count }
        guard (0...outcomes).contains(total) else {
            throw .inconsistent(folder: first.folder, reason: "inputs is \(total), but the shards hold \(outcomes) outcome(s) in all; expected a count from 0 to \(outcomes)")
        }

        // Each input's outcome. An input that could not be read or named is an error in every
        // shard (every shard reads the whole list), so a place may be filled more than once, but
        // only ever by the same outcome.
        var slots: [(outcome: SnapshotOutcome, spec: String, seconds: Double?, folder: String)?] = Array(repeating: nil, count: total)
        for shard in shards {
            let record = shard.record
            guard record.cases.count == record.report.outcomes.count else {
                throw .inconsistent(folder: shard.folder, reason: "\(record.cases.count) cases for \(record.report.outcomes.count) outcomes")
            }
            for (outcome, item) in zip(record.report.outcomes, record.cases) {
                guard (0..<total).contains(item.position) else {
                    throw .inconsistent(folder: shard.folder, reason: "\(outcome.name) is at position \(item.position) of a suite of \(total)")
                }
                if let earlier = slots[item.position] {
                    guard earlier.outcome == outcome, earlier.spec == item.spec else {
                        throw .inconsistent(
                            folder: shard.folder, reason: "\(outcome.name) and \(earlier.outcome.name) in \(earlier.folder) claim the same place")
                    }
                    continue
                }
                slots[item.position] = (outcome, item.spec, item.seconds, shard.folder)
            }
        }
        let absent = slots.indices.filter { slots[$0] == nil }
        if let gap = absent.first {
            throw .inconsistent(folder: first.folder, reason: "the shards hold no outcome for \(absent.count) of \(total) inputs (the first at position \(gap))")
        }

        var merged = Merged(report: first.record.report, specs: [:], times: [:], copies: [])
        merged.report.shard = nil
        merged.report.outcomes = []
        var destinations: Set<String> = []
        for case let slot? in slots {
            var outcome = slot.outcome
            if let artifacts = outcome.artifacts {
                func rebase(_ path: String) throws(ReportMergeError) -> String {
                    let copy = try artifactCopy(path, from: slot.folder, into: reportFolder)
                    guard destinations.insert(copy.destination).inserted else {
                        throw .inconsistent(folder: slot.folder, reason: "two outcomes have the failure image \(copy.destination)")
                    }
                    merged.copies.append(copy)
                    return copy.destination
                }
                outcome.artifacts = FailureArtifacts(
                    expected: try artifacts.expected.map(rebase), actual: try rebase(artifacts.actual),
                    diff: try artifacts.diff.map(rebase), composite: try artifacts.composite.map(rebase))
            }
            merged.report.outcomes.append(outcome)
            merged.specs[outcome.name] = slot.spec
            if let seconds = slot.seconds { merged.times[outcome.name] = seconds }
        }

        // Every shard measured the whole references folder against the whole suite, so they
        // agree on it; only a shard that pruned (locally, with --prune) took orphans away that
        // the ones before it still saw.
        for shard in shards.dropFirst() {
            let report = shard.record.report
            if report.notInRun != first.record.report.notInRun {
                throw .inconsistent(
                    folder: shard.folder,
                    reason: "it counted \(MessageText.count(report.notInRun, "reference")) not in the run, \(first.folder) \(first.record.report.notInRun): they saw different reference folders")
            }
            merged.report.orphans = union(merged.report.orphans, report.orphans)
            merged.report.pruned = union(merged.report.pruned, report.pruned)
            merged.report.skipped = union(merged.report.skipped, report.skipped)
        }
        let pruned = Set(merged.report.pruned)
        merged.report.orphans.removeAll { pruned.contains($0) }
        return merged
    }

    /// The merged outputs are never written into a shard folder (each stays as its job left it),
    /// nor where the references are (`ReportPlacement`).
    ///
    /// - Parameter outputs: each output with the option that names it (`--report`, `--junit`).
    public static func checkOutputs(_ outputs: [(option: String, path: String)], shards: [Shard]) throws(ReportMergeError) {
        for output in outputs {
            for shard in shards where FilePaths.isInside(output.path, shard.folder) {
                throw .outputInsideShard(option: output.option, path: output.path, shard: shard.folder)
            }
        }
        // As given (relative to here, when the merge runs where the shards ran) and as the shard
        // resolved it (when the merge runs from another folder).
        let references = shards.flatMap { [$0.record.references] + ($0.record.referencesPath.map { [$0] } ?? []) }
        if let clash = ReportPlacement.clash(outputs, references: references) { throw .outputAmongReferences(clash) }
    }

    /// Copies the failure images, each read only when it is a regular file (not a link) of its
    /// shard folder.
    public static func copyArtifacts(_ copies: [Copy]) throws(ReportMergeError) {
        for copy in copies {
            guard ReferenceFileKind(path: copy.source) == .regular else {
                throw .artifact(path: copy.source, reason: "missing, or not a regular file")
            }
            do {
                try AtomicFile.write(
                    try BoundedFile.read(copy.source, maxBytes: maxArtifactBytes), named: (copy.destination as NSString).lastPathComponent,
                    in: (copy.destination as NSString).deletingLastPathComponent)
            } catch let error as FileReadError {
                throw .artifact(path: copy.source, reason: error.description)
            } catch {
                throw .artifact(path: copy.destination, reason: "\(error)")
            }
        }
    }

    /// Every shard of one run split the same number of ways, each exactly once.
    private static func checkMembership(_ shards: [Shard], first: Shard) throws(ReportMergeError) {
        var parsed: [TabBarSnapshots.Shard] = []
        var folderOf: [Int: String] = [:]
        for shard in shards {
            guard let part = TabBarSnapshots.Shard(shard.record.shard) else {
                throw .inconsistent(folder: shard.folder, reason: "shard \"\(shard.record.shard)\" is not I/N")
            }
            if shard.record.run != first.record.run {
                throw .otherRun(folder: shard.folder, run: shard.record.run, first: first.folder, firstRun: first.record.run)
            }
            if let head = parsed.first, part.count != head.count {
                throw .otherCount(folder: shard.folder, shard: part.description, first: first.folder, firstShard: head.description)
            }
            if let earlier = folderOf[part.index] {
                throw .duplicate(shard: part.description, folders: [earlier, shard.folder])
            }
            folderOf[part.index] = shard.folder
            parsed.append(part)
        }
        // A record may claim any count (a trillion shards): the first few missing are named and
        // the rest counted, so the search ends after at most the given shards and ten more.
        let count = parsed[0].count
        let absent = count - folderOf.count
        if absent > 0 {
            var missing: [String] = []
            var index = 1
            while missing.count < 10, index <= count {
                if folderOf[index] == nil { missing.append("\(index)/\(count)") }
                index += 1
            }
            if absent > missing.count { missing.append("and \(absent - missing.count) more") }
            throw .missing(missing, given: parsed.sorted { $0.index < $1.index }.map(\.description))
        }
    }

    /// Where a failure image of `folder` goes: the same file name in the merged folder. Only the
    /// name is taken from the record, so no path in it reaches outside the shard folder.
    private static func artifactCopy(_ path: String, from folder: String, into reportFolder: String) throws(ReportMergeError) -> Copy {
        let name = (path as NSString).lastPathComponent
        guard name.hasSuffix(".png"), !name.hasPrefix(".") else {
            throw .artifact(path: path, reason: "not the name of a failure image")
        }
        return Copy(
            source: (folder as NSString).appendingPathComponent(name),
            destination: (reportFolder as NSString).appendingPathComponent(name))
    }

    /// `base`, then the names of `more` it lacks, in their order.
    private static func union(_ base: [String], _ more: [String]) -> [String] {
        var seen = Set(base)
        return base + more.filter { seen.insert($0).inserted }
    }

    private static func decodingReason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _)?: "no \(key.stringValue)"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .dataCorrupted(let context)?:
            (context.codingPath.map(\.stringValue) + [context.debugDescription]).joined(separator: ": ")
        default: "\(error)"
        }
    }
}

/// Why shards could not be merged; one line each, naming the folder or the shard.
public enum ReportMergeError: Error, CustomStringConvertible, Equatable, Sendable {
    case noShards
    case unreadable(folder: String, reason: String)
    case recordsTooLarge(folder: String, limit: Int)
    case unsupportedVersion(folder: String, version: Int)
    case otherRun(folder: String, run: String, first: String, firstRun: String)
    case otherCount(folder: String, shard: String, first: String, firstShard: String)
    case duplicate(shard: String, folders: [String])
    case missing([String], given: [String])
    case inconsistent(folder: String, reason: String)
    case outputInsideShard(option: String, path: String, shard: String)
    case outputAmongReferences(ReportPlacement.Clash)
    case artifact(path: String, reason: String)

    public var description: String {
        switch self {
        case .noShards:
            "no shard folders given; name the --report folder of every `snapshot verify --shard I/N` job"
        case .unreadable(let folder, let reason):
            "\((folder as NSString).appendingPathComponent(ShardRecord.fileName)): \(reason); give the --report folder of a `snapshot verify --shard I/N` run"
        case .recordsTooLarge(let folder, let limit):
            "\((folder as NSString).appendingPathComponent(ShardRecord.fileName)): with the records before it, more than \(limit >> 20) MB of shard records; a merge reads at most \(limit >> 20) MB (about 20,000 outcomes): merge fewer outcomes at once"
        case .unsupportedVersion(let folder, let version):
            "\((folder as NSString).appendingPathComponent(ShardRecord.fileName)): schemaVersion \(version), this tabbar reads \(ShardRecord.currentSchemaVersion); merge with the tabbar that ran the shards"
        case .otherRun(let folder, let run, let first, let firstRun):
            "\(folder) is a shard of another run (suite \(run)) than \(first) (suite \(firstRun)): other specs or options; merge the shards of one run"
        case .otherCount(let folder, let shard, let first, let firstShard):
            "\(folder) is shard \(shard) but \(first) is shard \(firstShard): the suite was split two ways; merge the shards of one run"
        case .duplicate(let shard, let folders):
            "shard \(shard) given twice: \(folders.joined(separator: " and "))"
        case .missing(let missing, let given):
            "missing shard\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) (given: \(given.joined(separator: ", "))); give every shard's folder"
        case .inconsistent(let folder, let reason):
            "\((folder as NSString).appendingPathComponent(ShardRecord.fileName)): \(reason)"
        case .outputInsideShard(let option, let path, let shard):
            "\(option) \(path): inside the shard folder \(shard), which the merge only reads; write the merged report elsewhere"
        case .outputAmongReferences(let clash):
            "\(clash.description), where only references live; write the merged report elsewhere"
        case .artifact(let path, let reason):
            "\(path): failure image not copied: \(reason)"
        }
    }
}
