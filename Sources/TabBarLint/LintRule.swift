import TabBarModel

/// One lint rule as everything that reports or documents it sees it: its identity (id, level,
/// summary), the help a reader needs beside a finding, and what `Linter` runs for it. Each rule is
/// one file with its check and help (TabBarModel's Guidelines/Rules, ContrastCheck's contrast
/// rules, this module's Rules/); `LintRules.all` lists them, and SARIF's rule list,
/// `tabbar lint --help`, docs/lint-rules.md and docs/lint.md's table are all made from it.
public struct LintRule: Sendable {
    public let rule: any DocumentedRule
    /// The check behind a guideline rule; nil for rules `Linter` runs itself (contrast, drawable
    /// text, invalid spec), so the guideline checker runs exactly the registry's guideline rules.
    let guideline: (any GuidelineRule)?

    public var descriptor: RuleDescriptor { rule.descriptor }
    public var documentation: RuleDocumentation { rule.documentation }
    public var id: String { descriptor.id }
    public var severity: Severity { descriptor.severity }
    public var summary: String { descriptor.summary }
    public var asks: String { documentation.asks }
    public var fix: String { documentation.fix }
    public var example: String { documentation.example }
    public var exampleFiles: [String: String] { documentation.exampleFiles }
    public var passing: String { documentation.passing }
    public var tags: [String] { documentation.tags }

    /// A rule checked by `GuidelineChecker`.
    init(guideline: any GuidelineRule) {
        rule = guideline
        self.guideline = guideline
    }

    /// A rule checked elsewhere (measured on the picture, or by `Linter` itself).
    init(_ rule: any DocumentedRule) {
        self.rule = rule
        guideline = nil
    }
}
