/// What a reader needs beside a rule's findings, kept in the rule's own file with its check:
/// `tabbar lint --help`, SARIF's rule help, docs/lint-rules.md and docs/lint.md's table are all
/// made from it, and a test lints every example.
public struct RuleDocumentation: Sendable {
    /// What the Human Interface Guidelines (or the renderer) ask, in a sentence or two.
    public let asks: String
    public let fix: String
    /// A few lines of spec that the rule flags.
    public let example: String
    /// Files the example refers to, by name, with their contents (written beside the spec).
    public let exampleFiles: [String: String]
    /// The example put right: a few lines that pass the rule.
    public let passing: String
    /// Words code scanning filters by, besides the rule's family.
    public let tags: [String]
    /// When the rule fires, in a line.
    public let firesWhen: String

    public init(
        asks: String, fix: String, example: String, exampleFiles: [String: String] = [:], passing: String, tags: [String],
        firesWhen: String
    ) {
        self.asks = asks
        self.fix = fix
        self.example = example
        self.exampleFiles = exampleFiles
        self.passing = passing
        self.tags = tags
        self.firesWhen = firesWhen
    }
}

/// A rule as everything that reports or documents it sees it: its identity and its help.
public protocol DocumentedRule: Sendable {
    var descriptor: RuleDescriptor { get }
    var documentation: RuleDocumentation { get }
}

/// "12.5" or "60": points as people write them in findings.
func pointsText(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
