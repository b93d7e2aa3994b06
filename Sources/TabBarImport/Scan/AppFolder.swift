import Glibc
import TabBarFiles

/// The folders (and files) a user named, resolved once: nothing the import reads may lie
/// outside them, so a link planted in a pull request (`Localizable.strings` → `/etc/shadow`)
/// is reported by name and never opened.
struct AppFolder: Sendable {
    private let roots: [String]

    init(_ paths: [String]) {
        roots = paths.map(FilePaths.real)
    }

    /// Whether the import may read `path`, whose folder it has already admitted: anything but a
    /// link is inside; a link is followed to see where it leads.
    func admits(_ path: String) -> Bool {
        var info = stat()
        guard PathBytes.withCString(path, { lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFLNK else { return true }
        return contains(path)
    }

    func contains(_ path: String) -> Bool {
        let resolved = FilePaths.real(path)
        return roots.contains { root in resolved == root || resolved.hasPrefix(root == "/" ? root : root + "/") }
    }

    /// The problem reported for a link that leads out: the link's own name, never its target.
    static func outside(_ path: String) -> ImportProblem {
        ImportProblem(provenance: Provenance(file: path, line: 0), message: "a link to outside the app's folder; not read")
    }
}
