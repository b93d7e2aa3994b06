import ArgumentParser
import Glibc
import TabBarCommandLine

// The `tabbar` a user runs. It answers `--version` and runs `diff` itself, linking only the image,
// diff and argument modules, so neither loads Cairo, Pango, librsvg or ICU; every other command
// (and `--help`, a usage error, anything it does not parse) is `tabbar-draw` or `tabbar-core`
// beside it (Programs), which replaces this process with the same arguments.

let arguments = RawArguments.arguments()
if arguments == ["--version"] {
    print(ToolInfo.version)
    exit(0)
}
// `diff` is parsed as a command of its own (ArgumentParser's reflection of a root above it would
// cost start-up time); whatever it cannot parse, `tabbar-core` parses again and reports.
if arguments.first == "diff", RawArguments.nonUTF8Problem(in: arguments) == nil,
   let command = try? DiffCommand.parseAsOwnRoot(Array(arguments.dropFirst())), command is DiffCommand {
    // (A request for help parses as ArgumentParser's HelpCommand: the core prints it.)
    CommandLineMain.run(DiffCommand.self) { command }
}
Programs.replaceThisProcess(with: Programs.program(for: arguments))
