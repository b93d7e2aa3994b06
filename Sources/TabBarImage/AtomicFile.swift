#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Why a file could not be written.
public struct FileWriteError: Error, CustomStringConvertible, Equatable, Sendable {
    public let path: String
    public let reason: String
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path == "-" ? "standard output" : path): cannot be written: \(reason)" }
}

/// What sits at a path the user named for an output, and so how it must be written.
public enum OutputDestination: Equatable, Sendable {
    /// `-`: this process's standard output.
    case standardOutput
    /// A FIFO, a terminal, a device node or one of /dev's and /proc's descriptor links: written
    /// straight through, because replacing it with a file would break it for every other program.
    case stream(path: String)
    /// A regular file or a path with nothing there yet (symlinks already followed): written whole
    /// through a temporary file in the same folder.
    case file(path: String)

    /// Follows symlinks to the real target; a folder, a socket or a block device is refused.
    public static func resolve(_ path: String) throws(FileWriteError) -> OutputDestination {
        if path == "-" { return .standardOutput }
        if path.hasPrefix("/dev/") || path.hasPrefix("/proc/") {
            // /dev/stdout and friends are links to descriptors, not to files that could be renamed over.
            if FilePaths.isFolder(path) {
                throw FileWriteError(path: path, reason: "it is a folder; expected a file")
            }
            return .stream(path: path)
        }
        var target = path
        for _ in 0..<32 {
            var info = stat()
            if PathBytes.withCString(target, { lstat($0, &info) }) != 0 {
                guard errno == ENOENT else { throw FileWriteError(path: path, reason: systemReason(errno)) }
                return .file(path: target)
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG: return .file(path: target)
            case S_IFDIR: throw FileWriteError(path: path, reason: "it is a folder; expected a file")
            case S_IFIFO, S_IFCHR: return .stream(path: target)
            case S_IFLNK:
                target = try linkTarget(of: target, original: path)
            default:
                throw FileWriteError(path: path, reason: "it is a socket or a block device; expected a file")
            }
        }
        throw FileWriteError(path: path, reason: "too many levels of symbolic links")
    }

    private static func linkTarget(of link: String, original: String) throws(FileWriteError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = PathBytes.withCString(link) { readlink($0, &buffer, buffer.count - 1) }
        guard count >= 0 else { throw FileWriteError(path: original, reason: systemReason(errno)) }
        let destination = PathBytes.string(buffer[0..<count].map { UInt8(bitPattern: $0) })
        if destination.hasPrefix("/") { return destination }
        return FilePaths.join(FilePaths.parent(link), destination)
    }
}

/// A file the toolkit names itself inside a folder the user named, a snapshot report folder: that
/// folder is untrusted ground, as a references folder is (it is often an artifact of an earlier
/// job, or a folder a pull request can fill). What stands at a name there is replaced only when
/// it is a regular file; a symlink (`x.actual.png → ../refs/x.png`) is never written through, nor
/// a FIFO or a device, and the name is one plain component, so nothing reaches out of the folder.
public enum FolderFile {
    /// `folder/name`, to be written whole (temporary file, then rename).
    public static func path(_ name: String, in folder: String) throws(FileWriteError) -> String {
        let path = FilePaths.join(folder, name)
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/") else {
            throw FileWriteError(path: path, reason: "\(MessageText.quote(name)) is not a plain file name inside \(folder)")
        }
        var info = stat()
        guard PathBytes.withCString(path, { lstat($0, &info) }) == 0 else {
            guard errno == ENOENT else { throw FileWriteError(path: path, reason: systemReason(errno)) }
            return path
        }
        let kind: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return path
        case S_IFLNK: kind = "a symbolic link"
        case S_IFDIR: kind = "a folder"
        default: kind = "a FIFO, a device or a socket"
        }
        throw FileWriteError(
            path: path,
            reason: "it is \(kind) inside the report folder \(folder), which tabbar fills only with regular files of its own; remove it, or choose an empty --report folder")
    }
}

/// Writes a file so that readers see either the old file or the whole new one, never a part:
/// the bytes go to a temporary file in the same folder, which is then renamed into place.
/// Special files (see `OutputDestination`) are written straight through instead.
public enum AtomicFile {
    /// Every temporary file starts with this, so a stale one is recognisable and never taken
    /// for a reference (names starting with a dot are skipped when listing references).
    public static let temporaryPrefix = ".tabbar-tmp-"

    public static func write(_ data: Data, to path: String) throws(FileWriteError) {
        var batch = StagedWrites()
        try batch.stage(data, to: path)
        try batch.commit()
    }

    /// Writes `name` inside `folder` by the rule of `FolderFile`.
    public static func write(_ data: Data, named name: String, in folder: String) throws(FileWriteError) {
        var batch = StagedWrites()
        try batch.stage(data, named: name, in: folder)
        try batch.commit()
    }

    /// Removes temporary files that runs no longer alive left in `folder` (a killed run cannot
    /// clean up after itself). Only names that carry the toolkit's check are touched, and files
    /// of a live process are left alone, so a user's file is never taken for one of ours.
    public static func removeStaleTemporaries(in folder: String) {
        let names = FilePaths.names(in: folder) ?? []
        for name in names where name.hasPrefix(temporaryPrefix) {
            guard let owner = ownerProcess(of: name), owner != getpid() else { continue }
            if kill(owner, 0) != 0, errno == ESRCH {
                FilePaths.removeFile(FilePaths.join(folder, name))
            }
        }
    }

    /// `.tabbar-tmp-<pid>-<nonce>-<check>` → pid, when `check` is the toolkit's own digest of the
    /// pid and the nonce; nil for any other name.
    static func ownerProcess(of name: String) -> pid_t? {
        let parts = name.dropFirst(temporaryPrefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard name.hasPrefix(temporaryPrefix), parts.count == 3, let pid = pid_t(parts[0]), parts[1].count == 16,
              String(parts[2]) == check(pid: pid, nonce: String(parts[1]))
        else { return nil }
        return pid
    }

    /// A name of fixed length, whatever the final name's: a temporary file fits wherever the file
    /// it stands for fits.
    public static func temporaryName(pid: pid_t = getpid()) -> String {
        let nonce = NumberText.hex(UInt64.random(in: 0...UInt64.max))
        return "\(temporaryPrefix)\(pid)-\(nonce)-\(check(pid: pid, nonce: nonce))"
    }

    /// FNV-1a over a salt, the pid and the nonce: a name with a matching check was made here.
    private static func check(pid: pid_t, nonce: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in "tabbarkit-temporary/\(pid)/\(nonce)".utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return NumberText.hex(hash)
    }
}

/// One file written under a temporary name beside its target, for a caller that decides later
/// whether it replaces the target (`commit`) or not (`discard`). Sendable, so the threads of a run
/// can stage and one place can commit.
public struct StagedFile: Sendable, Equatable {
    public let temporary: String
    public let target: String

    /// Writes `data` beside `path` (a regular file or nothing; the caller has refused the rest).
    /// - Parameter cleaning: also remove dead runs' temporary files from the folder first. A batch
    ///   that stages thousands of files into one folder cleans it once itself (`false` here), as
    ///   listing the folder for each file would cost time that grows with the square of the batch.
    public static func stage(_ data: Data, besides path: String, cleaning: Bool = true) throws(FileWriteError) -> StagedFile {
        let folder = FilePaths.parent(path)
        let directory = folder.isEmpty ? "." : folder
        if let problem = FilePaths.makeFolders(directory) {
            throw FileWriteError(path: path, reason: "its folder cannot be made: \(problem)")
        }
        if cleaning { AtomicFile.removeStaleTemporaries(in: directory) }
        let temporary = FilePaths.join(directory, AtomicFile.temporaryName())
        do {
            try StagedWrites.writeAll(data, to: temporary, flags: O_WRONLY | O_CREAT | O_EXCL)
        } catch {
            FilePaths.removeFile(temporary)
            throw FileWriteError(path: path, reason: error.reason)
        }
        return StagedFile(temporary: temporary, target: path)
    }

    public func commit() throws(FileWriteError) {
        if FilePaths.moveFile(temporary, target) != 0 {
            let reason = systemReason(errno)
            FilePaths.removeFile(temporary)
            throw FileWriteError(path: target, reason: reason)
        }
    }

    public func discard() { FilePaths.removeFile(temporary) }
}

/// Several outputs written all or nothing: every file goes to a temporary file first, and only
/// when all are written are they renamed into place, so a failure part-way leaves every
/// pre-existing output as it was. Uncommitted temporary files are removed when this is dropped.
public struct StagedWrites: ~Copyable {
    private enum Staged {
        case rename(temporary: String, target: String, shownAs: String)
        case stream(Data, path: String?, shownAs: String)
    }

    private var staged: [Staged] = []

    public init() {}

    deinit {
        for item in staged {
            if case .rename(let temporary, _, _) = item { FilePaths.removeFile(temporary) }
        }
    }

    public mutating func stage(_ data: Data, to path: String) throws(FileWriteError) {
        switch try OutputDestination.resolve(path) {
        case .standardOutput:
            staged.append(.stream(data, path: nil, shownAs: path))
        case .stream(let device):
            staged.append(.stream(data, path: device, shownAs: path))
        case .file(let target):
            let file = try StagedFile.stage(data, besides: target)
            staged.append(.rename(temporary: file.temporary, target: target, shownAs: path))
        }
    }

    /// Stages `name` inside `folder` by the rule of `FolderFile`: never through a link.
    public mutating func stage(_ data: Data, named name: String, in folder: String) throws(FileWriteError) {
        let path = try FolderFile.path(name, in: folder)
        let file = try StagedFile.stage(data, besides: path)
        staged.append(.rename(temporary: file.temporary, target: path, shownAs: path))
    }

    /// Takes over a file staged elsewhere (on a worker thread, as soon as it was drawn), so a batch
    /// holds file names rather than every output's bytes until it commits.
    public mutating func adopt(_ file: StagedFile, shownAs path: String) {
        staged.append(.rename(temporary: file.temporary, target: file.target, shownAs: path))
    }

    /// Puts every staged file in place; streams are written last, after every rename worked.
    public mutating func commit() throws(FileWriteError) {
        var pending = staged
        staged = []
        defer {
            for item in pending {
                if case .rename(let temporary, _, _) = item { FilePaths.removeFile(temporary) }
            }
        }
        while !pending.isEmpty {
            let item = pending.removeFirst()
            switch item {
            case .rename(let temporary, let target, let shownAs):
                if FilePaths.moveFile(temporary, target) != 0 {
                    let reason = systemReason(errno)
                    FilePaths.removeFile(temporary)
                    throw FileWriteError(path: shownAs, reason: reason)
                }
            case .stream(let data, let path, let shownAs):
                do {
                    if let path {
                        try Self.writeAll(data, toStream: path)
                    } else {
                        try Self.writeAll(data, descriptor: STDOUT_FILENO)
                    }
                } catch {
                    throw FileWriteError(path: shownAs, reason: error.reason)
                }
            }
        }
    }

    struct WriteFailure: Error { let reason: String }

    static func writeAll(_ data: Data, to path: String, flags: Int32) throws(WriteFailure) {
        let descriptor = PathBytes.withCString(path) { open($0, flags | O_CLOEXEC, 0o644) }
        guard descriptor >= 0 else { throw WriteFailure(reason: systemReason(errno)) }
        defer { close(descriptor) }
        try writeAll(data, descriptor: descriptor)
    }

    /// How long a FIFO may wait for a program to read it before the write gives up.
    static let readerWait: Duration = .seconds(10)

    /// A FIFO blocks its writer until someone reads; waiting for ever would hang the command.
    private static func writeAll(_ data: Data, toStream path: String) throws(WriteFailure) {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: readerWait)
        var descriptor = PathBytes.withCString(path) { open($0, O_WRONLY | O_NONBLOCK | O_CLOEXEC) }
        while descriptor < 0, errno == ENXIO || errno == EINTR {
            guard clock.now < deadline else {
                throw WriteFailure(reason: "no program read the FIFO within \(readerWait.components.seconds) s")
            }
            usleep(20_000)
            descriptor = PathBytes.withCString(path) { open($0, O_WRONLY | O_NONBLOCK | O_CLOEXEC) }
        }
        guard descriptor >= 0 else { throw WriteFailure(reason: systemReason(errno)) }
        defer { close(descriptor) }
        // Blocking from here on: a slow reader is waited for, not a reason to fail.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        try writeAll(data, descriptor: descriptor)
    }

    private static func writeAll(_ data: Data, descriptor: Int32) throws(WriteFailure) {
        let failure: Int32? = data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure { throw WriteFailure(reason: systemReason(failure)) }
    }
}

