import Foundation
import TabBarImage
import XCTest

final class ControllerCLITests: XCTestCase {
    private typealias CLI = TabBarProcess

    /// Seven tabs: four on the bar, More, and three in the More list.
    private func sevenTabs(selected: String = "featured", order: [String]? = nil, extra: [String: String] = [:]) -> String {
        let ids = order ?? ["featured", "top", "viewed", "search", "bookmarks", "history", "downloads"]
        let icons = ["featured": "featured", "top": "top-rated", "viewed": "most-viewed", "search": "search",
                     "bookmarks": "bookmarks", "history": "history", "downloads": "downloads"]
        let lines = ids.map { id in
            "  - { id: \(id), title: \(id.capitalized), icon: \"system:\(icons[id]!)\"\(extra[id].map { ", " + $0 } ?? "") }"
        }
        return "device: iphone-15\nselected: \(selected)\ntabs:\n" + lines.joined(separator: "\n") + "\n"
    }

    func testStateFollowsTapsThroughTheMoreList() throws {
        let dir = try CLI.temporaryFolder()
        let spec = try CLI.write(sevenTabs(), to: "seven.yaml", in: dir)
        let result = try CLI.run(["state", spec, "--tap", "more", "--tap", "More/Downloads", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let state = try result.json()
        XCTAssertEqual(state["selected"] as? String, "downloads")
        XCTAssertEqual(state["selectedIndex"] as? Int, 6)
        XCTAssertEqual(state["moreSelected"] as? Bool, true)
        let bar = try XCTUnwrap(state["bar"] as? [[String: Any]])
        XCTAssertEqual(bar.map { $0["id"] as? String }, ["featured", "top", "viewed", "search", "more"])
        XCTAssertEqual(bar.map { $0["selected"] as? Bool }, [false, false, false, false, true])
        XCTAssertEqual((state["screen"] as? [String: Any])?["tab"] as? String, "downloads")
        let rows = try XCTUnwrap((state["moreList"] as? [String: Any])?["rows"] as? [[String: Any]])
        XCTAssertEqual(rows.map { $0["id"] as? String }, ["bookmarks", "history", "downloads"])
        let steps = try XCTUnwrap(state["steps"] as? [[String: Any]])
        XCTAssertEqual(steps.map { $0["result"] as? String }, ["showed the More list", "selected downloads from the More list"])

        let text = try CLI.run(["state", spec, "--tap", "more"])
        XCTAssertTrue(text.stdout.contains("screen: the More list"), text.stdout)
    }

    func testARefusedTapKeepsTheSelection() throws {
        let dir = try CLI.temporaryFolder()
        let spec = try CLI.write(sevenTabs(extra: ["top": "shouldSelect: false"]), to: "refuse.yaml", in: dir)
        let result = try CLI.run(["state", spec, "--tap", "Top", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let state = try result.json()
        XCTAssertEqual(state["selected"] as? String, "featured")
        let step = try XCTUnwrap((state["steps"] as? [[String: Any]])?.first)
        XCTAssertEqual(step["refused"] as? Bool, true)
        XCTAssertTrue((step["result"] as? String)?.contains("shouldSelect: false") ?? false)
    }

    func testAStepThatCannotHappenExits2() throws {
        let dir = try CLI.temporaryFolder()
        let spec = try CLI.write(sevenTabs(extra: ["history": "customizable: false"]), to: "seven.yaml", in: dir)
        let notOnScreen = try CLI.run(["state", spec, "--tap", "More/Downloads"])
        XCTAssertEqual(notOnScreen.status, 2)
        XCTAssertEqual(notOnScreen.stderr, "tabbar: --tap \"More/Downloads\" (step 1): the More list is not on screen; tap more first\n")
        let unknown = try CLI.run(["state", spec, "--tap", "Settings"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("expected one of: featured, top, viewed, search, more"), unknown.stderr)
        let fixed = try CLI.run(["state", spec, "--tap", "more", "--tap", "More/Edit", "--tap", "Edit/History>Search"])
        XCTAssertEqual(fixed.status, 2)
        XCTAssertTrue(fixed.stderr.contains("history is not customizable"), fixed.stderr)
        let two = try CLI.run(["render", spec, spec, "--tap", "more", "-o", dir.path])
        XCTAssertEqual(two.status, 2)
        XCTAssertTrue(two.stderr.contains("one spec"), two.stderr)
    }

    func testRenderAfterTapsDrawsWhatTheControllerShows() throws {
        let dir = try CLI.temporaryFolder()
        let spec = try CLI.write(sevenTabs(), to: "seven.yaml", in: dir)
        let chosen = try CLI.write(sevenTabs(selected: "downloads"), to: "chosen.yaml", in: dir)
        let tapped = dir.appendingPathComponent("tapped.png")
        let result = try CLI.run(["render", spec, "--tap", "more", "--tap", "More/Downloads", "-o", tapped.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try CLI.run(["render", chosen, "-o", dir.appendingPathComponent("chosen.png").path]).status, 0)
        XCTAssertEqual(try CLI.run(["render", spec, "-o", dir.appendingPathComponent("plain.png").path]).status, 0)
        let bytes = try Data(contentsOf: tapped)
        XCTAssertEqual(bytes, try Data(contentsOf: dir.appendingPathComponent("chosen.png")),
                       "More selected after the taps, as when the spec selects Downloads")
        XCTAssertNotEqual(bytes, try Data(contentsOf: dir.appendingPathComponent("plain.png")))
    }

    func testACustomizedOrderIsSavedAndRestoredIntoLayoutAndRender() throws {
        let dir = try CLI.temporaryFolder()
        let spec = try CLI.write(sevenTabs(), to: "seven.yaml", in: dir)
        let state = dir.appendingPathComponent("state.json")
        let edit = try CLI.run(["state", spec, "--tap", "more", "--tap", "More/Edit", "--tap", "Edit/Downloads>Viewed",
                                "--tap", "Edit/Done", "--tap", "More/History", "--save-state", state.path])
        XCTAssertEqual(edit.status, 0, edit.stderr)
        let saved = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: state)) as? [String: Any])
        XCTAssertEqual(saved["order"] as? [String], ["featured", "top", "downloads", "search", "bookmarks", "history", "viewed"])
        XCTAssertEqual(saved["selected"] as? String, "history")

        let layout = try CLI.run(["layout", spec, "--restore", state.path, "--json"])
        XCTAssertEqual(layout.status, 0, layout.stderr)
        let items = try XCTUnwrap(try layout.json()["tabs"] as? [[String: Any]])
        XCTAssertEqual(items.map { $0["id"] as? String }, ["featured", "top", "downloads", "search", "more"])
        XCTAssertEqual(items.last?["selected"] as? Bool, true)

        // The restored render equals a spec written in the user's order with the same selection.
        let written = try CLI.write(
            sevenTabs(selected: "history", order: ["featured", "top", "downloads", "search", "bookmarks", "history", "viewed"]),
            to: "written.yaml", in: dir)
        let restored = dir.appendingPathComponent("restored.png")
        XCTAssertEqual(try CLI.run(["render", spec, "--restore", state.path, "-o", restored.path]).status, 0)
        XCTAssertEqual(try CLI.run(["render", written, "-o", dir.appendingPathComponent("written.png").path]).status, 0)
        XCTAssertEqual(try Data(contentsOf: restored), try Data(contentsOf: dir.appendingPathComponent("written.png")))
    }

    func testRestoringIntoANewOrderFollowsTheIdentifier() throws {
        let dir = try CLI.temporaryFolder()
        let state = try CLI.write("{\"version\": 1, \"order\": [], \"selected\": \"history\", \"showsMoreList\": false}", to: "state.json", in: dir)
        let reordered = try CLI.write(sevenTabs(order: ["history", "featured", "top", "viewed", "search", "bookmarks", "downloads"]), to: "next.yaml", in: dir)
        let result = try CLI.run(["state", reordered, "--restore", state, "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try result.json()
        XCTAssertEqual(json["selected"] as? String, "history")
        XCTAssertEqual(json["selectedIndex"] as? Int, 0)
        let gone = try CLI.write("{\"version\": 1, \"order\": [\"inbox\"], \"selected\": \"inbox\"}", to: "gone.json", in: dir)
        let fallback = try CLI.run(["state", reordered, "--restore", gone, "--json"]).json()
        XCTAssertEqual(fallback["selected"] as? String, "featured", "the spec's own selection")
        XCTAssertEqual((fallback["restoration"] as? [String: Any])?["unknownIdentifiers"] as? [String], ["inbox"])
    }

    func testABadStateFileExits2NamingTheField() throws {
        let dir = try CLI.temporaryFolder()
        let spec = try CLI.write(sevenTabs(), to: "seven.yaml", in: dir)
        let bad = try CLI.write("{\"version\": 1, \"order\": \"featured\"}", to: "bad.json", in: dir)
        let result = try CLI.run(["state", spec, "--restore", bad])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("bad.json: order: expected a list"), result.stderr)
        XCTAssertEqual(try CLI.run(["state", spec, "--restore", dir.appendingPathComponent("absent.json").path]).status, 2)
    }

    func testHelpShowsTheStepsWithExamples() throws {
        let help = try CLI.run(["state", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("Example"), help.stdout)
        XCTAssertTrue(help.stdout.contains("More/Edit"), help.stdout)
        XCTAssertTrue(try CLI.run(["render", "--help"]).stdout.contains("--tap"))
    }
}
