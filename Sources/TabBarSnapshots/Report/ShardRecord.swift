import Foundation
import ImageDiff
import TabBarImage

/// What one shard of a run leaves in its report folder (`shard.json`) for `snapshot merge`: which
/// run it belongs to, which shard it is, and each outcome with its place in the whole suite, its
/// spec file and its time, so the merge can write what the unsharded run would have written.
///
/// The outcomes are kept at full precision here: summary.json rounds its numbers to 1/1000, and
/// the report page prints some (the differing-pixel percentage) finer than that.
public struct ShardRecord: Codable, Sendable {
    public static let fileName = "shard.json"
    /// The shape version of `shard.json`; a merge refuses any other.
    public static let currentSchemaVersion = 1

    /// One outcome's place in the whole suite and what JUnit says of it.
    public struct Case: Codable, Equatable, Sendable {
        /// The outcome's place among the run's inputs (every spec in every variant, in the order
        /// given), the same on every shard.
        public var position: Int
        /// The spec file, JUnit's classname.
        public var spec: String
        /// The render and comparison, when one ran.
        public var seconds: Double?

        public init(position: Int, spec: String, seconds: Double?) {
            self.position = position
            self.spec = spec
            self.seconds = seconds
        }
    }

    public var schemaVersion: Int
    /// The run's `SuiteIdentity.digest`: shards merge only with shards of the same run.
    public var run: String
    /// "I/N".
    public var shard: String
    /// How many inputs the whole suite has (the positions are 0..<inputs).
    public var inputs: Int
    /// The shard's `--dir` as given, so the merge never writes among those references.
    public var references: String
    /// The same folder as an absolute path with links resolved, where the shard ran: `--dir` as
    /// given is relative to the shard's working folder, which a merge run elsewhere does not share.
    /// Absent in records of earlier releases.
    public var referencesPath: String?
    /// Parallel to `report.outcomes`.
    public var cases: [Case]
    public var report: SnapshotReport

    public init(
        run: String, shard: Shard, inputs: Int, references: String, referencesPath: String? = nil, cases: [Case], report: SnapshotReport
    ) {
        self.schemaVersion = Self.currentSchemaVersion
        self.run = run
        self.shard = shard.description
        self.inputs = inputs
        self.references = references
        self.referencesPath = referencesPath
        self.cases = cases
        self.report = report
    }

    /// Sorted keys, numbers as Swift writes them (they read back to the same doubles).
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

/// What makes shards parts of one run: the suite (every input in order, with its overrides and
/// the digest of its file's bytes) and every option that changes an outcome. Two CI jobs of one
/// matrix compute the same identity; a job of another commit whose specs differ, or one run with
/// other limits, does not. The references folder counts by its path, not its contents, on
/// purpose: a local shard may record references that a later shard then finds, and that is
/// still one run.
public struct SuiteIdentity: Codable, Equatable, Sendable {
    public struct Input: Codable, Equatable, Sendable {
        public var path: String
        /// `KEY=VALUE` of each override (`--set`, then the variant's).
        public var overrides: [String]
        /// FNV-1a of the file's bytes, or why it could not be read (the run reports it as an error).
        public var content: String

        /// Reads the file at `path` to digest it.
        public init(path: String, overrides: [String]) {
            self.path = path
            self.overrides = overrides
            do {
                content = String(StableHash.fnv1a(bytes: try BoundedFile.read(path, maxBytes: Self.maxSpecBytes)), radix: 16)
            } catch {
                content = "unreadable: \(error)"
            }
        }

        /// Far beyond any spec; the loader refuses large files with its own message.
        static let maxSpecBytes = 64 << 20
    }

    public var inputs: [Input]
    public var references: String
    public var icons: String?
    public var scale: Int?
    public var thresholds: Thresholds
    public var diffOptions: DiffOptions
    public var updateMode: UpdateMode

    public init(
        inputs: [Input], references: String, icons: String?, scale: Int?, thresholds: Thresholds, diffOptions: DiffOptions,
        updateMode: UpdateMode
    ) {
        self.inputs = inputs
        self.references = references
        self.icons = icons
        self.scale = scale
        self.thresholds = thresholds
        self.diffOptions = diffOptions
        self.updateMode = updateMode
    }

    /// 16 hex digits of FNV-1a over the identity's JSON with sorted keys. It tells runs apart by
    /// accident, not against someone forging a shard: the shard folders are the user's own.
    public var digest: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(self)) ?? Data()
        let hex = String(StableHash.fnv1a(bytes: data), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
