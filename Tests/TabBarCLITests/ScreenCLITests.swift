import Foundation
import TabBarImage
import XCTest

/// The built `tabbar` executable with screen specs.
final class ScreenCLITests: XCTestCase {
    private let cli = CLIRunner()

    private func run(_ arguments: [String]) throws -> CLIRunner.Run {
        try cli.run(arguments)
    }

    private func write(_ text: String, to name: String) throws -> (spec: String, folder: URL) {
        let folder = try cli.folder()
        return (try cli.write(text, to: name, in: folder), folder)
    }

    private let toolbarScreen = """
        device: iphone-8
        ios: 18
        navigationBar: { title: Notes, back: Folders }
        content: { rows: [{ title: Groceries }, { title: Ideas }] }
        toolbar: { items: [{ systemItem: compose }] }
        """

    func testScreenSpecRendersTheWholeScreenInEachFormat() throws {
        let (spec, folder) = try write(toolbarScreen, to: "notes.yaml")
        let result = try run(["render", spec, "-o", folder.path + "/", "--format", "png", "--format", "svg", "--format", "pdf"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let image = try PNGCodec.decode(try Data(contentsOf: folder.appendingPathComponent("notes.png")))
        XCTAssertEqual(image.width, 750)
        XCTAssertEqual(image.height, 1334)
        let svg = try String(contentsOf: folder.appendingPathComponent("notes.svg"), encoding: .utf8)
        XCTAssertTrue(svg.contains("height=\"667px\""), String(svg.prefix(300)))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("notes.pdf").path))
    }

    func testLayoutDescribesTheScreenInTextAndJSON() throws {
        let (spec, _) = try write(toolbarScreen, to: "notes.yaml")
        let text = try run(["layout", spec])
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertTrue(text.stdout.contains("(hidden by the screen's toolbar"), text.stdout)
        XCTAssertTrue(text.stdout.contains("navigation bar: frame 0,20 375×44"), text.stdout)
        XCTAssertTrue(text.stdout.contains("toolbar: frame 0,623 375×44"), text.stdout)
        let json = try run(["layout", spec, "--json"])
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let screen = try XCTUnwrap(object["screenLayout"] as? [String: Any])
        let bar = try XCTUnwrap(screen["navigationBar"] as? [String: Any])
        XCTAssertEqual(bar["frame"] as? [String: Double], ["x": 0, "y": 20, "width": 375, "height": 44])
        XCTAssertEqual((bar["back"] as? [String: Any])?["form"] as? String, "previous-title")
        let rows = try XCTUnwrap((screen["content"] as? [String: Any])?["rows"] as? [[String: Any]])
        XCTAssertEqual(rows.count, 2)
    }

    func testHitOnAScreenWithoutATabBarSaysWhy() throws {
        let (spec, _) = try write(toolbarScreen, to: "notes.yaml")
        let result = try run(["hit", spec, "20", "640"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("hidden by the screen's toolbar"), result.stderr)
    }

    func testBadScreenSpecExitsWith2AndNamesTheField() throws {
        let (spec, folder) = try write("device: iphone-15\nnavigationBar: { title: A, largeTitle: yes please }\ntabs: [{ title: A }]\n", to: "bad.yaml")
        let output = folder.appendingPathComponent("bad.png")
        let result = try run(["render", spec, "-o", output.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("bad.yaml: navigationBar.largeTitle: expected true or false"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
        let (noTabs, _) = try write("device: iphone-15\n", to: "empty.yaml")
        let missing = try run(["render", noTabs, "-o", folder.path])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("empty.yaml: tabs: expected at least one tab"), missing.stderr)
    }
}
