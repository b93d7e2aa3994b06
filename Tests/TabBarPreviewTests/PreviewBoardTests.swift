import Foundation
import TabBarFiles
import TabBarModel
@testable import TabBarPreview
import TabBarRender
import XCTest

/// What the board says on the terminal and hands the server, for files named and linked as a
/// hostile folder may name and link them.
final class PreviewBoardTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("board-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The lines the board logs, collected from its log's thread.
    private final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func append(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    private func board(inputs: [String], sources: SourceFolders? = nil, lines: Lines) throws -> PreviewBoard {
        let options = PreviewOptions(inputs: inputs, resources: try RenderResources.fromEnvironment(iconDirectory: nil), sources: sources)
        return try PreviewBoard(options: options) { lines.append($0) }
    }

    /// A file name with ESC, BEL and a line feed that starts a `::error` line in a CI log: every
    /// line printed names it as one escaped line, and the state's JSON carries it escaped.
    func testEveryLineForTheTerminalIsOneEscapedLine() async throws {
        let hostile = "bar\u{1B}[2J\u{07}\n::error file=x::pwned"
        try PreviewFixture.specText().write(to: folder.appendingPathComponent(hostile + ".yaml"), atomically: true, encoding: .utf8)
        try PreviewFixture.specText(appearance: "purple").write(to: folder.appendingPathComponent("broken\u{1B}]0;title\u{07}\n::warning::x.yaml"), atomically: true, encoding: .utf8)
        let app = folder.appendingPathComponent("app\u{1B}[31m\n::error::app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let lines = Lines()
        let board = try board(inputs: [folder.path], sources: SourceFolders(folders: [app.path]) { [] }, lines: lines)
        await board.refresh()

        XCTAssertEqual(lines.all.count, 3, "\(lines.all)")
        for line in lines.all {
            XCTAssertFalse(line.unicodeScalars.contains(where: MessageText.isUnsafe), line.debugDescription)
            XCTAssertFalse(line.contains("\n::"), line.debugDescription)
        }
        XCTAssertTrue(lines.all.contains { $0.contains("redrew \(folder.path)/bar\\u{1B}[2J\\u{7}\\n::error file=x::pwned.yaml (1 picture)") }, "\(lines.all)")
        XCTAssertTrue(lines.all.contains { $0.contains("broken\\u{1B}]0;title\\u{7}\\n::warning::x.yaml:4: appearance:") }, "\(lines.all)")
        XCTAssertTrue(lines.all.contains { $0.hasSuffix("from \(folder.path)/app\\u{1B}[31m\\n::error::app") }, "\(lines.all)")

        // The page gets the name as it is, in JSON that escapes it; the page sets it as text.
        let json = try JSONEncoder().encode(await board.state())
        XCTAssertFalse(json.contains { $0 < 0x20 }, String(decoding: json, as: UTF8.self))
        let state = try XCTUnwrap(JSONSerialization.jsonObject(with: json) as? [String: Any])
        let files = try XCTUnwrap(state["specs"] as? [[String: Any]]).compactMap { $0["file"] as? String }
        XCTAssertTrue(files.contains(folder.path + "/" + hostile + ".yaml"), "\(files)")
    }

}
