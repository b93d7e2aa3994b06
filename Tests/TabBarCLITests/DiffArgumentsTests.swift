import ArgumentParser
@testable import TabBarCommandLine
import XCTest

/// The small `tabbar` reads plain `diff` command lines itself (`DiffArguments`) and leaves every
/// other to ArgumentParser: what it reads must be exactly what ArgumentParser reads.
final class DiffArgumentsTests: XCTestCase {
    /// ArgumentParser's own parse of `diff` as the root command.
    private func parsedByArgumentParser(_ arguments: [String]) throws -> any ParsableCommand {
        try DiffCommand.parseAsRoot(arguments)
    }

    /// Every value of the command, one line each.
    private func fields(_ command: DiffCommand) -> [String] {
        let c = command.comparison
        return [
            "expected \(command.expected)", "actual \(command.actual)", "diff \(String(describing: command.diffOutput))",
            "json \(command.json)", "repeat \(command.repeat)",
            "threshold \(c.threshold)", "includeAA \(c.includeAA)", "alpha \(c.alpha)", "aaColor \(c.aaColor)",
            "diffColor \(c.diffColor)", "diffColorAlt \(String(describing: c.diffColorAlt))", "diffMask \(c.diffMask)",
            "noCheckerboard \(c.noCheckerboard)", "ignore \(c.ignore)", "exact \(c.exact)", "window \(c.window)",
            "maxDiffPixels \(String(describing: c.maxDiffPixels))", "maxDiffRatio \(String(describing: c.maxDiffRatio))",
            "maxDeltaE \(String(describing: c.maxDeltaE))", "maxWindowDensity \(String(describing: c.maxWindowDensity))",
        ]
    }

    func testTheFieldsCompareEveryOption() throws {
        // A new option must be read by DiffArguments and compared here.
        let command = try XCTUnwrap(try parsedByArgumentParser(["a.png", "b.png"]) as? DiffCommand)
        XCTAssertEqual(fields(command).count, Mirror(reflecting: command).children.count - 1 + Mirror(reflecting: command.comparison).children.count)
    }

    func testPlainCommandLinesAreReadAsArgumentParserReadsThem() throws {
        let lines: [[String]] = [
            ["a.png", "b.png"],
            ["a.png", "b.png", "--json"],
            ["--json", "a.png", "b.png", "--threshold", "0.05"],
            ["a.png", "--threshold=0.05", "b.png", "--include-aa"],
            ["a.png", "b.png", "--threshold", "0", "--alpha", "1", "--aa-color", "1,2,3", "--diff-color=4,5,6",
             "--diff-color-alt", "7, 8 ,9", "--diff-mask", "--no-checkerboard", "--ignore", "0,0,10,10",
             "--ignore=5,5,1,1", "--exact", "--window", "32", "--max-diff-pixels", "+12", "--max-diff-ratio", "0.5",
             "--max-delta-e", "2.5", "--max-window-density=7", "--diff", "out.png", "--json", "--repeat", "3"],
            ["dir/with=sign.png", "b c.png", "--max-diff-pixels", "0", "--max-delta-e", "0"],
            ["a.png", "b.png", "--ignore", "-1,-1,3,3"],
            ["a.png", "b.png", "--threshold", "1e-1"],
            // Each flag alone.
            ["a.png", "b.png", "--diff-mask"], ["--exact", "a.png", "b.png"], ["a.png", "--no-checkerboard", "b.png"],
            ["a.png", "b.png", "--include-aa"],
        ]
        for arguments in lines {
            let direct = try XCTUnwrap(DiffArguments.command(arguments), "\(arguments) should be read directly")
            let parsed = try XCTUnwrap(try parsedByArgumentParser(arguments) as? DiffCommand, "\(arguments)")
            XCTAssertEqual(fields(direct), fields(parsed), "\(arguments)")
            let root = try XCTUnwrap(try DiffCommand.parseAsOwnRoot(arguments) as? DiffCommand)
            XCTAssertEqual(fields(root), fields(parsed), "\(arguments)")
        }
    }

    func testEveryOtherCommandLineIsLeftToArgumentParser() {
        let lines: [[String]] = [
            [], ["a.png"], ["a.png", "b.png", "c.png"], ["--help"], ["-h"], ["a.png", "b.png", "--help"], ["help"],
            ["help", "a.png"], ["a.png", "b.png", "--"], ["--", "a.png", "b.png"], ["a.png", "-"], ["-a.png", "b.png"],
            ["", "b.png"], ["a.png", "b.png", "--jsn"], ["a.png", "b.png", "--json", "--json"],
            ["a.png", "b.png", "--json=true"], ["a.png", "b.png", "--threshold", "0.1", "--threshold", "0.2"],
            ["a.png", "b.png", "--threshold"], ["a.png", "b.png", "--threshold", "x"], ["a.png", "b.png", "--threshold", "2"],
            ["a.png", "b.png", "--threshold", "nan"], ["a.png", "b.png", "--alpha", "-0.5"],
            ["a.png", "b.png", "--window", "0"], ["a.png", "b.png", "--window", "1.5"], ["a.png", "b.png", "--repeat", "0"],
            ["a.png", "b.png", "--max-diff-pixels", "-1"], ["a.png", "b.png", "--max-diff-ratio", "1.5"],
            ["a.png", "b.png", "--max-delta-e", "1001"], ["a.png", "b.png", "--max-window-density", "-3"],
            ["a.png", "b.png", "--aa-color", "1,2"], ["a.png", "b.png", "--diff-color", "-1,2,3"],
            ["a.png", "b.png", "--diff", "--json"], ["a.png", "b.png", "--ignore", "0,0,0,5"],
            ["a.png", "b.png", "--version"], ["a.png", "b.png", "-t", "0.1"],
        ]
        for arguments in lines {
            XCTAssertNil(DiffArguments.command(arguments), "\(arguments)")
            // Through parseAsOwnRoot, ArgumentParser's result or mistake, word for word.
            let direct = Result { try DiffCommand.parseAsOwnRoot(arguments) }
            let parsed = Result { try parsedByArgumentParser(arguments) }
            switch (direct, parsed) {
            case (.success(let a), .success(let b)):
                XCTAssertEqual(String(describing: type(of: a)), String(describing: type(of: b)), "\(arguments)")
                if let a = a as? DiffCommand, let b = b as? DiffCommand { XCTAssertEqual(fields(a), fields(b), "\(arguments)") }
            case (.failure(let a), .failure(let b)):
                XCTAssertEqual(DiffCommand.message(for: a), DiffCommand.message(for: b), "\(arguments)")
                XCTAssertEqual(DiffCommand.exitCode(for: a), DiffCommand.exitCode(for: b), "\(arguments)")
            default:
                XCTFail("\(arguments): \(direct) against \(parsed)")
            }
        }
    }
}
