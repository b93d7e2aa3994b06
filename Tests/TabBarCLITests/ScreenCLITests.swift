import Foundation
import TabBarImage
import XCTest

/// The built `tabbar` executable with screen specs.
final class ScreenCLITests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("tabbar")
        process.arguments = arguments
        process.currentDirectoryURL = Self.root
        var environment = ProcessInfo.processInfo.environment
        environment["TABBARKIT_ICONS"] = Self.root.appendingPathComponent("Icons").path
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit, "never a crash signal")
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    private func write(_ text: String, to name: String) throws -> (spec: String, folder: URL) {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tabbar-screen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return (url.path, folder)
    }

    private let toolbarScreen = """
        device: iphone-8
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
        let (noTabs, _) = try write("device: iphone-15\nnavigationBar: { title: A }\n", to: "empty.yaml")
        let missing = try run(["render", noTabs, "-o", folder.path])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("empty.yaml: tabs: expected at least one tab"), missing.stderr)
    }
}
