import ArgumentParser

/// The commands `tabbar-draw` runs, in the order `tabbar-core` lists them; `Programs.drawingCommands`
/// names the same ones for the small `tabbar`, which cannot link these types.
package enum DrawingCommands {
    package static let all: [any ParsableCommand.Type] = [
        RenderCommand.self, LayoutCommand.self, HitCommand.self, StateCommand.self, DevicesCommand.self,
    ]

    /// A drawing command's arguments (without its name): a plain `render` line read directly
    /// (`RenderArguments`), every other by ArgumentParser.
    package static func parse(_ arguments: [String], as command: any ParsableCommand.Type) throws -> any ParsableCommand {
        if command == RenderCommand.self, let render = RenderArguments.command(arguments) { return render }
        return try ProgramEntry.parse(arguments, root: command)
    }
}
