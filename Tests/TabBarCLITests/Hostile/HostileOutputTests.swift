import Foundation
import TabBarImage
import XCTest

/// §1: outputs are files the user names, written through one writer.
final class HostileOutputTests: XCTestCase {
    func testAFIFOIsWrittenThroughAndStaysAFIFO() throws {
        let hostile = try HostileCase()
        let spec = try hostile.write(hostile.minimalSpec, "x.yaml")
        let fifo = hostile.path("out.fifo")
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let received = ReceivedBytes()
        let reader = Thread {
            // Plain read(2): the writer's bytes arrive until it closes its end.
            var data = Data()
            let descriptor = open(fifo, O_RDONLY)
            var buffer = [UInt8](repeating: 0, count: 65536)
            while descriptor >= 0 {
                let count = read(descriptor, &buffer, buffer.count)
                if count <= 0 { break }
                data.append(contentsOf: buffer[0..<count])
            }
            if descriptor >= 0 { close(descriptor) }
            received.set(data)
        }
        reader.start()
        let run = try hostile.cli.run(["render", spec, "-o", fifo, "--format", "png"], in: hostile.folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let bytes = received.wait()
        XCTAssertTrue(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "PNG bytes came through the FIFO")
        var info = stat()
        XCTAssertEqual(lstat(fifo, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "still a FIFO")
        hostile.assertNoTemporaries()
    }

    func testDeviceNodesAreWrittenThroughNeverReplaced() throws {
        let hostile = try HostileCase()
        let spec = try hostile.write(hostile.minimalSpec, "x.yaml")
        let full = try hostile.expectFailure(["state", spec, "--save-state", "/dev/full"], status: 2, naming: ["/dev/full", "no space left"])
        XCTAssertFalse(full.stderr.contains("NSCocoaErrorDomain"))
        let null = try hostile.cli.run(["render", spec, "-o", "/dev/null", "--format", "svg"], in: hostile.folder)
        XCTAssertEqual(null.status, 0, null.stderr)
        for device in ["/dev/null", "/dev/full"] {
            var info = stat()
            XCTAssertEqual(stat(device, &info), 0)
            XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "\(device) is still a device")
        }
        let sarif = try hostile.cli.run(["lint", spec, "--sarif", "/dev/stdout"], in: hostile.folder)
        XCTAssertTrue(sarif.stdout.contains("\"$schema\""), "SARIF went to standard output")
    }

    func testDashWritesOneOutputToStandardOutput() throws {
        let hostile = try HostileCase()
        let spec = try hostile.write(hostile.minimalSpec, "x.yaml")
        let png = try hostile.cli.run(["render", spec, "-o", "-"], in: hostile.folder)
        XCTAssertEqual(png.status, 0, png.stderr)
        XCTAssertTrue(png.stdout.utf8.starts(with: [0x89]) || png.stdout.hasPrefix("\u{FFFD}PNG"), "PNG on standard output")
        let svg = try hostile.cli.run(["render", spec, "-o", "-", "--format", "svg"], in: hostile.folder)
        XCTAssertTrue(svg.stdout.contains("<svg"), "SVG on standard output")
        try hostile.expectFailure(["render", spec, "-o", "-", "--format", "png", "--format", "svg"], status: 2, naming: ["-o -", "one spec in one format"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: hostile.path("-")), "no file named -")
    }

    func testASymlinkIsWrittenThroughToItsTarget() throws {
        let hostile = try HostileCase()
        let spec = try hostile.write(hostile.minimalSpec, "x.yaml")
        try FileManager.default.createDirectory(atPath: hostile.path("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: hostile.path("link.png"), withDestinationPath: "real/bar.png")
        let run = try hostile.cli.run(["render", spec, "-o", "link.png"], in: hostile.folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: hostile.path("link.png")), "real/bar.png", "the link stays a link")
        XCTAssertTrue(try Data(contentsOf: URL(fileURLWithPath: hostile.path("real/bar.png"))).starts(with: [0x89, 0x50]))
        hostile.assertNoTemporaries()
    }

    func testAFolderWhereAFileIsExpectedIsRefused() throws {
        let hostile = try HostileCase()
        let spec = try hostile.write(hostile.minimalSpec, "x.yaml")
        try FileManager.default.createDirectory(atPath: hostile.path("report.sarif"), withIntermediateDirectories: true)
        try hostile.expectFailure(["lint", spec, "--sarif", "report.sarif"], status: 2, naming: ["report.sarif", "folder"])
    }

    func testAPartialMultiFormatRenderChangesNothing() throws {
        let hostile = try HostileCase()
        let spec = try hostile.write(hostile.minimalSpec, "x.yaml")
        try FileManager.default.createDirectory(atPath: hostile.path("out"), withIntermediateDirectories: true)
        _ = try hostile.write("old png", "out/x.png")
        // The SVG's place is taken by a folder: the SVG cannot be written, so the PNG must not be either.
        try FileManager.default.createDirectory(atPath: hostile.path("out/x.svg"), withIntermediateDirectories: true)
        try hostile.expectFailure(["render", spec, "-o", "out/", "--format", "png", "--format", "svg"], status: 2, naming: ["x.svg", "folder"])
        hostile.assertNoTemporaries()
    }

    func testAFailingSpecInABatchIsNamedAndTheOthersAreStillWritten() throws {
        let hostile = try HostileCase()
        let good = try hostile.write(hostile.minimalSpec, "good.yaml")
        let bad = try hostile.write("device: iphone-15\ntabs:\n  - { title: A, icon: \"missing.svg\" }\n", "bad.yaml")
        let broken = try hostile.write("device: iphone-15\ntabs: [", "broken.yaml")
        try FileManager.default.createDirectory(atPath: hostile.path("out"), withIntermediateDirectories: true)
        _ = try hostile.write("old", "out/good.png")
        _ = try hostile.write("old bad", "out/bad.png")
        let run = try hostile.cli.run(["render", bad, good, broken, "-o", "out/"], in: hostile.folder)
        XCTAssertEqual(run.status, 2, run.stderr)
        let lines = run.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, "one line per invalid spec: \(run.stderr)")
        XCTAssertTrue(lines.contains { $0.contains("bad.yaml") && $0.contains("tabs[0].icon") }, run.stderr)
        XCTAssertTrue(lines.contains { $0.contains("broken.yaml") }, run.stderr)
        XCTAssertEqual(try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: hostile.path("out/good.png")))).width, 1179, "the valid spec is written")
        XCTAssertEqual(try String(contentsOfFile: hostile.path("out/bad.png"), encoding: .utf8), "old bad", "an invalid spec's earlier output is kept")
        hostile.assertNoTemporaries()
    }

    func testAWriteToAFullStandardOutputIsAnError() throws {
        let hostile = try HostileCase()
        let spec = try hostile.write(hostile.minimalSpec, "x.yaml")
        let image = try hostile.write(try PNGCodec.encode(RGBAImage(width: 2, height: 2, fill: (1, 2, 3, 255))), "a.png")
        for arguments in [["layout", spec, "--json"], ["layout", spec], ["lint", spec, "--json"], ["state", spec, "--json"], ["diff", image, image, "--json"], ["hit", spec, "100", "790"]] {
            let process = Process()
            process.executableURL = hostile.cli.executable
            process.arguments = arguments
            process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 2, "\(arguments): \(message)")
            XCTAssertTrue(message.contains("standard output: cannot be written: no space left"), "\(arguments): \(message)")
            XCTAssertEqual(message.split(separator: "\n").count, 1, message)
        }
    }

    func testATemporaryNameFitsWhereverTheFinalNameFits() throws {
        let hostile = try HostileCase()
        let spec = try hostile.write(hostile.minimalSpec, "x.yaml")
        // 249 bytes: legal on every Linux file system (255 at most), too long for a temporary
        // name that added a prefix to it.
        let name = String(repeating: "n", count: 245) + ".png"
        let run = try hostile.cli.run(["render", spec, "-o", name], in: hostile.folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertNoThrow(try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: hostile.path(name)))))
        hostile.assertNoTemporaries()
    }

    func testOutputsNeverCollideWithEachOtherOrWithInputs() throws {
        let hostile = try HostileCase()
        try FileManager.default.createDirectory(atPath: hostile.path("a"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: hostile.path("b"), withIntermediateDirectories: true)
        let first = try hostile.write(hostile.minimalSpec, "a/same.yaml")
        let second = try hostile.write(hostile.minimalSpec, "b/same.yaml")
        try hostile.expectFailure(["render", first, second, "-o", "out/"], status: 2, naming: ["same.png", "a/same.yaml", "b/same.yaml"])
        try hostile.expectFailure(["render", first, "-o", "x.png", "--sheet", "x.png"], status: 2, naming: ["x.png", "--sheet"])
        try hostile.expectFailure(["render", first, "-o", first], status: 2, naming: ["a/same.yaml", "the spec", "itself"])
        // A backdrop the spec draws from is an input, even when it is a PNG.
        _ = try hostile.write(try PNGCodec.encode(RGBAImage(width: 4, height: 4, fill: (200, 0, 0, 255))), "a/photo.png")
        let backed = try hostile.write(hostile.minimalSpec.replacingOccurrences(of: "ios: 17\n", with: "ios: 17\nbackdrop: photo.png\n"), "a/backed.yaml")
        try hostile.expectFailure(["render", backed, "-o", "a/photo.png"], status: 2, naming: ["a/photo.png", "draws from it"])
        try hostile.expectFailure(["render", first, "-o", "out/x.jpg"], status: 2, naming: ["out/x.jpg", "expected a .png, .svg or .pdf file"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: hostile.path("out")), "no folder made")
        try hostile.expectFailure(["render", first, "-o", "out"], status: 2, naming: ["-o out", "end it with /"])
    }

    func testAStaleTemporaryFileIsIgnoredAndCleanedUp() throws {
        let hostile = try HostileCase()
        let spec = try hostile.write(hostile.minimalSpec, "x.yaml")
        // No process has this id (it is above Linux's largest), so the run that left it is gone.
        let stale = try hostile.write("partial", AtomicFile.temporaryName(pid: 2147483646))
        let live = try hostile.write("in use", AtomicFile.temporaryName(pid: getpid()))
        // A user's file that only looks like ours (no valid check) is never deleted.
        let lookalike = try hostile.write("mine", "\(AtomicFile.temporaryPrefix)2147483646-0000-x.png")
        let run = try hostile.cli.run(["render", spec, "-o", "x.png"], in: hostile.folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale), "a dead run's temporary file is removed")
        XCTAssertTrue(FileManager.default.fileExists(atPath: live), "a live process's temporary file is kept")
        XCTAssertEqual(try String(contentsOfFile: lookalike, encoding: .utf8), "mine", "a lookalike user file is kept")
        try FileManager.default.removeItem(atPath: live)
    }
}

/// Bytes read on another thread.
final class ReceivedBytes: @unchecked Sendable {
    private let condition = NSCondition()
    private var data: Data?

    func set(_ value: Data) {
        condition.lock()
        data = value
        condition.signal()
        condition.unlock()
    }

    func wait() -> Data {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(20)
        while data == nil, condition.wait(until: deadline) {}
        return data ?? Data()
    }
}
