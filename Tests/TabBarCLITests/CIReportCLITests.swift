import Foundation
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif

/// JUnit and SARIF as CI services read them: parsed back, and SARIF checked against the official schema.
final class CIReportCLITests: XCTestCase {
    private typealias CLI = TabBarProcess

    private let errorSpec = TabBarProcess.toolbarSpec
    private let cleanSpec = "device: iphone-8\ntabs:\n  - { title: Home, icon: \"system:featured\" }\n  - { title: Shared, icon: \"system:more\" }\n  - { title: Me, icon: \"system:contacts\" }\n"

    func testLintJUnitHasOneCasePerSpecAndFailsTheOneWithAnError() throws {
        let dir = try CLI.temporaryFolder()
        _ = try CLI.write(errorSpec, to: "mail.yaml", in: dir)
        _ = try CLI.write(cleanSpec, to: "clean.yaml", in: dir)
        let result = try CLI.run(["lint", "mail.yaml", "clean.yaml", "--junit", "out/lint.xml"], in: dir)
        XCTAssertEqual(result.status, 1, result.stderr)
        let xml = try JUnitFile(contentsOf: dir.appendingPathComponent("out/lint.xml"))
        XCTAssertEqual(xml.root?["tests"], "2")
        XCTAssertEqual(xml.root?["failures"], "1")
        XCTAssertEqual(xml.suites.count, 1)
        XCTAssertEqual(xml.cases.map { $0.attributes["name"] }, ["mail.yaml", "clean.yaml"])
        XCTAssertEqual(xml.cases.map { $0.attributes["classname"] }, ["lint", "lint"])
        for testCase in xml.cases { XCTAssertNotNil(Double(testCase.attributes["time"] ?? ""), "time in seconds") }
        let failure = try XCTUnwrap(xml.cases[0].failure)
        XCTAssertEqual(failure.attributes["type"], "tab-bar-with-toolbar")
        XCTAssertEqual(failure.attributes["message"], "1 error, first tab-bar-with-toolbar at toolbar")
        XCTAssertTrue(failure.text.contains("mail.yaml:tabs[2].title: warning[action-title]"), "every finding in the details: \(failure.text)")
        XCTAssertNil(xml.cases[1].failure)
    }

    func testSnapshotJUnitNamesSpecAndReferenceWithReasonsAndFiles() throws {
        let dir = try CLI.temporaryFolder()
        let bar = try CLI.write("device: iphone-8\ntabs:\n  - { title: One, icon: \"system:favorites\" }\n  - { title: Two }\n", to: "bar.yaml", in: dir)
        let other = try CLI.write("device: iphone-8\ntabs:\n  - { title: Three }\n  - { title: Four }\n", to: "other.yaml", in: dir)
        let refs = dir.appendingPathComponent("refs").path
        let report = dir.appendingPathComponent("report").path
        XCTAssertEqual(try CLI.run(["snapshot", "record", bar, other, "--dir", refs, "--report", report]).status, 0)
        _ = try CLI.write("device: iphone-8\ntint: \"#FF3B30\"\ntabs:\n  - { title: One, icon: \"system:favorites\" }\n  - { title: Two }\n", to: "bar.yaml", in: dir)
        let junit = dir.appendingPathComponent("junit.xml")
        let verify = try CLI.run(["snapshot", "verify", bar, other, "--dir", refs, "--report", report, "--update", "none", "--junit", junit.path])
        XCTAssertEqual(verify.status, 1, verify.stderr)
        let xml = try JUnitFile(contentsOf: junit)
        XCTAssertEqual(xml.root?["tests"], "2")
        XCTAssertEqual(xml.root?["failures"], "1")
        let byName = Dictionary(uniqueKeysWithValues: xml.cases.map { ($0.attributes["name"] ?? "", $0) })
        let failed = try XCTUnwrap(byName["bar.iphone-8.light@2x.png"])
        XCTAssertEqual(failed.attributes["classname"], bar)
        XCTAssertNotNil(Double(failed.attributes["time"] ?? ""))
        let failure = try XCTUnwrap(failed.failure)
        XCTAssertEqual(failure.attributes["type"], "failed")
        let message = try XCTUnwrap(failure.attributes["message"])
        XCTAssertFalse(message.isEmpty)
        XCTAssertTrue(failure.text.hasPrefix(message), "the first reason, then the rest: \(failure.text)")
        XCTAssertTrue(failure.text.contains("file: \(report)/bar.iphone-8.light@2x.diff.png"), failure.text)
        let passed = try XCTUnwrap(byName["other.iphone-8.light@2x.png"])
        XCTAssertEqual(passed.attributes["classname"], other)
        XCTAssertNil(passed.failure)
    }

    func testSARIFCarriesRuleHelpRelativePathsAndStableFingerprints() throws {
        let dir = try CLI.temporaryFolder()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("specs"), withIntermediateDirectories: true)
        _ = try CLI.write(errorSpec, to: "specs/mail.yaml", in: dir)
        let first = try CLI.run(["lint", "specs/mail.yaml", "--sarif", "a.sarif"], in: dir)
        XCTAssertEqual(first.status, 1, first.stderr)
        // The same findings two lines further down, scanned from another folder with --base.
        _ = try CLI.write("# moved\n# down\n" + errorSpec, to: "specs/mail.yaml", in: dir)
        let second = try CLI.run(["lint", "mail.yaml", "--sarif", "../b.sarif", "--base", ".."], in: dir.appendingPathComponent("specs"))
        XCTAssertEqual(second.status, 1, second.stderr)

        func run(_ name: String) throws -> [String: Any] {
            let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent(name))) as? [String: Any])
            return try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        }
        let a = try run("a.sarif")
        let b = try run("b.sarif")
        let driver = try XCTUnwrap((a["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["version"] as? String, driver["semanticVersion"] as? String)
        XCTAssertNil(driver["informationUri"], "no link to an address the project does not have")
        for rule in try XCTUnwrap(driver["rules"] as? [[String: Any]]) {
            let id = rule["id"] as? String ?? "?"
            let help = try XCTUnwrap(rule["help"] as? [String: String], id)
            XCTAssertTrue(help["markdown"]?.contains("**How to fix.**") ?? false, "\(id) says how to fix it")
            XCTAssertTrue(help["markdown"]?.contains("```yaml") ?? false, "\(id) has an example")
            XCTAssertNotNil((rule["fullDescription"] as? [String: String])?["text"], id)
            XCTAssertNil(rule["helpUri"], id)
            XCTAssertFalse(((rule["properties"] as? [String: Any])?["tags"] as? [String] ?? []).isEmpty, id)
        }
        let baseIds = try XCTUnwrap(a["originalUriBaseIds"] as? [String: [String: Any]])
        XCTAssertEqual(baseIds["%SRCROOT%"]?["uri"] as? String, URL(fileURLWithPath: dir.path, isDirectory: true).standardizedFileURL.absoluteString)

        func results(_ run: [String: Any]) throws -> [(uri: String?, base: String?, line: Int?, fingerprint: String?)] {
            try XCTUnwrap(run["results"] as? [[String: Any]]).map { result in
                let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
                let artifact = location?["artifactLocation"] as? [String: Any]
                return (artifact?["uri"] as? String, artifact?["uriBaseId"] as? String,
                        (location?["region"] as? [String: Any])?["startLine"] as? Int,
                        (result["partialFingerprints"] as? [String: String])?["tabbarFinding/v1"])
            }
        }
        let before = try results(a)
        let after = try results(b)
        XCTAssertEqual(before.map(\.uri), ["./specs/mail.yaml", "./specs/mail.yaml"], "relative to --base, whatever folder it ran in")
        XCTAssertEqual(before.map(\.base), ["%SRCROOT%", "%SRCROOT%"])
        XCTAssertEqual(before.map(\.line), [2, 8])
        XCTAssertEqual(after.map(\.line), [4, 10])
        XCTAssertEqual(before.map(\.fingerprint), after.map(\.fingerprint), "fingerprints do not move with the lines")
        XCTAssertEqual(Set(before.compactMap(\.fingerprint)).count, 2)
        try assertValidSARIF(dir.appendingPathComponent("a.sarif"))
    }

    func testSARIFOfTheExamplesIsValidAgainstTheOfficialSchema() throws {
        let dir = try CLI.temporaryFolder()
        let sarif = dir.appendingPathComponent("examples.sarif")
        let examples = try FileManager.default.contentsOfDirectory(atPath: CLI.root.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted().map { "Examples/" + $0 }
        _ = try CLI.run(["lint"] + examples + ["--sarif", sarif.path])
        try assertValidSARIF(sarif)
    }

    func testJSONOutputsMatchTheirSchemasWithPointsToAThousandth() throws {
        let dir = try CLI.temporaryFolder()
        func check(_ text: String, _ schema: String, as name: String, line: UInt = #line) throws {
            let file = dir.appendingPathComponent(name)
            try Data(text.utf8).write(to: file)
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], line: line)
            XCTAssertEqual(object["schemaVersion"] as? Int, 1, name, line: line)
            let longFraction = try NSRegularExpression(pattern: "[0-9]\\.[0-9]{4,}")
            XCTAssertNil(longFraction.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), "\(name): no number past 1/1000", line: line)
            try SchemaCheck.assertValid(file, schema: CLI.root.appendingPathComponent("Schemas/\(schema)"), line: line)
        }
        for example in ["phone-badges.yaml", "ipad-sidebar.yaml", "screen-navigation.yaml", "phone-more.json", "glass-search.yaml"] {
            let layout = try CLI.run(["layout", "Examples/" + example, "--json"])
            XCTAssertEqual(layout.status, 0, layout.stderr)
            try check(layout.stdout, "layout.schema.json", as: "layout-\(example).json")
        }
        XCTAssertTrue(try CLI.run(["layout", "Examples/phone-badges.yaml", "--json"]).stdout.contains("\"width\" : 78.6,"), "78.6, not 78.60000000000001")

        let lint = try CLI.run(["lint", "Examples/phone-more.json", "--json"])
        try check(lint.stdout, "lint.schema.json", as: "lint.json")

        _ = try CLI.write(TabBarProcess.toolbarSpec, to: "bar.yaml", in: dir)
        let refs = dir.appendingPathComponent("refs").path
        let report = dir.appendingPathComponent("report").path
        XCTAssertEqual(try CLI.run(["snapshot", "record", "bar.yaml", "--dir", refs, "--report", report], in: dir).status, 0)
        _ = try CLI.write(TabBarProcess.toolbarSpec.replacingOccurrences(of: "Inbox", with: "Outbox"), to: "bar.yaml", in: dir)
        let verify = try CLI.run(["snapshot", "verify", "bar.yaml", "--dir", refs, "--report", report, "--update", "none"], in: dir)
        XCTAssertEqual(verify.status, 1)
        let summaryText = try String(contentsOfFile: report + "/summary.json", encoding: .utf8)
        try check(summaryText, "summary.schema.json", as: "summary.json")
        let summary = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(summaryText.utf8)) as? [String: Any])?["summary"] as? [String: Int])
        let last = try XCTUnwrap(verify.stdout.split(separator: "\n").last)
        XCTAssertEqual(last, "\(summary["passed"]!) passed, \(summary["failed"]!) failed, \(summary["recorded"]!) recorded, \(summary["updated"]!) updated, \(summary["orphaned"]!) orphaned", "the same words as the text")

        let diff = try CLI.run(["diff", report + "/bar.iphone-15.light@3x.expected.png", report + "/bar.iphone-15.light@3x.actual.png", "--json"])
        XCTAssertEqual(diff.status, 1)
        try check(diff.stdout, "diff.schema.json", as: "diff.json")
    }

    func testHelpShowsDefaultColoursAsTyped() throws {
        let help = try CLI.run(["diff", "--help"]).stdout
        XCTAssertTrue(help.contains("(default: 255,255,0)"), help)
        XCTAssertTrue(help.contains("(default: 255,0,0)"), help)
        XCTAssertFalse(help.contains("DiffColor("), help)
        let verify = try CLI.run(["snapshot", "verify", "--help"]).stdout
        XCTAssertTrue(verify.contains("(default: 255,255,0)"), "the same options in snapshot verify")
        XCTAssertEqual(try CLI.run(["--version"]).stdout, try DocsTests.statedVersion() + "\n", "the version SARIF's driver states")
    }

    /// Validates with python3's jsonschema against the SARIF 2.1.0 schema shipped in Tests/Schemas.
    private func assertValidSARIF(_ file: URL, line: UInt = #line) throws {
        let schema = CLI.root.appendingPathComponent("Tests/Schemas/sarif-schema-2.1.0.json")
        try SchemaCheck.assertValid(file, schema: schema, line: line)
    }
}

/// Runs python3's jsonschema on a file; where python3 or jsonschema is missing it says so and checks nothing more.
enum SchemaCheck {
    static func assertValid(_ file: URL, schema: URL, line: UInt = #line) throws {
        let script = """
            import json, sys
            try:
                import jsonschema
            except ImportError:
                print("MISSING jsonschema"); sys.exit(0)
            schema = json.load(open(sys.argv[1]))
            document = json.load(open(sys.argv[2]))
            validator = jsonschema.validators.validator_for(schema)(schema)
            errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
            for error in errors[:5]:
                print("/".join(map(str, error.absolute_path)) + ": " + error.message)
            sys.exit(1 if errors else 0)
            """
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin"
        let candidates = path.split(separator: ":").map { "\($0)/python3" }
        guard let python = candidates.first(where: FileManager.default.isExecutableFile) else {
            print("SchemaCheck: python3 is not installed, so \(file.lastPathComponent) was not checked against \(schema.lastPathComponent)")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, schema.path, file.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if output.hasPrefix("MISSING") {
            print("SchemaCheck: python3 has no jsonschema module, so \(file.lastPathComponent) was not checked")
            return
        }
        XCTAssertEqual(process.terminationStatus, 0, "\(file.lastPathComponent) against \(schema.lastPathComponent):\n\(output)", line: line)
    }
}

/// A JUnit file read back with XMLParser: the root's attributes, the suites and the cases.
final class JUnitFile: NSObject, XMLParserDelegate {
    struct Element {
        var attributes: [String: String]
        var text = ""
    }
    struct Case {
        var attributes: [String: String]
        var failure: Element?
    }

    private(set) var root: [String: String]?
    private(set) var suites: [[String: String]] = []
    private(set) var cases: [Case] = []
    private var failure: Element?

    init(contentsOf url: URL) throws {
        super.init()
        let parser = XMLParser(data: try Data(contentsOf: url))
        parser.delegate = self
        guard parser.parse() else {
            throw NSError(domain: "JUnitFile", code: 1, userInfo: [NSLocalizedDescriptionKey: "not well-formed XML: \(String(describing: parser.parserError))"])
        }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        switch name {
        case "testsuites": root = attributes
        case "testsuite": suites.append(attributes)
        case "testcase": cases.append(Case(attributes: attributes))
        case "failure": failure = Element(attributes: attributes)
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        failure?.text += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "failure", let failure, !cases.isEmpty {
            cases[cases.count - 1].failure = failure
            self.failure = nil
        }
    }
}
