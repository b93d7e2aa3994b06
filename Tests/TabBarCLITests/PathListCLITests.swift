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

    /// Runs the executable and returns its exit status and its own peak resident set (wait4's rusage).
    private func peakMemory(_ arguments: [String]) throws -> (status: Int32, peakMiB: Int) {
        let path = cli.executable.path
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var environment = ProcessInfo.processInfo.environment
        environment["TABBARKIT_ICONS"] = CLIRunner.root.appendingPathComponent("Icons").path
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard spawned == 0 else { throw CocoaError(.executableLoad) }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        return ((status >> 8) & 0xff, usage.ru_maxrss / 1024)
    }
}
