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

    /// issue 36: `layout --json` reads the resolved scene: beside the frames, the colours the
    /// items are drawn in, after what lies under iOS 26's glass.
    func testLayoutJSONGivesTheColoursTheSceneResolved() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-colours-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func colours(ios: Int, backdrop: String) throws -> [String: String] {
            let spec = folder.appendingPathComponent("bar-\(ios)-\(backdrop.dropFirst()).yaml")
            try Data("""
                device: iphone-17-pro
                ios: \(ios)
                backdrop: "\(backdrop)"
                tabs:
                  - { title: Home, icon: "system:featured" }
                  - { title: Radio, icon: "system:featured" }

                """.utf8).write(to: spec)
            let result = try CLI.run(["layout", spec.path, "--json"])
            XCTAssertEqual(result.status, 0, result.stderr)
            return try XCTUnwrap(try result.json()["colors"] as? [String: String], result.stdout)
        }
        let green = try colours(ios: 26, backdrop: "#CDECA1")
        let white = try colours(ios: 26, backdrop: "#FFFFFF")
        XCTAssertEqual(green["glassBackdrop"], "#CDECA1")
        XCTAssertEqual(white["glassBackdrop"], "#FFFFFF")
        XCTAssertNotEqual(green["unselected"], white["unselected"], "the glass adapts the items to what lies under it")
        XCTAssertEqual(white["homeIndicator"], "#000000", "dark over a light backdrop")
        let flat = try colours(ios: 18, backdrop: "#CDECA1")
        XCTAssertNil(flat["glassBackdrop"], "iOS 18 has no glass")
        XCTAssertEqual(flat["selected"], "#007AFF")
    }
}
