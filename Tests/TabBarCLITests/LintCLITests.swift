import Foundation
import XCTest

final class LintCLITests: XCTestCase {
    private typealias CLI = TabBarProcess

    private let toolbarSpec = TabBarProcess.toolbarSpec

    func testTheExamplesShowOnlyTheFindingsTheyWereBuiltToShow() throws {
        let examples = try FileManager.default.contentsOfDirectory(atPath: CLI.root.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted().map { "Examples/" + $0 }
        XCTAssertGreaterThanOrEqual(examples.count, 8)
        let result = try CLI.run(["lint"] + examples + ["--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let findings = try XCTUnwrap(try result.json()["findings"] as? [[String: Any]])
        let seen = Set(findings.map { "\($0["file"]!) \($0["rule"]!) \($0["path"]!)" })
        // phone-more.json shows the More list: seven tabs, and a badge on a tab behind More;
        // the more-*.yaml examples draw the More and Edit screens, which need more than five
        // tabs, and more-screen.yaml the badge only the More list's row shows;
        // tv-focus.yaml shows that Apple TV leaves out the tabs that do not fit. Measured on the
        // pictures: phone-korean.yaml's orange tint on the light bar, and the default red badge
        // over the blurred photos of phone-badges.yaml, ipad-landscape.yaml and ios12-landscape.yaml;
        // over that photo's red stripes, iOS 26's glass lets the tint and the badge sink in.
        XCTAssertEqual(seen, [
            "Examples/ios12-landscape.yaml badge-low-contrast backdrop",
            "Examples/glass-3-tabs.yaml tint-low-contrast backdrop",
            "Examples/glass-3-tabs.yaml badge-low-contrast backdrop",
            "Examples/glass-5-dark.yaml tint-low-contrast backdrop",
            "Examples/phone-korean.yaml tint-low-contrast tint",
            "Examples/phone-badges.yaml badge-low-contrast backdrop",
            "Examples/ipad-landscape.yaml badge-low-contrast backdrop",
            "Examples/tv-focus.yaml unreachable-tab tabs[10]",
            "Examples/phone-more.json too-many-tabs tabs",
            "Examples/phone-more.json badge-in-more tabs[5].badge",
            "Examples/more-screen.yaml too-many-tabs tabs",
            "Examples/more-screen.yaml badge-in-more tabs[6].badge",
            "Examples/more-edit.yaml too-many-tabs tabs",
            "Examples/more-dark.yaml too-many-tabs tabs",
            "Examples/more-classic.yaml too-many-tabs tabs",
            "Examples/more-classic-edit.yaml too-many-tabs tabs",
        ])
    }

    func testTextFormatAndExitCodeOneWhenAnErrorIsFound() throws {
        let dir = try CLI.temporaryFolder()
        let spec = try CLI.write(toolbarSpec, to: "mail.yaml", in: dir)
        let result = try CLI.run(["lint", spec])
        XCTAssertEqual(result.status, 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, result.stdout)
        XCTAssertTrue(lines[0].hasPrefix("\(spec):toolbar: error[tab-bar-with-toolbar]: "), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("\(spec):tabs[2].title: warning[action-title]: \"Compose\" reads as an action"), lines[1])
        XCTAssertEqual(result.stderr, "tabbar: 1 error and 1 warning in 1 spec\n")
    }

    func testWarningsAloneExitZero() throws {
        let dir = try CLI.temporaryFolder()
        let spec = try CLI.write("device: iphone-8\ntabs:\n  - { title: Home, icon: \"system:featured\" }\n  - { title: Share, icon: \"system:more\" }\n  - { title: Me, icon: \"system:contacts\" }\n", to: "w.yaml", in: dir)
        let result = try CLI.run(["lint", spec])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("warning[action-title]"), result.stdout)
        let clean = try CLI.write("device: iphone-8\ntabs:\n  - { title: Home, icon: \"system:featured\" }\n  - { title: Shared, icon: \"system:more\" }\n  - { title: Me, icon: \"system:contacts\" }\n", to: "c.yaml", in: dir)
        let none = try CLI.run(["lint", clean])
        XCTAssertEqual(none.status, 0)
        XCTAssertEqual(none.stdout, "")
        XCTAssertEqual(none.stderr, "tabbar: 0 errors and 0 warnings in 1 spec\n", "a clean run says it ran")
        XCTAssertTrue(result.stderr.contains("0 errors and 1 warning in 1 spec"), result.stderr)
        XCTAssertEqual(try CLI.run(["lint", clean, "--json"]).stderr, "", "--json prints nothing else")
    }

    func testJSONHasTheDocumentedShapeWithLines() throws {
        let dir = try CLI.temporaryFolder()
        let spec = try CLI.write(toolbarSpec, to: "mail.yaml", in: dir)
        let result = try CLI.run(["lint", spec, "--json"])
        XCTAssertEqual(result.status, 1)
        let findings = try XCTUnwrap(try result.json()["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 2)
        XCTAssertEqual(Set(findings[0].keys), ["file", "path", "rule", "severity", "message", "line", "column"])
        XCTAssertEqual(findings[0]["file"] as? String, spec)
        XCTAssertEqual(findings[0]["severity"] as? String, "error")
        XCTAssertEqual(findings[0]["line"] as? Int, 2, "toolbar: is on line 2")
        XCTAssertEqual(findings[1]["path"] as? String, "tabs[2].title")
        XCTAssertEqual(findings[1]["line"] as? Int, 8)
        let empty = try CLI.run(["lint", "Examples/phone-dark.yaml", "--json"])
        XCTAssertEqual((try empty.json()["findings"] as? [Any])?.count, 0, "an empty list, not nothing")
    }

    func testSARIFNamesTheRulesAndPointsAtLines() throws {
        let dir = try CLI.temporaryFolder()
        let spec = try CLI.write(toolbarSpec.replacingOccurrences(of: "system:recents\" }", with: "system:recents\", shouldSelect: false }"), to: "mail.yaml", in: dir)
        let sarif = dir.appendingPathComponent("reports/lint.sarif")
        let result = try CLI.run(["lint", "mail.yaml", "--sarif", sarif.path], in: dir)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 3, "the text still goes to standard output")
        XCTAssertTrue(result.stdout.hasPrefix("mail.yaml:toolbar:"), "named as the user typed it: \(spec)")
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        XCTAssertEqual(log["$schema"] as? String, "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "tabbar")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.count, 35, "26 tab bar rules (import-unknown among them), 4 navigation bar rules, 3 measured on the picture, the renderer's undrawable-text and invalid-spec")
        let contrast = try XCTUnwrap(rules.first { $0["id"] as? String == "badge-low-contrast" })
        XCTAssertEqual((contrast["defaultConfiguration"] as? [String: Any])?["level"] as? String, "warning")
        XCTAssertTrue(((contrast["shortDescription"] as? [String: Any])?["text"] as? String ?? "").contains("3:1"))
        let ids = rules.compactMap { $0["id"] as? String }
        for rule in ["empty-accessory", "search-tab-not-last", "too-many-tabs-beside-search", "minimized-without-accessory", "sidebar-tabs-differ"] {
            XCTAssertTrue(ids.contains(rule), rule)
        }
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["tab-bar-with-toolbar", "action-title", "refused-selection"])
        XCTAssertEqual(results.map { $0["level"] as? String }, ["error", "warning", "note"])
        for result in results {
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, result["ruleId"] as? String)
        }
        let location = try XCTUnwrap((results[1]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((location["artifactLocation"] as? [String: Any])?["uri"] as? String, "./mail.yaml")
        XCTAssertEqual((location["region"] as? [String: Any])?["startLine"] as? Int, 8)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: sarif.deletingLastPathComponent().path)
        XCTAssertEqual(leftovers, ["lint.sarif"], "no temporary file left behind")
    }

    func testAnInvalidSpecIsAFindingAndTheOthersAreStillLinted() throws {
        let dir = try CLI.temporaryFolder()
        let good = try CLI.write(toolbarSpec, to: "good.yaml", in: dir)
        let bad = try CLI.write("device: iphone-15\ntabs:\n  - { title: A, shouldSelect: maybe }\n", to: "bad.yaml", in: dir)
        let yellow = try CLI.write("device: iphone-15\nios: 17\ntint: \"#FFCC00\"\ntabs:\n  - { title: Home, icon: \"system:featured\" }\n  - { title: Me, icon: \"system:contacts\" }\n", to: "yellow.yaml", in: dir)
        let sarif = dir.appendingPathComponent("out.sarif")
        let junit = dir.appendingPathComponent("lint.xml")
        let result = try CLI.run(["lint", good, bad, yellow, "--sarif", sarif.path, "--junit", junit.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("bad.yaml: tabs[0].shouldSelect: expected true or false"), result.stderr)
        XCTAssertTrue(result.stdout.contains("error[invalid-spec]"), result.stdout)
        XCTAssertTrue(result.stdout.contains("yellow.yaml:tint: warning[tint-low-contrast]"), "the spec after the bad one is still linted: \(result.stdout)")
        let log = try String(contentsOf: sarif, encoding: .utf8)
        XCTAssertTrue(log.contains("\"invalid-spec\"") && log.contains("tint-low-contrast"), log)
        let xml = try String(contentsOf: junit, encoding: .utf8)
        XCTAssertTrue(xml.contains("errors=\"1\"") && xml.contains("<error type=\"invalid-spec\""), xml)
    }

    /// An invalid spec's finding names its field once and the line it is on, in every format; a
    /// YAML syntax error keeps its whole sentence and its line.
    func testAnInvalidSpecPointsAtItsFieldAndLineInEveryFormat() throws {
        let dir = try CLI.temporaryFolder()
        let bad = try CLI.write("device: iphone-15\ntabs:\n  - title: Home\n    badge: [1, 2]\n  - title: B\n  - title: C\n", to: "x.yaml", in: dir)
        let broken = try CLI.write("device: iphone-15\ntabs:\n  - title: Home\n    badge: 3: 4\n", to: "y.yaml", in: dir)
        let sarif = dir.appendingPathComponent("lint.sarif")
        let junit = dir.appendingPathComponent("lint.xml")
        let text = try CLI.run(["lint", bad, broken, "--sarif", sarif.path, "--junit", junit.path])
        XCTAssertEqual(text.status, 2)
        XCTAssertTrue(text.stdout.contains("\(bad):tabs[0].badge: error[invalid-spec]: expected a number or a string"), text.stdout)
        XCTAssertFalse(text.stdout.contains("\(bad)::"), text.stdout)
        XCTAssertEqual(text.stdout.components(separatedBy: "x.yaml").count, 2, "the file is named once: \(text.stdout)")
        XCTAssertTrue(text.stdout.contains("\(broken): error[invalid-spec]: not valid YAML at line 4, column 13: mapping values are not allowed in this context\n"), text.stdout)

        let json = try CLI.run(["lint", bad, broken, "--json"])
        let findings = try XCTUnwrap(try json.json()["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { $0["line"] as? Int }, [4, 4])
        XCTAssertEqual(findings.map { $0["path"] as? String }, ["tabs[0].badge", ""])

        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let locations = results.compactMap { ($0["locations"] as? [[String: Any]])?.first }
        XCTAssertEqual(locations.map { (($0["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])?["startLine"] as? Int }, [4, 4])
        XCTAssertEqual(((locations[0]["logicalLocations"] as? [[String: Any]])?.first?["fullyQualifiedName"]) as? String, "tabs[0].badge")
        XCTAssertNil(locations[1]["logicalLocations"], "a spec that does not parse names no field")
        let xml = try String(contentsOf: junit, encoding: .utf8)
        XCTAssertTrue(xml.contains("line 4, tabs[0].badge: expected a number"), xml)
    }

    /// The contrast rules are measured on the rendered bar and reported as every other finding.
    func testContrastFindingsInTextJSONAndSARIF() throws {
        let dir = try CLI.temporaryFolder()
        _ = try CLI.write("device: iphone-15\nios: 17\ntint: \"#FFCC00\"\ntabs:\n  - { title: Home, icon: \"system:featured\" }\n  - { title: Shared, icon: \"system:more\" }\n  - { title: Me, icon: \"system:contacts\" }\n", to: "yellow.yaml", in: dir)
        let text = try CLI.run(["lint", "yellow.yaml"], in: dir)
        XCTAssertEqual(text.status, 0, "a warning: \(text.stderr)")
        XCTAssertTrue(text.stdout.hasPrefix("yellow.yaml:tint: warning[tint-low-contrast]: the selected item (\"Home\", tabs[0]) measures its icon #FFCC00 1.4:1"), text.stdout)
        let json = try CLI.run(["lint", "yellow.yaml", "--json", "--sarif", "out.sarif"], in: dir)
        let findings = try XCTUnwrap(try json.json()["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { $0["rule"] as? String }, ["tint-low-contrast"])
        XCTAssertEqual(findings.first?["line"] as? Int, 3, "tint: is on line 3")
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("out.sarif"))) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let result = try XCTUnwrap((run["results"] as? [[String: Any]])?.first)
        let rules = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        XCTAssertEqual(rules[try XCTUnwrap(result["ruleIndex"] as? Int)]["id"] as? String, "tint-low-contrast")
    }

    func testHelpListsTheRulesWithAnExample() throws {
        let help = try CLI.run(["lint", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("Example"), help.stdout)
        XCTAssertTrue(help.stdout.contains("badge-in-more (warning)"), help.stdout)
        XCTAssertTrue(help.stdout.contains("selection-indistinct (warning)"), help.stdout)
    }
}
