import Foundation
import XCTest

/// `sf:NAME` icons from the command line: drawn when Ionicons is found, and a one-line error
/// (exit 2) at the field when it is not or the name is unknown.
final class SFSymbolCLITests: XCTestCase {
    private let cli = CLIRunner()

    private func spec(_ icon: String, in folder: URL) throws -> String {
        try cli.write("device: iphone-15\ntabs:\n  - { title: A, icon: \"system:favorites\" }\n  - { title: B, icon: \"\(icon)\" }\n", to: "sf.yaml", in: folder)
    }

    func testAnSFIconRendersFromTheInstalledIonicons() throws {
        let folder = try cli.folder()
        let run = try cli.run(["render", try spec("sf:bell.fill", in: folder), "-o", folder.appendingPathComponent("sf.png").path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("sf.png").path))
    }

    func testAnEmptyOverrideFolderIsAnErrorAtTheFieldThatNeedsIonicons() throws {
        let folder = try cli.folder()
        let empty = try cli.folder()
        let run = try cli.run(
            ["render", try spec("sf:bell", in: folder), "-o", folder.appendingPathComponent("sf.png").path],
            environment: ["TABBARKIT_IONICONS": empty.path])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("sf.yaml: tabs[1].icon: "), run.stderr)
        XCTAssertTrue(run.stderr.contains("TABBARKIT_IONICONS=\"\(empty.path)\""), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("sf.png").path))
    }

    func testAnUnknownNameSuggestsTheNearest() throws {
        let folder = try cli.folder()
        let run = try cli.run(["render", try spec("sf:magnifyingglas", in: folder), "-o", folder.appendingPathComponent("sf.png").path])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("tabs[1].icon: unknown SF Symbol \"magnifyingglas\"; nearest known: \"magnifyingglass\""), run.stderr)
    }
}
