import Foundation

/// Paths compared as the file system sees them: the one rule for "the same place" and "inside".
public enum FilePaths {
    /// An absolute path with symlinks resolved as far as the path exists; the missing rest is
    /// kept as written.
    public static func real(_ path: String) -> String {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var missing: [String] = []
        while !FileManager.default.fileExists(atPath: url.path), url.pathComponents.count > 1 {
            missing.insert(url.lastPathComponent, at: 0)
            url.deleteLastPathComponent()
        }
        var resolved = url.resolvingSymlinksInPath()
        for component in missing { resolved.appendPathComponent(component) }
        return resolved.path
    }

    /// Whether `path` is `folder` or lies inside it, once symlinks are resolved as far as each exists.
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        let base = real(folder)
        let resolved = real(path)
        return resolved == base || resolved.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    }
}
