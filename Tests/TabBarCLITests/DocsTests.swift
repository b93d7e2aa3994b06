import Foundation
import TestSupport
import XCTest

/// The README and docs/ as a reader meets them: every relative link leads somewhere, the command
/// reference is what `--help` prints, and the README's spec is one tabbar accepts.
final class DocsTests: XCTestCase {
    private let cli = CLIRunner()

    private var documents: [URL] {
        let docs = repositoryRoot.appendingPathComponent("docs")
        let pages = ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
        return [repositoryRoot.appendingPathComponent("README.md")] + pages
    }

    func testTheReadmeIsAFrontDoorAndEveryRelativeLinkResolves() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertLessThanOrEqual(readme.split(separator: "\n", omittingEmptySubsequences: false).count, 250)
        XCTAssertTrue(readme.hasPrefix("# TabBarKit\n\n```sh\nscripts/render-examples.sh"), "the two commands come first")
        var checked = 0
        for page in documents {
            let text = try String(contentsOf: page, encoding: .utf8)
            for (target, anchor) in Self.links(in: text) {
                let file = target.isEmpty ? page : page.deletingLastPathComponent().appendingPathComponent(target).standardized
                XCTAssertTrue(FileManager.default.fileExists(atPath: file.path), "\(page.lastPathComponent): \(target)")
                if let anchor, file.pathExtension == "md", let linked = try? String(contentsOf: file, encoding: .utf8) {
                    XCTAssertTrue(Self.anchors(in: linked).contains(anchor), "\(page.lastPathComponent): \(target)#\(anchor)")
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 30)
    }

    /// Set TABBARKIT_WRITE_DOCS=1 to write docs/cli-reference.md anew after changing a command.
    func testTheCommandReferenceIsWhatHelpPrints() throws {
        var reference = "# Command reference\n\nGenerated from `tabbar … --help` (`TABBARKIT_WRITE_DOCS=1 swift test --filter DocsTests`).\n"
        for command in Self.commands {
            let run = try cli.run(command + ["--help"], environment: ["COLUMNS": "100"])
            XCTAssertEqual(run.status, 0, "\(command): \(run.stderr)")
            reference += "\n## \((["tabbar"] + command).joined(separator: " "))\n\n```text\n\(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines))\n```\n"
        }
        let file = repositoryRoot.appendingPathComponent("docs/cli-reference.md")
        if ProcessInfo.processInfo.environment["TABBARKIT_WRITE_DOCS"] == "1" {
            try Data(reference.utf8).write(to: file)
        }
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), reference, "docs/cli-reference.md is stale; run with TABBARKIT_WRITE_DOCS=1")
    }

    func testTheReadmesSpecIsValidAndLintsClean() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let spec = try XCTUnwrap(readme.components(separatedBy: "```yaml\n").dropFirst().first?.components(separatedBy: "```").first)
        let folder = try cli.folder()
        let path = try cli.write(spec, to: "readme.yaml", in: folder)
        let lint = try cli.run(["lint", path])
        XCTAssertEqual(lint.status, 0, lint.stdout + lint.stderr)
        XCTAssertEqual(try cli.run(["render", path, "-o", folder.appendingPathComponent("readme.png").path]).status, 0)
    }

    static let commands: [[String]] = [
        [], ["render"], ["layout"], ["hit"], ["lint"], ["state"], ["diff"],
        ["snapshot"], ["snapshot", "record"], ["snapshot", "verify"], ["snapshot", "merge"], ["snapshot", "accept"],
        ["icons"], ["icons", "check"], ["icons", "bench"], ["devices"], ["bench"], ["import"], ["preview"],
    ]

    /// Markdown links that are not web addresses: (path, anchor).
    /// The version as Sources/TabBarCommandLine states it (`ToolInfo.version`).
    static func statedVersion() throws -> String {
        let source = try String(contentsOf: repositoryRoot.appendingPathComponent("Sources/TabBarCommandLine/CommandFailure.swift"), encoding: .utf8)
        let line = try XCTUnwrap(source.split(separator: "\n").first { $0.contains("static let version = ") })
        return String(try XCTUnwrap(line.split(separator: "\"").dropFirst().first))
    }

    /// One fact: what `tabbar --version` prints is what the README's `from:` asks for, and its
    /// major version is the `@vN` every workflow and the action's own comment use.
    func testTheVersionTheToolPrintsIsTheOneTheDocsAskFor() throws {
        let version = try Self.statedVersion()
        XCTAssertEqual(try cli.run(["--version"]).stdout, version + "\n")
        let parts = version.split(separator: ".")
        XCTAssertEqual(parts.count, 3, "semantic version: \(version)")
        let major = "v\(parts[0])"
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("TabBarKit.git\", from: \"\(version)\")"), "the README's .package(url:from:) asks for \(version)")
        var files = ["README.md", "action.yml", "docs/ci.md", "docs/releasing.md"]
        let ci = repositoryRoot.appendingPathComponent("Examples/ci")
        files += try FileManager.default.contentsOfDirectory(atPath: ci.path).filter { $0.hasSuffix(".yml") }.map { "Examples/ci/\($0)" }
        var uses = 0
        for file in files {
            let text = try String(contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: /tabbarkit\/TabBarKit@([A-Za-z0-9.]+)/) {
                XCTAssertEqual(String(match.1), major, "\(file) uses @\(match.1)")
                uses += 1
            }
        }
        XCTAssertGreaterThanOrEqual(uses, 4)
    }

    static func links(in text: String) -> [(String, String?)] {
        var found: [(String, String?)] = []
        var inCode = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() }
            if inCode { continue }
            // Markdown links and images, and HTML images (which a page shows side by side).
            let urls = line.matches(of: /\]\(([^)\s]+)\)/).map { String($0.1) } + line.matches(of: /<img src="([^"]+)"/).map { String($0.1) }
            for url in urls {
                if url.contains("://") || url.hasPrefix("mailto:") { continue }
                let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                found.append((String(parts[0]), parts.count > 1 ? String(parts[1]) : nil))
            }
        }
        return found
    }

    /// GitHub's anchors for a page's headings.
    static func anchors(in text: String) -> Set<String> {
        var result: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("#") {
            let heading = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            let kept = heading.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == " " || $0 == "_" }
            result.insert(String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-"))
        }
        return result
    }
}
