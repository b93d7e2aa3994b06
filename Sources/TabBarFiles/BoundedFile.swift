#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Why an input file was not read.
public enum FileReadError: Error, Equatable, Sendable, CustomStringConvertible {
    case missing
    case folder
    /// A FIFO, a device or a socket: reading one could block or never end.
    case notRegular
    case tooLarge(bytes: Int, limit: Int)
    /// A stream (standard input, a pipe) that went on past the limit; its size is not known.
    case streamTooLarge(limit: Int)
    case unreadable(reason: String)

    public var description: String {
        switch self {
        case .missing: "no such file"
        case .folder: "it is a folder; expected a file"
        case .notRegular: "it is not a regular file (a pipe or a device)"
        case .tooLarge(let bytes, let limit): "the file is too large (\(Self.size(bytes)); at most \(Self.size(limit)))"
        case .streamTooLarge(let limit): "the input goes on past \(Self.size(limit)), the most that is read"
        case .unreadable(let reason): "cannot be read: \(reason)"
        }
    }

    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? NumberText.printf("%.1f", Double(bytes) / Double(1 << 20)) + " MB" : "\(bytes) bytes"
    }
}

/// Reads an input file the user named, refusing what is not a regular file and what is over a
/// size limit before reading a byte of it.
public enum BoundedFile {
    public static func read(_ path: String, maxBytes: Int) throws(FileReadError) -> Data {
        let descriptor = PathBytes.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: throw .missing
            case EISDIR: throw .folder
            default: throw .unreadable(reason: systemReason(errno))
            }
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(reason: systemReason(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .folder
        default: throw .notRegular
        }
        let size = Int(info.st_size)
        guard size <= maxBytes else { throw .tooLarge(bytes: size, limit: maxBytes) }
        var data = Data(count: size)
        var offset = 0
        let failure: Int32? = data.withUnsafeMutableBytes { raw in
            HugePages.advise(raw)
            while offset < size {
                let got = Glibc.read(descriptor, raw.baseAddress! + offset, size - offset)
                if got < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return errno
                }
                if got == 0 { break }
                offset += got
            }
            return nil
        }
        if let failure { throw .unreadable(reason: systemReason(failure)) }
        return data.prefix(offset)
    }

    /// The first `maxBytes` of a regular file, whatever its size: nil for anything else (a
    /// FIFO would block, a device never end).
    public static func head(_ path: String, maxBytes: Int) -> Data? {
        let descriptor = PathBytes.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: maxBytes)
        var offset = 0
        while offset < maxBytes {
            let got = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + offset, maxBytes - offset) }
            if got < 0, errno == EINTR { continue }
            if got <= 0 { break }
            offset += got
        }
        return Data(bytes.prefix(offset))
    }

    /// Reads a stream to its end, or refuses it once it goes past `maxBytes`: standard input
    /// or a pipe has no size to check first, and `/dev/zero` never ends.
    public static func readStream(_ descriptor: Int32, maxBytes: Int) throws(FileReadError) -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if got < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw .unreadable(reason: systemReason(errno))
            }
            if got == 0 { return data }
            guard data.count + got <= maxBytes else { throw .streamTooLarge(limit: maxBytes) }
            data.append(contentsOf: chunk[..<got])
        }
    }
}
