import ArgumentParser
import Glibc
import TabBarCommandLine

// The `tabbar` a user runs. It answers `--version` and runs `diff` itself, linking only the image,
// diff and argument modules, so neither loads Cairo, Pango, librsvg or ICU; every other command
// (and `--help`, a usage error, anything it does not parse) is `tabbar-core` beside it, which
// replaces this process with the same arguments.

/// The commands this executable parses; their definitions are the ones `tabbar-core` lists.
struct LauncherRoot: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tabbar", subcommands: [DiffCommand.self])
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--version"] {
    print(ToolInfo.version)
    exit(0)
}
if arguments.first == "diff", RawArguments.nonUTF8Problem() == nil,
   let command = try? LauncherRoot.parseAsRoot(arguments), command is DiffCommand {
    CommandLineMain.run(LauncherRoot.self) { command }
}
CoreProgram.replaceThisProcess()
