import ContrastCheck
import TabBarModel

/// Every rule `tabbar lint` and `Linter` report, in the order SARIF lists them: the tab bar's
/// guideline rules, the navigation bar's, the three measured on the rendered bar, then the
/// renderer's drawable text and the invalid spec. Adding a rule means adding its file and listing
/// it where its kind is listed (`GuidelineChecker`, `NavigationBarGuidelines`, `ContrastChecker`);
/// a test lints every example.
public enum LintRules {
    public static let all: [LintRule] =
        GuidelineChecker.allRules.map { LintRule(guideline: $0) } + ContrastChecker.rules.map { LintRule($0) }
        + [LintRule(UndrawableTextRule()), LintRule(InvalidSpecRule())]

    public static let undrawableText = UndrawableTextRule().descriptor
    public static let invalidSpec = InvalidSpecRule().descriptor

    /// The rule with this id, if the registry has one.
    public static func rule(_ id: String) -> LintRule? { all.first { $0.id == id } }
}
