import Foundation
import XCTest

/// A reference folder keeps the libraries and fonts its references were recorded with, each run's
/// summary.json holds its own, and a verify in another environment says what differs in one line.
final class EnvironmentCLITests: XCTestCase {
    private typealias CLI = TabBarProcess

    private func json(_ path: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any], path)
    }

    func testVerifyElsewhereNamesTheLibraryAndBothVersions() throws {
        let dir = try CLI.temporaryFolder()
        let bar = try CLI.write("device: iphone-8\ntabs:\n  - { title: One, icon: \"system:favorites\" }\n  - { title: Two }\n", to: "bar.yaml", in: dir)
        let refs = dir.appendingPathComponent("refs").path
        let report = dir.appendingPathComponent("report").path
        let record = try CLI.run(["snapshot", "record", bar, "--dir", refs, "--report", report])
        XCTAssertEqual(record.status, 0, record.stderr)
        let stored = refs + "/environment.json"
        let environment = try json(stored)
        let summary = try json(report + "/summary.json")
        let run = try XCTUnwrap((summary["report"] as? [String: Any])?["environment"] as? [String: String])
        XCTAssertEqual(run, environment as? [String: String], "the folder keeps the environment the run recorded in")
        XCTAssertEqual(Set(run.keys), ["cairo", "pango", "harfbuzz", "freetype", "librsvg", "fontconfig", "fonts"])
        XCTAssertEqual(run["fonts"]?.count, 64)

        // The same environment: nothing said.
        let same = try CLI.run(["snapshot", "verify", bar, "--dir", refs, "--report", report, "--update", "none"])
        XCTAssertEqual(same.status, 0, same.stderr)
        XCTAssertFalse(same.stdout.contains("environment:"), same.stdout)

        // Recorded, says the folder, with another Cairo.
        var elsewhere = environment
        elsewhere["cairo"] = "1.0.0"
        try JSONSerialization.data(withJSONObject: elsewhere).write(to: URL(fileURLWithPath: stored))
        let other = try CLI.run(["snapshot", "verify", bar, "--dir", refs, "--report", report, "--update", "none"])
        XCTAssertEqual(other.status, 0, other.stderr)
        let lines = other.stdout.split(separator: "\n").filter { $0.hasPrefix("environment:") }
        XCTAssertEqual(lines.count, 1, other.stdout)
        XCTAssertTrue(lines.first?.contains("cairo 1.0.0 (recorded) / \(run["cairo"] ?? "?") (here)") ?? false, other.stdout)
        XCTAssertFalse(lines.first?.contains("pango") ?? true, "only what differs is named")
        let recorded = try json(report + "/summary.json")["report"] as? [String: Any]
        XCTAssertEqual((recorded?["recordedEnvironment"] as? [String: String])?["cairo"], "1.0.0")
        XCTAssertEqual(try json(stored)["cairo"] as? String, "1.0.0", "a verify that writes nothing leaves the folder's environment alone")

        // Recording again here puts this environment back.
        let again = try CLI.run(["snapshot", "verify", bar, "--dir", refs, "--report", report, "--update", "all"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try json(stored) as? [String: String], run)
        XCTAssertFalse(again.stdout.contains("environment:"), again.stdout)
    }
}
