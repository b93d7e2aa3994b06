import ArgumentParser
import Foundation
import TabBarModel

struct HitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hit",
        abstract: "Print the id of the tab at a point, in points from the screen's top-left.",
        discussion: """
            On the More and Edit screens (`show: moreList` or `editing`), a row of the list or a \
            cell of the grid names its tab too. Exits 1 when no tab is there (off the bar, or the \
            bar is hidden).

            Example:
              tabbar hit Examples/phone-badges.yaml 120 790
            """)

    @Argument(help: "A spec file.")
    var spec: String

    @Argument(help: "x in points.")
    var x: Double

    @Argument(help: "y in points.")
    var y: Double

    func run() throws {
        let document = try SpecFiles.load(spec)
        let layout = try makeLayout(document)
        let point = Point(x: x, y: y)
        if let listed = layout.listedTab(at: point) {
            print(document.spec.tabId(at: listed))
            return
        }
        if !layout.hidden, layout.accessory?.frame.contains(point) == true {
            print("accessory")
            return
        }
        guard let tab = layout.tab(at: point) else {
            throw CommandFailure.problemsFound(
                layout.tabBarHiddenBy.map { "the tab bar is hidden by \($0)" } ?? "no tab at (\(number(x)), \(number(y)))")
        }
        print(tab.id)
    }
}
