import Foundation
import TabBarImage
import XCTest

/// Issue 41, round three, §1, §2, §6, §7: the report folder, the shard records and what a
/// sharded run prints are hostile ground as the references folder is.
final class HostileReportTests: XCTestCase {
    private func bar(_ title: String, tint: String? = nil) -> String {
        "device: iphone-2g\nios: 17\n" + (tint.map { "tint: \"\($0)\"\n" } ?? "") + "tabs:\n  - { title: \(title) }\n  - { title: More }\n"
    }

    /// Specs m0…m3 recorded into refs/, the names of their references.
    private func recorded(_ hostile: HostileCase, count: Int = 4) throws -> [String] {
        for index in 0..<count { _ = try hostile.write(bar("T\(index)"), "m\(index).yaml") }
        let record = try hostile.cli.run(["snapshot", "record"] + (0..<count).map { "m\($0).yaml" } + ["--dir", "refs", "--report", "recorded"], in: hostile.folder)
        XCTAssertEqual(record.status, 0, record.stderr)
        // The reference images; the folder also keeps environment.json, what they were recorded with.
        return try FileManager.default.contentsOfDirectory(atPath: hostile.path("refs")).filter { $0.hasSuffix(".png") }.sorted()
    }

    private func bytes(_ hostile: HostileCase, _ name: String) -> Data? { FileManager.default.contents(atPath: hostile.path(name)) }

    func testALinkInTheReportFolderNeverLeadsAFailureImageIntoTheReferences() throws {
        let hostile = try HostileCase()
        let references = try recorded(hostile, count: 1)
        let reference = try XCTUnwrap(references.first)
        let before = bytes(hostile, "refs/" + reference)
        try FileManager.default.createDirectory(atPath: hostile.path("rep"), withIntermediateDirectories: true)
        let stem = (reference as NSString).deletingPathExtension
        try FileManager.default.createSymbolicLink(atPath: hostile.path("rep/\(stem).actual.png"), withDestinationPath: "../refs/\(reference)")
        let run = try hostile.expectFailure(
            ["snapshot", "verify", "m0.yaml", "--dir", "refs", "--set", "tint=#FF3B30", "--update", "none", "--report", "rep"],
            status: 2, naming: ["rep/\(stem).actual.png", "symbolic link", "report folder"], reportFolder: "rep")
        XCTAssertTrue(run.stdout.contains("1 error,"), run.stdout)
        XCTAssertEqual(bytes(hostile, "refs/" + reference), before, "the reference is as it was")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: hostile.path("rep/\(stem).actual.png")), "../refs/\(reference)")
        // The next verify still fails: the reference was not replaced by the failing render.
        let again = try hostile.cli.run(["snapshot", "verify", "m0.yaml", "--dir", "refs", "--set", "tint=#FF3B30", "--update", "none", "--report", "rep2"], in: hostile.folder)
        XCTAssertEqual(again.status, 1, again.stdout + again.stderr)
        hostile.assertNoTemporaries()
    }

    func testMergeWritesNoLinkOfItsFolderThroughIntoAShardOrTheReferences() throws {
        let hostile = try HostileCase()
        let references = try recorded(hostile)
        let verify = ["snapshot", "verify"] + (0..<4).map { "m\($0).yaml" } + ["--dir", "refs", "--set", "tint=#FF3B30", "--update", "none"]
        for shard in 1...2 {
            let run = try hostile.cli.run(verify + ["--shard", "\(shard)/2", "--report", "sh\(shard)"], in: hostile.folder)
            XCTAssertEqual(run.status, 1, run.stderr)
        }
        let shardReport = bytes(hostile, "sh1/report.html")
        let referenceBytes = references.map { bytes(hostile, "refs/" + $0) }
        try FileManager.default.createDirectory(atPath: hostile.path("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: hostile.path("out/report.html"), withDestinationPath: "../sh1/report.html")
        try hostile.expectFailure(
            ["snapshot", "merge", "sh1", "sh2", "--report", "out"], status: 2, naming: ["out/report.html", "symbolic link"], reportFolder: "out")
        XCTAssertEqual(bytes(hostile, "sh1/report.html"), shardReport, "the shard's page is as it was")

        try FileManager.default.createDirectory(atPath: hostile.path("out2"), withIntermediateDirectories: true)
        let stem = (references[0] as NSString).deletingPathExtension
        try FileManager.default.createSymbolicLink(atPath: hostile.path("out2/\(stem).actual.png"), withDestinationPath: "../refs/\(references[0])")
        try hostile.expectFailure(
            ["snapshot", "merge", "sh1", "sh2", "--report", "out2"], status: 2, naming: ["out2/\(stem).actual.png", "symbolic link"], reportFolder: "out2")
        XCTAssertEqual(references.map { bytes(hostile, "refs/" + $0) }, referenceBytes, "no reference changed")
    }

    func testMergeFromAnotherFolderNeverWritesIntoTheReferences() throws {
        let hostile = try HostileCase()
        let references = try recorded(hostile)
        let verify = ["snapshot", "verify"] + (0..<4).map { "m\($0).yaml" } + ["--dir", "refs", "--set", "tint=#FF3B30", "--update", "none"]
        for shard in 1...2 { _ = try hostile.cli.run(verify + ["--shard", "\(shard)/2", "--report", "sh\(shard)"], in: hostile.folder) }
        try FileManager.default.createDirectory(atPath: hostile.path("ci"), withIntermediateDirectories: true)
        let before = hostile.snapshotFiles()
        let referenceFolder = try FileManager.default.contentsOfDirectory(atPath: hostile.path("refs")).sorted()
        XCTAssertEqual(referenceFolder.filter { $0.hasSuffix(".png") }, references)
        let run = try hostile.cli.run(["snapshot", "merge", "../sh1", "../sh2", "--report", "../refs"], in: hostile.folder.appendingPathComponent("ci"))
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("--report ../refs: inside the references folder"), run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertEqual(hostile.snapshotFiles(), before, "nothing written")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: hostile.path("refs")).sorted(), referenceFolder)
    }

    func testNamesReachStandardOutputEscapedFromVerifyAndMerge() throws {
        let hostile = try HostileCase()
        let names = ["a\n::error title=x::y.yaml", "b\u{1B}[31mred.yaml"]
        for name in names { _ = try hostile.write(bar("A"), name) }
        let verify = ["snapshot", "verify"] + names + ["--dir", "refs", "--update", "none"]
        func check(_ run: CLIRunner.Run, file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertEqual(run.status, 1, run.stderr, file: file, line: line)
            XCTAssertFalse(run.stdout.contains("\u{1B}"), run.stdout, file: file, line: line)
            XCTAssertFalse(run.stdout.split(separator: "\n").contains { $0.hasPrefix("::") }, run.stdout, file: file, line: line)
            XCTAssertTrue(run.stdout.contains("a\\n::error title=x::y"), run.stdout, file: file, line: line)
        }
        check(try hostile.cli.run(verify + ["--report", "whole"], in: hostile.folder))
        for shard in 1...2 { _ = try hostile.cli.run(verify + ["--shard", "\(shard)/2", "--report", "sh\(shard)"], in: hostile.folder) }
        check(try hostile.cli.run(["snapshot", "merge", "sh1", "sh2", "--report", "merged"], in: hostile.folder))
    }

    func testShardCountsAreBoundedByTheSuiteBeforeAnythingIsAllocated() throws {
        let hostile = try HostileCase()
        _ = try recorded(hostile, count: 2)
        let specs = ["m0.yaml", "m1.yaml"]
        for count in ["9223372036854775807", "100000000000"] {
            let run = try hostile.cli.run(["snapshot", "verify"] + specs + ["--dir", "refs", "--update", "none", "--shard", "1/\(count)", "--report", "big"], in: hostile.folder)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertTrue(run.stdout.hasSuffix("1 passed, 0 failed, 0 recorded, 0 updated, 0 orphaned, 1 not in this run\n") || run.stdout.contains("1 passed"), run.stdout)
        }
        for shard in 1...2 {
            XCTAssertEqual(try hostile.cli.run(["snapshot", "verify"] + specs + ["--dir", "refs", "--update", "none", "--shard", "\(shard)/2", "--report", "sh\(shard)"], in: hostile.folder).status, 0)
        }
        let original = (1...2).map { try! String(contentsOfFile: hostile.path("sh\($0)/shard.json"), encoding: .utf8) }
        func rewrite(_ change: (String) -> String) throws {
            for shard in 1...2 { try change(original[shard - 1]).write(toFile: hostile.path("sh\(shard)/shard.json"), atomically: true, encoding: .utf8) }
        }
        for inputs in ["-1", "1099511627776"] {
            try rewrite { $0.replacingOccurrences(of: "\"inputs\" : 2", with: "\"inputs\" : \(inputs)") }
            try hostile.expectFailure(["snapshot", "merge", "sh1", "sh2", "--report", "m"], status: 2, naming: ["sh1/shard.json", "inputs is \(inputs)"])
        }
        try rewrite { $0.replacingOccurrences(of: "/2\"", with: "/1000000000000\"") }
        try hostile.expectFailure(
            ["snapshot", "merge", "sh1", "sh2", "--report", "m"], status: 2, naming: ["missing shards 3/1000000000000", "and 999999999988 more", "given: 1/1000000000000, 2/1000000000000"])
    }
}
