import ArgumentParser

struct IconsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "icons",
        abstract: "Check that a set of tab bar icons is visually consistent.",
        subcommands: [IconsCheckCommand.self, IconsBenchCommand.self])
}
