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
            report([(message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message) + "; see tabbar --help"])
            exit(2)
        }
    }

    private static func trimmed(_ text: String) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
