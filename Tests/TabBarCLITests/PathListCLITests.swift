import Foundation
import XCTest

/// Long path lists, `--from` lists, and the memory of a large `snapshot verify`.
final class PathListCLITests: XCTestCase {
    private let cli = CLIRunner()

    func testLongPositionalListsAndFromListsKeepTheirOrder() throws {
        let dir = try cli.folder()
        let positional = (0 ..< 300).map { dir.appendingPathComponent("missing-\($0).yaml").path }
        let listed = [dir.appendingPathComponent("from-a.yaml").path, dir.appendingPathComponent("from-b.yaml").path]
        let list = try cli.write(listed.joined(separator: "\r\n") + "\n\n", to: "list.txt", in: dir)
        // A flag among the paths, and the list before them: paths keep the command line's order, the list's come last.
        let run = try cli.run(["lint", "--from", list] + positional[..<150] + ["--json"] + positional[150...])
        XCTAssertEqual(run.status, 2)
        let named = run.stderr.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: dir.path + "/") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != ":" })
        }
        XCTAssertEqual(named, (0 ..< 300).map { "missing-\($0).yaml" } + ["from-a.yaml", "from-b.yaml"])

        let stdin = try cli.run(["lint", "--from", "-"])
        XCTAssertEqual(stdin.status, 2, "an empty list from standard input names no spec")
        XCTAssertTrue(stdin.stderr.contains("expected at least one spec"), stdin.stderr)
        let unreadable = try cli.run(["lint", "--from", dir.appendingPathComponent("nope.txt").path])
        XCTAssertEqual(unreadable.status, 2)
        XCTAssertTrue(unreadable.stderr.contains("--from"), unreadable.stderr)
    }

    /// Each comparison's images are let go once its artifacts are written: 300 @3x bars stay far under
    /// what keeping them would take (about 1.2 MB each on top of the process).
    func testVerifyOfThreeHundredSpecsStaysUnderAGenerousMemoryBound() throws {
        let dir = try cli.folder()
        var paths: [String] = []
        for index in 0 ..< 300 {
            paths.append(try cli.write(
                "device: iphone-15\nselected: \(index % 3)\ntabs:\n  - { title: One \(index), icon: \"system:favorites\" }\n  - { title: Two }\n  - { title: Three }\n",
                to: "bar-\(index).yaml", in: dir))
        }
        let list = try cli.write(paths.joined(separator: "\n"), to: "suite.txt", in: dir)
        let refs = dir.appendingPathComponent("refs").path
        let record = try cli.run(["snapshot", "record", "--from", list, "--dir", refs])
        XCTAssertEqual(record.status, 0, record.stderr)
        let verify = try peakMemory(["snapshot", "verify", "--from", list, "--dir", refs, "--update", "none", "--report", dir.appendingPathComponent("report").path])
        XCTAssertEqual(verify.status, 0)
        XCTAssertLessThan(verify.peakMiB, 250, "peak resident memory of the verify process")
    }

    /// Runs the executable and returns its exit status and its own peak resident set: VmHWM from /proc,
    /// last read at most a few milliseconds before it exits (wait4's figure would include this test
    /// process's memory, which a spawned child inherits as its high-water mark until it executes).
    private func peakMemory(_ arguments: [String]) throws -> (status: Int32, peakMiB: Int) {
        let process = Process()
        process.executableURL = cli.executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TABBARKIT_ICONS"] = nil
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var peakKiB = 0
        while process.isRunning {
            if let text = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
               let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
               let kib = Int(line.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "") {
                peakKiB = max(peakKiB, kib)
            }
            usleep(2000)
        }
        process.waitUntilExit()
        XCTAssertGreaterThan(peakKiB, 0, "the peak was read")
        return (process.terminationStatus, peakKiB / 1024)
    }
}
