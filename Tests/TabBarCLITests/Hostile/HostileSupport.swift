import Foundation
import TabBarImage
import XCTest

/// What every hostile case must end in: a documented exit code, one line on standard error that
/// names the file (and the field, when there is one), no escape characters, and no file that
/// existed before changed.
struct HostileCase {
    let cli = CLIRunner()
    let folder: URL

    init() throws { folder = try CLIRunner().folder() }

    var minimalSpec: String {
        """
        device: iphone-15
        ios: 17
        tabs:
          - { id: favorites, title: Favorites, icon: "system:favorites" }
          - { id: recents, title: Recents, icon: "system:recents" }
        """
    }

    func write(_ text: String, _ name: String) throws -> String { try cli.write(text, to: name, in: folder) }

    func write(_ data: Data, _ name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Every file under the folder with its bytes (symlinks as their target, FIFOs as a marker).
    func snapshotFiles() -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let name = enumerator?.nextObject() as? String {
            let full = path(name)
            var info = stat()
            guard lstat(full, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFREG: files[name] = FileManager.default.contents(atPath: full) ?? Data()
            case S_IFLNK: files[name] = Data(("link:" + ((try? FileManager.default.destinationOfSymbolicLink(atPath: full)) ?? "")).utf8)
            case S_IFIFO: files[name] = Data("fifo".utf8)
            default: break
            }
        }
        return files
    }

    /// Runs a case expected to fail, and checks the rules every failure keeps.
    @discardableResult
    func expectFailure(
        _ arguments: [String], status: Int32, naming words: [String], environment: [String: String] = [:],
        reportFolder: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) throws -> CLIRunner.Run {
        // A snapshot run reports an invalid spec in its report folder; nothing else may change.
        func snapshotFiles() -> [String: Data] {
            self.snapshotFiles().filter { name, _ in reportFolder.map { !name.hasPrefix($0 + "/") } ?? true }
        }
        let before = snapshotFiles()
        let run = try cli.run(arguments, in: folder, environment: environment, file: file, line: line)
        XCTAssertEqual(run.status, status, "\(arguments): \(run.stderr)", file: file, line: line)
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        XCTAssertEqual(lines.count, 1, "one line: \(run.stderr)", file: file, line: line)
        XCTAssertFalse(run.stderr.contains("\u{1B}"), "no raw escape characters", file: file, line: line)
        XCTAssertLessThan(run.stderr.count, 2100, "a short message", file: file, line: line)
        for word in words {
            XCTAssertTrue(run.stderr.contains(word), "\(word) in: \(run.stderr)", file: file, line: line)
        }
        XCTAssertEqual(snapshotFiles(), before, "no file changed", file: file, line: line)
        return run
    }

    /// No temporary file is left behind.
    func assertNoTemporaries(file: StaticString = #filePath, line: UInt = #line) {
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
        XCTAssertEqual(names.filter { ($0 as NSString).lastPathComponent.hasPrefix(AtomicFile.temporaryPrefix) }, [], file: file, line: line)
    }
}

/// A PNG of any declared size: a valid signature and IHDR (the size is all the checks read),
/// then a few bytes that are no image at all.
func pngHeader(width: UInt32, height: UInt32) -> Data {
    var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
    for value in [width, height] {
        data.append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
    data.append(contentsOf: [8, 6, 0, 0, 0, 0, 0, 0, 0])
    return data
}
