import Foundation
import ImageDiff
import TabBarImage
import TabBarRender

/// The summary of a snapshot run: JSON for machines, text for the terminal, and an HTML page for
/// people (ReportPage.swift) that shows the artifact images beside it.
public struct SnapshotReport: Codable, Sendable {
    public var outcomes: [SnapshotOutcome]
    /// References of this run's specs that no spec makes any more (not yet pruned).
    public var orphans: [String]
    /// How many references belong to specs that are not in this run: left alone.
    public var notInRun: Int
    /// References removed by this run.
    public var pruned: [String]
    /// Entries named like references that are not regular files, left alone.
    public var skipped: [String]
    public var thresholds: Thresholds
    public var updateMode: UpdateMode
    public var shard: String?
    /// The libraries and fonts this run drew with.
    public var environment: RenderEnvironment?
    /// Those the reference folder says its references were recorded with, when it says.
    public var recordedEnvironment: RenderEnvironment?

    public init(
        outcomes: [SnapshotOutcome], orphans: [String], notInRun: Int = 0, pruned: [String] = [], skipped: [String] = [],
        thresholds: Thresholds, updateMode: UpdateMode, shard: String? = nil,
        environment: RenderEnvironment? = nil, recordedEnvironment: RenderEnvironment? = nil
    ) {
        self.environment = environment
        self.recordedEnvironment = recordedEnvironment
        self.outcomes = outcomes
        self.orphans = orphans
        self.notInRun = notInRun
        self.pruned = pruned
        self.skipped = skipped
        self.thresholds = thresholds
        self.updateMode = updateMode
        self.shard = shard
    }

    public var failures: [SnapshotOutcome] { outcomes.filter { $0.status.isFailure } }
    public var errors: [SnapshotOutcome] { outcomes.filter { $0.status == .errored } }

    public func count(_ status: SnapshotStatus) -> Int { outcomes.filter { $0.status == status }.count }

    /// The shape version of `summary.json` (Schemas/summary.schema.json).
    public static let schemaVersion = 1

    /// `summary` counts under the words the text's last line uses (`failed` counts missing
    /// references too, which `missingReference` counts alone), then every outcome.
    public func json() throws -> Data {
        struct Summary: Encodable {
            let passed, failed, errors, recorded, updated, orphaned, notInRun, pruned, missingReference: Int
        }
        struct Document: Encodable {
            let schemaVersion: Int
            let summary: Summary
            let report: SnapshotReport
        }
        let summary = Summary(
            passed: count(.passed), failed: failures.count, errors: errors.count, recorded: count(.recorded),
            updated: count(.updated), orphaned: orphans.count, notInRun: notInRun, pruned: pruned.count,
            missingReference: count(.missingReference))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(Document(schemaVersion: Self.schemaVersion, summary: summary, report: self))
    }

    /// One line per snapshot that did not simply pass, then the totals.
    /// - Parameter errorReasons: false where the caller prints each error's reason elsewhere (the
    ///   command line, on standard error), so that a reader is not shown it twice.
    public func text(errorReasons: Bool = true) -> String {
        var lines: [String] = []
        for outcome in outcomes where outcome.status != .passed {
            // An error's reason already names its spec file.
            var line = outcome.status == .errored && !outcome.reasons.isEmpty && errorReasons
                ? "\(outcome.status.rawValue): " + outcome.reasons.joined(separator: "; ")
                : "\(outcome.status.rawValue): \(outcome.name)"
            if outcome.status != .errored, !outcome.reasons.isEmpty { line += ": " + outcome.reasons.joined(separator: "; ") }
            if let composite = outcome.artifacts?.composite ?? outcome.artifacts?.actual { line += " (see \(composite))" }
            lines.append(line)
        }
        for orphan in orphans { lines.append("orphan: \(orphan) (its spec no longer produces it; --prune removes it)") }
        for name in skipped { lines.append("skipped: \(name) (not a regular file; never read, written or removed)") }
        if !pruned.isEmpty { lines.append("pruned \(pruned.count): \(pruned.joined(separator: ", "))") }
        if let environment, let recordedEnvironment, let note = environment.note(recorded: recordedEnvironment) { lines.append(note) }
        var totals = "\(count(.passed)) passed, \(failures.count) failed"
        if !errors.isEmpty { totals += ", \(MessageText.count(errors.count, "error"))" }
        totals += ", \(count(.recorded)) recorded, \(count(.updated)) updated, \(orphans.count) orphaned"
        if notInRun > 0 { totals += ", \(notInRun) not in this run" }
        lines.append(totals)
        // Names come from file names and `shard.json`: a line break in one must not start a line
        // of its own (`::error …` is a command to GitHub Actions), nor an ESC reach the terminal.
        return lines.map { MessageText.oneLine($0, limit: .max) }.joined(separator: "\n")
    }
}
