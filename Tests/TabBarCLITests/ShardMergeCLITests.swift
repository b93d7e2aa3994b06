import Foundation
import TabBarImage
import XCTest

/// `snapshot verify --shard I/N` on several machines, then `snapshot merge`, as a CI matrix runs them.
final class ShardMergeCLITests: XCTestCase {
    private let cli = CLIRunner()

    private func bar(_ title: String, tint: String? = nil) -> String {
        "device: iphone-2g\nios: 17\n" + (tint.map { "tint: \"\($0)\"\n" } ?? "") + "tabs:\n  - { title: \(title) }\n  - { title: More }\n"
    }

    private func screen(_ title: String) -> String {
        "device: iphone-2g\nios: 17\nnavigationBar: { title: \(title) }\ntabs:\n  - { title: A }\n  - { title: B }\n"
    }

    /// Every file of `folder` with its bytes.
    private func contents(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    private func withoutTimes(_ xml: String) throws -> String {
        try NSRegularExpression(pattern: " time=\"[0-9.]+\"").stringByReplacingMatches(
            in: xml, range: NSRange(xml.startIndex..., in: xml), withTemplate: "")
    }

    func testThreeShardsMergeIntoTheReportOfTheWholeRun() throws {
        let dir = try cli.folder()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("specs"), withIntermediateDirectories: true)
        // 30 specs, 6 of them screens, in the order given; paths relative to the run's folder, as in CI.
        var specs: [String] = []
        for index in 0..<30 {
            let path = String(format: "specs/s%02d.yaml", index)
            _ = try cli.write(index % 5 == 2 ? screen("S\(index)") : bar("T\(index)"), to: path, in: dir)
            specs.append(path)
        }
        XCTAssertEqual(try cli.run(["snapshot", "record"] + specs + ["--dir", "refs", "--report", "recorded"], in: dir).status, 0)

        // Planted: three tints changed, two references gone, an invalid spec in the middle, an orphan.
        for index in [3, 11, 26] {
            _ = try cli.write(bar("T\(index)", tint: "#FF3B30"), to: specs[index], in: dir)
        }
        for index in [8, 19] {
            try FileManager.default.removeItem(at: dir.appendingPathComponent(String(format: "refs/s%02d.iphone-2g.light@1x.png", index)))
        }
        _ = try cli.write("device: iphone-2g\ntabs: [\n", to: "specs/broken.yaml", in: dir)
        specs.insert("specs/broken.yaml", at: 15)
        try PNGCodec.encode(RGBAImage(width: 1, height: 1)).write(to: dir.appendingPathComponent("refs/s00.ipad.light@2x.png"))

        let verify = ["snapshot", "verify"] + specs + ["--dir", "refs", "--update", "none"]
        let whole = try cli.run(verify + ["--report", "report", "--junit", "junit.xml"], in: dir)
        XCTAssertEqual(whole.status, 2, whole.stderr)
        XCTAssertTrue(whole.stdout.hasSuffix("25 passed, 5 failed, 1 error, 0 recorded, 0 updated, 1 orphaned\n"), whole.stdout)
        try FileManager.default.moveItem(at: dir.appendingPathComponent("report"), to: dir.appendingPathComponent("whole-report"))
        try FileManager.default.moveItem(at: dir.appendingPathComponent("junit.xml"), to: dir.appendingPathComponent("whole-junit.xml"))

        var shardFiles: [String: [String: Data]] = [:]
        for shard in 1...3 {
            let run = try cli.run(verify + ["--shard", "\(shard)/3", "--report", "shard-\(shard)"], in: dir)
            XCTAssertEqual(run.status, 2, "every shard reads every spec, so each reports the invalid one")
            // Balanced by cost: 2 of the 6 screens and 8 of the 24 bars on each machine.
            XCTAssertTrue(run.stdout.contains(", 1 error,"), run.stdout)
            let shardRecord = try XCTUnwrap(
                try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("shard-\(shard)/shard.json"))) as? [String: Any])
            let names = try XCTUnwrap((shardRecord["report"] as? [String: Any])?["outcomes"] as? [[String: Any]]).compactMap { $0["name"] as? String }
            XCTAssertEqual(names.filter { $0.hasSuffix(".png") }.count, 10, "shard \(shard): \(names)")
            try SchemaCheck.assertValid(dir.appendingPathComponent("shard-\(shard)/shard.json"), schema: CLIRunner.root.appendingPathComponent("Schemas/shard.schema.json"))
            shardFiles["shard-\(shard)"] = try contents(dir.appendingPathComponent("shard-\(shard)"))
        }

        let merged = try cli.run(["snapshot", "merge", "shard-3", "shard-1", "shard-2", "--report", "report", "--junit", "junit.xml"], in: dir)
        XCTAssertEqual(merged.status, whole.status, merged.stderr)
        XCTAssertEqual(merged.stdout, whole.stdout, "the same lines and totals")
        XCTAssertEqual(merged.stderr.split(separator: "\n").last, whole.stderr.split(separator: "\n").last)
        let mergedFiles = try contents(dir.appendingPathComponent("report"))
        let wholeFiles = try contents(dir.appendingPathComponent("whole-report"))
        XCTAssertEqual(String(decoding: mergedFiles["summary.json"] ?? Data(), as: UTF8.self), String(decoding: wholeFiles["summary.json"] ?? Data(), as: UTF8.self))
        XCTAssertEqual(String(decoding: mergedFiles["report.html"] ?? Data(), as: UTF8.self), String(decoding: wholeFiles["report.html"] ?? Data(), as: UTF8.self), "the same cards in the same order")
        XCTAssertEqual(Set(mergedFiles.keys), Set(wholeFiles.keys), "every failure image copied beside the page")
        for (name, data) in wholeFiles where name.hasSuffix(".png") {
            XCTAssertEqual(mergedFiles[name], data, name)
        }
        XCTAssertEqual(mergedFiles.keys.filter { $0.hasSuffix(".png") }.count, 3 * 4 + 2, "three failures of four images, two missing references of one")
        XCTAssertEqual(
            try withoutTimes(String(contentsOf: dir.appendingPathComponent("junit.xml"), encoding: .utf8)),
            try withoutTimes(String(contentsOf: dir.appendingPathComponent("whole-junit.xml"), encoding: .utf8)),
            "the same cases, classnames and verdicts; only the times differ")
        let junit = try String(contentsOf: dir.appendingPathComponent("junit.xml"), encoding: .utf8)
        XCTAssertTrue(junit.contains("<testcase classname=\"specs/s03.yaml\" name=\"s03.iphone-2g.light@1x.png\""), junit)
        XCTAssertTrue(junit.contains("<error type=\"invalid-spec\""), junit)
        for (folder, files) in shardFiles {
            XCTAssertEqual(try contents(dir.appendingPathComponent(folder)), files, "\(folder) left as its job wrote it")
        }
    }

    func testTheMergeRefusesShardsThatAreNotOneRunAndExitsAsTheWholeRun() throws {
        let dir = try cli.folder()
        let specs = ["a", "b", "c", "d"].map { "\($0).yaml" }
        for spec in specs { _ = try cli.write(bar(spec), to: spec, in: dir) }
        XCTAssertEqual(try cli.run(["snapshot", "record"] + specs + ["--dir", "refs", "--report", "recorded"], in: dir).status, 0)
        _ = try cli.write(bar("c.yaml", tint: "#34C759"), to: "c.yaml", in: dir)
        let verify = ["snapshot", "verify"] + specs + ["--dir", "refs", "--update", "none"]
        for shard in 1...2 { _ = try cli.run(verify + ["--shard", "\(shard)/2", "--report", "shard-\(shard)"], in: dir) }

        let failed = try cli.run(["snapshot", "merge", "shard-1", "shard-2", "--report", "merged"], in: dir)
        XCTAssertEqual(failed.status, 1, "a failure, as the unsharded run: \(failed.stderr)")
        XCTAssertTrue(failed.stderr.contains("1 snapshot failed; see merged/report.html"), failed.stderr)

        func refused(_ arguments: [String], naming words: [String], file: StaticString = #filePath, line: UInt = #line) throws {
            let run = try cli.run(["snapshot", "merge"] + arguments, in: dir, file: file, line: line)
            XCTAssertEqual(run.status, 2, run.stderr, file: file, line: line)
            XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, "one line: \(run.stderr)", file: file, line: line)
            for word in words { XCTAssertTrue(run.stderr.contains(word), "\(word) in \(run.stderr)", file: file, line: line) }
        }
        try refused(["shard-1", "--report", "m"], naming: ["missing shard 2/2", "given: 1/2"])
        try refused(["shard-1", "shard-2", "shard-1", "--report", "m"], naming: ["shard 1/2 given twice: shard-1 and shard-1"])
        _ = try cli.run(verify + ["--shard", "2/2", "--max-delta-e", "5", "--report", "other-run"], in: dir)
        try refused(["shard-1", "other-run", "--report", "m"], naming: ["other-run is a shard of another run", "shard-1"])
        _ = try cli.run(verify + ["--shard", "2/3", "--report", "other-split"], in: dir)
        try refused(["shard-1", "shard-2", "other-split", "--report", "m"], naming: ["other-split is shard 2/3 but shard-1 is shard 1/2"])
        try refused(["shard-1", "recorded", "--report", "m"], naming: ["recorded/shard.json: no such file"])
        try refused(["shard-1", "shard-2", "--report", "shard-2"], naming: ["--report shard-2: inside the shard folder shard-2"])
        try refused(["shard-1", "shard-2", "--junit", "shard-1/junit.xml"], naming: ["--junit shard-1/junit.xml"])
        try refused(["shard-1", "shard-2", "--report", "refs/merged"], naming: ["inside the references folder refs"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("m").path), "nothing written when refused")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("refs/merged").path))

        _ = try cli.write(bar("c.yaml"), to: "c.yaml", in: dir)
        for shard in 1...2 { _ = try cli.run(verify + ["--shard", "\(shard)/2", "--report", "shard-\(shard)"], in: dir) }
        let passed = try cli.run(["snapshot", "merge", "shard-1", "shard-2", "--report", "merged"], in: dir)
        XCTAssertEqual(passed.status, 0, passed.stderr)
        XCTAssertTrue(passed.stdout.hasSuffix("4 passed, 0 failed, 0 recorded, 0 updated, 0 orphaned\n"), passed.stdout)
    }
}
