/// A rule's identity: a stable id, its severity and a one-line summary (SARIF's rule list).
public struct RuleDescriptor: Equatable, Sendable {
    public var id: String
    public var severity: Severity
    public var summary: String

    public init(id: String, severity: Severity, summary: String) {
        self.id = id
        self.severity = severity
        self.summary = summary
    }
}

/// One guideline check. A rule looks at the spec and its layout and reports findings of its own
/// id and severity; it never throws, since a spec that reaches the checker is valid.
///
/// To add a rule: one file in Rules/ holding one type that conforms to this protocol, with its id,
/// level, summary, documentation and check, listed in `GuidelineChecker.tabBarRules` (a test
/// fails for a file in Rules/ whose rule the registry does not list).
public protocol GuidelineRule: DocumentedRule {
    /// False for rules about other parts of a screen, which also apply where a toolbar stands
    /// in for the tab bar and there are no tabs.
    var needsTabs: Bool { get }
    func check(_ subject: GuidelineSubject) -> [Finding]
}

extension GuidelineRule {
    public var needsTabs: Bool { true }

    /// A finding of this rule.
    public func finding(_ path: String, _ message: String) -> Finding {
        Finding(rule: descriptor.id, severity: descriptor.severity, path: path, message: message)
    }
}

/// What rules look at: the spec as written and its layout (frames in points, truncation, the
/// More list) for its device. Grows as specs describe more of the screen.
public struct GuidelineSubject: Sendable {
    public var spec: Spec
    public var layout: Layout

    public init(spec: Spec, layout: Layout) {
        self.spec = spec
        self.layout = layout
    }

    /// Spec indices of the tabs on the bar or in its More list, in order, each once (a sidebar
    /// that lists a tab twice still holds one tab); removed tabs are absent.
    public var shownTabs: [Int] {
        var seen = Set<Int>()
        return (layout.tabs.compactMap(\.specIndex) + layout.moreList + layout.notShown).filter { seen.insert($0).inserted }
    }

    /// A tab as people would name it: "Downloads" (tabs[4]).
    public func describe(_ index: Int) -> String {
        let title = spec.tabs[index].title ?? ""
        return title.isEmpty ? "tabs[\(index)] (\(spec.tabId(at: index)))" : "\"\(title)\" (tabs[\(index)])"
    }
}
