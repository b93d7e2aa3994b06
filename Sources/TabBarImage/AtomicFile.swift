import Foundation

/// Why a file could not be written.
public struct FileWriteError: Error, CustomStringConvertible, Equatable, Sendable {
    public let path: String
    public let reason: String
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): cannot be written: \(reason)" }
}

/// Writes a file so that readers see either the old file or the whole new one, never a part:
/// the bytes go to a temporary file in the same folder, which is then renamed into place.
public enum AtomicFile {
    public static func write(_ data: Data, to path: String) throws(FileWriteError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw FileWriteError(path: path, reason: error.localizedDescription)
        }
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw FileWriteError(path: path, reason: reason)
        }
    }
}
