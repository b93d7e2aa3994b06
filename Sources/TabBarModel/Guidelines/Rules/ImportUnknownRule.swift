/// A spec imported from an app's code shows what the code states; what only the running app knows
/// (a badge from a variable, a title from a call) is drawn with a placeholder or left out. Each
/// such field is a part of the bar nobody checked, so each is said, naming the line that decides it.
public struct ImportUnknownRule: GuidelineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "import-unknown", severity: .warning,
        summary: "An imported bar has a field its app decides only when it runs.")

    public let documentation = RuleDocumentation(
        asks: "A bar imported from the app's code (`tabbar import`, `--source`) shows what the code states; a field the app decides only when it runs is drawn with a placeholder or left out, so it is not checked.",
        fix: "Look at the field in the running app, or make it a literal in the app's code (a badge count, a title string) so the import reads it.",
        example: #"""
            device: iphone-17-pro
            tabs:
              - { title: Shop, icon: "sf:bag" }
              - { title: Cart, icon: "sf:cart" }
            unknowns:
              - field: "tabs[1].badge"
                source: "App/StoreTabs.swift:8"
                reason: "`cartCount` is known only when the app runs; left out"
            """#,
        passing: #"""
            tabs:
              - { title: Shop, icon: "sf:bag" }
              - { title: Cart, icon: "sf:cart", badge: 3 }
            """#,
        tags: ["import"],
        firesWhen: "each entry of `unknowns:`, which `tabbar import` writes")

    public func check(_ subject: GuidelineSubject) -> [Finding] {
        (subject.spec.unknowns ?? []).enumerated().map { index, unknown in
            finding(
                "unknowns[\(index)]",
                "\(unknown.source): \(unknown.field): \(unknown.reason). The app decides it only when it runs, so no snapshot or lint checks it")
        }
    }
}
