import Foundation

/// Runs a program to its end, as a user's shell would, and returns its status and what it
/// printed on both streams together. `unset` names variables of this process's environment the
/// program must not see (the machine's own CI or record settings); `extra` adds or replaces.
public func runProcess(
    _ arguments: [String], in folder: URL, unset: [String] = [], environment extra: [String: String] = [:]
) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    for key in unset { environment[key] = nil }
    process.environment = environment.merging(extra) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
