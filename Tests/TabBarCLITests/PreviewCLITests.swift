import Foundation
import XCTest

/// `tabbar preview` as a user runs it: the address first, Ctrl-C ends it cleanly. (The server
/// and the page are tested in-process in TabBarPreviewTests.)
final class PreviewCLITests: XCTestCase {
    private let cli = CLIRunner()

    func testWithoutSpecsItSaysWhatItExpects() throws {
        let run = try cli.run(["preview"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("expected a spec, a folder of specs or --source"), run.stderr)
        let missing = try cli.run(["preview", "no-such-folder/"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("no-such-folder/: no such file or folder"), missing.stderr)
    }

    func testItPrintsItsAddressAndCtrlCStopsItCleanly() throws {
        let folder = try cli.folder()
        _ = try cli.write("device: iphone-15\ntabs:\n  - { title: A, icon: \"system:search\" }\n  - { title: B, icon: \"system:recents\" }\n", to: "bar.yaml", in: folder)
        let process = Process()
        process.executableURL = cli.executable
        process.arguments = ["preview", folder.path]
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "TABBARKIT_ICONS" }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        let deadline = Date().addingTimeInterval(60)
        while !text.contains("redrew"), Date() < deadline {
            let data = out.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        let first = text.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertTrue(first.hasPrefix("tabbar preview: http://127.0.0.1:") && first.hasSuffix("/ (Ctrl-C stops)"), text)
        XCTAssertTrue(text.contains("redrew \(folder.path)/bar.yaml (1 picture)"), text)
        process.interrupt()
        text += String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertTrue(text.hasSuffix("tabbar preview: stopped\n"), text)
    }
}
