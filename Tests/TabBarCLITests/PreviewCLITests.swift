import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
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

    /// `--source`: the tab bar the app's code declares is imported and drawn, and editing that
    /// code redraws it: a third tab added to the TabView appears in the page's state.
    func testEditingTheAppsCodeRedrawsItsTabBar() throws {
        let folder = try cli.folder()
        let source = folder.appendingPathComponent("App/StoreTabs.swift")
        try FileManager.default.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
        func write(_ tabs: [String]) throws {
            let items = tabs.map { "            \($0)View().tabItem { Label(\"\($0)\", systemImage: \"bag\") }" }
            try Data("import SwiftUI\n\nstruct StoreTabs: View {\n    var body: some View {\n        TabView {\n\(items.joined(separator: "\n"))\n        }\n    }\n}\n".utf8).write(to: source, options: .atomic)
        }
        try write(["Shop", "Cart"])
        let process = Process()
        process.executableURL = cli.executable
        process.arguments = ["preview", "--source", "App"]
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "TABBARKIT_ICONS" }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.interrupt()
            process.waitUntilExit()
        }
        let first = String(decoding: out.fileHandleForReading.availableData, as: UTF8.self)
        let address = try XCTUnwrap(first.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") }, first)
        let state = try XCTUnwrap(URL(string: address + "state"))

        /// The titles of the first picture's tabs, once `accept` takes them (nil after a minute).
        func titles(until accept: ([String]) -> Bool) throws -> [String]? {
            let deadline = Date().addingTimeInterval(60)
            var last: [String]?
            while Date() < deadline {
                if let json = Self.get(state),
                   let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
                   let spec = (object["specs"] as? [[String: Any]])?.first,
                   let picture = (spec["pictures"] as? [[String: Any]])?.first,
                   let tabs = picture["tabs"] as? [[String: Any]] {
                    last = tabs.compactMap { $0["title"] as? String }
                    if accept(last ?? []) { return last }
                }
                Thread.sleep(forTimeInterval: 0.1)
            }
            XCTFail("the page's state never showed the expected tabs; last \(last ?? [])")
            return nil
        }
        XCTAssertEqual(try titles { !$0.isEmpty }, ["Shop", "Cart"])
        try write(["Shop", "Cart", "Orders"])
        XCTAssertEqual(try titles { $0.count == 3 }, ["Shop", "Cart", "Orders"])
    }

    /// The body of a GET, or nil.
    private static func get(_ url: URL) -> Data? {
        let done = DispatchSemaphore(value: 0)
        let box = Box()
        URLSession.shared.dataTask(with: url) { data, response, _ in
            if (response as? HTTPURLResponse)?.statusCode == 200 { box.data = data }
            done.signal()
        }.resume()
        _ = done.wait(timeout: .now() + 20)
        return box.data
    }

    private final class Box: @unchecked Sendable { var data: Data? }
}
