import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
#if canImport(Glibc)
import Glibc
#endif

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
        let (process, out) = try launch(["preview", folder.path])
        var text = Self.read(out, until: "redrew")
        let first = text.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertTrue(first.hasPrefix("tabbar preview: http://127.0.0.1:") && first.hasSuffix("/ (Ctrl-C stops)"), text)
        XCTAssertTrue(text.contains("redrew \(folder.path)/bar.yaml (1 picture)"), text)
        process.interrupt()
        text += String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertTrue(text.hasSuffix("tabbar preview: stopped\n"), text)
        XCTAssertTrue(Self.canListen(on: try Self.port(in: first)), "the port is free again")
    }

    /// `--source` imports into a folder made for this run (mode 0700, a name no one can guess
    /// beforehand, so nothing can be planted there), and a TERM removes it and frees the port.
    func testSourceImportsGoToAPrivateFolderThatATermRemoves() throws {
        let folder = try cli.folder()
        let source = folder.appendingPathComponent("App/StoreTabs.swift")
        try FileManager.default.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("import SwiftUI\n\nstruct StoreTabs: View {\n    var body: some View {\n        TabView {\n            ShopView().tabItem { Label(\"Shop\", systemImage: \"bag\") }\n            CartView().tabItem { Label(\"Cart\", systemImage: \"cart\") }\n        }\n    }\n}\n".utf8).write(to: source)
        let scratch = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let (process, out) = try launch(["preview", "--source", "App"], in: folder, environment: ["TMPDIR": scratch.path])
        var text = Self.read(out, until: "redrew")
        XCTAssertTrue(text.contains("imported 1 tab bar from App"), text)
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("tabbar-preview-\(process.processIdentifier)").path))
        let made = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
        XCTAssertEqual(made.count, 1, "\(made)")
        if let name = made.first {
            let attributes = try FileManager.default.attributesOfItem(atPath: scratch.appendingPathComponent(name).path)
            XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o700, name)
            XCTAssertEqual(attributes[.type] as? FileAttributeType, .typeDirectory, name)
            let imported = try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent(name).path)
            XCTAssertTrue(imported.contains { $0.hasSuffix(".yaml") }, "\(imported)")
        }
        process.terminate()
        text += String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertTrue(text.hasSuffix("tabbar preview: stopped\n"), text)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path), [], "the import folder is removed")
        XCTAssertTrue(Self.canListen(on: try Self.port(in: text)), "the port is free again")
    }

    /// The built tool started with `arguments`, its standard output piped.
    private func launch(_ arguments: [String], in folder: URL? = nil, environment extra: [String: String] = [:]) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = cli.executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "TABBARKIT_ICONS" }.merging(extra) { _, new in new }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, out)
    }

    /// What `out` says until it says `word`, it closes, or a minute has passed.
    private static func read(_ out: Pipe, until word: String) -> String {
        var text = ""
        let deadline = Date().addingTimeInterval(60)
        while !text.contains(word), Date() < deadline {
            let data = out.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        return text
    }

    /// The port of the address the preview printed first.
    private static func port(in text: String) throws -> UInt16 {
        let address = try XCTUnwrap(text.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") }, text)
        return try XCTUnwrap(UInt16(address.dropFirst("http://127.0.0.1:".count).prefix { $0.isNumber }), text)
    }

    /// Whether a new socket can listen on 127.0.0.1:`port`, as the next preview would (address
    /// reuse on, so only a socket still listening there is in the way).
    private static func canListen(on port: UInt16) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { Glibc.close(socket) }
        var reuse: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        return bound == 0 && listen(socket, 1) == 0
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
        let (process, out) = try launch(["preview", "--source", "App"], in: folder)
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
