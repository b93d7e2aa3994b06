import Foundation
import TabBarModel
import TabBarRender
import TabBarSnapshots
import XCTest

/// The suite runner the command line's `snapshot record|verify` is built on.
final class SnapshotSuiteTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("suite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func suite(_ mode: UpdateMode) throws -> SnapshotSuite {
        SnapshotSuite(
            verifier: SnapshotVerifier(
                store: SnapshotStore(directory: folder.appendingPathComponent("refs").path), updateMode: mode,
                artifactsDirectory: folder.appendingPathComponent("report").path),
            resources: try RenderResources.bundled(), jobs: 2)
    }

    private func spec(_ yaml: String, path: String) throws -> (path: String, document: SpecDocument, variant: SpecVariant) {
        (path, try SpecDocument(yaml: yaml, source: path), SpecVariant(overrides: []))
    }

    private let phone = "device: iphone-15\ntabs:\n  - { title: Home, icon: \"system:favorites\" }\n  - { title: Search, icon: \"system:search\", badge: 2 }\n"

    private func entries(_ suite: SnapshotSuite, _ specs: [(path: String, document: SpecDocument, variant: SpecVariant)]) throws -> [SnapshotSuite.Entry] {
        try suite.entries(specs).map { try $0.get() }
    }

    /// Runs and puts every staged reference in place, as a run without errors does.
    private func runAndCommit(_ suite: SnapshotSuite, _ entries: [SnapshotSuite.Entry]) throws -> [SnapshotStatus] {
        try suite.run(entries).map { result in
            let checked = try result.get()
            try checked.pending?.commit()
            return checked.outcome.status
        }
    }

    func testASuiteRecordsThenPassesThenFailsOnAChangedTint() throws {
        let first = try suite(.missing)
        let entries = try entries(first, [try spec(phone, path: "specs/phone.yaml"), try spec(phone + "appearance: dark\n", path: "specs/night.yaml")])
        XCTAssertEqual(entries.map(\.reference), ["phone.iphone-15.light@3x.png", "night.iphone-15.dark@3x.png"])
        XCTAssertEqual(try runAndCommit(first, entries), [.recorded, .recorded])
        XCTAssertEqual(try runAndCommit(first, entries), [.passed, .passed])

        let tinted = try self.entries(try suite(.never), [try spec(phone + "tint: \"#FF2D55\"\n", path: "specs/phone.yaml")])
        let outcome = try XCTUnwrap(try suite(.never).run(tinted).first?.get().outcome)
        XCTAssertEqual(outcome.status, .failed)
        XCTAssertNotNil(outcome.artifacts?.diff)
        let census = try suite(.never).census(of: tinted)
        XCTAssertEqual(census.orphans, [], "night.yaml is not in this run: its reference is no orphan")
        XCTAssertEqual(census.notInRun, ["night.iphone-15.dark@3x.png"])
    }

    func testAStagedReferenceIsNotInPlaceUntilCommitted() throws {
        let suite = try suite(.missing)
        let entries = try entries(suite, [try spec(phone, path: "phone.yaml")])
        let checked = try XCTUnwrap(suite.run(entries).first?.get())
        XCTAssertEqual(checked.outcome.status, .recorded)
        XCTAssertEqual(suite.verifier.store.names(), [], "staged only")
        checked.pending?.discard()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: suite.verifier.store.directory), [], "nothing left behind")
    }

    func testAnOrphanIsAReferenceOfThisRunsSpecThatItNoLongerMakes() throws {
        let suite = try suite(.missing)
        let both = try entries(suite, [try spec(phone, path: "phone.yaml"), try spec(phone + "appearance: dark\n", path: "phone-dark.yaml")])
        _ = try runAndCommit(suite, both)
        // phone.yaml now draws dark: its light reference is an orphan; phone-dark.yaml is not in the run.
        let dark = try entries(suite, [try spec(phone + "appearance: dark\n", path: "phone.yaml")])
        _ = try runAndCommit(suite, dark)
        let census = suite.census(of: dark)
        XCTAssertEqual(census.orphans, ["phone.iphone-15.light@3x.png"])
        XCTAssertEqual(census.notInRun, ["phone-dark.iphone-15.dark@3x.png"])
    }

    func testTwoSpecsMakingOneReferenceAreRefused() throws {
        let results = try suite(.missing).entries([try spec(phone, path: "a/phone.yaml"), try spec(phone, path: "b/phone.yaml")])
        XCTAssertNotNil(try? results[0].get())
        guard case .failure(let error) = results[1] else { return XCTFail("the second spec is refused") }
        XCTAssertTrue("\(error)".contains("b/phone.yaml and a/phone.yaml both make the reference phone.iphone-15.light@3x.png"), "\(error)")
    }

    func testARenderErrorIsThatSpecsResultAndWritesNothing() throws {
        let suite = try suite(.missing)
        let entries = try entries(suite, [try spec("device: iphone-15\ntabs:\n  - { title: Home, icon: missing.svg }\n", path: "bad.yaml")])
        guard case .failure(.render(let message))? = suite.run(entries).first else { return XCTFail("expected a render failure") }
        XCTAssertTrue(message.contains("missing.svg"), message)
        XCTAssertEqual(suite.verifier.store.names(), [])
    }

    func testCIWritesAndDeletesNothing() throws {
        let ci = ["CI": "true"]
        XCTAssertThrowsError(try suite(.missing).checkSafety(reportDirectory: folder.appendingPathComponent("report").path, environment: ci))
        XCTAssertNoThrow(try suite(.never).checkSafety(reportDirectory: folder.appendingPathComponent("report").path, environment: ci))
        XCTAssertThrowsError(try suite(.never).checkSafety(reportDirectory: folder.appendingPathComponent("refs/report").path, environment: [:]),
                             "a report inside the references would be taken for references")
        XCTAssertThrowsError(try suite(.never).checkSafety(
            reportDirectory: folder.appendingPathComponent("report").path, outputs: [("--junit", folder.appendingPathComponent("refs/x@1x.png").path)],
            environment: ci), "JUnit over a reference")
        let refs = folder.appendingPathComponent("refs")
        try FileManager.default.createDirectory(at: refs, withIntermediateDirectories: true)
        try Data([1]).write(to: refs.appendingPathComponent("old.png"))
        XCTAssertThrowsError(try suite(.never).prune(["old.png"], environment: ci))
        XCTAssertTrue(FileManager.default.fileExists(atPath: refs.appendingPathComponent("old.png").path))
        try suite(.never).prune(["old.png"], environment: [:])
        XCTAssertFalse(FileManager.default.fileExists(atPath: refs.appendingPathComponent("old.png").path))
    }
}
