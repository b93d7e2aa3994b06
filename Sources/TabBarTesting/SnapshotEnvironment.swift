import Foundation
import TabBarSnapshots
import TabBarModel

/// How the environment steers snapshot assertions.
///
/// - `TABBAR_RECORD`: `all` (or `1`) rewrites every reference; `missing`, `failed` or `none` (or
///   `0`) pick that update mode; any other value is an error naming it. Unset: `missing` locally.
/// - `CI` (anything but empty, `0` or `false`): references are never written; a
///   `TABBAR_RECORD` that asks to write is an error.
/// - `TABBAR_ARTIFACTS`: folder for expected/actual/diff/composite images of failures, one
///   subfolder per test file (default: `.build/tabbar-snapshots/` of the package that holds the
///   test; see `ArtifactLocation`).
public struct SnapshotEnvironment: Sendable {
    public var updateMode: UpdateMode
    /// Nil: the project's own folder for the test file (`ArtifactLocation`).
    public var artifactsDirectory: String?
    /// Why the environment cannot be used as it is; assertions fail with it and write nothing.
    public var problem: SnapshotEnvironmentProblem?

    public init(updateMode: UpdateMode, artifactsDirectory: String? = nil) {
        self.updateMode = updateMode
        self.artifactsDirectory = artifactsDirectory
    }

    public init(_ environment: [String: String] = ProcessInfo.processInfo.environment) {
        let ci = UpdateMode.isCI(environment)
        artifactsDirectory = environment["TABBAR_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
        guard let value = environment["TABBAR_RECORD"] else {
            updateMode = UpdateMode.default(environment: environment)
            return
        }
        let requested: UpdateMode
        switch value {
        case "1": requested = .all
        case "0": requested = .never
        case let word:
            guard let mode = UpdateMode(rawValue: word) else {
                updateMode = .never
                problem = .unknownRecordValue(value)
                return
            }
            requested = mode
        }
        if ci, requested.writesReferences {
            updateMode = .never
            problem = .recordingInCI(value)
        } else {
            updateMode = requested
        }
    }
}

/// An environment setting that snapshot assertions refuse.
public enum SnapshotEnvironmentProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownRecordValue(String)
    case recordingInCI(String)

    public var description: String {
        switch self {
        case .unknownRecordValue(let value):
            "TABBAR_RECORD=\(MessageText.quote(value)) is not a setting; expected one of: all, missing, failed, none, 1 (all), 0 (none)"
        case .recordingInCI(let value):
            "TABBAR_RECORD=\(MessageText.quote(value)) asks to write references, but CI is set and CI never writes them; record locally, look at the images, and commit them"
        }
    }
}
