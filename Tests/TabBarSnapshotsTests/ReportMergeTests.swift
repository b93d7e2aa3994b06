import Foundation
import ImageDiff
import TabBarImage
import XCTest

@testable import TabBarSnapshots

/// Shard records put back together without rendering: what `snapshot merge` reads and checks.
final class ReportMergeTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A shard of a five-input suite: the input at position 1 is invalid (an error in every
    /// shard); 0 and 3 are shard 1's, 2 and 4 shard 2's, and 3 failed with images.
    private func shard(_ index: Int, run: String = "run-a", count: Int = 2, orphans: [String] = [], pruned: [String] = []) -> ReportMerge.Shard {
        let name = "s\(index)"
        let invalid = SnapshotOutcome(name: "bad.yaml", status: .errored, reasons: ["bad.yaml: line 1: not YAML"])
        var outcomes: [(Int, SnapshotOutcome, Double?)] = [(1, invalid, nil)]
        if index == 1 {
            let failed = SnapshotOutcome(
                name: "c.iphone-8.light@2x.png", status: .failed, reasons: ["12 pixels differ"],
                artifacts: FailureArtifacts(
                    expected: "\(name)/c.iphone-8.light@2x.expected.png", actual: "\(name)/c.iphone-8.light@2x.actual.png",
                    diff: "\(name)/c.iphone-8.light@2x.diff.png", composite: "\(name)/c.iphone-8.light@2x.composite.png"))
            outcomes = [(0, SnapshotOutcome(name: "a.iphone-8.light@2x.png", status: .passed), 0.25)] + outcomes + [(3, failed, 0.5)]
        } else {
            outcomes += [(2, SnapshotOutcome(name: "b.iphone-8.light@2x.png", status: .passed), 0.125)]
            outcomes += [(4, SnapshotOutcome(name: "d.iphone-8.light@2x.png", status: .missingReference, reasons: ["no reference"]), nil)]
        }
        let report = SnapshotReport(
            outcomes: outcomes.map(\.1), orphans: orphans, notInRun: 2, pruned: pruned, thresholds: Thresholds(), updateMode: .never,
            shard: "\(index)/\(count)")
        let cases = outcomes.map { position, outcome, seconds in
            ShardRecord.Case(position: position, spec: outcome.name == "bad.yaml" ? "bad.yaml" : "specs/\(outcome.name.prefix(1)).yaml", seconds: seconds)
        }
        let record = ShardRecord(run: run, shard: Shard(index: index, count: count)!, inputs: 5, references: "refs", cases: cases, report: report)
        return ReportMerge.Shard(folder: folder.appendingPathComponent(name).path, record: record)
    }

    private func refusal(_ shards: [ReportMerge.Shard]) -> ReportMergeError? {
        do {
            _ = try ReportMerge.merge(shards, into: "merged")
            return nil
        } catch {
            return error
        }
    }

    func testTheMergeIsTheWholeRunInInputOrder() throws {
        let merged = try ReportMerge.merge([shard(2), shard(1)], into: "out/merged")
        XCTAssertEqual(
            merged.report.outcomes.map(\.name),
            ["a.iphone-8.light@2x.png", "bad.yaml", "b.iphone-8.light@2x.png", "c.iphone-8.light@2x.png", "d.iphone-8.light@2x.png"],
            "in the inputs' order whatever the shards' order, the invalid spec once")
        XCTAssertNil(merged.report.shard)
        XCTAssertEqual(merged.report.failures.count, 2)
        XCTAssertEqual(merged.report.errors.count, 1)
        XCTAssertEqual(merged.report.notInRun, 2)
        XCTAssertEqual(merged.specs["c.iphone-8.light@2x.png"], "specs/c.yaml")
        XCTAssertEqual(merged.specs["bad.yaml"], "bad.yaml")
        XCTAssertEqual(merged.times, ["a.iphone-8.light@2x.png": 0.25, "b.iphone-8.light@2x.png": 0.125, "c.iphone-8.light@2x.png": 0.5])
        let artifacts = try XCTUnwrap(merged.report.outcomes[3].artifacts)
        XCTAssertEqual(artifacts.actual, "out/merged/c.iphone-8.light@2x.actual.png", "as the unsharded run with --report out/merged writes it")
        XCTAssertEqual(artifacts.composite, "out/merged/c.iphone-8.light@2x.composite.png")
        XCTAssertEqual(merged.copies.count, 4)
        XCTAssertEqual(merged.copies[0].source, folder.appendingPathComponent("s1/c.iphone-8.light@2x.expected.png").path, "read from where the shard folder is now")
    }

    func testOrphansAreTheUnionLessWhatAShardPruned() throws {
        let merged = try ReportMerge.merge([shard(1, orphans: ["x.ipad.light@2x.png"], pruned: ["x.ipad.light@2x.png"]), shard(2, orphans: ["x.ipad.light@2x.png", "y.ipad.light@2x.png"])], into: "m")
        XCTAssertEqual(merged.report.orphans, ["y.ipad.light@2x.png"])
        XCTAssertEqual(merged.report.pruned, ["x.ipad.light@2x.png"])
    }

    func testShardsThatAreNotOneWholeRunAreRefusedByName() {
        let one = shard(1), two = shard(2)
        XCTAssertEqual(refusal([one]), .missing(["2/2"], given: ["1/2"]))
        XCTAssertTrue(refusal([one])!.description.hasPrefix("missing shard 2/2 (given: 1/2)"), refusal([one])!.description)
        XCTAssertEqual(refusal([one, two, one]), .duplicate(shard: "1/2", folders: [one.folder, one.folder]))
        let stranger = shard(2, run: "run-b")
        XCTAssertEqual(refusal([one, stranger]), .otherRun(folder: stranger.folder, run: "run-b", first: one.folder, firstRun: "run-a"))
        XCTAssertTrue(refusal([one, stranger])!.description.contains(stranger.folder))
        let third = shard(2, count: 3)
        XCTAssertEqual(refusal([one, third]), .otherCount(folder: third.folder, shard: "2/3", first: one.folder, firstShard: "1/2"))
        XCTAssertEqual(refusal([]), .noShards)
    }

    func testARecordThatDoesNotAddUpIsRefused() {
        var gap = shard(2)
        gap.record.cases[2].position = 3
        XCTAssertEqual(
            refusal([shard(1), gap]),
            .inconsistent(folder: gap.folder, reason: "d.iphone-8.light@2x.png and c.iphone-8.light@2x.png in \(shard(1).folder) claim the same place"))
        var far = shard(2)
        far.record.cases[1].position = 9
        if case .inconsistent(let folder, _)? = refusal([shard(1), far]) {
            XCTAssertEqual(folder, far.folder)
        } else {
            XCTFail("a place beyond the suite")
        }
        var differing = shard(2)
        differing.record.report.outcomes[0].reasons = ["another message"]
        if case .inconsistent? = refusal([shard(1), differing]) {} else { XCTFail("the invalid spec differs between shards") }
        var counted = shard(2)
        counted.record.report.notInRun = 3
        if case .inconsistent? = refusal([shard(1), counted]) {} else { XCTFail("different reference folders") }
        var unnamed = shard(1)
        unnamed.record.report.outcomes[2].artifacts?.actual = "s1/.."
        if case .artifact? = refusal([unnamed, shard(2)]) {} else { XCTFail("not an image name") }
    }

    func testAShardFolderIsReadAndCheckedForItsVersion() throws {
        let written = shard(1)
        let path = folder.appendingPathComponent("s1")
        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
        try written.record.json().write(to: path.appendingPathComponent("shard.json"))
        let read = try ReportMerge.read(path.path)
        XCTAssertEqual(read.record.report.outcomes, written.record.report.outcomes)
        XCTAssertEqual(read.record.cases, written.record.cases)

        let empty = folder.appendingPathComponent("empty").path
        XCTAssertThrowsError(try ReportMerge.read(empty)) { error in
            XCTAssertEqual("\(error)", "\(empty)/shard.json: no such file; give the --report folder of a `snapshot verify --shard I/N` run")
        }
        try Data("{\"schemaVersion\": 7}".utf8).write(to: path.appendingPathComponent("shard.json"))
        XCTAssertThrowsError(try ReportMerge.read(path.path)) { error in
            XCTAssertEqual(error as? ReportMergeError, .unsupportedVersion(folder: path.path, version: 7))
        }
    }

    func testTheMergeNeverWritesIntoAShardOrTheReferences() throws {
        let shards = [shard(1), shard(2)]
        XCTAssertThrowsError(try ReportMerge.checkOutputs([("--report", shards[1].folder)], shards: shards)) { error in
            XCTAssertEqual(error as? ReportMergeError, .outputInsideShard(option: "--report", path: shards[1].folder, shard: shards[1].folder))
        }
        XCTAssertThrowsError(try ReportMerge.checkOutputs([("--junit", shards[0].folder + "/j.xml")], shards: shards))
        XCTAssertThrowsError(try ReportMerge.checkOutputs([("--report", "refs/merged")], shards: shards)) { error in
            XCTAssertEqual(error as? ReportMergeError, .outputAmongReferences(ReportPlacement.Clash(option: "--report", path: "refs/merged", references: "refs", relation: .inside)))
        }
        XCTAssertNoThrow(try ReportMerge.checkOutputs([("--report", folder.appendingPathComponent("merged").path)], shards: shards))
    }

    func testAFailureImageIsCopiedOnlyWhenItIsARegularFile() throws {
        let source = folder.appendingPathComponent("a.actual.png")
        try Data([1, 2, 3]).write(to: source)
        let copy = ReportMerge.Copy(source: source.path, destination: folder.appendingPathComponent("out-a.png").path)
        try ReportMerge.copyArtifacts([copy])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: copy.destination)), Data([1, 2, 3]))

        let link = folder.appendingPathComponent("b.actual.png")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: source)
        let linked = ReportMerge.Copy(source: link.path, destination: folder.appendingPathComponent("out-b.png").path)
        XCTAssertThrowsError(try ReportMerge.copyArtifacts([linked])) { error in
            XCTAssertEqual(error as? ReportMergeError, .artifact(path: link.path, reason: "missing, or not a regular file"))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: linked.destination))
    }

    func testTheRunIdentityChangesWithASpecOrAnOption() throws {
        let spec = folder.appendingPathComponent("a.yaml")
        try Data("tabs: [{ title: A }]\n".utf8).write(to: spec)
        func identity(_ thresholds: Thresholds = Thresholds(), overrides: [String] = []) -> String {
            SuiteIdentity(
                inputs: [SuiteIdentity.Input(path: spec.path, overrides: overrides)], references: "refs", icons: nil, scale: nil,
                thresholds: thresholds, diffOptions: DiffOptions(), updateMode: .never
            ).digest
        }
        let before = identity()
        XCTAssertEqual(before.count, 16)
        XCTAssertEqual(identity(), before, "the same suite and options, the same run")
        XCTAssertNotEqual(identity(Thresholds(maxDeltaE: 2)), before)
        XCTAssertNotEqual(identity(overrides: ["appearance=dark"]), before)
        try Data("tabs: [{ title: B }]\n".utf8).write(to: spec)
        XCTAssertNotEqual(identity(), before, "a spec's bytes count")
    }
}
