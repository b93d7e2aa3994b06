import ArgumentParser
@testable import TabBarCommands
import XCTest

/// `tabbar-draw` reads plain `render` command lines itself (`RenderArguments`) and leaves every
/// other to ArgumentParser: what it reads must be exactly what ArgumentParser reads.
final class RenderArgumentsTests: XCTestCase {
    /// Every value of the command, one line each.
    private func fields(_ command: RenderCommand) -> [String] {
        [
            "specs \(command.specs)", "from \(String(describing: command.fromList))",
            "output \(String(describing: command.output))", "format \(command.format)",
            "scale \(String(describing: command.scale))", "showHitRegions \(command.showHitRegions)",
            "icons \(String(describing: command.icons))", "jobs \(String(describing: command.jobs))",
            "tap \(command.controllerOptions.steps)", "restore \(String(describing: command.controllerOptions.restore))",
            "saveState \(String(describing: command.controllerOptions.saveState))", "set \(command.overrideOptions.set)",
            "matrix \(command.matrixOptions.matrix)", "sheet \(String(describing: command.sheet))",
            "sheetScale \(command.sheetScale)", "watch \(command.watch)", "watchLimit \(String(describing: command.watchLimit))",
        ]
    }

    func testTheFieldsCompareEveryOption() throws {
        // A new option must be given a value by RenderArguments and compared here.
        let command = try RenderCommand.parse(["a.yaml"])
        let groups = [Mirror(reflecting: command.controllerOptions), Mirror(reflecting: command.overrideOptions), Mirror(reflecting: command.matrixOptions)]
        XCTAssertEqual(fields(command).count, Mirror(reflecting: command).children.count - groups.count + groups.map(\.children.count).reduce(0, +))
    }

    func testPlainCommandLinesAreReadAsArgumentParserReadsThem() throws {
        let lines: [[String]] = [
            ["bar.yaml"],
            ["bar.yaml", "-o", "bar.png"],
            ["a.yaml", "b.json", "-o", "out/", "--format", "png", "--format=svg", "--format", "pdf"],
            ["--output=x.png", "bar.yaml", "--scale", "2", "--show-hit-regions"],
            ["bar.yaml", "--icons", "icons/", "--jobs", "3", "--set", "appearance=dark", "--set=tabs[1].badge=9"],
            ["bar.yaml", "--matrix", "appearance=light,dark", "--matrix", "ios=18,26", "-o", "out/"],
            ["dir/with=sign.yaml", "b c.yaml", "--scale=+1"],
        ]
        for arguments in lines {
            let direct = try XCTUnwrap(RenderArguments.command(arguments), "\(arguments) should be read directly")
            let parsed = try RenderCommand.parse(arguments)
            XCTAssertEqual(fields(direct), fields(parsed), "\(arguments)")
            let entry = try XCTUnwrap(try DrawingCommands.parse(arguments, as: RenderCommand.self) as? RenderCommand)
            XCTAssertEqual(fields(entry), fields(direct), "\(arguments)")
        }
    }

    func testEveryOtherCommandLineIsLeftToArgumentParser() {
        let lines: [[String]] = [
            [], ["--help"], ["-h"], ["bar.yaml", "--help"], ["help"], ["bar.yaml", "--"], ["--", "bar.yaml"],
            ["bar.yaml", "-o", "-"], ["bar.yaml", "-o=x.png"], ["bar.yaml", "-ox.png"], ["-bar.yaml"], [""],
            ["bar.yaml", "-o", "a.png", "-o", "b.png"], ["bar.yaml", "--scale", "4"], ["bar.yaml", "--scale", "-1"],
            ["bar.yaml", "--scale", "x"], ["bar.yaml", "--scale"], ["bar.yaml", "--format", "gif"],
            ["bar.yaml", "--jobs", "0"], ["bar.yaml", "--show-hit-regions", "--show-hit-regions"],
            ["bar.yaml", "--show-hit-regions=true"], ["bar.yaml", "--tap", "Recents"], ["bar.yaml", "--watch"],
            ["bar.yaml", "--sheet", "s.png"], ["bar.yaml", "--sheet-scale", "2"], ["--from", "list.txt"],
            ["bar.yaml", "--version"], ["bar.yaml", "--sclae", "2"], ["bar.yaml", "--set", "--matrix"],
        ]
        for arguments in lines {
            XCTAssertNil(RenderArguments.command(arguments), "\(arguments)")
            // Through DrawingCommands.parse, ArgumentParser's result or mistake, word for word.
            let direct = Result { try DrawingCommands.parse(arguments, as: RenderCommand.self) }
            let parsed = Result { try RenderCommand.parseAsRoot(arguments) }
            switch (direct, parsed) {
            case (.success(let a), .success(let b)):
                XCTAssertEqual(String(describing: type(of: a)), String(describing: type(of: b)), "\(arguments)")
                if let a = a as? RenderCommand, let b = b as? RenderCommand { XCTAssertEqual(fields(a), fields(b), "\(arguments)") }
            case (.failure(let a), .failure(let b)):
                XCTAssertEqual(RenderCommand.message(for: a), RenderCommand.message(for: b), "\(arguments)")
                XCTAssertEqual(RenderCommand.exitCode(for: a), RenderCommand.exitCode(for: b), "\(arguments)")
            default:
                XCTFail("\(arguments): \(direct) against \(parsed)")
            }
        }
    }
}
