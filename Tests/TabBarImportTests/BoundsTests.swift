import Foundation
import TabBarImport
import XCTest

/// Hostile input: each ends in one line naming the file, in bounded time, and the other files are read.
final class BoundsTests: XCTestCase {
    private let good = "import SwiftUI\nstruct Good: View { var body: some View { TabView { X().tabItem { Text(\"Go\") } } } }\n"

    func testUnparseableSwiftIsReportedWithItsLineAndSkipped() throws {
        let app = try AppFixture(["Good.swift": good, "Broken.swift": "import SwiftUI\n\nstruct Broken: View {\n    var body: some View {\n        TabView { ) ]\n"])
        defer { app.remove() }
        let result = app.run()
        XCTAssertEqual(result.bars.map(\.name), ["good"])
        XCTAssertEqual(result.problems.count, 1)
        XCTAssertEqual(result.problems.first?.provenance.file, app.root + "/Broken.swift")
        XCTAssertEqual(result.problems.first?.provenance.line, 5)
    }

    func testLargeAndNonUTF8FilesAreRefused() throws {
        let app = try AppFixture(["Good.swift": good])
        defer { app.remove() }
        try app.write("Big.swift", Data(repeating: 0x20, count: 300_000))
        try app.write("Latin1.swift", Data([0x2F, 0x2F, 0x20, 0xE9, 0x0A]))
        let result = app.run(limits: ImportLimits(maxFileBytes: 200_000))
        XCTAssertEqual(result.bars.map(\.name), ["good"])
        let messages = result.problems.map { "\($0)" }
        XCTAssertEqual(messages.count, 2, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("Big.swift") && $0.contains("too large") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("Latin1.swift") && $0.contains("not UTF-8") }, "\(messages)")
    }

    func testDeeplyNestedSwiftEndsInAMessage() throws {
        let deep = "let x = " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + "\n"
        let app = try AppFixture(["Good.swift": good, "Deep.swift": deep])
        defer { app.remove() }
        let result = app.run()
        XCTAssertEqual(result.bars.map(\.name), ["good"])
        XCTAssertEqual(result.problems.map(\.provenance.file), [app.root + "/Deep.swift"])
    }

    func testSymlinkLoopsEndAndFoldersAreBounded() throws {
        let app = try AppFixture(["A/Good.swift": good])
        defer { app.remove() }
        try FileManager.default.createSymbolicLink(atPath: app.root + "/A/loop", withDestinationPath: app.root + "/A")
        try FileManager.default.createSymbolicLink(atPath: app.root + "/A/up", withDestinationPath: "..")
        let result = app.run()
        XCTAssertEqual(result.bars.map(\.name), ["good"], "each folder is read once")

        var path = app.root + "/deep"
        for _ in 0..<12 { path += "/d" }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let bounded = app.run(limits: ImportLimits(maxDepth: 6))
        XCTAssertTrue(bounded.problems.contains { $0.message.contains("folders deep") }, "\(bounded.problems)")
    }

    func testTenThousandFilesAreReadInBoundedTime() throws {
        let app = try AppFixture(["Good.swift": good])
        defer { app.remove() }
        // Mostly files that are not read (the walk is what is bounded), a hundred Swift files parsed.
        for folder in 0..<50 {
            try FileManager.default.createDirectory(atPath: app.root + "/Many/\(folder)", withIntermediateDirectories: true)
        }
        for index in 0..<10_000 {
            let name = index % 100 == 0 ? "F\(index).swift" : "F\(index).txt"
            // stdio: Foundation's createFile is far slower on Linux, and this is set-up, not the test.
            let file = try XCTUnwrap(fopen(app.root + "/Many/\(index % 50)/\(name)", "w"))
            fputs("struct F\(index) { let value = \(index) }\n", file)
            fclose(file)
        }
        let limited = app.run(limits: ImportLimits(maxFiles: 2_000))
        XCTAssertTrue(limited.problems.contains { $0.message.contains("more than 2000 files") }, "\(limited.problems.prefix(3))")
        let clock = ContinuousClock()
        let started = clock.now
        let all = app.run()
        XCTAssertEqual(all.bars.map(\.name), ["good"])
        XCTAssertEqual(all.problems, [])
        // Not a timing test (bench measures); a guard against a runaway.
        XCTAssertLessThan(clock.now - started, .seconds(120))
    }
}
