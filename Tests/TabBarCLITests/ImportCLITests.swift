import Foundation
import XCTest

/// `tabbar import`, `lint --source` and `snapshot … --source` as a user runs them, on the
/// example app (Examples/app) and on small apps written here.
final class ImportCLITests: XCTestCase {
    private let cli = CLIRunner()

    private func app(_ files: [String: String]) throws -> URL {
        let folder = try cli.folder()
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    private let tabs = """
        import SwiftUI

        struct StoreTabs: View {
            let cartCount: Int
            var body: some View {
                TabView {
                    ShopView().tabItem { Label("Shop", systemImage: "bag") }
                    CartView().tabItem { Label("Cart", systemImage: "cart") }.badge(cartCount)
                }
            }
        }
        """

    func testImportWritesOneCommentedSpecPerBarAndWarnsPerUnknown() throws {
        let folder = try app(["App/StoreTabs.swift": tabs])
        let run = try cli.run(["import", "App", "-o", "specs"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "tabbar: App/StoreTabs.swift:8: tabs[1].badge: `cartCount` is known only when the app runs; left out (store-tabs)\ntabbar: wrote 1 spec to specs\n")
        let spec = try String(contentsOf: folder.appendingPathComponent("specs/store-tabs.yaml"), encoding: .utf8)
        XCTAssertTrue(spec.contains("  - title: \"Cart\"  # App/StoreTabs.swift:8\n"), spec)
        XCTAssertTrue(spec.contains("#   App/StoreTabs.swift:8: tabs[1].badge:"), spec)
        // The spec renders as any spec does.
        let render = try cli.run(["render", "specs/store-tabs.yaml", "-o", "out/"], in: folder)
        XCTAssertEqual(render.status, 0, render.stderr)

        // --strict: the unknown is an error, exit 1, and nothing is written.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("specs"))
        let strict = try cli.run(["import", "App", "-o", "specs", "--strict"], in: folder)
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.contains("1 unknown with --strict; nothing written"), strict.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("specs").path))
    }

    func testCheckExitsOneWhenTheCodeChangesTheBar() throws {
        let folder = try app(["App/StoreTabs.swift": tabs])
        XCTAssertEqual(try cli.run(["import", "App", "-o", "specs"], in: folder).status, 0)
        let same = try cli.run(["import", "App", "-o", "specs", "--check"], in: folder)
        XCTAssertEqual(same.status, 0, same.stderr)
        // A pull request renames a tab.
        try Data(tabs.replacingOccurrences(of: "\"Cart\"", with: "\"Basket\"").utf8).write(to: folder.appendingPathComponent("App/StoreTabs.swift"))
        let changed = try cli.run(["import", "App", "-o", "specs", "--check"], in: folder)
        XCTAssertEqual(changed.status, 1)
        XCTAssertTrue(changed.stderr.contains("specs/store-tabs.yaml:8: differs from the code, which now gives: - title: \"Basket\"  # App/StoreTabs.swift:8"), changed.stderr)
        let spec = try String(contentsOf: folder.appendingPathComponent("specs/store-tabs.yaml"), encoding: .utf8)
        XCTAssertTrue(spec.contains("\"Cart\""), "--check writes nothing")
    }

    func testBadInputIsOneLineAndExitTwo() throws {
        let folder = try app(["Empty/readme.txt": "no code"])
        let missing = try cli.run(["import", "Nope"], in: folder)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "tabbar: Nope: no such file or folder\n")
        let none = try cli.run(["import", "Empty"], in: folder)
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.stderr.hasSuffix("found no tab bar (SwiftUI TabView, UITabBarController set-up code or storyboard tabBarController)\n"), none.stderr)
    }

    func testJSONNamesEachFieldsSource() throws {
        let folder = try app(["App/StoreTabs.swift": tabs])
        let run = try cli.run(["import", "App", "--json"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let bars = try XCTUnwrap(try run.json()["bars"] as? [[String: Any]])
        XCTAssertEqual(bars.count, 1)
        XCTAssertEqual(bars[0]["name"] as? String, "store-tabs")
        let sources = try XCTUnwrap(bars[0]["sources"] as? [[String: Any]])
        let title = try XCTUnwrap(sources.first { $0["field"] as? String == "tabs[1].title" })
        XCTAssertEqual(title["file"] as? String, "App/StoreTabs.swift")
        XCTAssertEqual(title["line"] as? Int, 8)
        let unknowns = try XCTUnwrap(bars[0]["unknowns"] as? [[String: Any]])
        XCTAssertEqual(unknowns.map { $0["field"] as? String }, ["tabs[1].badge"])
    }

    /// The example app in both its languages: lint names the source line, snapshot verify fails
    /// when a German title changes.
    func testExampleAppLintsAndSnapshotsFromSource() throws {
        let folder = try cli.folder()
        let app = folder.appendingPathComponent("app")
        try FileManager.default.copyItem(at: CLIRunner.root.appendingPathComponent("Examples/app"), to: app)
        let lint = try cli.run(["lint", "--source", "app", "--all-locales"], in: folder)
        XCTAssertEqual(lint.status, 0, lint.stdout + lint.stderr)
        XCTAssertTrue(lint.stderr.contains("in 2 specs"), lint.stderr)

        let record = try cli.run(["snapshot", "record", "--source", "app", "--all-locales", "--dir", "refs", "--report", "report"], in: folder)
        XCTAssertEqual(record.status, 0, record.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("refs/pantry-tabs.de.iphone-17-pro.light@3x.png").path))
        XCTAssertEqual(try cli.run(["snapshot", "verify", "--source", "app", "--all-locales", "--dir", "refs", "--report", "report"], in: folder).status, 0)

        let strings = app.appendingPathComponent("de.lproj/Localizable.strings")
        let german = try String(contentsOf: strings, encoding: .utf8)
        try Data(german.replacingOccurrences(of: "\"Rezepte\"", with: "\"Kochrezepte und mehr\"").utf8).write(to: strings)
        let verify = try cli.run(["snapshot", "verify", "--source", "app", "--all-locales", "--dir", "refs", "--report", "report"], in: folder)
        XCTAssertEqual(verify.status, 1, verify.stdout + verify.stderr)
        XCTAssertTrue(verify.stdout.contains("failed: pantry-tabs.de.iphone-17-pro.light@3x.png"), verify.stdout)
        let spec = try String(contentsOf: folder.appendingPathComponent("report/source-specs/pantry-tabs.de.yaml"), encoding: .utf8)
        XCTAssertTrue(spec.contains("title: \"Kochrezepte und mehr\"  # app/Sources/PantryTabs.swift:13; de at app/de.lproj/Localizable.strings:3"), spec)
    }
}
