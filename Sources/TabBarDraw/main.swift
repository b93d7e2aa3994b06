import ArgumentParser
import TabBarCommands

// `tabbar-draw`: the commands that draw or lay out specs, which `tabbar` runs for `render`,
// `layout`, `hit`, `state` and `devices` (Programs). It is `tabbar-core` without swift-syntax and
// the preview's server, whose libraries and protocol conformances every start of the full program
// pays for; its commands are the same types. It parses the command on its own, as the small
// `tabbar` does `diff` (ArgumentParser's reflection of a root above it costs start-up time), and
// hands anything it cannot parse (a mistake, a request for help) to `tabbar-core`, which parses it
// again and answers in the same words as for every other command.

let arguments = RawArguments.arguments()
if RawArguments.nonUTF8Problem(in: arguments) == nil, let name = arguments.first,
   let command = DrawingCommands.all.first(where: { $0.configuration.commandName == name }),
   let parsed = try? DrawingCommands.parse(Array(arguments.dropFirst()), as: command), type(of: parsed) == command {
    CommandLineMain.run(command) { parsed }
}
Programs.replaceThisProcess(with: Programs.core)
