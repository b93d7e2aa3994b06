import Foundation
import XCTest

/// The runner every CLI test goes through.
final class CLIRunnerTests: XCTestCase {
    private let cli = CLIRunner()

    /// It read standard output to its end before standard error, so a child that wrote more than
    /// a pipe holds (64 KiB) to standard error waited for ever.
    func testAChildThatFillsStandardErrorIsReadWhole() throws {
        let folder = try cli.folder()
        let run = try cli.run(shell: "head -c 300000 /dev/zero | tr '\\0' e >&2; echo done", in: folder)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, "done\n")
        XCTAssertEqual(run.stderr.count, 300_000)
    }
}
