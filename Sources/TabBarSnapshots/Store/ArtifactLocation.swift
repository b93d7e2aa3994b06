import Foundation

/// Where a test's failure images (expected, actual, diff, composite) go: inside the project that
/// holds the test, never in a folder every project on the machine shares. `TABBAR_ARTIFACTS`
/// names another folder (a CI job's upload folder, say).
public enum ArtifactLocation {
    /// `<package>/.build/tabbar-snapshots/<TestFile>/`, the package being the nearest folder above
    /// the test file with a `Package.swift` (`.build` is already ignored by SwiftPM users' git);
    /// without one, `.tabbar-snapshots/<TestFile>/` beside the test file.
    public static func directory(testFile: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let file = URL(fileURLWithPath: testFile)
        let stem = file.deletingPathExtension().lastPathComponent
        if let chosen = environment["TABBAR_ARTIFACTS"], !chosen.isEmpty {
            return (chosen as NSString).appendingPathComponent(stem)
        }
        var folder = file.deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.appendingPathComponent(".build/tabbar-snapshots").appendingPathComponent(stem).path
            }
            folder.deleteLastPathComponent()
        }
        return file.deletingLastPathComponent().appendingPathComponent(".tabbar-snapshots").appendingPathComponent(stem).path
    }
}
