/// When a snapshot run may write reference images.
public enum UpdateMode: String, CaseIterable, Codable, Sendable {
    /// Never: a missing reference is a failure.
    case none
    /// Write references that do not exist yet; compare the others.
    case missing
    /// Also overwrite references that no longer match.
    case failed
    /// Write every reference anew.
    case all

    /// `missing` on a developer's machine, `none` on CI (where `CI` is set), so CI never
    /// records a reference nobody looked at.
    public static func `default`(environment: [String: String]) -> UpdateMode {
        environment["CI"].map { !$0.isEmpty && $0 != "0" && $0.lowercased() != "false" } == true ? .none : .missing
    }
}
