import Foundation
import TabBarImage
import XCTest

/// The More and Edit screens from the command line: through `--tap` and through `show`.
final class MoreScreenCLITests: XCTestCase {
    private let cli = CLIRunner()

    /// Seven tabs on iPhone 15, History badged; `extra` adds top-level lines.
    private func seven(_ extra: String = "", device: String = "iphone-15") -> String {
        let tabs = ["Featured", "Top Rated", "Viewed", "Search", "Bookmarks", "History", "Downloads"]
        let icons = ["featured", "top-rated", "most-viewed", "search", "bookmarks", "history", "downloads"]
        let lines = zip(tabs, icons).map { title, icon in
            "  - { title: \(title), icon: \"system:\(icon)\"\(title == "History" ? ", badge: 2" : "") }"
        }
        return "device: \(device)\nios: 17\n\(extra)\ntabs:\n" + lines.joined(separator: "\n") + "\n"
    }

    func testTapMoreRendersTheWholeMoreScreenAsTheShowKeyDoes() throws {
        let folder = try cli.folder()
        let spec = try cli.write(seven(), to: "seven.yaml", in: folder)
        let shown = try cli.write(seven("show: moreList"), to: "shown.yaml", in: folder)
        let tapped = folder.appendingPathComponent("tapped.png")
        let result = try cli.run(["render", spec, "--tap", "more", "-o", tapped.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let image = try PNGCodec.decode(try Data(contentsOf: tapped))
        XCTAssertEqual(image.width, 393 * 3)
        XCTAssertEqual(image.height, 852 * 3, "the whole screen, not the bar")
        XCTAssertEqual(try cli.run(["render", shown, "-o", folder.appendingPathComponent("shown.png").path]).status, 0)
        XCTAssertEqual(try Data(contentsOf: tapped), try Data(contentsOf: folder.appendingPathComponent("shown.png")))

        let bar = folder.appendingPathComponent("bar.png")
        XCTAssertEqual(try cli.run(["render", spec, "-o", bar.path]).status, 0)
        XCTAssertEqual(try PNGCodec.decode(try Data(contentsOf: bar)).height, 83 * 3 + 1, "without the tap, the bar alone (and its hairline)")
    }

    func testTapMoreThenEditRendersTheEditScreenAsTheShowKeyDoes() throws {
        let folder = try cli.folder()
        let spec = try cli.write(seven(), to: "seven.yaml", in: folder)
        let shown = try cli.write(seven("show: editing"), to: "shown.yaml", in: folder)
        let tapped = folder.appendingPathComponent("tapped.png")
        let result = try cli.run(["render", spec, "--tap", "more", "--tap", "More/Edit", "-o", tapped.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try cli.run(["render", shown, "-o", folder.appendingPathComponent("shown.png").path]).status, 0)
        XCTAssertEqual(try Data(contentsOf: tapped), try Data(contentsOf: folder.appendingPathComponent("shown.png")))
        // Done closes the Edit screen: the More list again.
        let done = folder.appendingPathComponent("done.png")
        XCTAssertEqual(try cli.run(["render", shown, "--tap", "Edit/Done", "-o", done.path]).status, 0)
        let list = folder.appendingPathComponent("list.png")
        XCTAssertEqual(try cli.run(["render", spec, "--tap", "more", "-o", list.path]).status, 0)
        XCTAssertEqual(try Data(contentsOf: done), try Data(contentsOf: list))
    }

    func testLayoutPrintsTheMoreScreenInTextAndJSON() throws {
        let folder = try cli.folder()
        let spec = try cli.write(seven(), to: "seven.yaml", in: folder)
        let text = try cli.run(["layout", spec, "--tap", "more"])
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertTrue(text.stdout.contains("title \"More\""), text.stdout)
        XCTAssertTrue(text.stdout.contains("    tabs[5] \"History\": 0,142 393×44, badge \"2\""), text.stdout)

        let json = try cli.run(["layout", spec, "--tap", "more", "--tap", "More/Edit", "--json"]).json()
        let screen = try XCTUnwrap(json["screenLayout"] as? [String: Any])
        let title = try XCTUnwrap((screen["navigationBar"] as? [String: Any])?["title"] as? [String: Any])
        XCTAssertEqual(title["text"] as? String, "Configure")
        let grid = try XCTUnwrap((screen["content"] as? [String: Any])?["grid"] as? [String: Any])
        XCTAssertEqual(grid["columns"] as? Int, 4)
        let cells = try XCTUnwrap(grid["cells"] as? [[String: Any]])
        XCTAssertEqual(cells.map { $0["specIndex"] as? Int }, Array(0..<7))
        let edit = try cli.run(["layout", spec, "--tap", "more", "--tap", "More/Edit"])
        XCTAssertTrue(edit.stdout.contains("content (grid): 0,0 393×852, top inset 98, scrolled 0, 7 items in 4 columns"), edit.stdout)
    }

    func testAShowThatCannotBeDrawnExits2NamingTheFieldAndWritesNothing() throws {
        let folder = try cli.folder()
        let output = folder.appendingPathComponent("out.png")
        let tv = try cli.write(seven("show: moreList", device: "apple-tv"), to: "tv.yaml", in: folder)
        let result = try cli.run(["render", tv, "-o", output.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "tabbar: \(tv): show: Apple TV has no More screen and no customizing; expected tab or no show key\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))

        let word = try cli.write(seven("show: more"), to: "word.yaml", in: folder)
        let wrong = try cli.run(["render", word, "-o", output.path])
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.contains("word.yaml: show: expected tab | moreList | editing, got \"more\""), wrong.stderr)

        let keyboard = try cli.write(seven("show: editing\nkeyboard: true"), to: "keyboard.yaml", in: folder)
        let both = try cli.run(["layout", keyboard])
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.stderr.contains("keyboard.yaml: keyboard: the Edit screen has no text field"), both.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
    }

    func testHitOnTheMoreScreenNamesTheRowsTab() throws {
        let folder = try cli.folder()
        let shown = try cli.write(seven("show: moreList"), to: "shown.yaml", in: folder)
        let layout = try XCTUnwrap(try cli.run(["layout", shown, "--json"]).json()["screenLayout"] as? [String: Any])
        let rows = try XCTUnwrap((layout["content"] as? [String: Any])?["rows"] as? [[String: Any]])
        let frame = try XCTUnwrap(rows[1]["frame"] as? [String: Double])
        let hit = try cli.run(["hit", shown, "\(frame["x"]! + 40)", "\(frame["y"]! + 10)"])
        XCTAssertEqual(hit.status, 0, hit.stderr)
        XCTAssertEqual(hit.stdout, "history\n", "the second row of the More list")
    }

    func testStateStartsFromTheScreenTheSpecShows() throws {
        let folder = try cli.folder()
        let spec = try cli.write(seven("show: editing"), to: "edit.yaml", in: folder)
        let state = try cli.run(["state", spec, "--json"]).json()
        XCTAssertEqual((state["screen"] as? [String: Any])?["kind"] as? String, "editing")
        let items = try XCTUnwrap((state["editing"] as? [String: Any])?["items"] as? [[String: Any]])
        XCTAssertEqual(items.count, 7)
        let done = try cli.run(["state", spec, "--tap", "Edit/Done", "--json"]).json()
        XCTAssertEqual((done["screen"] as? [String: Any])?["kind"] as? String, "moreList")
    }
}
