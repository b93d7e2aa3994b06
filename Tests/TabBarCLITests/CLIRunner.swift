import Foundation
import TestSupport
import XCTest

/// Runs the built `tabbar` executable as a user would, and makes scratch folders.
struct CLIRunner {
    static let root = repositoryRoot

    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String

        /// Standard output parsed as a JSON object.
        func json(file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
            try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any], stdout, file: file, line: line)
        }
    }

    /// The test bundle sits next to the products in the build folder.
    var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("tabbar")
    }

    func run(
        _ arguments: [String], in folder: URL? = nil, environment extra: [String: String] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder ?? Self.root
        process.environment = Self.environment(extra)
        return try collect(process, file: file, line: line)
    }

    /// What every run of the built tool sees: this process's environment without the settings
    /// that would change what a test sees, then the test's own.
    static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        // The icons come from the resource bundle built beside the executable, as for a user.
        environment["TABBARKIT_ICONS"] = nil
        // The machine's own CI setting must not change what a test sees; tests that want it set it.
        environment["CI"] = nil
        environment["TABBAR_RECORD"] = nil
        environment.merge(extra) { _, new in new }
        return environment
    }

    /// Runs `script` in `/bin/sh` with `$0` the built `tabbar`, for what a Swift String cannot
    /// carry to `run`: arguments whose bytes are not UTF-8, piped standard input.
    func run(shell script: String, in folder: URL, file: StaticString = #filePath, line: UInt = #line) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, executable.path]
        process.currentDirectoryURL = folder
        process.environment = Self.environment()
        return try collect(process, file: file, line: line)
    }

    private func collect(_ process: Process, file: StaticString, line: UInt) throws -> Run {
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both streams at once: read one to its end first, and a child that fills the other's
        // pipe (64 KiB of warnings) waits for a reader that never comes.
        nonisolated(unsafe) var errData = Data()
        let errDone = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            errDone.signal()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        errDone.wait()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit, "never a crash signal", file: file, line: line)
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    func write(_ text: String, to name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func folder() throws -> URL {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tabbar-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
