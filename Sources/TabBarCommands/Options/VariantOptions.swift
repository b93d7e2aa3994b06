import ArgumentParser
import TabBarModel
import TabBarRender

/// `--set KEY=VALUE`, shared by every command that reads specs.
package struct OverrideOptions: ParsableArguments {
    package init() {}

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "Override a spec key by its path, as if written in the file (appearance=dark, ios=26, tabs[1].badge=9); repeatable.",
            valueName: "key=value"))
    package var set: [String] = []

    package func overrides() throws(CommandFailure) -> [SpecOverride] {
        do {
            return try set.map { argument throws(SpecOverrideError) in try SpecOverride(argument: argument) }
        } catch {
            throw .invalidInput(error.description)
        }
    }
}

/// `--matrix KEY=V1,V2,…`, for the commands that make one output per variant.
package struct MatrixOptions: ParsableArguments {
    package init() {}

    @Option(
        name: .customLong("matrix"),
        help: ArgumentHelp(
            "Make every combination of these values (appearance=light,dark); repeatable, one key each.",
            valueName: "key=v1,v2"))
    package var matrix: [String] = []

    package func specMatrix() throws(CommandFailure) -> SpecMatrix {
        do {
            return try SpecMatrix(arguments: matrix)
        } catch {
            throw .invalidInput(error.description)
        }
    }
}
