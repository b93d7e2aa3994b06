import Foundation
import TabBarImage
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
        XCTAssertTrue(spec.hasSuffix("""
            unknowns:
              - field: "tabs[1].badge"
                source: "App/StoreTabs.swift:8"
                reason: "`cartCount` is known only when the app runs; left out"

            """), spec)
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

    /// The spec records each unknown, and lint says each one, naming the line of the app's code:
    /// on the written spec and straight from the source.
    func testLintWarnsForEachUnknownTheSpecRecords() throws {
        let folder = try app(["App/StoreTabs.swift": tabs])
        XCTAssertEqual(try cli.run(["import", "App", "-o", "specs"], in: folder).status, 0)
        let written = try cli.run(["lint", "specs/store-tabs.yaml", "--json"], in: folder)
        XCTAssertEqual(written.status, 0, written.stderr)
        let findings = try XCTUnwrap(try written.json()["findings"] as? [[String: Any]]).filter { $0["rule"] as? String == "import-unknown" }
        XCTAssertEqual(findings.count, 1, written.stdout)
        XCTAssertEqual(findings.first?["severity"] as? String, "warning")
        XCTAssertEqual(findings.first?["path"] as? String, "unknowns[0]")
        XCTAssertTrue((findings.first?["message"] as? String ?? "").hasPrefix("App/StoreTabs.swift:8: tabs[1].badge: `cartCount`"), written.stdout)

        let source = try cli.run(["lint", "--source", "App"], in: folder)
        XCTAssertEqual(source.status, 0, source.stderr)
        let line = try XCTUnwrap(source.stdout.split(separator: "\n").first { $0.contains("import-unknown") }, source.stdout)
        XCTAssertTrue(line.hasPrefix("App/StoreTabs.swift:8 (store-tabs)"), String(line))
        // The other warning: two tabs are too few (too-few-tabs).
        XCTAssertEqual(source.stdout.split(separator: "\n").filter { $0.contains("import-unknown") }.count, 1, source.stdout)
        XCTAssertTrue(source.stderr.contains("0 errors and 2 warnings in 1 spec"), source.stderr)
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

        // The unknowns are compared too: the badge's variable moves a line down.
        try Data(tabs.utf8).write(to: folder.appendingPathComponent("App/StoreTabs.swift"))
        XCTAssertEqual(try cli.run(["import", "App", "-o", "specs", "--check"], in: folder).status, 0)
        let moved = tabs.replacingOccurrences(of: "CartView().tabItem { Label(\"Cart\", systemImage: \"cart\") }.badge(cartCount)", with: "CartView().tabItem { Label(\"Cart\", systemImage: \"cart\") }\n                .badge(cartCount)")
        XCTAssertNotEqual(moved, tabs)
        try Data(moved.utf8).write(to: folder.appendingPathComponent("App/StoreTabs.swift"))
        let unknownMoved = try cli.run(["import", "App", "-o", "specs", "--check"], in: folder)
        XCTAssertEqual(unknownMoved.status, 1, unknownMoved.stderr)
        XCTAssertTrue(unknownMoved.stderr.contains("source: \"App/StoreTabs.swift:9\""), unknownMoved.stderr)
    }

    /// `--check` read every `.yaml` of the folder whole: a FIFO there hung it, a large file
    /// was read to its end. Only a spec's head is read for the import's mark.
    func testCheckReadsNoMoreOfAFileThanItNeeds() throws {
        let folder = try app(["App/StoreTabs.swift": tabs])
        XCTAssertEqual(try cli.run(["import", "App", "-o", "specs"], in: folder).status, 0)
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("specs/pipe.yaml").path, 0o600), 0)
        let stale = folder.appendingPathComponent("specs/old-tabs.yaml")
        try Data("# old-tabs: a bar\n# Written by `tabbar import`; import again rather than edit it.\n".utf8).write(to: stale)
        XCTAssertEqual(truncate(stale.path, 64 << 20), 0)
        let check = try cli.run(["import", "App", "-o", "specs", "--check"], in: folder)
        XCTAssertEqual(check.status, 1, check.stderr)
        XCTAssertTrue(check.stderr.hasSuffix("tabbar: specs/old-tabs.yaml: the code no longer declares this tab bar\ntabbar: 1 spec differs from the app's code; run `tabbar import` without --check to update them\n"), check.stderr)

        // A committed spec larger than the code's differs, and is not read past that size.
        let spec = folder.appendingPathComponent("specs/store-tabs.yaml")
        try FileManager.default.removeItem(at: stale)
        XCTAssertEqual(truncate(spec.path, 64 << 20), 0)
        let grown = try cli.run(["import", "App", "-o", "specs", "--check"], in: folder)
        XCTAssertEqual(grown.status, 1, grown.stderr)
        XCTAssertTrue(grown.stderr.contains("\ntabbar: specs/store-tabs.yaml: differs from the code, which now gives a shorter spec\n"), grown.stderr)
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

        // The report card names where the app's code declares the bar.
        let html = try String(contentsOf: folder.appendingPathComponent("report/report.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("<h2>pantry-tabs.de.iphone-17-pro.light@3x.png</h2><span class=\"status failed\">failed</span></header><p class=\"source\">Declared at <code>app/Sources/PantryTabs.swift:8</code>"), html)
        let summary = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("report/summary.json"))) as? [String: Any]
        let outcomes = try XCTUnwrap((summary?["report"] as? [String: Any])?["outcomes"] as? [[String: Any]])
        XCTAssertEqual(outcomes.map { $0["source"] as? String }, ["app/Sources/PantryTabs.swift:8", "app/Sources/PantryTabs.swift:8"])
    }

    /// The report folder is untrusted ground (an earlier job's artefact): links planted at the
    /// imported specs' folder or at a spec's name were written through.
    func testImportedSpecsAreNeverWrittenThroughALinkInTheReport() throws {
        let folder = try cli.folder()
        try FileManager.default.copyItem(at: CLIRunner.root.appendingPathComponent("Examples/app"), to: folder.appendingPathComponent("app"))
        let victim = folder.appendingPathComponent("victim")
        try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: victim.appendingPathComponent("pantry-tabs.yaml"))
        let report = folder.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: report.appendingPathComponent("source-specs"), withDestinationURL: victim)
        let linkedFolder = try cli.run(["snapshot", "verify", "--source", "app", "--dir", "refs", "--report", "report"], in: folder)
        XCTAssertEqual(linkedFolder.status, 2, linkedFolder.stderr)
        XCTAssertEqual(linkedFolder.stderr, "tabbar: report/source-specs: expected a folder of imported specs, found a link or a file; remove it, or choose an empty --report folder\n")

        try FileManager.default.removeItem(at: report.appendingPathComponent("source-specs"))
        try FileManager.default.createDirectory(at: report.appendingPathComponent("source-specs"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: report.appendingPathComponent("source-specs/pantry-tabs.yaml"), withDestinationURL: victim.appendingPathComponent("pantry-tabs.yaml"))
        let linkedFile = try cli.run(["snapshot", "verify", "--source", "app", "--dir", "refs", "--report", "report"], in: folder)
        XCTAssertEqual(linkedFile.status, 2, linkedFile.stderr)
        XCTAssertTrue(linkedFile.stderr.contains("it is a symbolic link inside the report folder"), linkedFile.stderr)
        XCTAssertEqual(try String(contentsOf: victim.appendingPathComponent("pantry-tabs.yaml"), encoding: .utf8), "mine\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: victim.path), ["pantry-tabs.yaml"])
    }

    /// Plain lint refuses more than 100,000 specs × variants before linting any; the specs
    /// imported with `--source` were not counted, so two of them in 100,000 variants linted on.
    func testLintFromSourceCountsImportedSpecsAgainstTheVariantBound() throws {
        let folder = try cli.folder()
        try FileManager.default.copyItem(at: CLIRunner.root.appendingPathComponent("Examples/app"), to: folder.appendingPathComponent("app"))
        let thousand = (0..<1_000).map(String.init).joined(separator: ",")
        let hundred = (0..<100).map(String.init).joined(separator: ",")
        let lint = try cli.run(["lint", "--source", "app", "--all-locales", "--matrix", "tabs[0].badge=" + thousand, "--matrix", "tabs[1].badge=" + hundred], in: folder)
        XCTAssertEqual(lint.status, 2, lint.stdout + lint.stderr)
        XCTAssertEqual(lint.stderr, "tabbar: --matrix: 2 spec(s) in 100000 variant(s) each make more than 100000 renders; expected at most 100000 in one run\n")
    }

    /// A renamed tab fails verify in words, with the line that now gives it, even where the
    /// pixels cannot show it (a symbol the toolkit does not draw renamed to another it does not
    /// draw); `--update failed` keeps the new spec beside the references.
    func testVerifyFromSourceSaysWhichFieldChanged() throws {
        let folder = try cli.folder()
        let app = folder.appendingPathComponent("app")
        try FileManager.default.copyItem(at: CLIRunner.root.appendingPathComponent("Examples/app"), to: app)
        let tabs = app.appendingPathComponent("Sources/PantryTabs.swift")
        let code = try String(contentsOf: tabs, encoding: .utf8)
        try Data(code.replacingOccurrences(of: "systemImage: \"cart\"", with: "systemImage: \"gauge.with.needle\"").utf8).write(to: tabs)
        let record = try cli.run(["snapshot", "record", "--source", "app", "--all-locales", "--dir", "refs", "--report", "report"], in: folder)
        XCTAssertEqual(record.status, 0, record.stderr)
        let kept = try String(contentsOf: folder.appendingPathComponent("refs/pantry-tabs.de.imported.yaml"), encoding: .utf8)
        XCTAssertTrue(kept.contains("title: \"Rezepte\""), kept)

        let strings = app.appendingPathComponent("de.lproj/Localizable.strings")
        let german = try String(contentsOf: strings, encoding: .utf8)
        try Data(german.replacingOccurrences(of: "\"Rezepte\"", with: "\"Kochbuch\"").utf8).write(to: strings)
        try Data(code.replacingOccurrences(of: "systemImage: \"cart\"", with: "systemImage: \"speedometer.dial\"").utf8).write(to: tabs)
        let verify = try cli.run(["snapshot", "verify", "--source", "app", "--all-locales", "--dir", "refs", "--report", "report"], in: folder, environment: ["CI": "true"])
        XCTAssertEqual(verify.status, 1, verify.stdout + verify.stderr)
        let changed = verify.stdout.split(separator: "\n").filter { $0.hasPrefix("changed: ") }
        XCTAssertTrue(changed.contains("changed: pantry-tabs.de: tabs[1].title: \"Rezepte\" → \"Kochbuch\" (app/Sources/PantryTabs.swift:13; de at app/de.lproj/Localizable.strings:3)"), verify.stdout)
        XCTAssertTrue(changed.contains { $0.hasPrefix("changed: pantry-tabs.en: unknowns[0].reason: \"SF Symbol \\\"gauge.with.needle\\\"") && $0.contains("→ \"SF Symbol \\\"speedometer.dial\\\"") }, verify.stdout)
        // The English picture did not change, the English spec did: still a failure.
        XCTAssertTrue(verify.stdout.contains("passed: pantry-tabs.en.iphone-17-pro.light@3x.png") || !verify.stdout.contains("failed: pantry-tabs.en"), verify.stdout)
        XCTAssertTrue(verify.stderr.contains("2 imported specs changed since the references were recorded"), verify.stderr)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("refs/pantry-tabs.de.imported.yaml"), encoding: .utf8), kept, "verify under CI keeps no spec")

        let accept = try cli.run(["snapshot", "verify", "--source", "app", "--all-locales", "--dir", "refs", "--report", "report", "--update", "failed"], in: folder)
        XCTAssertEqual(accept.status, 1, "references written: look at them")
        let again = try cli.run(["snapshot", "verify", "--source", "app", "--all-locales", "--dir", "refs", "--report", "report"], in: folder, environment: ["CI": "true"])
        XCTAssertEqual(again.status, 0, again.stdout + again.stderr)
        XCTAssertFalse(again.stdout.contains("changed: "), again.stdout)
    }

    /// A spec file's report card names no source.
    func testASpecFilesReportCardNamesNoSource() throws {
        let folder = try cli.folder()
        try Data("device: iphone-15\ntabs:\n  - { title: Home }\n".utf8).write(to: folder.appendingPathComponent("bar.yaml"))
        XCTAssertEqual(try cli.run(["snapshot", "verify", "bar.yaml", "--dir", "refs", "--report", "report", "--update", "missing"], in: folder).status, 1)
        let html = try String(contentsOf: folder.appendingPathComponent("report/report.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("<h2>bar.iphone-15.light@3x.png</h2>"), html)
        XCTAssertFalse(html.contains("Declared at"), html)
    }

    /// `--matrix` applies to the imported bars as to spec files: one reference per variant, named
    /// as a spec file's would be, checked again by verify; lint says each variant by its name.
    func testMatrixMakesOneReferencePerVariantOfTheImportedBar() throws {
        let folder = try cli.folder()
        let app = folder.appendingPathComponent("app")
        try FileManager.default.copyItem(at: CLIRunner.root.appendingPathComponent("Examples/app"), to: app)
        let options = ["--source", "app", "--matrix", "ios=18,26", "--dir", "refs", "--report", "report"]
        let record = try cli.run(["snapshot", "record"] + options, in: folder)
        XCTAssertEqual(record.status, 0, record.stdout + record.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("refs").path).filter { $0.hasSuffix(".png") }.sorted()
        XCTAssertEqual(names, ["pantry-tabs.ios18.iphone-17-pro.light@3x.png", "pantry-tabs.ios26.iphone-17-pro.light@3x.png"])
        let ios18 = try PNGCodec.decode(Data(contentsOf: folder.appendingPathComponent("refs/" + names[0])))
        let ios26 = try PNGCodec.decode(Data(contentsOf: folder.appendingPathComponent("refs/" + names[1])))
        XCTAssertNotEqual(ios18.pixels, ios26.pixels, "each variant draws its own release")

        let verify = try cli.run(["snapshot", "verify"] + options, in: folder)
        XCTAssertEqual(verify.status, 0, verify.stdout + verify.stderr)
        XCTAssertTrue(verify.stdout.contains("2 passed, 0 failed"), verify.stdout)
        // The same names the next run, and for each language with --all-locales.
        let locales = try cli.run(["snapshot", "record"] + options + ["--all-locales", "--dir", "refs-locales"], in: folder)
        XCTAssertEqual(locales.status, 0, locales.stderr)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("refs-locales").path).filter { $0.hasSuffix(".png") }.sorted(),
            ["pantry-tabs.de.ios18.iphone-17-pro.light@3x.png", "pantry-tabs.de.ios26.iphone-17-pro.light@3x.png",
             "pantry-tabs.en.ios18.iphone-17-pro.light@3x.png", "pantry-tabs.en.ios26.iphone-17-pro.light@3x.png"])

        let lint = try cli.run(["lint", "--source", "app", "--matrix", "ios=18,26", "--set", "tabs[0].title=Today and tomorrow and the day after", "--json"], in: folder)
        XCTAssertEqual(lint.status, 0, lint.stdout + lint.stderr)
        let files = Set(try XCTUnwrap(try lint.json()["findings"] as? [[String: Any]]).compactMap { $0["file"] as? String })
        XCTAssertTrue(files.isSuperset(of: ["app/Sources/PantryTab.swift:11 (pantry-tabs.ios18)", "app/Sources/PantryTab.swift:11 (pantry-tabs.ios26)"]), "\(files)")
        let plain = try cli.run(["lint", "--source", "app", "--matrix", "ios=18,26"], in: folder)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertTrue(plain.stderr.contains("in 1 spec (2 variants)"), plain.stderr)
    }
}
