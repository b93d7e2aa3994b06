import Foundation
import Glibc

/// The files of an app that can declare or dress a tab bar, found under the paths a user names.
struct SourceFiles: Sendable {
    var swift: [String] = []
    var interfaceBuilder: [String] = []
    /// `*.xcassets` folders.
    var assetCatalogs: [String] = []
    /// `*.lproj/NAME.strings`, with the folder's language and the table's name.
    var stringTables: [(path: String, locale: String, table: String)] = []
    var stringCatalogs: [String] = []
    /// `project.pbxproj`, for the development language.
    var projects: [String] = []
    /// What every file read must lie inside.
    var folder = AppFolder([])
}

/// Walks folders once, bounded in files and depth, following a symbolic link to a folder only
/// the first time that folder is seen (so a link back up the tree ends instead of looping).
struct SourceScanner {
    let limits: ImportLimits
    private(set) var files = SourceFiles()
    private(set) var problems: [ImportProblem] = []
    private var visited: Set<FolderIdentity> = []
    private var seen = 0
    private var stoppedAtLimit = false

    private struct FolderIdentity: Hashable {
        let device: UInt
        let inode: UInt
    }

    /// Folders that hold other people's code or build products, not the app's own.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules", "build"]

    init(limits: ImportLimits) {
        self.limits = limits
    }

    mutating func scan(_ paths: [String]) {
        files.folder = AppFolder(paths)
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                problems.append(ImportProblem(provenance: Provenance(file: path, line: 0), message: "no such file or folder"))
                continue
            }
            if info.st_mode & S_IFMT == S_IFDIR {
                walk(path, depth: 0)
            } else {
                classify(path, isFolder: false)
            }
        }
        for key in [\SourceFiles.swift, \SourceFiles.interfaceBuilder, \SourceFiles.assetCatalogs, \SourceFiles.stringCatalogs, \SourceFiles.projects] {
            files[keyPath: key].sort()
        }
        files.stringTables.sort { ($0.path) < ($1.path) }
    }

    private mutating func walk(_ folder: String, depth: Int) {
        guard !stoppedAtLimit else { return }
        var info = stat()
        guard stat(folder, &info) == 0 else { return }
        guard visited.insert(FolderIdentity(device: UInt(info.st_dev), inode: UInt(info.st_ino))).inserted else { return }
        guard depth <= limits.maxDepth else {
            problems.append(ImportProblem(provenance: Provenance(file: folder, line: 0), message: "more than \(limits.maxDepth) folders deep; not read further"))
            return
        }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            problems.append(ImportProblem(provenance: Provenance(file: folder, line: 0), message: "cannot be read"))
            return
        }
        for entry in entries.sorted() {
            seen += 1
            if seen > limits.maxFiles {
                stoppedAtLimit = true
                problems.append(ImportProblem(provenance: Provenance(file: folder, line: 0), message: "more than \(limits.maxFiles) files; the rest were not read"))
                return
            }
            if entry.hasPrefix(".") || Self.skippedFolders.contains(entry) { continue }
            let path = folder == "/" ? "/" + entry : folder + "/" + entry
            var entryInfo = stat()
            guard lstat(path, &entryInfo) == 0 else { continue }
            if entryInfo.st_mode & S_IFMT == S_IFLNK {
                guard files.folder.contains(path) else {
                    if Self.matters(entry) { problems.append(AppFolder.outside(path)) }
                    continue
                }
                guard stat(path, &entryInfo) == 0 else { continue }  // a dangling link
            }
            let isFolder = entryInfo.st_mode & S_IFMT == S_IFDIR
            if isFolder, entry.hasSuffix(".xcassets") {
                files.assetCatalogs.append(path)
            } else if isFolder {
                walk(path, depth: depth + 1)
            } else if entryInfo.st_mode & S_IFMT == S_IFREG {
                classify(path, isFolder: false)
            }
        }
    }

    /// Whether a name is one the import would read: a link out of the folder by that name is
    /// worth a line, any other is skipped without one.
    private static func matters(_ name: String) -> Bool {
        let lower = name.lowercased()
        return [".swift", ".storyboard", ".xib", ".strings", ".xcstrings", ".xcassets", ".lproj", ".pbxproj"].contains { lower.hasSuffix($0) }
            || !name.contains(".")
    }

    private mutating func classify(_ path: String, isFolder: Bool) {
        let name = (path as NSString).lastPathComponent
        let lower = name.lowercased()
        if lower.hasSuffix(".swift") {
            files.swift.append(path)
        } else if lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") {
            files.interfaceBuilder.append(path)
        } else if lower.hasSuffix(".xcstrings") {
            files.stringCatalogs.append(path)
        } else if lower.hasSuffix(".strings") {
            let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
            // A table outside any `.lproj` is the bundle's unlocalised one, used for every language
            // that has none of its own.
            let locale = folder.hasSuffix(".lproj") ? String(folder.dropLast(".lproj".count)) : ""
            files.stringTables.append((path, locale, String(name.dropLast(".strings".count))))
        } else if name == "project.pbxproj" {
            files.projects.append(path)
        }
    }
}
