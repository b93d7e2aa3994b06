import ArgumentParser
import Foundation
import TabBarModel

@main
struct TabBarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tabbar",
        abstract: "Draw iOS-style tab bars from a YAML or JSON spec, and inspect their geometry.",
        discussion: """
            Example:
              tabbar render Examples/phone-badges.yaml -o out/
              tabbar layout Examples/phone-badges.yaml --json
              tabbar hit Examples/phone-badges.yaml 120 790
              tabbar lint Examples/*.yaml Examples/*.json
              tabbar state Examples/phone-more.json --tap more --tap More/Downloads

            Exit codes: 0 done; 1 a check found problems (`lint`: an error; `hit`: nothing at the point); \
            2 invalid input (a spec, an icon, an option). Messages go to standard error and name \
            the file and the field (tabs[2].badge).
            """,
        version: ToolInfo.version,
        subcommands: [
            RenderCommand.self, LayoutCommand.self, HitCommand.self, LintCommand.self, StateCommand.self,
            DiffCommand.self, SnapshotCommand.self, IconsCommand.self, DevicesCommand.self,
            BenchCommand.self,
        ])
    /// `parseAsRoot`, in time linear in the number of paths however long the path list is.
    static func parseCommandLine(_ arguments: [String]) throws -> any ParsableCommand {
        var shortened = arguments
        guard let lifted = PathList.liftLongList(&shortened) else { return try parseAsRoot(arguments) }
        guard var listed = try parseAsRoot(shortened) as? any PathListCommand else { return try parseAsRoot(arguments) }
        listed.insertLiftedPaths(lifted)
        return listed
    }

    /// ArgumentParser exits with 64 on a usage error; this tool promises 2 for every invalid input.
    static func main() {
        if let problem = RawArguments.nonUTF8Problem() {
            report([problem])
            Foundation.exit(2)
        }
        do {
            var command = try parseCommandLine(Array(CommandLine.arguments.dropFirst()))
            try command.run()
        } catch let failure as CommandFailure {
            report(failure.lines)
            Foundation.exit(failure.exitCode)
        } catch {
            let code = exitCode(for: error)
            if code == .success || code == ExitCode(1) { exit(withError: error) }
            // The parser's own message without its usage block, so every error is one line.
            let message = message(for: error).trimmingCharacters(in: .whitespacesAndNewlines)
            report([(message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message) + "; see tabbar --help"])
            Foundation.exit(2)
        }
    }
}

/// Each message on one line of standard error, whatever it echoes from the user's files.
func report(_ messages: [String]) {
    let text = messages.map { "tabbar: " + MessageText.oneLine($0) + "\n" }.joined()
    FileHandle.standardError.write(Data(text.utf8))
}

/// A failure the user has to act on, with the exit code the README documents.
struct CommandFailure: Error {
    /// One or more messages (one per bad file), each printed on a line of its own.
    var lines: [String]
    var exitCode: Int32

    var message: String { lines.joined(separator: "; ") }

    static func invalidInput(_ message: String) -> CommandFailure {
        CommandFailure(lines: [message], exitCode: 2)
    }

    /// Several failures at once: every bad spec is named, not only the first. A spec that fails
    /// the same way in every `--matrix` variant is named once, not once per variant.
    static func invalidInput(all failures: [CommandFailure]) -> CommandFailure {
        var seen: Set<String> = []
        let lines = failures.flatMap(\.lines).filter { seen.insert($0).inserted }
        return CommandFailure(lines: lines, exitCode: 2)
    }

    static func problemsFound(_ message: String) -> CommandFailure {
        CommandFailure(lines: [message], exitCode: 1)
    }
}

extension CommandFailure {
    /// A failure thrown inside a batch: itself when it is one, otherwise bad input (exit 2).
    init(_ error: any Error) {
        self = error as? CommandFailure ?? .invalidInput("\(error)")
    }
}
