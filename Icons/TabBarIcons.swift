import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The toolkit's own SVG icons (`system:NAME`, and the bar glyphs in `bar/`), shipped as this
/// small target's SwiftPM resource so that a dependent package, the tests and an installed
/// `tabbar` (its resource bundle beside it) find them the same way.
public enum TabBarIcons {
    /// The folder holding `NAME.svg` for every system icon and `bar/` for toolbar glyphs; nil
    /// when the resource bundle is missing.
    public static var directory: String? {
        if let besideExecutable { return besideExecutable }
        return executableFolderByDescriptor == nil ? Bundle.module.url(forResource: "svg", withExtension: nil)?.path : nil
    }

    /// The icons beside the executable, looked for once. Beside the executable is where
    /// `Bundle.module` looks first too; looking there directly spares Foundation's main bundle
    /// and CFBundle's resource search (0.3 ms of every start). Once found, it stays the answer:
    /// a long-running process (`render --watch`) whose install is being replaced may look again
    /// at a moment the folder is not there, and `Bundle.module` ends the process when it finds
    /// no bundle, where a missing icon file is only a failed render.
    private static let besideExecutable: String? = {
        guard let folder = executableFolderByDescriptor ?? executableFolder, access(folder + "/" + bundleName + "/svg", F_OK) == 0
        else { return nil }
        return folder + "/" + bundleName + "/svg"
    }()

    /// Where the bundle was looked for, for a message when it is missing.
    public static var bundlePath: String { executableFolderByDescriptor.map { $0 + "/" + bundleName } ?? Bundle.module.bundlePath }

    /// The bundle SwiftPM builds beside the executable for this target.
    private static let bundleName = "TabBarKit_TabBarIcons.resources"

    /// This executable's folder, when its name is text.
    private static let executableFolder: String? = executableFolderBytes.flatMap { String(validating: $0, as: UTF8.self) }

    /// When this executable's folder is named with bytes that are not UTF-8 (a file name on Linux
    /// is bytes), Foundation's main bundle, which `Bundle.module` starts from, dereferences a
    /// null string and the process dies. The folder is then opened once and reached through its
    /// descriptor, whose `/proc/self/fd/N` name is text. Nil in every other case.
    private static let executableFolderByDescriptor: String? = {
        guard let bytes = executableFolderBytes, String(validating: bytes, as: UTF8.self) == nil else { return nil }
        let descriptor = open(bytes.map { CChar(bitPattern: $0) } + [0], O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        return descriptor >= 0 ? "/proc/self/fd/\(descriptor)" : nil
    }()

    /// The bytes of this executable's folder's path.
    private static let executableFolderBytes: [UInt8]? = {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let bytes = buffer[0..<count].map { UInt8(bitPattern: $0) }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        return Array(bytes[0..<max(slash, 1)])
    }()
}
