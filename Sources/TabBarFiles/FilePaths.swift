#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Paths compared as the file system sees them: the one rule for "the same place" and "inside".
public enum FilePaths {
    /// An absolute path with symlinks resolved as far as the path exists; the missing rest is
    /// kept as written, its `.` and `..` taken as `mkdir -p` would take them.
    ///
    /// The existing part is resolved by the system, never tidied first: `link/..` is the folder
    /// above the link's target, as the kernel opens it, and not the folder holding the link.
    public static func real(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : join(currentFolder(), path)
        let components = absolute.split(separator: "/").map(String.init)
        var existing = components.count
        var resolved: String?
        while resolved == nil, existing > 0 {
            resolved = systemReal("/" + components.prefix(existing).joined(separator: "/"))
            if resolved == nil { existing -= 1 }
        }
        var result = resolved ?? "/"
        for component in components.dropFirst(existing) {
            switch component {
            case ".": continue
            case "..": result = parent(result).isEmpty ? "/" : parent(result)
            default: result = join(result, component)
            }
        }
        return result
    }

    /// `realpath(3)` of a path that exists; nil when it does not (or cannot be resolved).
    private static func systemReal(_ path: String) -> String? {
        PathBytes.withCString(path) { realpath($0, nil) }.map { pointer in
            defer { free(pointer) }
            return PathBytes.string(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
        }
    }

    /// The working folder, as the bytes it is.
    private static func currentFolder() -> String {
        guard let pointer = getcwd(nil, 0) else { return "/" }
        defer { free(pointer) }
        return PathBytes.string(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
    }

    /// Whether something is at `path`, symlinks followed (a dangling link is nothing).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return PathBytes.withCString(path) { stat($0, &info) } == 0
    }

    /// Whether `path` is a folder, symlinks followed.
    public static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return PathBytes.withCString(path) { stat($0, &info) } == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The names in `folder` (without "." and ".."), each exactly as the file system holds it
    /// (see `PathBytes`), in the order the folder lists them; nil when it cannot be listed.
    public static func names(in folder: String) -> [String]? {
        guard let directory = PathBytes.withCString(folder, { opendir($0) }) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                PathBytes.string(raw.prefix(while: { $0 != 0 }))
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
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

    /// The paths of everything below `folder`, relative to it, each folder followed by its
    /// contents; folders reached through a symlink are not entered (as FileManager's enumerator).
    public static func namesBelow(_ folder: String) -> [String] {
        var found: [String] = []
        for name in names(in: folder) ?? [] {
            found.append(name)
            let path = join(folder, name)
            var info = stat()
            if PathBytes.withCString(path, { lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFDIR {
                found += namesBelow(path).map { join(name, $0) }
            }
        }
        return found
    }

    /// `unlink` of the bytes `path` names; 0 when it worked, else -1 with `errno` set.
    @discardableResult
    public static func removeFile(_ path: String) -> Int32 { PathBytes.withCString(path) { unlink($0) } }

    /// `rename` of the bytes the two paths name; 0 when it worked, else -1 with `errno` set.
    public static func moveFile(_ source: String, _ target: String) -> Int32 {
        PathBytes.withCString(source) { old in PathBytes.withCString(target) { new in rename(old, new) } }
    }

    /// Makes `folder` and the folders above it that are missing, as `mkdir -p` does.
    /// - Returns: nil when the folder is there, otherwise why it could not be made.
    public static func makeFolders(_ folder: String) -> String? {
        var info = stat()
        if PathBytes.withCString(folder, { stat($0, &info) }) == 0 {
            return info.st_mode & S_IFMT == S_IFDIR ? nil : "a file is in the way of a folder"
        }
        let above = parent(folder)
        if !above.isEmpty, above != folder, let problem = makeFolders(above) { return problem }
        if PathBytes.withCString(folder, { mkdir($0, 0o777) }) == 0 || errno == EEXIST && isFolder(folder) {
            return nil
        }
        return errno == EEXIST || errno == ENOTDIR ? "a file is in the way of a folder" : systemReason(errno)
    }

    /// Whether `path` is `folder` or lies inside it, once symlinks are resolved as far as each
    /// exists: by the resolved paths, and by device and inode, so a folder reached through a bind
    /// mount is still itself.
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        let base = real(folder)
        let resolved = real(path)
        if resolved == base || resolved.hasPrefix(base.hasSuffix("/") ? base : base + "/") { return true }
        guard let target = identity(base) else { return false }
        var above = resolved
        while true {
            if identity(above) == target { return true }
            let next = parent(above)
            if next.isEmpty || next == above { return false }
            above = next
        }
    }

    /// A folder's or file's device and inode, symlinks followed; nil when nothing is there.
    private static func identity(_ path: String) -> [UInt64]? {
        var info = stat()
        guard PathBytes.withCString(path, { stat($0, &info) }) == 0 else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }
}
