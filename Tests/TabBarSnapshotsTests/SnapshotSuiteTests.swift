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

    func testASuiteRecordsThenPassesThenFailsOnAChangedTint() throws {
        let first = try suite(.missing)
        let entries = try first.entries([try spec(phone, path: "specs/phone.yaml"), try spec(phone + "appearance: dark\n", path: "specs/night.yaml")])
        XCTAssertEqual(entries.map(\.reference), ["phone.iphone-15.light@3x.png", "night.iphone-15.dark@3x.png"])
        XCTAssertEqual(try first.run(entries).map { try $0.get().outcome.status }, [.recorded, .recorded])
        XCTAssertEqual(try first.run(entries).map { try $0.get().outcome.status }, [.passed, .passed])

        let tinted = try suite(.never).entries([try spec(phone + "tint: \"#FF2D55\"\n", path: "specs/phone.yaml")])
        let outcome = try XCTUnwrap(try suite(.never).run(tinted).first?.get().outcome)
        XCTAssertEqual(outcome.status, .failed)
        XCTAssertNotNil(outcome.artifacts?.diff)
        XCTAssertEqual(try suite(.never).orphans(of: tinted), ["night.iphone-15.dark@3x.png"])
    }

    func testTwoSpecsMakingOneReferenceAreRefused() throws {
        XCTAssertThrowsError(try suite(.missing).entries([try spec(phone, path: "a/phone.yaml"), try spec(phone, path: "b/phone.yaml")])) { error in
            XCTAssertTrue("\(error)".contains("b/phone.yaml and a/phone.yaml both make the reference phone.iphone-15.light@3x.png"), "\(error)")
        }
    }

    func testARenderErrorIsThatSpecsResultAndWritesNothing() throws {
        let suite = try suite(.missing)
        let entries = try suite.entries([try spec("device: iphone-15\ntabs:\n  - { title: Home, icon: missing.svg }\n", path: "bad.yaml")])
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
        let refs = folder.appendingPathComponent("refs")
        try FileManager.default.createDirectory(at: refs, withIntermediateDirectories: true)
        try Data([1]).write(to: refs.appendingPathComponent("old.png"))
        XCTAssertThrowsError(try suite(.never).prune(["old.png"], environment: ci))
        XCTAssertTrue(FileManager.default.fileExists(atPath: refs.appendingPathComponent("old.png").path))
        try suite(.never).prune(["old.png"], environment: [:])
        XCTAssertFalse(FileManager.default.fileExists(atPath: refs.appendingPathComponent("old.png").path))
    }
}
