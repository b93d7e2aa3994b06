import Glibc
import TabBarFiles

/// The three programs a `tabbar` install is made of, which one runs a command, and the hand-off
/// from one to another: the one rule the small `tabbar` and `tabbar-draw` follow.
public enum Programs {
    /// Every command; what `tabbar` runs when no other program is named below.
    public static let core = "tabbar-core"
    /// The commands that draw or lay out specs, without swift-syntax or the preview's server, so
    /// one bar's `render` starts faster.
    public static let draw = "tabbar-draw"
    /// The commands `tabbar-draw` has (TabBarCommands' `DrawingCommands.all`; a test keeps the two
    /// lists the same). Anything else, help included, is `tabbar-core`'s.
    public static let drawingCommands: Set<String> = ["render", "layout", "hit", "state", "devices"]

    /// The program for these arguments (the command line without the program's name).
    public static func program(for arguments: [String]) -> String {
        guard let command = arguments.first, drawingCommands.contains(command) else { return core }
        return draw
    }

    /// Runs `program`, found beside this executable's real file (not through PATH or the working
    /// folder, which could hold another one), with this process's own arguments, in this process;
    /// returns only by exiting 2. `tabbar-core` has every command, so when another program is
    /// missing (a build of some products only) the core runs the command, a little slower.
    public static func replaceThisProcess(with program: String) -> Never {
        let folder: [CChar]
        do {
            folder = try ownFolder()
        } catch {
            report(["cannot find \(program): \(error.reason)"])
            exit(2)
        }
        if program != core {
            execv(folder + cString(program), CommandLine.unsafeArgv)
            guard errno == ENOENT else { cannotStart(folder + cString(program), errno) }
        }
        execv(folder + cString(core), CommandLine.unsafeArgv)
        cannotStart(folder + cString(core), errno)
    }

    private static func cString(_ name: String) -> [CChar] {
        name.utf8.map { CChar(bitPattern: $0) } + [0]
    }

    private static func cannotStart(_ path: [CChar], _ error: Int32) -> Never {
        // ENOENT's usual words ("no such folder") would mislead here: it is the program that is missing.
        let reason = error == ENOENT ? "it is not there" : systemReason(error)
        let shown = MessageText.escape(bytes: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
        report(["cannot start \(shown): \(reason); scripts/install.sh installs it beside tabbar"])
        exit(2)
    }

    struct NotFound: Error { let reason: String }

    /// The folder of /proc/self/exe with its final slash (symlinks such as PREFIX/bin/tabbar
    /// already resolved by the kernel), as the bytes it is: a folder's name on Linux need not be
    /// UTF-8, and a String would repair it into another name.
    private static func ownFolder() throws(NotFound) -> [CChar] {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { throw NotFound(reason: systemReason(errno)) }
        guard let slash = buffer[0..<count].lastIndex(of: CChar(UInt8(ascii: "/"))) else {
            throw NotFound(reason: "this program's own path has no folder")
        }
        return Array(buffer[...slash])
    }
}
