import Foundation
import TabBarImage
import XCTest

/// `render --watch`, run to a bound with the hidden `--watch-limit`.
final class WatchCLITests: XCTestCase {
    private let cli = CLIRunner()
    private let spec = "device: iphone-8\nselected: b\ntabs:\n  - { id: a, title: Alpha, icon: fav.svg }\n  - { id: b, title: Beta, icon: \"system:search\", badge: 2 }\n"
    private let icon = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="4" y="4" width="16" height="16"/></svg>"#

    /// Lines of standard output as they come; fails the test if `count` lines take over a minute.
    private func readLines(_ handle: FileHandle, count: Int, into lines: inout [String], buffer: inout String) {
        let deadline = Date().addingTimeInterval(60)
        while lines.count < count, Date() < deadline {
            let data = handle.availableData
            if data.isEmpty { break }
            buffer += String(decoding: data, as: UTF8.self)
            while let newline = buffer.firstIndex(of: "\n") {
                lines.append(String(buffer[..<newline]))
                buffer = String(buffer[buffer.index(after: newline)...])
            }
        }
        XCTAssertGreaterThanOrEqual(lines.count, count, lines.joined(separator: "\n"))
    }

    func testWatchRendersAgainOnEachEditOfTheSpecOrItsIconAndSurvivesABadEdit() throws {
        let dir = try cli.folder()
        let specPath = try cli.write(spec, to: "phone.yaml", in: dir)
        let iconPath = try cli.write(icon, to: "fav.svg", in: dir)
        let output = dir.appendingPathComponent("bar.png")

        let process = Process()
        process.executableURL = cli.executable
        process.arguments = ["render", specPath, "-o", output.path, "--watch", "--watch-limit", "4"]
        // The system icons come from the resource bundle beside the executable.
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "TABBARKIT_ICONS" }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var lines: [String] = []
        var buffer = ""

        readLines(out.fileHandleForReading, count: 1, into: &lines, buffer: &buffer)
        XCTAssertTrue(lines.first?.contains("rendered 1 file in") == true, lines.joined(separator: "\n"))
        let first = try Data(contentsOf: output)

        // A bad edit: the error is printed, the last good picture stays.
        try Data((spec + "appearance: dusk\n").utf8).write(to: URL(fileURLWithPath: specPath), options: .atomic)
        readLines(out.fileHandleForReading, count: 2, into: &lines, buffer: &buffer)
        XCTAssertTrue(lines.count > 1 && lines[1].contains("failed, last good output kept: ") && lines[1].contains("phone.yaml: appearance: expected light | dark"), lines.joined(separator: "\n"))
        XCTAssertEqual(try Data(contentsOf: output), first)

        // A good edit renders again.
        try Data((spec + "appearance: dark\n").utf8).write(to: URL(fileURLWithPath: specPath), options: .atomic)
        readLines(out.fileHandleForReading, count: 3, into: &lines, buffer: &buffer)
        let dark = try Data(contentsOf: output)
        XCTAssertNotEqual(dark, first)

        // So does an edit of an icon the spec draws.
        try Data(icon.replacingOccurrences(of: #"<rect x="4" y="4" width="16" height="16"/>"#, with: #"<circle cx="12" cy="12" r="10"/>"#).utf8)
            .write(to: URL(fileURLWithPath: iconPath), options: .atomic)
        readLines(out.fileHandleForReading, count: 4, into: &lines, buffer: &buffer)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(lines.count, 4, lines.joined(separator: "\n"))
        XCTAssertTrue(lines[2].contains("rendered 1 file in") && lines[3].contains("rendered 1 file in"), lines.joined(separator: "\n"))
        XCTAssertNotEqual(try Data(contentsOf: output), dark)
        XCTAssertNotNil(lines[0].range(of: #"^\d\d:\d\d:\d\d "#, options: .regularExpression), "each line starts with its time")
    }
}
