import ArgumentParser
import Foundation
import TabBarFiles
import TabBarModel

package struct HitCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
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
    package var spec: String

    /// Both coordinates in one list that also takes dash-prefixed words, so `-5` is a number,
    /// not an unknown option.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("x and y in points (negative numbers are fine).", valueName: "x y"))
    var coordinates: [String] = []

    /// Far beyond any screen, and small enough that every conversion to whole pixels is exact.
    static let coordinateRange = -100_000.0...100_000.0

    package var x: Double { (try? Self.coordinate(coordinates[0], name: "x")) ?? 0 }
    package var y: Double { (try? Self.coordinate(coordinates[1], name: "y")) ?? 0 }

    package func validate() throws {
        guard coordinates.count == 2 else {
            throw ValidationError("expected two coordinates, x and y in points; got \(coordinates.count)")
        }
        _ = try Self.coordinate(coordinates[0], name: "x")
        _ = try Self.coordinate(coordinates[1], name: "y")
    }

    static func coordinate(_ word: String, name: String) throws -> Double {
        guard let value = Double(word), value.isFinite else {
            throw ValidationError("\(name): expected a number of points, got \(MessageText.quote(word))")
        }
        guard coordinateRange.contains(value) else {
            throw ValidationError("\(name): expected \(number(coordinateRange.lowerBound)) to \(number(coordinateRange.upperBound)) points, got \(MessageText.quote(word))")
        }
        return value
    }

    package func run() throws {
        let document = try SpecFiles.load(spec)
        let layout = try makeLayout(document)
        let point = Point(x: x, y: y)
        if let listed = layout.listedTab(at: point) {
            try printOutput(document.spec.tabId(at: listed))
            return
        }
        if !layout.hidden, layout.accessory?.frame.contains(point) == true {
            try printOutput("accessory")
            return
        }
        guard let tab = layout.tab(at: point) else {
            throw CommandFailure.problemsFound(
                layout.tabBarHiddenBy.map { "the tab bar is hidden by \($0)" } ?? "no tab at (\(number(x)), \(number(y)))")
        }
        try printOutput(tab.id)
    }
}
