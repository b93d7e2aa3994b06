import Foundation
import TestSupport
import XCTest

/// The module graph as the design states it, read from the manifest SwiftPM resolves: geometry at
/// the bottom with no dependencies, a model that builds without C, a command line that links no
/// test framework.
final class ArchitectureTests: XCTestCase {
    private func manifest() throws -> [String: [String]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A scratch folder of its own: the running tests hold the lock on the package's .build.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tabbar-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        process.arguments = ["swift", "package", "dump-package", "--package-path", repositoryRoot.path, "--scratch-path", scratch.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try XCTUnwrap(object["targets"] as? [[String: Any]])
        var graph: [String: [String]] = [:]
        for target in targets {
            let name = try XCTUnwrap(target["name"] as? String)
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency -> String? in
                for key in ["byName", "target", "product"] {
                    if let value = dependency[key] as? [Any], let first = value.first as? String { return first }
                }
                return nil
            }
            graph[name] = dependencies
        }
        return graph
    }

    private func closure(of name: String, in graph: [String: [String]]) -> Set<String> {
        var seen: Set<String> = []
        var stack = [name]
        while let next = stack.popLast() {
            for dependency in graph[next] ?? [] where seen.insert(dependency).inserted { stack.append(dependency) }
        }
        return seen
    }

    func testGeometryIsAtTheBottomAndTheModelBuildsWithoutC() throws {
        let graph = try manifest()
        XCTAssertEqual(graph["TabBarGeometry"], [], "geometry depends on nothing")
        XCTAssertEqual(closure(of: "TabBarModel", in: graph), ["Yams", "TabBarGeometry", "TabBarFiles"])
        for module in ["TabBarGeometry", "TabBarFiles", "TabBarModel"] {
            let sources = repositoryRoot.appendingPathComponent("Sources/\(module)")
            let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
            XCTAssertFalse(files.isEmpty, module)
            XCTAssertTrue(files.allSatisfy { !$0.hasSuffix(".c") && !$0.hasSuffix(".h") && !$0.hasSuffix(".modulemap") }, "\(module) has no C")
        }
    }

    func testTheToolkitsIconsLiveAtTheTopAndTravelAsAResourceTarget() throws {
        let graph = try manifest()
        XCTAssertEqual(graph["TabBarIcons"], [], "a resource target with nothing below it")
        XCTAssertTrue(graph["TabBarRender"]?.contains("TabBarIcons") ?? false)
        let icons = repositoryRoot.appendingPathComponent("Icons/svg")
        XCTAssertTrue(FileManager.default.fileExists(atPath: icons.appendingPathComponent("favorites.svg").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: icons.appendingPathComponent("bar").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent("Sources/TabBarRender/Resources").path))
    }

    func testTheCommandLineLinksNoTestFramework() throws {
        let graph = try manifest()
        let linked = closure(of: "tabbar", in: graph)
        XCTAssertFalse(linked.contains("TabBarTesting") || linked.contains("TabBarSnapshotTesting") || linked.contains("SnapshotTesting"), "\(linked)")
    }
}
