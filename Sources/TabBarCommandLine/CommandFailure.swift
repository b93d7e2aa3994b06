#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import TabBarImage

/// Each message on one line of standard error, whatever it echoes from the user's files.
public func report(_ messages: [String]) {
    let text = messages.map { "tabbar: " + MessageText.oneLine($0) + "\n" }.joined()
    StandardError.write(text)
}

/// A failure the user has to act on, with the exit code the README documents.
public struct CommandFailure: Error {
    /// One or more messages (one per bad file), each printed on a line of its own.
    public var lines: [String]
    public var exitCode: Int32

    public init(lines: [String], exitCode: Int32) {
        self.lines = lines
        self.exitCode = exitCode
    }

    public var message: String { lines.joined(separator: "; ") }

    public static func invalidInput(_ message: String) -> CommandFailure {
        CommandFailure(lines: [message], exitCode: 2)
    }

    /// Several failures at once: every bad spec is named, not only the first. A spec that fails
    /// the same way in every `--matrix` variant is named once, not once per variant.
    public static func invalidInput(all failures: [CommandFailure]) -> CommandFailure {
        var seen: Set<String> = []
        let lines = failures.flatMap(\.lines).filter { seen.insert($0).inserted }
        return CommandFailure(lines: lines, exitCode: 2)
    }

    public static func problemsFound(_ message: String) -> CommandFailure {
        CommandFailure(lines: [message], exitCode: 1)
    }
}

extension CommandFailure {
    /// A failure thrown inside a batch: itself when it is one, otherwise bad input (exit 2).
    public init(_ error: any Error) {
        self = error as? CommandFailure ?? .invalidInput("\(error)")
    }
}

/// The tool's name and version as reports state them.
public enum ToolInfo {
    /// The one statement of the version: `--version`, SARIF and the docs' `from:` and `@vN` follow
    /// it (DocsTests checks them), and scripts/release.sh tags the commit that says it.
    public static let version = "1.0.0"
}

/// An input file's bytes, or a one-line failure naming it (exit 2).
public func readInput(_ path: String, maxBytes: Int) throws(CommandFailure) -> Data {
    do {
        return try BoundedFile.read(path, maxBytes: maxBytes)
    } catch {
        throw .invalidInput("\(path): \(error)")
    }
}

/// Standard error, written straight to its descriptor (no Foundation FileHandle in the small `tabbar`).
public enum StandardError {
    public static func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
