import Foundation
import TabBarImage
import XCTest

/// `tabbar diff` and `tabbar snapshot` as a user runs them.
final class DiffAndSnapshotCLITests: XCTestCase {
    private let cli = CLIRunner()

    private func png(_ image: RGBAImage, _ name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try PNGCodec.encode(image).write(to: url)
        return url.path
    }

    private func block(_ size: Int, marked: Int) -> RGBAImage {
        var image = RGBAImage(width: size, height: size, fill: (255, 255, 255, 255))
        for index in 0..<marked { image[index % size, index / size] = (0, 0, 255, 255) }
        return image
    }

    func testDiffPrintsTheCountAndExitsByTheLimits() throws {
        let dir = try cli.folder()
        let a = try png(block(32, marked: 0), "a.png", in: dir)
        let b = try png(block(32, marked: 4), "b.png", in: dir)
        let same = try cli.run(["diff", a, a])
        XCTAssertEqual(same.status, 0)
        XCTAssertEqual(same.stdout, "0\n")
        let different = try cli.run(["diff", a, b, "--diff", dir.appendingPathComponent("d.png").path])
        XCTAssertEqual(different.status, 1)
        XCTAssertEqual(different.stdout, "4\n")
        let diffImage = try PNGCodec.decode(try Data(contentsOf: dir.appendingPathComponent("d.png")))
        XCTAssertEqual(diffImage[0, 0].r, 255, "differences drawn red")
        XCTAssertEqual(diffImage[0, 0].g, 0)
        XCTAssertEqual(try cli.run(["diff", a, b, "--max-diff-pixels", "4"]).status, 0)
        XCTAssertEqual(try cli.run(["diff", a, b, "--ignore", "0,0,4,1"]).stdout, "0\n")
    }

    func testDiffJSONHasMismatchAndCompareTime() throws {
        let dir = try cli.folder()
        let a = try png(block(32, marked: 0), "a.png", in: dir)
        let b = try png(block(32, marked: 2), "b.png", in: dir)
        let result = try cli.run(["diff", a, b, "--json", "--repeat", "3", "--max-diff-pixels", "5"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["mismatchedPixels"] as? Int, 2)
        XCTAssertNil(object["mismatch"], "each measure once")
        XCTAssertNotNil(object["compareMs"] as? Double)
        XCTAssertEqual(object["passed"] as? Bool, true)
        for key in ["aaPixelCount", "maxWindowDensity", "changedRegions", "maxDeltaE"] { XCTAssertNotNil(object[key], key) }
    }

    func testDiffOfDifferentSizesSaysBothAndBadInputExits2() throws {
        let dir = try cli.folder()
        let a = try png(block(32, marked: 0), "a.png", in: dir)
        let b = try png(block(16, marked: 0), "b.png", in: dir)
        let sizes = try cli.run(["diff", a, b])
        XCTAssertEqual(sizes.status, 1)
        XCTAssertTrue(sizes.stderr.contains("32×32") && sizes.stderr.contains("16×16"), sizes.stderr)
        XCTAssertEqual(try cli.run(["diff", a, dir.appendingPathComponent("none.png").path]).status, 2)
        XCTAssertEqual(try cli.run(["diff", a, a, "--threshold", "2"]).status, 2)
        XCTAssertEqual(try cli.run(["diff", a, a, "--diff-color", "red"]).status, 2)
    }

    /// Two files of the same bytes are decoded once and not scanned: what the run prints, writes and
    /// exits with is what a file of the same pixels in other bytes gives.
    func testDiffOfAFileGivenTwiceMatchesTheSamePixelsInOtherBytes() throws {
        let dir = try cli.folder()
        var picture = block(67, marked: 300)
        picture.withUnsafeMutablePixels { pixels in
            for i in stride(from: 3, to: pixels.count, by: 44) { pixels[i] = UInt8(i % 200) }
        }
        let a = try png(picture, "a.png", in: dir)
        let copy = dir.appendingPathComponent("copy.png").path
        try FileManager.default.copyItem(atPath: a, toPath: copy)
        let reencoded = dir.appendingPathComponent("reencoded.png")
        try PNGCodec.encode(picture, compression: .fast).write(to: reencoded)
        XCTAssertNotEqual(try Data(contentsOf: reencoded), try Data(contentsOf: URL(fileURLWithPath: a)), "other bytes")
        func withoutTime(_ text: String) -> String {
            text.replacingOccurrences(of: #""compareMs" *: *[0-9.e+-]+"#, with: "", options: .regularExpression)
        }
        let runs: [[String]] = [
            [], ["--json"], ["--json", "--ignore", "5,6,20,30", "--max-delta-e", "1"], ["--diff-mask"], ["--alpha", "0.6"],
            ["--exact", "--json"],
        ]
        for extra in runs {
            let fast = try cli.run(["diff", a, copy, "--diff", dir.appendingPathComponent("fast.png").path] + extra)
            let slow = try cli.run(["diff", a, reencoded.path, "--diff", dir.appendingPathComponent("slow.png").path] + extra)
            XCTAssertEqual(fast.status, 0, fast.stderr)
            XCTAssertEqual(fast.status, slow.status, "\(extra)")
            XCTAssertEqual(withoutTime(fast.stdout), withoutTime(slow.stdout), "\(extra)")
            XCTAssertEqual(fast.stderr, slow.stderr, "\(extra)")
            XCTAssertEqual(
                try Data(contentsOf: dir.appendingPathComponent("fast.png")), try Data(contentsOf: dir.appendingPathComponent("slow.png")),
                "\(extra)")
        }
        // A broken file given twice fails as the expected file does beside any other.
        let broken = dir.appendingPathComponent("broken.png")
        try Data(contentsOf: URL(fileURLWithPath: a)).prefix(90).write(to: broken)
        let brokenCopy = dir.appendingPathComponent("broken-copy.png").path
        try FileManager.default.copyItem(atPath: broken.path, toPath: brokenCopy)
        let twice = try cli.run(["diff", broken.path, brokenCopy])
        let beside = try cli.run(["diff", broken.path, a])
        XCTAssertEqual(twice.status, 2)
        XCTAssertEqual(twice.stderr, beside.stderr)
        XCTAssertTrue(twice.stderr.contains(broken.path), twice.stderr)
        // Two empty files are the same bytes too: refused in words, not a trap.
        let empty = dir.appendingPathComponent("empty.png").path
        try Data().write(to: URL(fileURLWithPath: empty))
        let empties = try cli.run(["diff", empty, empty])
        XCTAssertEqual(empties.status, 2)
        XCTAssertEqual(empties.stderr, "tabbar: \(empty): expected a PNG image: not a PNG file (no PNG signature)\n")
    }

    func testSnapshotRecordThenVerifyThenCatchAChange() throws {
        let dir = try cli.folder()
        let spec = dir.appendingPathComponent("bar.yaml")
        try Data("device: iphone-8\ntabs:\n  - { title: One, icon: \"system:favorites\" }\n  - { title: Two }\n".utf8).write(to: spec)
        let refs = dir.appendingPathComponent("refs").path
        let report = dir.appendingPathComponent("report").path
        let record = try cli.run(["snapshot", "record", spec.path, "--dir", refs, "--report", report])
        XCTAssertEqual(record.status, 0, record.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: refs + "/bar.iphone-8.light@2x.png"))
        XCTAssertEqual(try cli.run(["snapshot", "verify", spec.path, "--dir", refs, "--report", report]).status, 0)

        try Data("device: iphone-8\ntint: \"#FF3B30\"\ntabs:\n  - { title: One, icon: \"system:favorites\" }\n  - { title: Two }\n".utf8).write(to: spec)
        let reference = try Data(contentsOf: URL(fileURLWithPath: refs + "/bar.iphone-8.light@2x.png"))
        let verify = try cli.run(["snapshot", "verify", spec.path, "--dir", refs, "--report", report, "--update", "none"])
        XCTAssertEqual(verify.status, 1)
        XCTAssertTrue(verify.stdout.contains("failed: bar.iphone-8.light@2x.png"), verify.stdout)
        for file in ["report.html", "summary.json", "bar.iphone-8.light@2x.composite.png", "bar.iphone-8.light@2x.diff.png"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: report + "/" + file), file)
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: refs + "/bar.iphone-8.light@2x.png")), reference, "verify never changes a reference")
        // A verify that rewrites a reference on request still fails until someone has looked.
        let updated = try cli.run(["snapshot", "verify", spec.path, "--dir", refs, "--report", report, "--update", "failed"])
        XCTAssertEqual(updated.status, 1)
        XCTAssertTrue(updated.stderr.contains("1 reference was written by this run; look at it"), updated.stderr)
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: refs + "/bar.iphone-8.light@2x.png")), reference)
        XCTAssertEqual(try cli.run(["snapshot", "verify", spec.path, "--dir", refs, "--report", report]).status, 0)
    }

    /// The rule assertSnapshot follows, and swift-snapshot-testing and Playwright: a missing
    /// reference is recorded and the run fails; the next run, with the reference there, passes.
    func testVerifyRecordsAMissingReferenceAndFailsUntilRunAgain() throws {
        let dir = try cli.folder()
        let spec = dir.appendingPathComponent("bar.yaml")
        try Data("device: iphone-8\ntabs:\n  - { title: One }\n  - { title: Two }\n".utf8).write(to: spec)
        let refs = dir.appendingPathComponent("refs").path, report = dir.appendingPathComponent("r").path
        let first = try cli.run(["snapshot", "verify", spec.path, "--dir", refs, "--report", report], environment: ["CI": ""])
        XCTAssertEqual(first.status, 1, first.stderr)
        XCTAssertTrue(first.stdout.contains("recorded: bar.iphone-8.light@2x.png"), first.stdout)
        XCTAssertTrue(first.stderr.contains("1 reference was written by this run"), first.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: refs + "/bar.iphone-8.light@2x.png"))
        XCTAssertEqual(try cli.run(["snapshot", "verify", spec.path, "--dir", refs, "--report", report], environment: ["CI": ""]).status, 0)
    }

    func testOrphansAreListedAndPrunedAndShardsSplitTheSuite() throws {
        let dir = try cli.folder()
        let refs = dir.appendingPathComponent("refs").path
        var specs: [String] = []
        for index in 0..<6 {
            let spec = dir.appendingPathComponent("s\(index).yaml")
            try Data("device: iphone-2g\ntabs:\n  - { title: T\(index) }\n".utf8).write(to: spec)
            specs.append(spec.path)
        }
        XCTAssertEqual(try cli.run(["snapshot", "record"] + specs + ["--dir", refs, "--report", dir.path + "/r"]).status, 0)
        // s0 once drew an iPad too (its spec's reference, now an orphan); gone.yaml was deleted.
        for stale in ["s0.ipad.light@2x.png", "gone.iphone-2g.light@1x.png"] {
            try PNGCodec.encode(RGBAImage(width: 1, height: 1)).write(to: URL(fileURLWithPath: refs + "/" + stale))
        }
        let listed = try cli.run(["snapshot", "verify"] + specs + ["--dir", refs, "--report", dir.path + "/r"])
        XCTAssertTrue(listed.stdout.contains("orphan: s0.ipad.light@2x.png"), listed.stdout)
        XCTAssertFalse(listed.stdout.contains("orphan: gone"), listed.stdout)
        XCTAssertTrue(listed.stdout.contains("1 orphaned, 1 not in this run"), listed.stdout)

        // A subset: references of the specs left out are neither orphans nor pruned.
        let subset = try cli.run(["snapshot", "verify", specs[1], "--dir", refs, "--report", dir.path + "/r", "--prune"])
        XCTAssertEqual(subset.status, 0, subset.stderr)
        XCTAssertTrue(subset.stdout.contains("0 orphaned, 7 not in this run"), subset.stdout)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: refs).filter { $0.hasSuffix(".png") }.count, 8, "nothing deleted")
        XCTAssertTrue(FileManager.default.fileExists(atPath: refs + "/environment.json"), "the folder's environment is kept")

        let pruned = try cli.run(["snapshot", "verify"] + specs + ["--dir", refs, "--report", dir.path + "/r", "--prune"])
        XCTAssertTrue(pruned.stdout.contains("pruned 1: s0.ipad.light@2x.png"), pruned.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: refs + "/s0.ipad.light@2x.png"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: refs + "/gone.iphone-2g.light@1x.png"), "--prune leaves other specs' references")
        XCTAssertEqual(try cli.run(["snapshot", "verify"] + specs + ["--dir", refs, "--prune-unlisted", "--shard", "1/2"]).status, 2)
        let unlisted = try cli.run(["snapshot", "verify"] + specs + ["--dir", refs, "--report", dir.path + "/r", "--prune-unlisted"])
        XCTAssertTrue(unlisted.stdout.contains("pruned 1: gone.iphone-2g.light@1x.png"), unlisted.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: refs + "/gone.iphone-2g.light@1x.png"))

        var covered = 0
        for shard in 1...3 {
            let run = try cli.run(["snapshot", "verify"] + specs + ["--dir", refs, "--report", dir.path + "/r", "--shard", "\(shard)/3"])
            XCTAssertEqual(run.status, 0, run.stderr)
            covered += Int(run.stdout.split(separator: "\n").last!.split(separator: " ").first!)!
        }
        XCTAssertEqual(covered, 6, "the shards together verify every spec once")
        XCTAssertEqual(try cli.run(["snapshot", "verify"] + specs + ["--dir", refs, "--shard", "4/3"]).status, 2)
    }
}
