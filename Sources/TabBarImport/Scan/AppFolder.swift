import TabBarFiles

/// The folders (and files) a user named, resolved once: nothing the import reads may lie
/// outside them, so a link planted in a pull request (`Localizable.strings` → `/etc/shadow`)
/// is reported by name and never opened.
struct AppFolder: Sendable {
    private let roots: [String]

    init(_ paths: [String]) {
        roots = paths.map(FilePaths.real)
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
