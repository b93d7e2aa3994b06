/// How much a finding matters: errors make `tabbar lint` exit 1.
public enum Severity: String, Codable, Sendable, CaseIterable {
    /// Breaks a rule the guidelines state without exception, or leaves the user stuck.
    case error
    /// Goes against advice; there may be a reason, so it does not fail a check.
    case warning
    /// Worth a look.
    case info
}

/// One guideline a spec does not follow, pointing at the field to change.
public struct Finding: Codable, Equatable, Sendable {
    /// The rule's stable id, such as `action-title`.
    public var rule: String
    public var severity: Severity
    /// The field, as `tabs[3].title`; `tabs` for the list as a whole.
    public var path: String
    /// What is wrong and what to do instead.
    public var message: String

    public init(rule: String, severity: Severity, path: String, message: String) {
        self.rule = rule
        self.severity = severity
        self.path = path
        self.message = message
    }
}
