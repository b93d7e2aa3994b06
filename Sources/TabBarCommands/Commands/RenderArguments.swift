import ArgumentParser
import TabBarCommandLine

/// `render`'s plain command lines read without ArgumentParser (`PlainArguments`): specs, `-o`,
/// `--format`, `--scale`, `--show-hit-regions`, `--icons`, `--jobs`, `--set` and `--matrix`,
/// converted and validated as ArgumentParser does. Its reflection of RenderCommand and its three
/// option groups was 3 ms of a one-bar render's 40. Any other option (`--tap`, `--watch`,
/// `--sheet`, `--from`…) or anything not plain gives nil, and ArgumentParser reads the line.
enum RenderArguments {
    private static let vocabulary = PlainArguments.Vocabulary([
        (["-o", "--output"], .option(.next, repeatable: false)),
        (["--format"], .option(.next, repeatable: true)),
        (["--scale"], .option(.unconditional, repeatable: false)),
        (["--show-hit-regions"], .flag),
        (["--icons"], .option(.next, repeatable: false)),
        (["--jobs"], .option(.unconditional, repeatable: false)),
        (["--set"], .option(.next, repeatable: true)),
        (["--matrix"], .option(.next, repeatable: true)),
    ])

    static func command(_ arguments: [String]) -> RenderCommand? {
        guard let line = PlainArguments(arguments, vocabulary) else { return nil }
        do {
            // Every property is given a value: one ArgumentParser did not fill cannot be read.
            var command = RenderCommand()
            command.specs = line.positionals
            command.fromList = nil
            command.output = line.text("--output")
            command.format = try line.values("--format")
            command.scale = try line.value("--scale")
            command.showHitRegions = line.isSet("--show-hit-regions")
            command.icons = line.text("--icons")
            command.jobs = try line.value("--jobs")
            var controller = ControllerOptions()
            controller.steps = []
            controller.restore = nil
            controller.saveState = nil
            command.controllerOptions = controller
            var overrides = OverrideOptions()
            overrides.set = try line.values("--set")
            command.overrideOptions = overrides
            var matrix = MatrixOptions()
            matrix.matrix = try line.values("--matrix")
            command.matrixOptions = matrix
            command.sheet = nil
            command.sheetScale = RenderCommand.defaultSheetScale
            command.watch = false
            command.watchLimit = nil
            try command.validate()
            return command
        } catch {
            return nil
        }
    }
}
