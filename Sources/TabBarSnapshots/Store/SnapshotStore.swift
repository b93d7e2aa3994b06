import Foundation
import TabBarImage

/// A folder of reference PNGs. References are only ever written whole (temporary file, then
/// rename), so an interrupted run leaves each one either as it was or fully replaced.
public struct SnapshotStore: Sendable {
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    public func path(of name: String) -> String {
        (directory as NSString).appendingPathComponent(name)
    }

    /// The reference's PNG bytes, or nil when there is none.
    public func referenceData(_ name: String) -> Data? {
        FileManager.default.contents(atPath: path(of: name))
    }

    public func write(_ png: Data, name: String) throws(FileWriteError) {
        try AtomicFile.write(png, to: path(of: name))
    }

    /// Every reference image in the folder, sorted.
    public func names() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.filter { $0.lowercased().hasSuffix(".png") && !$0.hasPrefix(".") }.sorted()
    }

    /// References that none of `expected` names any more.
    public func orphans(expected: Set<String>) -> [String] {
        names().filter { !expected.contains($0) }
    }

    public func remove(_ name: String) throws(FileWriteError) {
        do {
            try FileManager.default.removeItem(atPath: path(of: name))
        } catch {
            throw FileWriteError(path: path(of: name), reason: error.localizedDescription)
        }
    }
}
