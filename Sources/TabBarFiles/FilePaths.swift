#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

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

    /// The path without its last component, as a shell's `dirname` but "" for a bare name:
    /// "/a/b" → "/a", "/a" → "/", "a" → "", trailing slashes ignored.
    public static func parent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        var head = trimmed[..<slash]
        while head.count > 1, head.hasSuffix("/") { head = head.dropLast() }
        return String(head)
    }

    /// `name` inside `folder` ("" is the current folder: the name alone).
    public static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Makes `folder` and the folders above it that are missing, as `mkdir -p` does.
    /// - Returns: nil when the folder is there, otherwise why it could not be made.
    public static func makeFolders(_ folder: String) -> String? {
        var info = stat()
        if stat(folder, &info) == 0 {
            return info.st_mode & S_IFMT == S_IFDIR ? nil : "a file is in the way of a folder"
        }
        let above = parent(folder)
        if !above.isEmpty, above != folder, let problem = makeFolders(above) { return problem }
        if mkdir(folder, 0o777) == 0 || errno == EEXIST && stat(folder, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR {
            return nil
        }
        return errno == EEXIST || errno == ENOTDIR ? "a file is in the way of a folder" : systemReason(errno)
    }

    /// Whether `path` is `folder` or lies inside it, once symlinks are resolved as far as each exists.
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        let base = real(folder)
        let resolved = real(path)
        return resolved == base || resolved.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    }
}
