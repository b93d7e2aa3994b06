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
