import TabBarModel

/// Text the renderer's fonts cannot draw: not a guideline but a fact of the renderer, an error
/// because `tabbar render` refuses such a spec in the same words. `Linter` asks the renderer.
public struct UndrawableTextRule: DocumentedRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "undrawable-text", severity: .error, summary: "Text has characters no font of the toolkit can draw.")

    public let documentation = RuleDocumentation(
        asks: "Every character must be drawable by the renderer's fonts; otherwise the picture shows boxes.",
        fix: "Remove or replace the characters the message names.",
        example: #"""
            device: iphone-8
            tabs:
              - title: "Home \U00013000" # an Egyptian hieroglyph
              - title: Search
              - title: Profile
            """#,
        passing: "tabs:\n  - title: Home", tags: ["text"],
        firesWhen: "a title, badge or other text has a character none of the toolkit's fonts can draw")
}
