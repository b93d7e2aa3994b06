import Foundation
import TabBarFiles
import TabBarModel
import TabBarRender

/// What `tabbar preview` shows and where it draws from.
public struct PreviewOptions: Sendable {
    /// Spec files, and folders whose `.yaml`, `.yml` and `.json` files are specs (looked at again
    /// at every look, so a spec added to a folder appears).
    public var inputs: [String]
    /// `--set`, applied to every spec before its variant's values.
    public var overrides: [SpecOverride]
    /// `--matrix`: every spec is drawn in each of its variants, side by side.
    public var matrix: SpecMatrix
    public var resources: RenderResources
    /// `--dir`: the snapshot references the page compares against.
    public var referenceDirectory: String?
    /// `--source`: an app whose tab bars are imported and drawn beside the specs.
    public var sources: SourceFolders?
    /// The most pictures drawn and kept (specs × variants); the specs past it are counted, not
    /// drawn, so a folder of thousands of specs costs a bounded amount of time and memory.
    public var maxPictures: Int

    public init(
        inputs: [String], overrides: [SpecOverride] = [], matrix: SpecMatrix = SpecMatrix(),
        resources: RenderResources, referenceDirectory: String? = nil, sources: SourceFolders? = nil,
        maxPictures: Int = 500
    ) {
        self.inputs = inputs
        self.overrides = overrides
        self.matrix = matrix
        self.resources = resources
        self.referenceDirectory = referenceDirectory
        self.sources = sources
        self.maxPictures = maxPictures
    }
}

/// An app's source folders and the import that turns them into spec files. The import is the
/// caller's (the command line's `SourceImport`), so this module needs no parser: when any file
/// under the folders changes, `importSpecs` runs again and returns the paths of the specs it wrote.
public struct SourceFolders: Sendable {
    public var folders: [String]
    public var importSpecs: @Sendable () throws -> [String]

    public init(folders: [String], importSpecs: @escaping @Sendable () throws -> [String]) {
        self.folders = folders
        self.importSpecs = importSpecs
    }

    /// The most files watched under the folders: an app's sources, not a home folder.
    static let maxFiles = 20_000

    /// Every regular file under the folders (build products and hidden folders left out).
    func files() -> [String] {
        var found: [String] = []
        for folder in folders {
            guard let walk = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = walk.nextObject() as? String, found.count < Self.maxFiles {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || name == "DerivedData" || name == "build" {
                    walk.skipDescendants()
                    continue
                }
                if walk.fileAttributes?[.type] as? FileAttributeType == .typeRegular {
                    found.append((folder as NSString).appendingPathComponent(relative))
                }
            }
        }
        return found
    }
}

/// The spec files of the inputs: a file as given, a folder's specs in name order.
enum SpecInputs {
    static let extensions: Set<String> = ["yaml", "yml", "json"]

    static func expand(_ inputs: [String]) -> [String] {
        var specs: [String] = []
        for input in inputs {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: input, isDirectory: &isFolder), isFolder.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: input)) ?? []
                specs += names.filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) && !$0.hasPrefix(".") }
                    .sorted()
                    .map { (input as NSString).appendingPathComponent($0) }
            } else {
                specs.append(input)
            }
        }
        var seen: Set<String> = []
        return specs.filter { seen.insert($0).inserted }
    }

    /// Why `spec` is not read, when it is a link to a file outside the folder it is in: a spec
    /// saved over by a link (a branch checked out, a pull request's folder) must not show the
    /// page any other file of the user's, as text in an error or as a picture. A link to
    /// another file of the same folder is read.
    static func outsideItsFolder(_ spec: String) -> PreviewProblem? {
        let folder = FilePaths.parent(spec)
        guard !FilePaths.isInside(spec, folder.isEmpty ? "." : folder) else { return nil }
        return PreviewProblem(file: spec, message: "it links to \(FilePaths.real(spec)), a file outside its folder, which the preview does not read")
    }
}
