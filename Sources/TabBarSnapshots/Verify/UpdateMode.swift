import Foundation

/// When a snapshot run may write reference images.
public enum UpdateMode: String, CaseIterable, Codable, Sendable {
    /// Never (`none` in the command line and `TABBAR_RECORD`): a missing reference is a failure.
    case never = "none"
    /// Write references that do not exist yet; compare the others.
    case missing
    /// Also overwrite references that no longer match.
    case failed
    /// Write every reference anew.
    case all

    /// `missing` on a developer's machine, `none` on CI (where `CI` is set), so CI never
    /// records a reference nobody looked at.
    public static func `default`(environment: [String: String]) -> UpdateMode {
        isCI(environment) ? .never : .missing
    }

    /// `CI` set to anything but empty, `0` or `false` (in any case): references are never
    /// written or deleted there.
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.trimmingCharacters(in: .whitespaces) else { return false }
        return !value.isEmpty && value != "0" && value.lowercased() != "false"
    }

    /// Whether this mode may write references.
    public var writesReferences: Bool { self != .never }
}
