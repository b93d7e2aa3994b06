import TabBarModel

/// One lint rule as everything that reports or documents it sees it: its identity (id, level,
/// summary), the help a reader needs beside a finding, and what `Linter` runs for it. Entries live
/// in `LintRules.all`, the one registry; SARIF's rule list, `tabbar lint --help` and
/// docs/lint-rules.md are all made from it.
public struct LintRule: Sendable {
    public let descriptor: RuleDescriptor
    /// What the Human Interface Guidelines (or the renderer) ask, in a sentence or two.
    public let asks: String
    public let fix: String
    /// A few lines of spec that the rule flags (a test lints each one and expects the rule to fire).
    public let example: String
    /// Files the example refers to, by name, with their contents (written beside the spec).
    public let exampleFiles: [String: String]
    /// The example put right: a few lines that pass the rule.
    public let passing: String
    /// Words code scanning filters by, besides the rule's family.
    public let tags: [String]
    /// The check behind a guideline rule; nil for rules `Linter` runs itself (contrast, drawable
    /// text, invalid spec), so the guideline checker runs exactly the registry's guideline rules.
    let guideline: (any GuidelineRule)?

    public var id: String { descriptor.id }
    public var severity: Severity { descriptor.severity }
    public var summary: String { descriptor.summary }

    /// A rule checked by `GuidelineChecker`; its id, level and summary come from the check.
    init(
        _ rule: any GuidelineRule, asks: String, fix: String, example: String, exampleFiles: [String: String] = [:],
        passing: String, tags: [String]
    ) {
        self.init(rule.descriptor, rule, asks: asks, fix: fix, example: example, exampleFiles: exampleFiles, passing: passing, tags: tags)
    }

    /// A rule checked elsewhere (measured on the picture, or by `Linter` itself).
    init(
        _ descriptor: RuleDescriptor, asks: String, fix: String, example: String, exampleFiles: [String: String] = [:],
        passing: String, tags: [String]
    ) {
        self.init(descriptor, nil, asks: asks, fix: fix, example: example, exampleFiles: exampleFiles, passing: passing, tags: tags)
    }

    private init(
        _ descriptor: RuleDescriptor, _ guideline: (any GuidelineRule)?, asks: String, fix: String, example: String,
        exampleFiles: [String: String], passing: String, tags: [String]
    ) {
        self.descriptor = descriptor
        self.asks = asks
        self.fix = fix
        self.example = example
        self.exampleFiles = exampleFiles
        self.passing = passing
        self.tags = tags
        self.guideline = guideline
    }
}
