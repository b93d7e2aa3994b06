import ArgumentParser
import Foundation
import TabBarFiles
import TabBarModel
import TabBarRender

/// The options that play user actions on a spec's tab bar controller: shared by render, layout and state.
struct ControllerOptions: ParsableArguments {
    package init() {}

    @Option(
        name: .customLong("tap"),
        help: ArgumentHelp(
            "A user action, in order; repeat for several. NAME taps a bar item (id or title, `more` for More); More/NAME a row of the More list; More/Edit the Edit button; Edit/TAB>ITEM drags TAB onto the bar item ITEM; Edit/Done closes the Edit screen.",
            valueName: "step"))
    package var steps: [String] = []

    @Option(name: .customLong("restore"), help: ArgumentHelp("Start from a state saved with --save-state.", valueName: "file"))
    package var restore: String?

    @Option(name: .customLong("save-state"), help: ArgumentHelp("Write the resulting order and selection as JSON, by restoration identifier.", valueName: "file"))
    var saveState: String?

    var isUsed: Bool { !steps.isEmpty || restore != nil || saveState != nil }

    /// The controller after restoring and playing every step; fails on the first step that cannot happen.
    func play(on document: SpecDocument) throws(CommandFailure) -> ControllerRun {
        var restoration: RestoredTabBar?
        var controller = TabBarController(spec: document.spec)
        if let restore {
            let data = try readInput(restore, maxBytes: SpecInputLimits.maxBytes)
            do {
                let state = try PreservedTabState.decode(data, source: restore)
                let restored = TabBarController.restoring(state, spec: document.spec)
                controller = restored.controller
                restoration = restored
            } catch {
                throw .invalidInput("\(error)")
            }
        }
        var played: [PlayedStep] = []
        for (number, step) in steps.enumerated() {
            do {
                let outcome = try controller.apply(UserAction(step: step))
                played.append(PlayedStep(step: step, outcome: outcome, description: controller.describe(outcome)))
            } catch {
                throw .invalidInput("--tap \(MessageText.quote(step)) (step \(number + 1)): \(error.message)")
            }
        }
        return ControllerRun(controller: controller, steps: played, restoration: restoration)
    }

    /// Writes the state when --save-state asks for it.
    package func save(_ run: ControllerRun) throws(CommandFailure) {
        if let state = stateOutput(run) { try writeOutput(state.data, to: state.path) }
    }

    /// The state file --save-state asks for, for a command that writes it with other outputs.
    func stateOutput(_ run: ControllerRun) -> (data: Data, path: String)? {
        saveState.map { (run.controller.preserved().encoded() + Data("\n".utf8), $0) }
    }
}

struct PlayedStep {
    package let step: String
    let outcome: ActionOutcome
    package let description: String
}

struct ControllerRun {
    package let controller: TabBarController
    package let steps: [PlayedStep]
    package let restoration: RestoredTabBar?
}
