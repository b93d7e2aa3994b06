import Foundation
import XCTest

/// A team's review loop: a pull request fails on a renamed tab, and the change is accepted from
/// that run's report with no render and no other file touched.
final class SnapshotAcceptCLITests: XCTestCase {
    private let cli = CLIRunner()

    private func failedRun() throws -> URL {
        let folder = try cli.folder()
        let app = folder.appendingPathComponent("app")
        try FileManager.default.copyItem(at: CLIRunner.root.appendingPathComponent("Examples/app"), to: app)
        let record = try cli.run(["snapshot", "record", "--source", "app", "--all-locales", "--dir", "refs", "--report", "report"], in: folder)
        XCTAssertEqual(record.status, 0, record.stderr)
        let strings = app.appendingPathComponent("de.lproj/Localizable.strings")
        let german = try String(contentsOf: strings, encoding: .utf8)
        try Data(german.replacingOccurrences(of: "\"Rezepte\"", with: "\"Kochbuch\"").utf8).write(to: strings)
        let verify = try cli.run(["snapshot", "verify", "--source", "app", "--all-locales", "--dir", "refs", "--report", "report"], in: folder, environment: ["CI": "true"])
        XCTAssertEqual(verify.status, 1, verify.stdout + verify.stderr)
        return folder
    }

    private func contents(_ folder: URL) throws -> [String: Data] {
        let refs = folder.appendingPathComponent("refs")
        return try Dictionary(uniqueKeysWithValues: FileManager.default.contentsOfDirectory(atPath: refs.path).map { ($0, try Data(contentsOf: refs.appendingPathComponent($0))) })
    }

    func testAcceptingOneReferenceMakesTheNextRunGreenAndTouchesNothingElse() throws {
        let folder = try failedRun()
        let before = try contents(folder)
        let name = "pantry-tabs.de.iphone-17-pro.light@3x.png"
        let accept = try cli.run(["snapshot", "accept", name, "--from", "report", "--dir", "refs"], in: folder)
        XCTAssertEqual(accept.status, 0, accept.stderr)
        XCTAssertEqual(accept.stdout, "accepted: \(name)\n")
        XCTAssertEqual(accept.stderr, "tabbar: 1 reference accepted from report, with no render; verify again\n")
        let after = try contents(folder)
        XCTAssertEqual(Set(after.keys), Set(before.keys))
        let changed = after.keys.filter { after[$0] != before[$0] }.sorted()
        XCTAssertEqual(changed, ["pantry-tabs.de.imported.yaml", name])
        XCTAssertEqual(after[name], try Data(contentsOf: folder.appendingPathComponent("report/pantry-tabs.de.iphone-17-pro.light@3x.actual.png")))
        XCTAssertTrue(String(decoding: after["pantry-tabs.de.imported.yaml"]!, as: UTF8.self).contains("title: \"Kochbuch\""))
        let again = try cli.run(["snapshot", "verify", "--source", "app", "--all-locales", "--dir", "refs", "--report", "report"], in: folder, environment: ["CI": "true"])
        XCTAssertEqual(again.status, 0, again.stdout + again.stderr)
    }

    func testAReportDrawnElsewhereOrANameItDidNotFailIsRefused() throws {
        let folder = try failedRun()
        let passed = try cli.run(["snapshot", "accept", "pantry-tabs.en.iphone-17-pro.light@3x.png", "--from", "report", "--dir", "refs"], in: folder)
        XCTAssertEqual(passed.status, 2)
        XCTAssertEqual(passed.stderr, "tabbar: \"pantry-tabs.en.iphone-17-pro.light@3x.png\": passed in the report; only a failed or missing reference is accepted\n")
        let unknown = try cli.run(["snapshot", "accept", "nope.png", "--from", "report", "--dir", "refs"], in: folder)
        XCTAssertEqual(unknown.status, 2)

        let environment = folder.appendingPathComponent("refs/environment.json")
        let recorded = try String(contentsOf: environment, encoding: .utf8)
        let elsewhere = recorded.replacingOccurrences(of: #""cairo" : ""#, with: #""cairo" : "0.elsewhere-"#)
        XCTAssertNotEqual(elsewhere, recorded)
        try Data(elsewhere.utf8).write(to: environment)
        let before = try contents(folder)
        let refused = try cli.run(["snapshot", "accept", "--from", "report", "--dir", "refs"], in: folder)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.hasPrefix("tabbar: the report was drawn with cairo "), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("the references were recorded with cairo 0.elsewhere-"), refused.stderr)
        XCTAssertEqual(try contents(folder), before, "nothing written")
    }
}
