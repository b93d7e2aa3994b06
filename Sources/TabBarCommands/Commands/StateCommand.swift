import ArgumentParser
import Foundation
import TabBarModel

package struct StateCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "state",
        abstract: "Play user actions on a spec's tab bar controller and print the resulting state.",
        discussion: """
            Models what UITabBarController does: a tap on a tab whose shouldSelect is false (or \
            that is disabled) is refused and the selection stays; a tab chosen from the More \
            list is selected while the bar shows More; on the Edit screen a tab dragged onto a \
            bar item trades places with it (customizable tabs only; Apple TV has no More list \
            and no customizing). A step that cannot happen (a row of a More list that is not \
            on screen) is invalid input: exit 2.

            Steps (--tap, in order):
              NAME            a bar item, by id or title; `more` is the More item
              More/NAME       a row of the More list (tap more first)
              More/Edit       the More screen's Edit button
              Edit/TAB>ITEM   drag TAB onto the bar item ITEM (quote it: > is a shell redirection)
              Edit/Done       close the Edit screen

            Examples:
              tabbar state Examples/phone-more.json --tap more --tap More/Downloads
              tabbar state Examples/phone-more.json --tap more --tap More/Edit --tap "Edit/History>Search" --tap Edit/Done --save-state state.json
              tabbar state Examples/phone-more.json --restore state.json --json
              tabbar render Examples/phone-more.json --restore state.json -o restored.png
            """)

    @Argument(help: "A spec file.")
    package var spec: String

    @OptionGroup var controllerOptions: ControllerOptions

    @Flag(name: .long, help: "Print JSON: order, bar, selected, screen, moreList, editing, steps, restoration, preserved.")
    package var json = false

    package func run() throws {
        let document = try SpecFiles.load(spec)
        let run = try controllerOptions.play(on: document)
        try controllerOptions.save(run)
        let report = StateReport(run)
        try printOutput(json ? report.json : report.text)
    }
}
