import Foundation
import XCTest

/// `tabbar layout` tells a right-to-left layout apart, in its summary and its JSON; a bad
/// direction is one line naming the field.
final class RightToLeftCLITests: XCTestCase {
    private let cli = CLIRunner()

    func testLayoutSaysRightToLeftAndPutsTheFirstTabAtTheRight() throws {
        let dir = try cli.folder()
        let spec = try cli.write(
            "device: iphone-8\nios: 17\nlocale: ar\ntabs:\n  - { id: a, title: Alpha, icon: \"system:favorites\" }\n  - { id: b, title: Beta }\n",
            to: "rtl.yaml", in: dir)
        let summary = try cli.run(["layout", spec])
        XCTAssertEqual(summary.status, 0, summary.stderr)
        XCTAssertTrue(summary.stdout.contains("@2x, right to left, bar"), summary.stdout)
        let json = try cli.run(["layout", spec, "--json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let object = try json.json()
        XCTAssertEqual(object["layoutDirection"] as? String, "rtl")
        let tabs = try XCTUnwrap(object["tabs"] as? [[String: Any]])
        let first = try XCTUnwrap(tabs.first?["frame"] as? [String: Double])
        XCTAssertEqual(first["x"], 187.5, "the first of two tabs fills the right half of 375 pt")
        XCTAssertEqual(tabs.first?["iconMode"] as? String, "template")
    }

    func testAnUnknownDirectionNamesTheField() throws {
        let dir = try cli.folder()
        let spec = try cli.write("device: iphone-8\nlayoutDirection: right\ntabs:\n  - { title: A }\n", to: "bad.yaml", in: dir)
        let result = try cli.run(["layout", spec])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("layoutDirection"), result.stderr)
        XCTAssertTrue(result.stderr.contains("ltr | rtl"), result.stderr)
    }
}
