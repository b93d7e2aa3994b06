import Foundation
import XCTest

/// A report folder (or JUnit file) is never the references folder, inside it, or a folder that
/// holds it, however either is spelled: relative to another working folder, through `..` after a
/// link (which the kernel takes from the link's target, not from the spelling), or through a link.
/// `record`, `verify` and `merge` keep the one rule.
final class HostileReportPlacementTests: XCTestCase {
    private let spec = "device: iphone-2g\nios: 17\ntabs:\n  - { title: A }\n  - { title: B }\n"

    /// refs/ recorded from m.yaml, a folder ci/ to run from, and ci/up → sub, so that `up/../refs`
    /// (run from ci/) is refs/ through the link, while its spelling says ci/refs.
    private func setUp(_ hostile: HostileCase) throws {
        _ = try hostile.write(spec, "m.yaml")
        let record = try hostile.cli.run(["snapshot", "record", "m.yaml", "--dir", "refs", "--report", "recorded"], in: hostile.folder)
        XCTAssertEqual(record.status, 0, record.stderr)
        for folder in ["ci", "sub"] {
            try FileManager.default.createDirectory(atPath: hostile.path(folder), withIntermediateDirectories: true)
        }
        try FileManager.default.createSymbolicLink(atPath: hostile.path("ci/up"), withDestinationPath: hostile.path("sub"))
    }

    private func expectRefused(
        _ hostile: HostileCase, _ arguments: [String], in folder: String, naming option: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let before = hostile.snapshotFiles()
        let run = try hostile.cli.run(arguments, in: hostile.folder.appendingPathComponent(folder), file: file, line: line)
        XCTAssertEqual(run.status, 2, run.stdout + run.stderr, file: file, line: line)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr, file: file, line: line)
        XCTAssertTrue(run.stderr.contains("\(option) "), run.stderr, file: file, line: line)
        XCTAssertTrue(run.stderr.contains("references folder"), run.stderr, file: file, line: line)
        XCTAssertEqual(hostile.snapshotFiles(), before, "nothing written", file: file, line: line)
    }

    func testMergeFromAnotherFolderRefusesAReportReachedThroughALinkAndDotDot() throws {
        let hostile = try HostileCase()
        try setUp(hostile)
        // The shard names the references by their absolute path, as a CI job's --dir often does.
        let verify = ["snapshot", "verify", "m.yaml", "--dir", hostile.path("refs"), "--set", "tint=#FF3B30", "--update", "none"]
        let shard = try hostile.cli.run(verify + ["--shard", "1/1", "--report", "sh1"], in: hostile.folder)
        XCTAssertEqual(shard.status, 1, shard.stderr)
        for report in ["up/../refs/merged", "up/../refs", "up/.."] {
            try expectRefused(hostile, ["snapshot", "merge", "../sh1", "--report", report], in: "ci", naming: "--report")
        }
        try expectRefused(hostile, ["snapshot", "merge", "../sh1", "--report", "out", "--junit", "up/../refs/j.xml"], in: "ci", naming: "--junit")
    }

    func testRecordAndVerifyRefuseAReportThatIsInsideOrHoldsTheReferences() throws {
        let hostile = try HostileCase()
        try setUp(hostile)
        for command in ["record", "verify"] {
            for report in ["up/../refs/out", "up/..", ".."] {
                try expectRefused(
                    hostile, ["snapshot", command, "../m.yaml", "--dir", "../refs", "--report", report], in: "ci", naming: "--report")
            }
        }
        try expectRefused(
            hostile, ["snapshot", "verify", "../m.yaml", "--dir", "../refs", "--report", "out", "--junit", "up/../refs/j.xml"],
            in: "ci", naming: "--junit")
        // A report beside the references is fine.
        let beside = try hostile.cli.run(["snapshot", "verify", "../m.yaml", "--dir", "../refs", "--report", "up/../beside"], in: hostile.folder.appendingPathComponent("ci"))
        XCTAssertEqual(beside.status, 0, beside.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: hostile.path("beside/report.html")))
    }
}
