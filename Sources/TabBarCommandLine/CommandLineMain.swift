import ArgumentParser
#if canImport(FoundationEssentials)
import Glibc
#else
import Foundation
#endif

/// How both executables end a command: the exit codes the README documents and one line of
/// standard error per failure, whichever of them parsed the command line.
public enum CommandLineMain {
    /// Parses with `parse`, runs the command and exits: 0 done, 1 a check found problems, 2 invalid
    /// input (ArgumentParser's own usage errors, 64, become 2 with its message on one line).
    public static func run<Root: ParsableCommand>(_ root: Root.Type, _ parse: () throws -> any ParsableCommand) -> Never {
        do {
            var command = try parse()
            try command.run()
            exit(0)
        } catch let failure as CommandFailure {
            report(failure.lines)
            exit(failure.exitCode)
        } catch let code as ExitCode {
            // A verdict (diff's 1): nothing to print, and ArgumentParser's own path to the same
            // exit builds a help screen first.
            exit(code.rawValue)
        } catch {
            let code = Root.exitCode(for: error)
            if code == .success || code == ExitCode(1) { Root.exit(withError: error) }
            // The parser's own message without its usage block, so every error is one line.
            let message = trimmed(Root.message(for: error))
            let line = message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message
            report([houseWording(line) + "; see " + helpCommand(Root.self)])
            exit(2)
        }
    }

    /// The help screen of the command the user typed: `tabbar snapshot verify --help` for a
    /// mistake after `tabbar snapshot verify`, `tabbar --help` for one before any subcommand.
    static func helpCommand<Root: ParsableCommand>(_ root: Root.Type, arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> String {
        let tool = "tabbar"
        // The small executable's root is `diff` itself.
        var words = root.configuration.commandName.map { $0 == tool ? [tool] : [tool, $0] } ?? [tool]
        var command: any ParsableCommand.Type = root
        for argument in arguments {
            guard let subcommand = command.configuration.subcommands.first(where: { $0.configuration.commandName == argument }) else { break }
            words.append(argument)
            command = subcommand
        }
        return (words + ["--help"]).joined(separator: " ")
    }

    /// The parser words a bad choice as "The value 'jpg' is invalid for '--format <format>'.
    /// Please provide one of 'png', 'svg' or 'pdf'."; every other option error here reads
    /// `--format: expected png, svg or pdf, got "jpg"`, so the parser's is put the same way.
    static func houseWording(_ message: String) -> String {
        let opening = "The value '", middle = "' is invalid for '", choices = "'. Please provide one of "
        guard message.hasPrefix(opening), let invalidFor = message.firstRange(of: middle),
              let optionEnd = message[invalidFor.upperBound...].firstIndex(of: "'")
        else { return message }
        let value = String(message[message.index(message.startIndex, offsetBy: opening.count)..<invalidFor.lowerBound])
        let option = message[invalidFor.upperBound..<optionEnd].split(separator: " ").first.map(String.init) ?? ""
        var expected = "a valid value"
        if let list = message.firstRange(of: choices) {
            expected = String(message[list.upperBound...]).replacing("'", with: "")
            while expected.hasSuffix(".") { expected.removeLast() }
        }
        return "\(option): expected \(expected), got \"\(value)\""
    }

    private static func trimmed(_ text: String) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
