import ArgumentParser
import Foundation
import TabBarSnapshots

struct SnapshotMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the report folders of a sharded verify run into the report of the whole suite.",
        discussion: """
            Each `snapshot verify --shard I/N --report DIR` leaves shard.json in DIR. Given every \
            shard's folder of one run, merge writes report.html, summary.json and (with --junit) \
            JUnit XML exactly as the unsharded run would have (the same cards, counts, order and \
            verdict), and copies the failure images beside them, so the folder stands alone. It \
            refuses shards of another run or split, a missing or repeated shard, and never writes \
            into a shard folder or the references folder. Exits as the unsharded run would: 0 \
            when all passed, 1 when a snapshot failed, 2 when a spec had errors or the shards do \
            not make one run.

            Example:
              tabbar snapshot merge shards/shard-*/ --report snapshot-report --junit snapshot-junit.xml
            """)

    @Argument(help: "The --report folder of every shard of the run.")
    var shards: [String] = []

    @Option(help: "Folder for the merged report.html, summary.json and failure images.")
    var report = "snapshot-report"

    @Option(help: "Also write the merged JUnit XML to this file.")
    var junit: String?

    func run() throws {
        let merged: ReportMerge.Merged
        do {
            var read: [ReportMerge.Shard] = []
            var budget = ReportMerge.maxRecordBytes
            for folder in shards { read.append(try ReportMerge.read(folder, budget: &budget)) }
            try ReportMerge.checkOutputs([("--report", report)] + (junit.map { [("--junit", $0)] } ?? []), shards: read)
            merged = try ReportMerge.merge(read, into: report)
            try ReportMerge.copyArtifacts(merged.copies)
        } catch {
            throw CommandFailure.invalidInput(error.description)
        }
        // Shards of `snapshot record` (update all) only wrote; shards of a verify fail on writes.
        let files = SnapshotReportFiles(
            report: merged.report, folder: report, specs: merged.specs, times: merged.times, junit: junit,
            writesFail: merged.report.updateMode != .all)
        let verdict: SnapshotVerdict
        do { verdict = try files.write() } catch { throw CommandFailure.invalidInput(error.description) }
        try publish(merged.report, verdict: verdict)
    }
}
