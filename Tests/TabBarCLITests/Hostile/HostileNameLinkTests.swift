import Foundation
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Names are data wherever a report writes them: a spec named `javascript:alert(1)` or `data:…`
/// is linked as `./name`, never as a scheme; a line feed, ESC or U+0001 in a name is verified like
/// any other name and shown escaped on one line, in the terminal, JUnit, SARIF and the page; and
/// a byte-order mark before JSON is skipped, as most JSON readers skip it.
final class HostileNameLinkTests: XCTestCase {
    private let spec = "device: iphone-2g\nios: 17\ntabs:\n  - { title: A }\n  - { title: B }\n"

    /// Every href, src and data-src value of a page.
    private func links(in html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "(?:href|src|data-src)=\"([^\"]*)\"")
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map {
            String(html[Range($0.range(at: 1), in: html)!])
        }
    }

    private func assertRelative(_ links: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(links.isEmpty, file: file, line: line)
        for link in links {
            XCTAssertTrue(link.hasPrefix("./") || link.hasPrefix("../"), link, file: file, line: line)
        }
    }

    func testEveryLinkOfAVerifiedAndAMergedPageIsARelativePath() throws {
        let hostile = try HostileCase()
        let names = ["javascript:alert(1)", "data:text;html,x", "x:y"]
        for name in names { _ = try hostile.write(spec, name + ".yaml") }
        let specs = names.map { $0 + ".yaml" }
        XCTAssertEqual(try hostile.cli.run(["snapshot", "record"] + specs + ["--dir", "refs", "--report", "r0"], in: hostile.folder).status, 0)
        let verify = ["snapshot", "verify"] + specs + ["--dir", "refs", "--set", "tint=#FF3B30", "--update", "none"]
        let whole = try hostile.cli.run(verify + ["--report", "whole"], in: hostile.folder)
        XCTAssertEqual(whole.status, 1, whole.stderr)
        let page = try String(contentsOfFile: hostile.path("whole/report.html"), encoding: .utf8)
        assertRelative(links(in: page))
        XCTAssertTrue(page.contains("href=\"./javascript:alert(1).iphone-2g.light@1x.actual.png\""), page)
        for shard in 1...2 { _ = try hostile.cli.run(verify + ["--shard", "\(shard)/2", "--report", "sh\(shard)"], in: hostile.folder) }
        let merged = try hostile.cli.run(["snapshot", "merge", "sh1", "sh2", "--report", "merged"], in: hostile.folder)
        XCTAssertEqual(merged.status, 1, merged.stderr)
        assertRelative(links(in: try String(contentsOfFile: hostile.path("merged/report.html"), encoding: .utf8)))
    }

    func testASARIFUriOfAFileNamedLikeASchemeIsARelativePath() throws {
        let hostile = try HostileCase()
        _ = try hostile.write("device: iphone-15\ntabs:\n  - { title: A }\n  - { title: B }\n  - { title: C }\n  - { title: D }\n  - { title: E }\n  - { title: F }\n", "x:y.yaml")
        _ = try hostile.cli.run(["lint", "x:y.yaml", "--sarif", "out.sarif"], in: hostile.folder)
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: hostile.path("out.sarif")))) as? [String: Any])
        let results = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        XCTAssertFalse(results.isEmpty)
        for result in results {
            for location in result["locations"] as? [[String: Any]] ?? [] {
                let uri = try XCTUnwrap(((location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String)
                XCTAssertEqual(uri, "./x:y.yaml")
            }
        }
    }

    func testNamesWithControlCharactersAreVerifiedAndShownEscapedOnOneLine() throws {
        let hostile = try HostileCase()
        let names = ["a\nb", "e\u{1B}[31mc", "u\u{1}v", "::error::x\nfoo"]
        for name in names { _ = try hostile.write(spec, name + ".yaml") }
        let specs = names.map { $0 + ".yaml" }
        let record = try hostile.cli.run(["snapshot", "record"] + specs + ["--dir", "refs", "--report", "r0"], in: hostile.folder)
        XCTAssertEqual(record.status, 0, record.stderr)
        let verify = try hostile.cli.run(["snapshot", "verify"] + specs + ["--dir", "refs", "--update", "none", "--junit", "j.xml", "--report", "r1"], in: hostile.folder)
        XCTAssertEqual(verify.status, 0, verify.stdout + verify.stderr)
        XCTAssertTrue(verify.stdout.hasSuffix("4 passed, 0 failed, 0 recorded, 0 updated, 0 orphaned\n"), verify.stdout)

        // Failing, so that every name reaches every report with its files.
        let failing = try hostile.cli.run(
            ["snapshot", "verify"] + specs + ["--dir", "refs", "--update", "none", "--set", "tint=#FF3B30", "--junit", "j.xml", "--report", "r2"], in: hostile.folder)
        XCTAssertEqual(failing.status, 1, failing.stderr)
        for output in [failing.stdout, failing.stderr] {
            XCTAssertFalse(output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, output)
            XCTAssertFalse(output.split(separator: "\n").contains { $0.hasPrefix("::") }, output)
        }
        XCTAssertEqual(failing.stdout.split(separator: "\n").count, 5, failing.stdout)
        XCTAssertTrue(failing.stdout.contains("u\\u{1}v"), failing.stdout)
        let junit = try JUnitFile(contentsOf: URL(fileURLWithPath: hostile.path("j.xml")))
        XCTAssertEqual(junit.cases.count, 4)
        let caseNames = Set(junit.cases.compactMap { $0.attributes["name"] })
        XCTAssertTrue(caseNames.contains("u\\u{1}v.iphone-2g.light@1x.png"), "\(caseNames)")
        XCTAssertTrue(caseNames.contains("e\\u{1B}[31mc.iphone-2g.light@1x.png"), "\(caseNames)")
        let page = try String(contentsOfFile: hostile.path("r2/report.html"), encoding: .utf8)
        XCTAssertFalse(page.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "no raw control character in the page")
        XCTAssertTrue(page.contains("<h2>a\\nb.iphone-2g.light@1x.png</h2>"), page)
    }

    func testAByteOrderMarkBeforeJSONIsSkipped() throws {
        let hostile = try HostileCase()
        let bom = Data([0xEF, 0xBB, 0xBF])
        _ = try hostile.write(bom + Data("{\"device\": \"iphone-15\", \"tabs\": [{\"title\": \"A\"}, {\"title\": \"B\"}]}".utf8), "bom.json")
        let layout = try hostile.cli.run(["layout", "bom.json", "--json"], in: hostile.folder)
        XCTAssertEqual(layout.status, 0, layout.stderr)
        XCTAssertEqual(try layout.json()["device"] as? String, "iphone-15")

        // environment.json and a shard record, as an editor that adds a mark would save them.
        let record = try hostile.cli.run(["snapshot", "record", "bom.json", "--dir", "refs", "--report", "r0"], in: hostile.folder)
        XCTAssertEqual(record.status, 0, record.stderr)
        for name in ["refs/environment.json"] {
            try (bom + (try Data(contentsOf: URL(fileURLWithPath: hostile.path(name))))).write(to: URL(fileURLWithPath: hostile.path(name)))
        }
        let shard = try hostile.cli.run(["snapshot", "verify", "bom.json", "--dir", "refs", "--update", "none", "--shard", "1/1", "--report", "sh1"], in: hostile.folder)
        XCTAssertEqual(shard.status, 0, shard.stderr)
        let summary = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: hostile.path("sh1/summary.json")))) as? [String: Any]
        XCTAssertNotNil((summary?["report"] as? [String: Any])?["recordedEnvironment"] as? [String: Any], "environment.json was read")
        let record2 = hostile.path("sh1/shard.json")
        try (bom + (try Data(contentsOf: URL(fileURLWithPath: record2)))).write(to: URL(fileURLWithPath: record2))
        let merged = try hostile.cli.run(["snapshot", "merge", "sh1", "--report", "merged"], in: hostile.folder)
        XCTAssertEqual(merged.status, 0, merged.stderr)
        XCTAssertTrue(merged.stdout.contains("1 passed"), merged.stdout)
    }

    /// Two records into one new folder at once: every shared file the store writes is whole.
    func testTwoRecordsIntoOneNewFolderAtOnceLeaveWholeFiles() throws {
        let hostile = try HostileCase()
        let specs = (0..<6).map { "s\($0).yaml" }
        for (index, name) in specs.enumerated() { _ = try hostile.write(spec.replacingOccurrences(of: "title: A", with: "title: A\(index)"), name) }
        for round in 0..<3 {
            let runs = (0..<2).map { index in
                let process = Process()
                process.executableURL = hostile.cli.executable
                process.arguments = ["snapshot", "record"] + specs + ["--dir", "refs\(round)", "--report", "rep\(round)"]
                process.currentDirectoryURL = hostile.folder
                // As every CLI test runs the tool: the machine's CI setting would refuse the record.
                process.environment = CLIRunner.environment()
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                _ = index
                return process
            }
            for process in runs { try process.run() }
            for process in runs {
                process.waitUntilExit()
                XCTAssertEqual(process.terminationStatus, 0)
            }
            for name in ["refs\(round)/environment.json", "rep\(round)/summary.json"] {
                let data = try Data(contentsOf: URL(fileURLWithPath: hostile.path(name)))
                XCTAssertNoThrow(try JSONSerialization.jsonObject(with: data), name)
            }
        }
        hostile.assertNoTemporaries()
    }
}
