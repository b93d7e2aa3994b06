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

    /// A spec saved over by a link to a file outside its folder is not read: neither its text nor
    /// a picture of it reaches the page, which keeps the last picture drawn from the folder, and
    /// the terminal says why in one line. A link inside the folder is drawn as its target.
    func testASpecLinkedToAFileOutsideItsFolderIsNotDrawn() async throws {
        let outside = folder.appendingPathComponent("outside")
        let specs = folder.appendingPathComponent("specs")
        for made in [outside, specs] { try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true) }
        let secret = "Secret\(UUID().uuidString.prefix(8))"
        let secretSpec = outside.appendingPathComponent("private.yaml")
        try PreviewFixture.specText().replacingOccurrences(of: "title: Favorites", with: "title: \(secret)")
            .write(to: secretSpec, atomically: true, encoding: .utf8)
        let phone = specs.appendingPathComponent("phone.yaml")
        try PreviewFixture.specText().write(to: phone, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: specs.appendingPathComponent("alias.yaml").path, withDestinationPath: "phone.yaml")
        try FileManager.default.createSymbolicLink(atPath: specs.appendingPathComponent("from-the-start.yaml").path, withDestinationPath: secretSpec.path)
        let lines = Lines()
        let board = try board(inputs: [specs.path], lines: lines)
        await board.refresh()

        func entries() async throws -> [String: [String: Any]] {
            let json = try JSONEncoder().encode(await board.state())
            XCTAssertFalse(String(decoding: json, as: UTF8.self).contains(secret), "the outside file's text reached the page")
            let state = try XCTUnwrap(JSONSerialization.jsonObject(with: json) as? [String: Any])
            let specs = try XCTUnwrap(state["specs"] as? [[String: Any]])
            return Dictionary(specs.compactMap { spec -> (String, [String: Any])? in
                guard let file = spec["file"] as? String, let picture = (spec["pictures"] as? [[String: Any]])?.first else { return nil }
                return (file, picture)
            }, uniquingKeysWith: { first, _ in first })
        }
        var pictures = try await entries()
        XCTAssertNil(pictures[specs.appendingPathComponent("alias.yaml").path]?["problem"], "a link inside the folder is drawn")
        let early = try XCTUnwrap(pictures[specs.appendingPathComponent("from-the-start.yaml").path])
        let earlyProblem = try XCTUnwrap(early["problem"] as? [String: Any])
        XCTAssertTrue((earlyProblem["message"] as? String ?? "").contains("outside its folder"), "\(earlyProblem)")
        let earlyPicture = await board.png(id: try XCTUnwrap(early["id"] as? Int))
        XCTAssertNil(earlyPicture, "no picture drawn from the outside file")
        let drawn = try XCTUnwrap(pictures[phone.path])
        let id = try XCTUnwrap(drawn["id"] as? Int)
        let drawnPicture = await board.png(id: id)
        let good = try XCTUnwrap(drawnPicture)

        // Saved over by a link to the outside file.
        try FileManager.default.removeItem(at: phone)
        try FileManager.default.createSymbolicLink(atPath: phone.path, withDestinationPath: "../outside/private.yaml")
        await board.refresh()
        pictures = try await entries()
        let linked = try XCTUnwrap(pictures[phone.path])
        let problem = try XCTUnwrap(linked["problem"] as? [String: Any], "\(linked)")
        XCTAssertTrue((problem["message"] as? String ?? "").contains("outside its folder"), "\(problem)")
        XCTAssertEqual(linked["version"] as? Int, drawn["version"] as? Int)
        let kept = await board.png(id: id)
        XCTAssertEqual(kept, good, "the last picture drawn from the folder is kept")
        let said = lines.all.filter { $0.contains("phone.yaml") && $0.contains("outside its folder") }
        XCTAssertFalse(said.isEmpty, "\(lines.all)")
        for line in said { XCTAssertFalse(line.contains("\n") || line.contains(secret), line) }
    }
}
