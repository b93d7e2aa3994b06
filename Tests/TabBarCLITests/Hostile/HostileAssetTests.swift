import Foundation
import TabBarImage
import XCTest

/// §4, §7, §8: icons and backdrops that could exhaust the machine, text lint and render agree
/// on, and references that CI and reports never touch.
final class HostileAssetTests: XCTestCase {
    private func specText(icon: String, backdrop: String? = nil) -> String {
        """
        device: iphone-15
        \(backdrop.map { "backdrop: \($0)\n" } ?? "")tabs:
          - { title: A, icon: "system:favorites" }
          - { title: B, icon: "\(icon)" }
          - { title: C, icon: "system:recents" }
        """
    }

    private func svg(_ body: String) -> String {
        "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' width='25' height='25' viewBox='0 0 25 25'>\(body)</svg>"
    }

    // MARK: - §4

    func testHostileIconsAreRefusedNamingSpecFieldAndRule() throws {
        let hostile = try HostileCase()
        let bigPNG = pngHeader(width: 16000, height: 16000).base64EncodedString()
        var uses = "<g id='l0'><path d='M0 0h1v1z'/></g>"
        for level in 1..<12 {
            uses += "<g id='l\(level)'>" + String(repeating: "<use xlink:href='#l\(level - 1)'/>", count: 10) + "</g>"
        }
        let cases: [(String, String, String)] = [
            ("embedded.svg", svg("<image width='25' height='25' href='data:image/png;base64,\(bigPNG)'/>"), "embedded PNG of 16000×16000"),
            ("turbulence.svg", svg("<filter id='f'><feTurbulence baseFrequency='0.9' numOctaves='1000'/></filter><rect width='25' height='25' filter='url(#f)'/>"), "feturbulence"),
            ("script.svg", svg("<script>alert(1)</script><path d='M0 0h9v9z'/>"), "script"),
            ("remote.svg", svg("<image width='25' height='25' href='https://example.com/x.png'/>"), "external resource"),
            ("entity.svg", "<?xml version='1.0'?><!DOCTYPE svg [<!ENTITY a 'aaaa'>]>" + svg("<text>&a;</text>"), "entity"),
            ("css.svg", svg("<style>@import url(x.css);</style>"), "@import"),
            ("jpeg.svg", svg("<image width='25' height='25' href='data:image/jpeg;base64,/9j/4AAQ'/>"), "not a base64 PNG"),
            ("uses.svg", svg("<defs>\(uses)</defs><use xlink:href='#l11'/>"), "expand to more than 50000 elements"),
            ("paths.svg", svg("<path d='M0 0 " + String(repeating: "L1 2 ", count: 2100) + "'/>"), "paths of more than 4000 numbers"),
            ("filtered.svg", svg("<filter id='b'><feGaussianBlur stdDeviation='1'/></filter>" + String(repeating: "<rect width='1' height='1' filter='url(#b)'/>", count: 257)), "filters that make 257 passes"),
        ]
        for (name, text, rule) in cases {
            _ = try hostile.write(text, name)
            let spec = try hostile.write(specText(icon: name), "spec-\(name).yaml")
            try hostile.expectFailure(["render", spec], status: 2, naming: ["spec-\(name).yaml", "tabs[1].icon", rule])
        }
    }

    func testAPNGBackdropIsMeasuredFromItsHeaderBeforeDecoding() throws {
        let hostile = try HostileCase()
        _ = try hostile.write(pngHeader(width: 100_000, height: 100_000), "huge.png")
        let spec = try hostile.write(specText(icon: "system:search", backdrop: "huge.png"), "backdrop.yaml")
        try hostile.expectFailure(["render", spec], status: 2, naming: ["backdrop.yaml", "backdrop"])
        _ = try hostile.write(svg("<filter id='f'><feConvolveMatrix order='3' kernelMatrix='0 0 0 0 1 0 0 0 0'/></filter>"), "convolve.svg")
        let svgSpec = try hostile.write(specText(icon: "system:search", backdrop: "convolve.svg"), "svg-backdrop.yaml")
        try hostile.expectFailure(["render", svgSpec], status: 2, naming: ["svg-backdrop.yaml", "backdrop", "feconvolvematrix"])
    }

    func testAnIconOfCheapFiltersAndASmallEmbeddedPNGStillRenders() throws {
        let hostile = try HostileCase()
        let small = try PNGCodec.encode(RGBAImage(width: 4, height: 4, fill: (0, 0, 0, 255))).base64EncodedString()
        _ = try hostile.write(svg("<filter id='f'><feGaussianBlur stdDeviation='1'/></filter><path filter='url(#f)' d='M2 2h20v20z'/><image width='8' height='8' href='data:image/png;base64,\(small)'/>"), "fine.svg")
        let spec = try hostile.write(specText(icon: "fine.svg"), "fine.yaml")
        let run = try hostile.cli.run(["render", spec, "-o", "fine.png"], in: hostile.folder)
        XCTAssertEqual(run.status, 0, run.stderr)
    }

    // MARK: - §7

    func testLintAndRenderAgreeOnText() throws {
        let hostile = try HostileCase()
        let drawable = try hostile.write("""
            device: iphone-15
            tabs:
              - { title: "Hi 😀", icon: "system:favorites" }
              - { title: "مرحبا", icon: "system:recents" }
              - { title: "日本語", icon: "system:search" }
              - { title: "שלום", icon: "system:contacts" }
              - { title: "สวัสดี", icon: "system:downloads" }
            """, "scripts.yaml")
        XCTAssertEqual(try hostile.cli.run(["render", drawable, "-o", "scripts.png"], in: hostile.folder).status, 0)
        let lint = try hostile.cli.run(["lint", drawable], in: hostile.folder)
        XCTAssertFalse(lint.stdout.contains("undrawable"), lint.stdout)

        // U+0378 is unassigned: no font has it.
        let undrawable = try hostile.write("device: iphone-15\ntabs:\n  - { title: \"A\\u0378\", icon: \"system:favorites\" }\n  - { title: B, icon: \"system:recents\" }\n  - { title: C, icon: \"system:search\" }\n", "glyph.yaml")
        let render = try hostile.expectFailure(["render", undrawable], status: 2, naming: ["glyph.yaml", "tabs[0].title", "U+0378"])
        let found = try hostile.cli.run(["lint", undrawable], in: hostile.folder)
        XCTAssertEqual(found.status, 1)
        let findings = found.stdout.split(separator: "\n").filter { $0.contains("undrawable-text") }
        XCTAssertEqual(findings.count, 1, found.stdout)
        let renderWords = try XCTUnwrap(render.stderr.components(separatedBy: "tabs[0].title: ").last?.trimmingCharacters(in: .newlines))
        let lintWords = try XCTUnwrap(findings.first?.components(separatedBy: "error[undrawable-text]: ").last)
        XCTAssertEqual(renderWords, String(lintWords), "the same words")
    }

    // MARK: - §8

    private func snapshotSetUp(_ hostile: HostileCase) throws -> (spec: String, refs: String) {
        let spec = try hostile.write(hostile.minimalSpec, "bar.yaml")
        try FileManager.default.createDirectory(atPath: hostile.path("refs"), withIntermediateDirectories: true)
        return (spec, hostile.path("refs"))
    }

    func testAReportInsideTheReferencesIsRefused() throws {
        let hostile = try HostileCase()
        let (spec, refs) = try snapshotSetUp(hostile)
        for report in [refs, refs + "/report", refs + "/../refs/sub"] {
            try hostile.expectFailure(["snapshot", "verify", spec, "--dir", refs, "--report", report], status: 2, naming: ["--report", "inside the references folder"])
        }
    }

    func testCINeverWritesOrDeletesReferences() throws {
        let hostile = try HostileCase()
        let (spec, refs) = try snapshotSetUp(hostile)
        for ci in ["1", "true", "TRUE", "yes"] {
            try hostile.expectFailure(["snapshot", "record", spec, "--dir", refs], status: 2, naming: ["CI is set"], environment: ["CI": ci])
            try hostile.expectFailure(["snapshot", "verify", spec, "--dir", refs, "--update", "failed", "--report", "r"], status: 2, naming: ["CI is set"], environment: ["CI": ci])
        }
        // Not CI: record one reference, then leave an orphan beside it.
        for ci in ["", "0", "false", "False"] {
            XCTAssertEqual(try hostile.cli.run(["snapshot", "record", spec, "--dir", refs, "--report", "r"], in: hostile.folder, environment: ["CI": ci]).status, 0)
        }
        // bar.yaml no longer makes an iPad reference: an orphan of a spec in the run.
        _ = try hostile.write(try PNGCodec.encode(RGBAImage(width: 1, height: 1, fill: (0, 0, 0, 255))), "refs/bar.ipad.light@2x.png")
        let prune = try hostile.expectFailure(
            ["snapshot", "verify", spec, "--dir", refs, "--prune", "--report", "r"], status: 1, naming: ["bar.ipad.light@2x.png", "nothing was deleted"],
            environment: ["CI": "1"], reportFolder: "r")
        XCTAssertTrue(FileManager.default.fileExists(atPath: hostile.path("refs/bar.ipad.light@2x.png")), prune.stderr)
        try hostile.expectFailure(
            ["snapshot", "verify", spec, "--dir", refs, "--prune-unlisted", "--report", "r"], status: 2, naming: ["--prune-unlisted", "CI is set"],
            environment: ["CI": "1"])
    }

    func testUpdateWritesNoReferenceForASpecThatFailed() throws {
        let hostile = try HostileCase()
        let (_, refs) = try snapshotSetUp(hostile)
        let bad = try hostile.write("device: iphone-15\ntabs:\n  - { title: A, icon: \"gone.svg\" }\n", "bad.yaml")
        try hostile.expectFailure(["snapshot", "verify", bad, "--dir", refs, "--update", "all", "--report", "r"], status: 2, naming: ["bad.yaml", "tabs[0].icon"], reportFolder: "r")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: refs), [])
    }

    func testABadSpecIsAnErroredCaseAndTheGoodOnesAreStillChecked() throws {
        let hostile = try HostileCase()
        let (good, refs) = try snapshotSetUp(hostile)
        XCTAssertEqual(try hostile.cli.run(["snapshot", "record", good, "--dir", refs, "--report", "r"], in: hostile.folder).status, 0)
        let bad = try hostile.write("device: iphone-15\ntabs:\n  - { title: A, badge: [1, 2] }\n", "bad.yaml")
        let run = try hostile.cli.run(
            ["snapshot", "verify", bad, good, "--dir", refs, "--junit", "j.xml", "--report", "rep"], in: hostile.folder, environment: ["CI": "1"])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("bad.yaml") && run.stderr.contains("tabs[0].badge"), run.stderr)
        XCTAssertTrue(run.stdout.contains("1 passed, 0 failed, 1 error,"), run.stdout)
        XCTAssertEqual(run.stdout.components(separatedBy: "bad.yaml").count - 1, 1, "the error line names its spec once: \(run.stdout)")
        let junit = try String(contentsOfFile: hostile.path("j.xml"), encoding: .utf8)
        XCTAssertTrue(junit.contains("tests=\"2\" failures=\"0\" errors=\"1\""), junit)
        XCTAssertTrue(junit.contains("<error type=\"invalid-spec\""), junit)
        XCTAssertTrue(junit.contains("name=\"bar.iphone-15.light@3x.png\""), "the good spec is a case: \(junit)")
        let summary = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: hostile.path("rep/summary.json")))) as? [String: Any]
        let counts = summary?["summary"] as? [String: Int]
        XCTAssertEqual(counts?["errors"], 1)
        XCTAssertEqual(counts?["passed"], 1)
        let page = try String(contentsOfFile: hostile.path("rep/report.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("tabs[0].badge"), "the error has a card")
    }

    func testAFailedRunChangesNoReference() throws {
        let hostile = try HostileCase()
        let (good, refs) = try snapshotSetUp(hostile)
        XCTAssertEqual(try hostile.cli.run(["snapshot", "record", good, "--dir", refs, "--report", "r"], in: hostile.folder).status, 0)
        let environment = try Data(contentsOf: URL(fileURLWithPath: refs + "/environment.json"))
        // The good spec changes its tint, so --update all would replace its reference, but the run has a broken spec.
        _ = try hostile.write(hostile.minimalSpec.replacingOccurrences(of: "ios: 17\n", with: "ios: 17\ntint: \"#FF2D55\"\n"), "bar.yaml")
        let broken = try hostile.write("{ \"device\": \"iphone-15\", ", "broken.json")
        let fresh = try hostile.write(hostile.minimalSpec, "fresh.yaml")
        try hostile.expectFailure(
            ["snapshot", "verify", good, broken, fresh, "--dir", refs, "--update", "all", "--report", "r"], status: 2,
            naming: ["broken.json"], reportFolder: "r")
        try hostile.expectFailure(["snapshot", "record", good, broken, fresh, "--dir", refs, "--report", "r"], status: 2, naming: ["broken.json"], reportFolder: "r")
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: refs)), ["bar.iphone-15.light@3x.png", "environment.json"], "fresh.yaml recorded nothing")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: refs + "/environment.json")), environment, "nor rewrote the folder's environment")
    }

    func testAReferenceThatIsNotAFileIsNeverWrittenThroughOrRemoved() throws {
        let hostile = try HostileCase()
        let (spec, refs) = try snapshotSetUp(hostile)
        let outside = try hostile.write("the user's notes", "notes.txt")
        try FileManager.default.createSymbolicLink(atPath: hostile.path("refs/bar.iphone-15.light@3x.png"), withDestinationPath: outside)
        for arguments in [["snapshot", "record", spec], ["snapshot", "verify", spec, "--update", "failed"]] {
            try hostile.expectFailure(arguments + ["--dir", refs, "--report", "r"], status: 2, naming: ["bar.iphone-15.light@3x.png", "symbolic link"], reportFolder: "r")
        }
        XCTAssertEqual(try String(contentsOfFile: outside, encoding: .utf8), "the user's notes")

        // A folder named like an orphaned reference is skipped by --prune, never removed.
        try FileManager.default.removeItem(atPath: hostile.path("refs/bar.iphone-15.light@3x.png"))
        XCTAssertEqual(try hostile.cli.run(["snapshot", "record", spec, "--dir", refs, "--report", "r"], in: hostile.folder).status, 0)
        try FileManager.default.createDirectory(atPath: hostile.path("refs/bar.ipad.light@2x.png"), withIntermediateDirectories: false)
        _ = try hostile.write("keep", "refs/bar.ipad.light@2x.png/inside.txt")
        let prune = try hostile.cli.run(["snapshot", "verify", spec, "--dir", refs, "--prune", "--report", "r"], in: hostile.folder)
        XCTAssertEqual(prune.status, 0, prune.stderr)
        XCTAssertTrue(prune.stdout.contains("skipped: bar.ipad.light@2x.png"), prune.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: hostile.path("refs/bar.ipad.light@2x.png/inside.txt")))
    }

    func testNoReportJUnitOrSarifIsWrittenAmongTheReferences() throws {
        let hostile = try HostileCase()
        let (spec, refs) = try snapshotSetUp(hostile)
        for ci in [["CI": "1"], [:]] {
            try hostile.expectFailure(
                ["snapshot", "verify", spec, "--dir", refs, "--report", "r", "--junit", refs + "/x@1x.png"], status: 2,
                naming: ["--junit", "inside the references folder"], environment: ci)
        }
    }
}
