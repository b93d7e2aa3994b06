import Glibc
import TabBarCommandLine
import TabBarFiles

/// `tabbar-core`, the full program, found beside this executable's real file (not through PATH
/// or the working folder, which could hold another one).
enum CoreProgram {
    static let name = "tabbar-core"

    /// Runs the core with this process's own arguments, in this process; returns only by exiting 2.
    static func replaceThisProcess() -> Never {
        let path: [CChar]
        do {
            path = try location()
        } catch {
            report(["cannot find \(name): \(error.reason)"])
            exit(2)
        }
        execv(path, CommandLine.unsafeArgv)
        // ENOENT's usual words ("no such folder") would mislead here: it is the program that is missing.
        let reason = errno == ENOENT ? "it is not there" : systemReason(errno)
        let shown = MessageText.escape(bytes: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
        report(["cannot start \(shown): \(reason); every command but diff and --version runs it (scripts/install.sh installs both)"])
        exit(2)
    }

    struct NotFound: Error { let reason: String }

    /// The folder of /proc/self/exe (symlinks such as PREFIX/bin/tabbar already resolved by the
    /// kernel), as the bytes it is: a folder's name on Linux need not be UTF-8, and a String
    /// would repair it into another name.
    private static func location() throws(NotFound) -> [CChar] {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { throw NotFound(reason: systemReason(errno)) }
        guard let slash = buffer[0..<count].lastIndex(of: CChar(UInt8(ascii: "/"))) else {
            throw NotFound(reason: "this program's own path has no folder")
        }
        return Array(buffer[...slash]) + name.utf8.map { CChar(bitPattern: $0) } + [0]
    }
}
