import Foundation
import XCTest

final class DevicesCLITests: XCTestCase {
    private let cli = CLIRunner()

    func testDevicesListsEveryPresetWithItsFigures() throws {
        let table = try cli.run(["devices"])
        XCTAssertEqual(table.status, 0, table.stderr)
        let line = try XCTUnwrap(table.stdout.split(separator: "\n").first { $0.hasPrefix("iphone-16-pro ") })
        for figure in ["402×874", "@3x", "62", "34", "21", "iphone-17-pro"] {
            XCTAssertTrue(line.contains(figure), "\(figure) in \(line)")
        }
        let json = try cli.run(["devices", "--json"])
        let rows = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let pad = try XCTUnwrap(rows.first { $0["name"] as? String == "ipad-pro-13" })
        XCTAssertEqual(pad["width"] as? Double, 1032)
        XCTAssertEqual(pad["scale"] as? Int, 2)
    }

    func testACustomDeviceRendersAtItsOwnSize() throws {
        let folder = try cli.folder()
        let spec = try cli.write("device: {width: 400, height: 860, scale: 2, insets: {bottom: 34}}\ntabs: [{title: A}, {title: B}]\n", to: "custom.yaml", in: folder)
        let layout = try cli.run(["layout", spec, "--json"])
        XCTAssertEqual(layout.status, 0, layout.stderr)
        XCTAssertTrue(layout.stdout.contains("\"device\" : \"custom\""), layout.stdout)
        let bad = try cli.write("device: {width: 400, height: 860, scale: 5}\ntabs: [{title: A}]\n", to: "bad.yaml", in: folder)
        let refused = try cli.run(["render", bad, "-o", folder.appendingPathComponent("x.png").path])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("device.scale"), refused.stderr)
        XCTAssertEqual(refused.stderr.split(separator: "\n").count, 1, "one line")
    }
}
