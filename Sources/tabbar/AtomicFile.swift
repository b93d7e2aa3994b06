import Foundation

/// Writes a file so that readers see either the old file or the whole new one, never a part:
/// the bytes go to a temporary file in the same folder, which is then renamed into place.
enum AtomicFile {
    static func write(_ data: Data, to path: String) throws(CommandFailure) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw CommandFailure.invalidInput("\(path): cannot be written: \(reason)")
            }
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .invalidInput("\(path): cannot be written: \(error.localizedDescription)")
        }
    }
}
