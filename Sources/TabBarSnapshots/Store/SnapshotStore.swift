import Foundation
import TabBarImage
import TabBarModel
import TabBarRender

/// A folder of reference PNGs, treated as untrusted input: a reference is a regular file or
/// nothing. A symlink, a folder, a FIFO or a device where a reference should be is never read
/// through, written through or removed, since a link committed to a reference folder could
/// otherwise overwrite any file the user can write.
///
/// References are written whole (temporary file, then rename), so an interrupted run leaves
/// each one either as it was or fully replaced; a run stages every write and puts them in place
/// together (`PendingReference`), so a run that fails changes none.
public struct SnapshotStore: Sendable {
    public let directory: String

    /// The largest reference file read: an @3x iPad Pro 13″ screen is about 4 MB.
    public static let maxReferenceBytes = 64 << 20
    /// The most pixels a reference may declare before it is decoded: twice the largest screen
    /// (iPad Pro 13″ at @2x is 2064 × 2752).
    public static let maxReferencePixels = 12_000_000

    public init(directory: String) {
        self.directory = directory
    }

    public func path(of name: String) -> String {
        (directory as NSString).appendingPathComponent(name)
    }

    /// What stands at a reference's path, without following a symlink.
    public func kind(of name: String) -> ReferenceFileKind {
        ReferenceFileKind(path: path(of: name))
    }

    /// The reference's PNG bytes, or nil when there is none. Refuses anything but a regular file,
    /// and a file larger than any reference the toolkit writes.
    public func referenceData(_ name: String) throws(ReferenceError) -> Data? {
        let path = path(of: name)
        switch ReferenceFileKind(path: path) {
        case .missing: return nil
        case .regular: break
        case let other: throw .notARegularFile(path: path, kind: other)
        }
        do {
            return try BoundedFile.read(path, maxBytes: Self.maxReferenceBytes)
        } catch .missing {
            return nil
        } catch {
            throw .unreadable(path: path, reason: error.description)
        }
    }

    /// Writes `png` beside the reference under a temporary name; nothing replaces the reference
    /// until the pending write is committed.
    public func stage(_ png: Data, name: String) throws(ReferenceError) -> PendingReference {
        let path = path(of: name)
        switch ReferenceFileKind(path: path) {
        case .missing, .regular: break
        case let other: throw .notARegularFile(path: path, kind: other)
        }
        do {
            // The suite cleans the folder once per run (`SnapshotSuite.run`), not once per reference.
            return PendingReference(staged: try StagedFile.stage(png, besides: path, cleaning: false), name: name)
        } catch {
            throw .write(error)
        }
    }

    /// Writes a reference at once (stage, then commit).
    public func write(_ png: Data, name: String) throws(ReferenceError) {
        try stage(png, name: name).commit()
    }

    /// The file beside the references naming the libraries and fonts they were last written with.
    public static let environmentFileName = "environment.json"

    /// The environment the references were last written in, or nil when the folder does not say
    /// (an older folder) or says it in a file that is not a regular, readable one.
    public func recordedEnvironment() -> RenderEnvironment? {
        let path = path(of: Self.environmentFileName)
        guard ReferenceFileKind(path: path) == .regular, let data = try? BoundedFile.read(path, maxBytes: 1 << 16) else { return nil }
        return try? JSONDecoder().decode(RenderEnvironment.self, from: ByteOrderMark.stripped(data))
    }

    /// Stages `environment` as the folder's, to be committed with the references written in it.
    public func stage(environment: RenderEnvironment) throws(ReferenceError) -> PendingReference {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let json = try? encoder.encode(environment) else {
            throw .unreadable(path: path(of: Self.environmentFileName), reason: "could not be encoded")
        }
        return try stage(json + Data("\n".utf8), name: Self.environmentFileName)
    }

    /// Every regular reference image in the folder, sorted. Names of other kinds of entries
    /// (a folder called `notes.png`, a symlink) are in `skipped`.
    public func listing() -> (references: [String], skipped: [String]) {
        let files = FilePaths.names(in: directory) ?? []
        var references: [String] = []
        var skipped: [String] = []
        for name in files.sorted() where name.lowercased().hasSuffix(".png") && !name.hasPrefix(".") {
            if kind(of: name) == .regular { references.append(name) } else { skipped.append(name) }
        }
        return (references, skipped)
    }

    /// Every regular reference image in the folder, sorted.
    public func names() -> [String] { listing().references }

    /// Removes a reference, only when it is a regular file.
    public func remove(_ name: String) throws(ReferenceError) {
        let path = path(of: name)
        switch ReferenceFileKind(path: path) {
        case .missing: return
        case .regular: break
        case let other: throw .notARegularFile(path: path, kind: other)
        }
        if FilePaths.removeFile(path) != 0 {
            throw .write(FileWriteError(path: path, reason: String(cString: strerror(errno))))
        }
    }
}

/// What stands at a reference's path (symlinks are not followed).
public enum ReferenceFileKind: String, Sendable, Equatable {
    case missing
    case regular = "a regular file"
    case symlink = "a symbolic link"
    case folder = "a folder"
    case special = "a FIFO, a device or a socket"

    public init(path: String) {
        var info = stat()
        guard PathBytes.withCString(path, { lstat($0, &info) }) == 0 else {
            self = .missing
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFLNK: self = .symlink
        case S_IFDIR: self = .folder
        default: self = .special
        }
    }
}

/// Why a reference could not be read or written; one line naming the path.
public enum ReferenceError: Error, Equatable, Sendable, CustomStringConvertible {
    case notARegularFile(path: String, kind: ReferenceFileKind)
    case unreadable(path: String, reason: String)
    case write(FileWriteError)

    public var description: String {
        switch self {
        case .notARegularFile(let path, let kind):
            "\(MessageText.escape(path)): the reference is \(kind.rawValue); references are regular files, so it is neither read, written through nor removed. Replace it with the PNG file itself"
        case .unreadable(let path, let reason):
            "\(MessageText.escape(path)): the reference \(reason)"
        case .write(let error):
            error.description
        }
    }
}

/// A reference written under a temporary name beside its place, put in place by `commit` or
/// removed by `discard`.
public struct PendingReference: Sendable, Equatable {
    public let staged: StagedFile
    public let name: String

    public func commit() throws(ReferenceError) {
        do { try staged.commit() } catch { throw .write(error) }
    }

    public func discard() { staged.discard() }
}
