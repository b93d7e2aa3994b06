import Foundation
import TabBarImage

/// A run's report as files (summary.json, report.html, JUnit, a shard's shard.json): one writer
/// for a run and for the merge of its shards, so a merged report is written exactly as the
/// unsharded run's would be.
public struct SnapshotReportFiles {
    public let report: SnapshotReport
    public let folder: String
    /// Each outcome's spec file and seconds, for JUnit.
    public let specs: [String: String]
    public let times: [String: Double]
    public let junit: String?
    public var shardRecord: ShardRecord?
    /// Whether references written by the run fail it (verify) or are its purpose (record).
    public var writesFail: Bool

    public init(
        report: SnapshotReport, folder: String, specs: [String: String], times: [String: Double], junit: String?,
        shardRecord: ShardRecord? = nil, writesFail: Bool = true
    ) {
        self.report = report
        self.folder = folder
        self.specs = specs
        self.times = times
        self.junit = junit
        self.shardRecord = shardRecord
        self.writesFail = writesFail
    }

    /// The report.html written.
    public var page: String { FilePaths.join(folder, "report.html") }

    /// Writes every file in one batch, all or nothing, and judges the run.
    public func write() throws(SnapshotRunError) -> SnapshotVerdict {
        var files: [(data: Data, name: String)]
        do {
            files = [
                (Data(StableJSON.roundingNumbers(String(decoding: try report.json(), as: UTF8.self)).utf8), "summary.json"),
                (Data(report.html(folder: folder).utf8), "report.html"),
            ]
            // Unrounded: the merge rebuilds the page, which prints some numbers finer than 1/1000.
            if let shardRecord { files.append((try shardRecord.json(), ShardRecord.fileName)) }
        } catch {
            throw .invalidInput("cannot encode the summary: \(error)")
        }
        var outputs: [(data: Data, path: String)] = []
        if let junit { outputs.append((Data(JUnitReport(snapshots: report, specs: specs, times: times).xml().utf8), junit)) }
        do {
            try OutputBatch.write(outputs, folderFiles: (folder, files))
        } catch {
            throw .invalidInput(error.description)
        }
        return verdict
    }

    var verdict: SnapshotVerdict {
        if !report.errors.isEmpty { return .errored(report.errors.compactMap(\.reasons.first)) }
        if !report.failures.isEmpty { return .failed(report.failures.count, page: page) }
        let written = report.outcomes.filter { $0.status == .recorded || $0.status == .updated }.count
        if writesFail, written > 0 { return .referencesWritten(written, page: page) }
        return .passed
    }
}

/// How a snapshot run went.
public enum SnapshotVerdict: Equatable, Sendable {
    case passed
    /// Specs could not be read or drawn: each one's reason.
    case errored([String])
    /// Snapshots differ from their references.
    case failed(Int, page: String)
    /// A verify wrote references (missing ones, or updated on request): someone looks first.
    case referencesWritten(Int, page: String)

    /// What the command line says when the run did not pass.
    public var message: String? {
        switch self {
        case .passed: nil
        case .errored(let reasons): reasons.joined(separator: "\n")
        case .failed(let count, let page): "\(MessageText.count(count, "snapshot")) failed; see \(page)"
        case .referencesWritten(let count, let page):
            "\(count) reference\(count == 1 ? " was" : "s were") written by this run; look at \(count == 1 ? "it" : "them") (\(page)), commit, and verify again"
        }
    }
}
