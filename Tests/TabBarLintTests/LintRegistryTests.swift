import ContrastCheck
import Foundation
import TabBarLint
import TabBarModel
import TabBarRender
import TestSupport
import XCTest

/// The registry is the one list of rules: every check the linter runs is in it once, and every
/// rule's example really trips that rule when linted as `tabbar lint` would.
final class LintRegistryTests: XCTestCase {
    /// A linter with the fonts and icons `tabbar` would use; not shared, since it is not Sendable.
    private func makeLinter() throws -> Linter { try Linter(resources: RenderResources.fromEnvironment()) }

    func testNoRuleIdIsListedTwice() {
        let ids = LintRules.all.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count, "duplicates: \(Dictionary(grouping: ids) { $0 }.filter { $1.count > 1 }.keys.sorted())")
    }

    /// The order SARIF's rule list has always had: guidelines, measured, then the linter's own.
    func testTheRegistryHoldsEveryCheckInReportOrder() {
        let expected = GuidelineChecker.allRules.map(\.descriptor) + ContrastChecker.rules.map(\.descriptor)
            + [LintRules.undrawableText, LintRules.invalidSpec]
        XCTAssertEqual(LintRules.all.map(\.descriptor), expected)
    }

    /// A rule is one file: each file of the rule folders declares one rule type, and the registry
    /// lists it, so a rule added as a file and forgotten in the list fails here.
    func testEveryRuleFileHoldsOneRuleTheRegistryLists() throws {
        let listed = Set(LintRules.all.map { String(describing: type(of: $0.rule)) })
        var found: [String] = []
        for folder in ["Sources/TabBarModel/Guidelines/Rules", "Sources/TabBarLint/Rules", "Sources/ContrastCheck"] {
            let url = repositoryRoot.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() where file.hasSuffix(".swift") {
                let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
                let rules = text.split(separator: "\n").compactMap { line -> String? in
                    let words = line.split(separator: " ")
                    guard words.count >= 4, words[0] == "public", words[1] == "struct",
                        ["GuidelineRule", "NavigationBarRule", "ContrastRule", "DocumentedRule"].contains(words[3])
                    else { return nil }
                    return String(words[2].dropLast())
                }
                if folder == "Sources/ContrastCheck" && rules.isEmpty { continue }
                XCTAssertEqual(rules.count, 1, "\(folder)/\(file) declares \(rules)")
                XCTAssertEqual(rules.first.map { "\($0).swift" }, file, "\(folder)/\(file) is named after its rule")
                found += rules
            }
        }
        XCTAssertEqual(Set(found), listed, "rule files and the registry differ")
        XCTAssertEqual(found.count, LintRules.all.count)
    }

    func testEveryRuleHasHelpAndAnExample() {
        for rule in LintRules.all {
            for (name, text) in [("summary", rule.summary), ("asks", rule.asks), ("fix", rule.fix), ("example", rule.example), ("passing", rule.passing), ("fires when", rule.documentation.firesWhen)] {
                XCTAssertFalse(text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(rule.id) has no \(name)")
            }
            XCTAssertNotEqual(rule.example, rule.passing, rule.id)
        }
    }

    func testEveryRulesExampleTripsThatRule() throws {
        let linter = try makeLinter()
        for rule in LintRules.all {
            let findings = try lint(rule, with: linter)
            XCTAssertTrue(findings.contains { $0.rule == rule.id }, "\(rule.id)'s example does not trip it: \(findings.map(\.textLine))")
            if rule.id != LintRules.invalidSpec.id {
                // Tripping invalid-spec instead would skip every other check: not a real example.
                XCTAssertFalse(findings.contains { $0.rule == LintRules.invalidSpec.id }, "\(rule.id): \(findings.map(\.textLine))")
            }
        }
    }

    /// The linter runs the rules it is given, not a list of its own.
    func testARuleLeftOutOfTheRulesIsNotRun() throws {
        let resources = try RenderResources.fromEnvironment()
        for id in ["action-title", "tint-low-contrast", "undrawable-text"] {
            let rule = try XCTUnwrap(LintRules.rule(id))
            let without = try Linter(resources: resources, rules: LintRules.all.filter { $0.id != id })
            let findings = try lint(rule, with: without)
            XCTAssertFalse(findings.contains { $0.rule == id }, "\(id): \(findings.map(\.textLine))")
        }
    }

    func testFindingsPointAtTheLineOfTheField() throws {
        let findings = try makeLinter().lint(yaml: "device: iphone-8\ntabs:\n  - title: Inbox\n  - title: Compose\n  - title: Sent\n", source: "mail.yaml")
        let action = try XCTUnwrap(findings.first { $0.rule == "action-title" })
        XCTAssertEqual(action.file, "mail.yaml")
        XCTAssertEqual(action.path, "tabs[1].title")
        XCTAssertEqual(action.line, 4)
        XCTAssertEqual(action.textLine.prefix(42), "mail.yaml:tabs[1].title: warning[action-ti")
    }

    func testAnUnreadableFileIsOneInvalidSpecFinding() throws {
        let findings = try makeLinter().lint(file: "/nonexistent/spec.yaml")
        XCTAssertEqual(findings.map(\.rule), ["invalid-spec"])
        XCTAssertEqual(findings.first?.file, "/nonexistent/spec.yaml")
        XCTAssertEqual(findings.first?.severity, .error)
    }

    /// The example as a spec file in a folder of its own, beside the files it names.
    private func lint(_ rule: LintRule, with linter: Linter) throws -> [LintFinding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, contents) in rule.exampleFiles {
            try Data(contents.utf8).write(to: folder.appendingPathComponent(name))
        }
        let spec = folder.appendingPathComponent("\(rule.id).yaml")
        try Data(rule.example.utf8).write(to: spec)
        return linter.lint(file: spec.path)
    }
}
