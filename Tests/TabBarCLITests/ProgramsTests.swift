import ArgumentParser
import TabBarCommands
import XCTest

/// The small `tabbar` cannot link the drawing commands' types, so it routes by their names
/// (`Programs.drawingCommands`): the names must be exactly the commands `tabbar-draw` has.
final class ProgramsTests: XCTestCase {
    func testTheRoutedNamesAreTheDrawingProgramsCommands() {
        let names = DrawingCommands.all.compactMap { $0.configuration.commandName }
        XCTAssertEqual(names.count, DrawingCommands.all.count)
        XCTAssertEqual(Set(names), Programs.drawingCommands)
    }

    func testEachCommandGoesToOneProgram() {
        XCTAssertEqual(Programs.program(for: ["render", "x.yaml"]), Programs.draw)
        XCTAssertEqual(Programs.program(for: ["devices"]), Programs.draw)
        // Options before the command, help, other commands and nothing at all: the core, which
        // has every command and reports every mistake in its own words.
        for arguments in [["--help"], ["lint", "x.yaml"], ["help", "render"], ["-h"], [], ["Render"]] {
            XCTAssertEqual(Programs.program(for: arguments), Programs.core, "\(arguments)")
        }
    }
}
