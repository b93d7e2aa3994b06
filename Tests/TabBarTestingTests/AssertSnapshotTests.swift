import Foundation
import ImageDiff
import TabBarImage
import TabBarTesting
import Testing
import XCTest

private func makeFolder() -> String {
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("assert-snapshot-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

private func picture(red: UInt8) -> RGBAImage {
    var image = RGBAImage(width: 12, height: 12, fill: (255, 255, 255, 255))
    for index in 0..<(12 * 6) { image[index % 12, index / 12] = (red, 0, 0, 255) }
    return image
}

/// Swift Testing: failures are recorded as issues.
@Suite struct AssertSnapshotSwiftTestingTests {
    @Test func matchingImagePasses() throws {
        let folder = makeFolder()
        try SnapshotStore(directory: folder).write(try PNGCodec.encode(picture(red: 200)), name: "same.png")
        let environment = SnapshotEnvironment(updateMode: .never, artifactsDirectory: makeFolder())
        let outcome = assertSnapshot(of: picture(red: 200), named: "same", directory: folder, environment: environment)
        #expect(outcome?.status == .passed)
    }

    @Test func mismatchRecordsAnIssueWithTheArtifactPaths() throws {
        let folder = makeFolder()
        let artifacts = makeFolder()
        try SnapshotStore(directory: folder).write(try PNGCodec.encode(picture(red: 200)), name: "changed.png")
        let environment = SnapshotEnvironment(updateMode: .never, artifactsDirectory: artifacts)
        var outcome: SnapshotOutcome?
        withKnownIssue {
            outcome = assertSnapshot(of: picture(red: 30), named: "changed", directory: folder, environment: environment)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("does not match") && text.contains(artifacts) && text.contains("composite")
        }
        #expect(outcome?.status == .failed)
        #expect(FileManager.default.fileExists(atPath: outcome?.artifacts?.diff ?? ""))
    }

    @Test func missingReferenceOnCIFailsAndRecordsNothing() {
        let folder = makeFolder()
        let environment = SnapshotEnvironment(["CI": "1", "TABBAR_ARTIFACTS": makeFolder()])
        #expect(environment.updateMode == .never)
        withKnownIssue {
            _ = assertSnapshot(of: picture(red: 1), named: "new", directory: folder, environment: environment)
        }
        #expect(!FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("new.png")))
    }

    @Test func recordingIsReportedSoSomeoneLooks() {
        let folder = makeFolder()
        let environment = SnapshotEnvironment(["TABBAR_RECORD": "1"])
        #expect(environment.updateMode == .all)
        withKnownIssue {
            _ = assertSnapshot(of: picture(red: 9), named: "fresh", directory: folder, environment: environment)
        }
        #expect(FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("fresh.png")))
    }

    @Test func recordingInCIIsRefusedAndWritesNothing() {
        let folder = makeFolder()
        let environment = SnapshotEnvironment(["TABBAR_RECORD": "missing", "CI": "TRUE", "TABBAR_ARTIFACTS": makeFolder()])
        #expect(environment.updateMode == .never)
        #expect(environment.problem == .recordingInCI("missing"))
        withKnownIssue {
            _ = assertSnapshot(of: picture(red: 3), named: "ci", directory: folder, environment: environment)
        }
        #expect(!FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("ci.png")))
    }
}

/// XCTest: the same API from an XCTestCase.
final class AssertSnapshotXCTests: XCTestCase {
    func testPassingSnapshotFromXCTest() throws {
        let folder = makeFolder()
        try SnapshotStore(directory: folder).write(try PNGCodec.encode(picture(red: 100)), name: "xc.png")
        let outcome = assertSnapshot(
            of: picture(red: 100), named: "xc.png", directory: folder,
            environment: SnapshotEnvironment(updateMode: .never, artifactsDirectory: makeFolder()))
        XCTAssertEqual(outcome?.status, .passed)
    }

    func testUnknownRecordValueNamesTheAllowedOnes() {
        let environment = SnapshotEnvironment(["TABBAR_RECORD": "never"])
        XCTAssertEqual(environment.updateMode, .never)
        let text = environment.problem?.description ?? ""
        XCTAssertTrue(text.contains("\"never\"") && text.contains("all, missing, failed, none, 1 (all), 0 (none)"), text)
        // Only the documented words: no "true", "yes" or other spellings.
        for word in ["true", "yes", "ALL", " all"] {
            XCTAssertNotNil(SnapshotEnvironment(["TABBAR_RECORD": word]).problem, word)
        }
        XCTAssertEqual(SnapshotEnvironment(["TABBAR_RECORD": "1"]).updateMode, .all)
        XCTAssertEqual(SnapshotEnvironment(["TABBAR_RECORD": "0"]).updateMode, .never)
        XCTAssertNil(SnapshotEnvironment(["TABBAR_RECORD": "0"]).problem)
    }

    func testEnvironmentVariablesChooseModeAndArtifactFolder() {
        XCTAssertEqual(SnapshotEnvironment(["TABBAR_RECORD": "failed"]).updateMode, .failed)
        XCTAssertEqual(SnapshotEnvironment(["TABBAR_RECORD": "none", "CI": "true"]).updateMode, .never)
        XCTAssertNil(SnapshotEnvironment(["TABBAR_RECORD": "failed", "CI": "0"]).problem)
        XCTAssertEqual(SnapshotEnvironment([:]).updateMode, .missing)
        XCTAssertEqual(SnapshotEnvironment(["TABBAR_ARTIFACTS": "/tmp/x"]).artifactsDirectory, "/tmp/x")
        XCTAssertNil(SnapshotEnvironment([:]).artifactsDirectory, "the project's own folder")
        let here = ArtifactLocation.directory(testFile: "\(#filePath)", environment: [:])
        let root = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        XCTAssertEqual(here, root + "/.build/tabbar-snapshots/AssertSnapshotTests", "inside the package, never a machine-wide folder")
        XCTAssertEqual(ArtifactLocation.directory(testFile: "/nowhere/Tests/A/BTests.swift", environment: ["TABBAR_ARTIFACTS": "/ci/out"]), "/ci/out/BTests")
    }
}
