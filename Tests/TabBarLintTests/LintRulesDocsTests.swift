import Foundation
import TabBarLint
import TestSupport
import XCTest

/// docs/lint-rules.md is made from the registry, so it cannot drift from what SARIF and `--help` say.
final class LintRulesDocsTests: XCTestCase {
    /// Set TABBARKIT_WRITE_DOCS=1 to write docs/lint-rules.md anew after changing a rule.
    func testTheRuleReferenceIsTheRegistry() throws {
        let file = repositoryRoot.appendingPathComponent("docs/lint-rules.md")
        let page = Self.page(LintRules.all)
        if ProcessInfo.processInfo.environment["TABBARKIT_WRITE_DOCS"] == "1" {
            try Data(page.utf8).write(to: file)
        }
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), page, "docs/lint-rules.md is stale; run with TABBARKIT_WRITE_DOCS=1")
    }

    /// docs/lint.md's short table, and the count above it, between its two markers.
    func testTheGuideTableIsTheRegistry() throws {
        let file = repositoryRoot.appendingPathComponent("docs/lint.md")
        let text = try String(contentsOf: file, encoding: .utf8)
        let open = "<!-- generated from the registry: TABBARKIT_WRITE_DOCS=1 swift test --filter LintRulesDocsTests -->\n"
        let close = "<!-- /generated -->"
        let start = try XCTUnwrap(text.range(of: open), "docs/lint.md lost its opening marker")
        let end = try XCTUnwrap(text.range(of: close, range: start.upperBound..<text.endIndex), "docs/lint.md lost its closing marker")
        let table = Self.table(LintRules.all)
        if ProcessInfo.processInfo.environment["TABBARKIT_WRITE_DOCS"] == "1" {
            try Data((text[..<start.upperBound] + table + text[end.lowerBound...]).utf8).write(to: file)
        }
        XCTAssertEqual(String(text[start.upperBound..<end.lowerBound]), table, "docs/lint.md's table is stale; run with TABBARKIT_WRITE_DOCS=1")
    }

    static func table(_ rules: [LintRule]) -> String {
        var table = "\(rules.count) rules:\n\n| rule | severity | fires when |\n| --- | --- | --- |\n"
        for rule in rules {
            table += "| [`\(rule.id)`](lint-rules.md#\(rule.id)) | \(rule.severity.rawValue) | \(rule.documentation.firesWhen) |\n"
        }
        return table
    }

    static func page(_ rules: [LintRule]) -> String {
        var page = """
            # Lint rules

            Generated from the rule registry, `LintRules.all` in Sources/TabBarLint \
            (`TABBARKIT_WRITE_DOCS=1 swift test --filter DocsTests`). Each example is a spec the rule \
            flags; a test lints every one. How the checks work: [Guideline checks](lint.md).

            | rule | level | summary |
            | --- | --- | --- |

            """
        for rule in rules {
            page += "| [`\(rule.id)`](#\(rule.id)) | \(rule.severity.rawValue) | \(rule.summary) |\n"
        }
        for rule in rules {
            page += "\n## \(rule.id)\n\n"
            page += "**\(rule.severity.rawValue)** · \(rule.tags.joined(separator: ", "))\n\n"
            page += "**What it asks.** \(rule.asks)\n\n**How to fix.** \(rule.fix)\n\n"
            page += "Flagged:\n\n```yaml\n\(rule.example)\n```\n\n"
            for (name, contents) in rule.exampleFiles.sorted(by: { $0.key < $1.key }) {
                page += "with `\(name)`:\n\n```xml\n\(contents)\n```\n\n"
            }
            page += "Passes:\n\n```yaml\n\(rule.passing)\n```\n"
        }
        return page
    }
}
