import Foundation
import TabBarFiles
import TabBarModel
import TabBarRender

/// Turns the paths given to `tabbar icons check` into icon files: files as they are, folders
/// searched for SVG and PNG files, and specs replaced by their tabs' icons.
struct IconPaths {
    /// The icon files, each once, in the order found.
    var files: [String] = []
    /// For icons a spec names: the spec and field, so a bad file is reported where it was named.
    var origins: [String: String] = [:]
    /// For icons a spec names: how its bar draws them, so they are measured at that size.
    var drawing: [String: (reference: IconReference, sizing: IconSizing)] = [:]
    /// For a spec's `sf:` and `system:` icons: the name the spec gives them, which the report
    /// shows instead of the installed file's path.
    var names: [String: String] = [:]

    /// What the report calls each of `files`.
    var shownNames: [String] { files.map { names[$0] ?? PathBytes.shown($0) } }

    static let iconExtensions: Set<String> = ["svg", "png"]

    /// - Parameter icons: how a spec's icons are found, asked only when a spec needs it.
    /// - Parameter recursive: whether a folder's subfolders belong to its set.
    static func expand(
        _ paths: [String], recursive: Bool = false, icons: () throws(CommandFailure) -> IconResolver
    ) throws(CommandFailure) -> IconPaths {
        var result = IconPaths()
        var seen: Set<String> = []
        func add(_ file: String, origin: String? = nil) {
            let key = (file as NSString).standardizingPath
            guard seen.insert(key).inserted else { return }
            result.files.append(file)
            if let origin { result.origins[file] = origin }
        }
        for path in paths {
            guard FilePaths.exists(path) else { throw .invalidInput("\(path): no such file or folder") }
            if FilePaths.isFolder(path) {
                let found = iconFiles(in: path, recursive: recursive)
                guard !found.isEmpty else { throw .invalidInput("\(path): no SVG or PNG files in this folder") }
                found.forEach { add($0) }
            } else if SpecFormat(fileName: path) != nil {
                let document = try SpecFiles.load(path)
                var any = false
                for (index, tab) in document.spec.tabs.enumerated() {
                    guard let icon = tab.icon else { continue }
                    any = true
                    let resolver = try icons()
                    let file: String
                    do {
                        file = try resolver.path(of: icon, in: document)
                    } catch {
                        throw .invalidInput("\(path): tabs[\(index)].icon: \(error)")
                    }
                    add(file, origin: "\(path): tabs[\(index)].icon")
                    if result.drawing[file] == nil { result.drawing[file] = (icon, document.spec.iconSizing ?? .natural) }
                    if case .file = icon {} else if result.names[file] == nil { result.names[file] = icon.specText }
                }
                guard any else { throw .invalidInput("\(path): tabs: no tab has an icon to check") }
            } else {
                add(path)
            }
        }
        return result
    }

    /// SVG and PNG files in `folder` (and its subfolders when `recursive`), sorted so reports are
    /// stable. A folder is a set: `Icons/bar/`'s toolbar glyphs are not tab icons.
    private static func iconFiles(in folder: String, recursive: Bool) -> [String] {
        let entries = recursive ? FilePaths.namesBelow(folder) : FilePaths.names(in: folder) ?? []
        var files: [String] = []
        for relative in entries {
            let name = (relative as NSString).lastPathComponent
            guard !name.hasPrefix("."), iconExtensions.contains((name as NSString).pathExtension.lowercased()) else { continue }
            files.append(relative)
        }
        return files.sorted().map { (folder as NSString).appendingPathComponent($0) }
    }
}
