import Foundation
import TestSupport
import TabBarImage
import XCTest

/// A fresh package that depends on this checkout by path and on the product `TabBarTesting` only,
/// built and tested with `swift test` from its own folder, as a user would: no TABBARKIT_ICONS, no
/// checkout in its folder. One test, because the first build of the package takes minutes.
final class ConsumerPackageTests: XCTestCase {
    private let root = repositoryRoot

    func testAFreshPackageRecordsComparesAndRefusesWhatItShould() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("tabbar-consumer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: package) }
        let tests = package.appendingPathComponent("Tests/BarTests")
        let strategyTests = package.appendingPathComponent("Tests/StrategyTests")
        let artifacts = package.appendingPathComponent("artifacts")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: strategyTests, withIntermediateDirectories: true)
        try write(Self.manifest(dependency: root), to: package.appendingPathComponent("Package.swift"))
        try write(Self.usersCode, to: tests.appendingPathComponent("BarTests.swift"))
        try write(Self.libraryVerifyCode, to: tests.appendingPathComponent("LibraryVerifyTests.swift"))
        try write(Self.barYAML(tint: nil), to: tests.appendingPathComponent("bar.yaml"))
        try write(Self.strategyCode(icon: "system:favorites"), to: strategyTests.appendingPathComponent("StrategyTests.swift"))
        let references = tests.appendingPathComponent("__Snapshots__/BarTests")
        let strategyReferences = strategyTests.appendingPathComponent("__Snapshots__/StrategyTests")
        let base = ["TABBAR_ARTIFACTS": artifacts.path]

        // First run: every reference recorded, as a valid PNG, and reported so it gets looked at.
        let first = try swiftTest(package, environment: base)
        XCTAssertNotEqual(first.status, 0, first.output)
        let recorded = try FileManager.default.contentsOfDirectory(atPath: references.path).sorted()
        XCTAssertEqual(recorded.map { String($0.prefix(while: { $0 != "." })) }, ["from-file", "from-text", "xctest-file"], first.output)
        for name in recorded {
            let image = try PNGCodec.decode(try Data(contentsOf: references.appendingPathComponent(name)))
            XCTAssertGreaterThan(image.width * image.height, 0, name)
        }
        for name in ["strategySwiftTesting.bar.png", "testStrategy.bar.png"] {
            let image = try PNGCodec.decode(try Data(contentsOf: strategyReferences.appendingPathComponent(name)))
            XCTAssertGreaterThan(image.width * image.height, 0, name)
        }
        XCTAssertTrue(first.output.contains("recorded"), first.output)
        let resolved = try String(contentsOf: package.appendingPathComponent("Package.resolved"), encoding: .utf8)
        XCTAssertTrue(resolved.contains("\"version\" : \"5.0.1\""), "the toolkit built against the package's Yams 5\n\(resolved)")

        // Second run: everything matches, and a whole verify run through the library alone
        // (record, pass, fail on a tint, each with its report folder) passes its checks.
        let second = try swiftTest(package, environment: base)
        XCTAssertEqual(second.status, 0, second.output)
        XCTAssertTrue(second.output.contains("verifyThroughTheLibrary"), second.output)

        // A changed tint fails, naming the expected, actual and diff images in a folder per test file.
        try write(Self.barYAML(tint: "#0A84FF"), to: tests.appendingPathComponent("bar.yaml"))
        let tinted = try swiftTest(package, environment: base)
        XCTAssertNotEqual(tinted.status, 0)
        for label in ["expected", "actual", "diff"] {
            XCTAssertTrue(tinted.output.contains("\(label): \(artifacts.path)/BarTests/"), "\(label)\n\(tinted.output)")
        }
        XCTAssertTrue(tinted.output.contains("TABBAR_RECORD=failed"), tinted.output)
        XCTAssertFalse(tinted.output.contains("--update"), "speaks of environment variables, not flags")
        try write(Self.barYAML(tint: nil), to: tests.appendingPathComponent("bar.yaml"))

        // A spec that cannot be drawn fails at the caller's line with its message, and records
        // nothing: under Swift Testing, XCTest, and the swift-snapshot-testing strategy.
        try write(Self.brokenCode, to: tests.appendingPathComponent("BrokenTests.swift"))
        try write(Self.strategyCode(icon: "missing.svg"), to: strategyTests.appendingPathComponent("StrategyTests.swift"))
        try FileManager.default.removeItem(at: strategyReferences)
        let broken = try swiftTest(package, environment: base)
        XCTAssertNotEqual(broken.status, 0)
        for line in ["BrokenTests.swift:6", "BrokenTests.swift:12", "StrategyTests.swift:8", "StrategyTests.swift:14"] {
            XCTAssertTrue(broken.output.contains(line), "\(line)\n\(broken.output)")
        }
        XCTAssertGreaterThanOrEqual(broken.output.components(separatedBy: "tabs[0].icon:").count - 1, 4, broken.output)
        // Yams 5 keeps both keys for the spec check, as Yams 6 does once the check renames one.
        XCTAssertTrue(broken.output.contains("tint: duplicate key \"tint\" on lines 2 and 5; keep one"), broken.output)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: references.path).filter { $0.hasPrefix("broken") }, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: strategyReferences.path), "the strategy recorded nothing")
        try FileManager.default.removeItem(at: tests.appendingPathComponent("BrokenTests.swift"))
        try write(Self.strategyCode(icon: "system:favorites"), to: strategyTests.appendingPathComponent("StrategyTests.swift"))

        // CI: nothing recorded, a missing reference fails, through both paths.
        try FileManager.default.removeItem(at: references)
        let ci = try swiftTest(package, environment: base.merging(["CI": "1"]) { $1 })
        XCTAssertNotEqual(ci.status, 0)
        XCTAssertTrue(ci.output.contains("has no reference"), ci.output)
        XCTAssertTrue(ci.output.contains("without CI set"), ci.output)
        XCTAssertFalse(ci.output.contains("--update"), "speaks of environment variables, not flags")
        XCTAssertFalse(FileManager.default.fileExists(atPath: references.path), ci.output)
        XCTAssertEqual((try? FileManager.default.contentsOfDirectory(atPath: strategyReferences.path)) ?? [], [], ci.output)

        // A TABBAR_RECORD value that means nothing is an error naming it.
        let unknown = try swiftTest(package, environment: base.merging(["TABBAR_RECORD": "yes"]) { $1 })
        XCTAssertNotEqual(unknown.status, 0)
        XCTAssertTrue(unknown.output.contains("TABBAR_RECORD=\"yes\" is not a setting"), unknown.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: references.path))
    }

    private func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url)
    }

    private func swiftTest(_ package: URL, environment extra: [String: String]) throws -> (status: Int32, output: String) {
        try runProcess(
            ["swift", "test", "--scratch-path", package.appendingPathComponent(".build").path], in: package,
            unset: ["CI", "TABBAR_RECORD", "TABBAR_ARTIFACTS", "TABBARKIT_ICONS", "TABBARKIT_FONT_DIRS", "SNAPSHOT_TESTING_RECORD"],
            environment: extra)
    }

    private static func manifest(dependency: URL) -> String {
        let identity = dependency.lastPathComponent.lowercased()
        return """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Consumer",
            // A package that already uses Yams 5 (the toolkit's own build resolves Yams 6): the
            // toolkit accepts either, so the two builds between them cover both.
            dependencies: [
                .package(path: "\(dependency.path)"),
                .package(url: "https://github.com/jpsim/Yams.git", exact: "5.0.1"),
            ],
            targets: [
                .testTarget(
                    name: "BarTests",
                    dependencies: [.product(name: "TabBarTesting", package: "\(identity)"), .product(name: "Yams", package: "Yams")],
                    exclude: ["bar.yaml", "__Snapshots__"]),
                .testTarget(
                    name: "StrategyTests",
                    dependencies: [.product(name: "TabBarSnapshotTesting", package: "\(identity)")],
                    exclude: ["__Snapshots__"]),
            ]
        )

        """
    }

    private static func barYAML(tint: String?) -> String {
        """
        device: iphone-15
        \(tint.map { "tint: \"\($0)\"" } ?? "")
        tabs:
          - { title: Home, icon: "system:favorites" }
          - { title: Recents, icon: "system:recents" }

        """
    }

    /// issue 36: what `tabbar snapshot verify` does, from a package's tests through the library:
    /// references written all or nothing, a report folder, a verdict.
    private static let libraryVerifyCode = #"""
    import Foundation
    import Testing
    import TabBarTesting

    @Test func verifyThroughTheLibrary() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("library-verify-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("bar.yaml").path
        func run(tint: String? = nil) throws -> SnapshotRunResult {
            var run = SnapshotRun(
                specs: [spec], references: folder.appendingPathComponent("refs").path,
                reportFolder: folder.appendingPathComponent("report").path, updateMode: .missing)
            run.overrides = try tint.map { [try SpecOverride(argument: "tint=\($0)")] } ?? []
            run.environment = [:]
            return try run.run()
        }
        let recorded = try run()
        guard case .referencesWritten(1, _) = recorded.verdict else { Issue.record("first run: \(recorded.verdict)"); return }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("refs").path).contains { $0.hasSuffix("@3x.png") })
        #expect(try run().verdict == .passed)
        let tinted = try run(tint: "#FF3B30")
        guard case .failed(1, let page) = tinted.verdict else { Issue.record("tinted run: \(tinted.verdict)"); return }
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("bar.iphone-15.light@3x"))
        let summary = try Data(contentsOf: folder.appendingPathComponent("report/summary.json"))
        #expect(String(decoding: summary, as: UTF8.self).contains("\"failed\""))
        #expect(tinted.report.failures.map(\.name) == ["bar.iphone-15.light@3x.png"])
    }

    """#

    /// The issue's code, as written.
    private static let usersCode = #"""
    import Foundation
    import Testing
    import XCTest
    import TabBarTesting

    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    @Test func barFromText() throws {
        let spec = try SpecDocument(yaml: """
        device: iphone-15
        tabs:
          - { title: Home, icon: "system:favorites" }
          - { title: Search, icon: "system:search", badge: "!" }
        """)
        assertSnapshot(of: spec, named: "from-text")
    }

    @Test func barFromFile() throws {
        assertSnapshot(of: try SpecDocument(contentsOf: here.appendingPathComponent("bar.yaml")), named: "from-file")
    }

    final class BarXCTests: XCTestCase {
        func testBarFromFile() throws {
            assertSnapshot(of: try SpecDocument(contentsOf: here.appendingPathComponent("bar.yaml")), named: "xctest-file")
        }
    }

    """#

    // Line numbers matter: the test looks for BrokenTests.swift:6 and :12.
    private static let brokenCode = #"""
    import Testing
    import XCTest
    import TabBarTesting

    @Test func brokenSwiftTesting() throws {
        assertSnapshot(of: try SpecDocument(yaml: "device: iphone-15\ntabs:\n  - { title: A, icon: missing.svg }\n"), named: "broken-swift-testing")
    }

    final class BrokenXCTests: XCTestCase {
        func testBroken() throws {
            let spec = try SpecDocument(yaml: "device: iphone-15\ntabs:\n  - { title: A, icon: missing.svg }\n")
            assertSnapshot(of: spec, named: "broken-xctest")
        }
    }

    @Test func duplicateKey() throws {
        _ = try SpecDocument(yaml: "device: iphone-15\ntint: \"#FF0000\"\ntabs:\n  - { title: A }\ntint: \"#00FF00\"\n")
    }

    """#

    // The assertions sit on lines 8 (Swift Testing) and 14 (XCTest).
    private static func strategyCode(icon: String) -> String {
        #"""
        import SnapshotTesting
        import TabBarSnapshotTesting
        import Testing
        import XCTest

        @Test func strategySwiftTesting() throws {
            let spec = try SpecDocument(yaml: "device: iphone-8\ntabs:\n  - { title: A, icon: \"\#(icon)\" }\n")
            assertSnapshot(of: spec, as: .tabBar(), named: "bar")
        }

        final class StrategyXCTests: XCTestCase {
            func testStrategy() throws {
                let spec = try SpecDocument(yaml: "device: iphone-8\ntabs:\n  - { title: A, icon: \"\#(icon)\" }\n")
                assertSnapshot(of: spec, as: .tabBar(), named: "bar")
            }
        }

        """#
    }
}
