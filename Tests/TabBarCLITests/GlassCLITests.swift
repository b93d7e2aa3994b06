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
}
