import TabBarModel

/// A spec that cannot be read or laid out: reported like a finding, so one bad file does not
/// hide the others' findings from CI (the CLI then exits 2). `Linter` reports it for the error
/// that loading or laying out threw.
public struct InvalidSpecRule: DocumentedRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "invalid-spec", severity: .error, summary: "The spec cannot be read or laid out; nothing else was checked in it.")

    public let documentation = RuleDocumentation(
        asks: "The spec must be valid YAML or JSON that the toolkit can read and lay out; a spec that is not is reported, and the other specs are still checked.",
        fix: "Correct the field the message names (the file, the field's path and what was expected).",
        example: #"""
            device: iphone-8
            tabs:
              - titel: Home # not a field of a tab
            """#,
        passing: "tabs:\n  - title: Home\n    badge: 3", tags: ["spec"],
        firesWhen: "the spec cannot be read or laid out (the message names the file, the field and what was expected)")
}
