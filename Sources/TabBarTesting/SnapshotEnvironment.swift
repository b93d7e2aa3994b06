import Foundation
import ImageDiff

/// How the environment steers snapshot assertions.
///
/// - `TABBAR_RECORD`: `1`/`all`/`true` rewrites every reference; `missing`, `failed` or `none`
///   pick that update mode. Unset: `missing` locally, `none` when `CI` is set.
/// - `TABBAR_ARTIFACTS`: folder for expected/actual/diff/composite images of failures
///   (default: a folder in the system's temporary directory).
public struct SnapshotEnvironment: Sendable {
    public var updateMode: UpdateMode
    public var artifactsDirectory: String

    public init(updateMode: UpdateMode, artifactsDirectory: String) {
        self.updateMode = updateMode
        self.artifactsDirectory = artifactsDirectory
    }

    public init(_ environment: [String: String] = ProcessInfo.processInfo.environment) {
        switch environment["TABBAR_RECORD"]?.lowercased() {
        case "1", "true", "yes", "all": updateMode = .all
        case let value?: updateMode = UpdateMode(rawValue: value) ?? UpdateMode.default(environment: environment)
        default: updateMode = UpdateMode.default(environment: environment)
        }
        artifactsDirectory = environment["TABBAR_ARTIFACTS"]
            ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("tabbar-snapshot-artifacts")
    }
}
