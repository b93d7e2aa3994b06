import Foundation
import XCTest

final class GlassCLITests: XCTestCase {
    private typealias CLI = TabBarProcess

    func testHitFindsTheMinimisedTabTheAccessoryAndTheSearchButton() throws {
        let spec = CLI.root.appendingPathComponent("Examples/glass-minimized.yaml").path
        // iPhone 17 Pro, 402×874: circle 21…69, accessory 77…325, search 333…381, rows 805…853.
        for (x, expected) in [("45", "bookmarks\n"), ("200", "accessory\n"), ("357", "search\n")] {
            let result = try CLI.run(["hit", spec, x, "829"])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stdout, expected, "at x \(x)")
        }
        XCTAssertEqual(try CLI.run(["hit", spec, "73", "829"]).status, 1, "the gap between the circle and the accessory")
        let json = try CLI.run(["layout", spec, "--json"]).json()
        let accessory = try XCTUnwrap(json["accessory"] as? [String: Any])
        let frame = try XCTUnwrap(accessory["frame"] as? [String: Double])
        XCTAssertEqual(frame["x"], 77)
        XCTAssertEqual(frame["height"], 48)
    }

    /// issue 38: `layout --json` had no frame for the accessory's text; right to left the text
    /// lies on the icon's left, inside the accessory, which stands in line with the bar group.
    func testLayoutJSONGivesTheMirroredAccessorysTitleAndSubtitleFrames() throws {
        let spec = CLI.root.appendingPathComponent("Examples/glass-accessory-rtl.yaml").path
        let json = try CLI.run(["layout", spec, "--json"]).json()
        let accessory = try XCTUnwrap(json["accessory"] as? [String: Any])
        func rect(_ key: String) throws -> (minX: Double, maxX: Double) {
            let value = try XCTUnwrap(accessory[key] as? [String: Double], key)
            let x = try XCTUnwrap(value["x"]), width = try XCTUnwrap(value["width"])
            return (x, x + width)
        }
        let frame = try rect("frame")
        let icon = try rect("iconFrame")
        // Three tabs and search on 402 pt: the group spans 29…373.
        XCTAssertEqual(frame.minX, 29, accuracy: 0.01)
        XCTAssertEqual(frame.maxX, 373, accuracy: 0.01)
        for key in ["titleFrame", "subtitleFrame"] {
            let line = try rect(key)
            XCTAssertGreaterThanOrEqual(line.minX, frame.minX, key)
            XCTAssertLessThanOrEqual(line.maxX, icon.minX, "\(key) on the icon's left")
        }
        XCTAssertNotNil(accessory["titleBaseline"] as? Double)
        XCTAssertEqual(json["layoutDirection"] as? String, "rtl")
    }
}
