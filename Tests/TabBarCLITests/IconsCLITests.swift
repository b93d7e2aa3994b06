import Foundation
import TabBarImage
import XCTest

/// `tabbar icons check` and `tabbar icons bench`, run as a user would.
final class IconsCLITests: XCTestCase {
    private static let root = CLIRunner.root
    private let cli = CLIRunner()

    private func tabbar(_ arguments: [String]) throws -> CLIRunner.Run {
        try cli.run(arguments)
    }

    /// `tabbar icons check Icons/svg …` run from the repository's root, where the toolkit's icons are.
    private func checkToolkitIcons(_ arguments: [String] = []) throws -> CLIRunner.Run {
        try cli.run(["icons", "check", "Icons/svg"] + arguments, in: CLIRunner.root)
    }

    private func folder() throws -> URL { try cli.folder() }

    private func svg(_ shapes: String, width: Double = 2, to name: String, in folder: URL) throws {
        let text = "<svg xmlns='http://www.w3.org/2000/svg' width='25' height='25' viewBox='0 0 25 25'><g fill='none' stroke='#000' stroke-width='\(width)'>\(shapes)</g></svg>"
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    /// Four rings and one drawn with a 3 pt stroke.
    private func oddSet() throws -> URL {
        let dir = try folder()
        for (index, radius) in [10.8, 10.9, 11.0, 11.1].enumerated() {
            try svg("<circle cx='12.5' cy='12.5' r='\(radius)'/>", to: "ring-\(index).svg", in: dir)
        }
        try svg("<circle cx='12.5' cy='12.5' r='10.5'/>", width: 3, to: "thick.svg", in: dir)
        return dir
    }

    private func json(_ run: CLIRunner.Run) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout)
    }

    func testTheToolkitsIconsPassWithATableOfEveryIcon() throws {
        let result = try checkToolkitIcons()
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("12 icons at the regular size"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Icons/svg/favorites.svg"))
        XCTAssertTrue(result.stdout.contains("0 errors"))
        XCTAssertEqual(result.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("Icons/svg/") }.count, 12, "one row per icon")
        // Not even a warning: strokes sit on whole points, every icon at its shape's size.
        XCTAssertTrue(result.stdout.contains("0 errors, 0 warnings"), result.stdout)
        XCTAssertEqual(try checkToolkitIcons(["--warnings-as-errors"]).status, 0)
    }

    func testAFolderIsASetAndRecursiveTakesItsSubfoldersIn() throws {
        let dir = try folder()
        // Eight rings: enough for a clear style majority, which makes the block an error.
        for (index, radius) in [9.0, 9.5, 10.0, 9.0, 9.25, 9.75, 10.0, 9.5].enumerated() {
            try svg("<circle cx='12.5' cy='12.5' r='\(radius)'/>", to: "ring\(index).svg", in: dir)
        }
        let filled = dir.appendingPathComponent("filled")
        try FileManager.default.createDirectory(at: filled, withIntermediateDirectories: true)
        try Data("<svg xmlns='http://www.w3.org/2000/svg' width='25' height='25'><rect x='2' y='2' width='21' height='21'/></svg>".utf8)
            .write(to: filled.appendingPathComponent("block.svg"))
        let alone = try tabbar(["icons", "check", dir.path, "--json"])
        XCTAssertEqual(alone.status, 0, alone.stderr)
        XCTAssertEqual((try json(alone)["icons"] as? [[String: Any]])?.count, 8, "the subfolder is another set")
        let together = try tabbar(["icons", "check", dir.path, "--recursive", "--json"])
        XCTAssertEqual(together.status, 1, "a filled block among outline rings")
        XCTAssertEqual((try json(together)["icons"] as? [[String: Any]])?.count, 9)
    }

    /// A 16 pt file in a spec: the bar draws it at 16 pt, and the layout, the check and lint
    /// all say so.
    func testASpecsIconsAreMeasuredAtTheSizeTheBarDrawsThem() throws {
        let dir = try folder()
        let small = "<svg xmlns='http://www.w3.org/2000/svg' width='16' height='16'><circle cx='8' cy='8' r='7' fill='none' stroke='#000' stroke-width='1.5'/></svg>"
        try Data(small.utf8).write(to: dir.appendingPathComponent("small.svg"))
        let spec = dir.appendingPathComponent("bar.yaml")
        try Data("""
            device: iphone-15
            ios: 17
            tabs:
              - {title: Home, icon: small.svg}
              - {title: Search, icon: "system:search"}
              - {title: Recents, icon: "system:recents"}
            """.utf8).write(to: spec)
        let layout = try tabbar(["layout", spec.path, "--json"])
        XCTAssertEqual(layout.status, 0, layout.stderr)
        let tabs = try XCTUnwrap(try json(layout)["tabs"] as? [[String: Any]])
        XCTAssertEqual((tabs[0]["iconFrame"] as? [String: Any])?["width"] as? Double, 16, "the icon frame is the drawn frame")
        XCTAssertEqual((tabs[0]["symbolFrame"] as? [String: Any])?["width"] as? Double, 25)
        XCTAssertEqual((tabs[1]["iconFrame"] as? [String: Any])?["width"] as? Double, 25)

        let check = try tabbar(["icons", "check", spec.path, "--json"])
        let icons = try XCTUnwrap(try json(check)["icons"] as? [[String: Any]])
        let home = try XCTUnwrap(icons.first { ($0["file"] as? String ?? "").hasSuffix("small.svg") })
        let regular = try XCTUnwrap((home["metrics"] as? [String: Any])?["regular"] as? [String: Any])
        XCTAssertEqual((regular["pictureSize"] as? [String: Any])?["width"] as? Double, 16)
        let box = try XCTUnwrap(regular["inkBox"] as? [String: Any])
        XCTAssertEqual(box["width"] as? Double ?? 0, 15.5, accuracy: 0.2, "a 14 pt ring with its 1.5 pt stroke, not fitted to 25 pt")
        let table = try tabbar(["icons", "check", spec.path])
        XCTAssertTrue(table.stdout.contains("the bar draws this file at its natural 16.0×16.0 pt: give the file a size of 25.0 pt"), table.stdout)

        let lint = try tabbar(["lint", spec.path])
        XCTAssertTrue(lint.stdout.contains("tabs[0].icon: warning[icon-size]"), lint.stdout)
        XCTAssertFalse(lint.stdout.contains("tabs[1].icon: warning[icon-size]"), lint.stdout)
    }

    /// issue 38: `sf:` icons were measured as 85.7 pt files (their 512-unit size taken as points
    /// and scaled up again), so a spec of SF Symbols failed with empty and off-centre icons, and
    /// its rows named site-packages paths.
    func testASpecsSFSymbolsAreMeasuredAtTheSymbolSizeAndNamedByTheirSFNames() throws {
        let check = try cli.run(["icons", "check", "Examples/sf-symbols.yaml", "--json"], in: CLIRunner.root)
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        let icons = try XCTUnwrap(try json(check)["icons"] as? [[String: Any]])
        XCTAssertEqual(
            icons.compactMap { $0["file"] as? String },
            ["sf:house", "sf:square.stack", "sf:message", "sf:person.crop.circle", "sf:ellipsis"], "the spec's unselected icons, by name")
        for icon in icons {
            let regular = try XCTUnwrap((icon["metrics"] as? [String: Any])?["regular"] as? [String: Any])
            let box = try XCTUnwrap(regular["inkBox"] as? [String: Any], "\(icon["file"] ?? "?") draws ink")
            let side = max(box["width"] as? Double ?? 0, box["height"] as? Double ?? 0)
            // Ionicons' live area spans the 25 pt symbol box.
            XCTAssertEqual(side, 25 * 416 / 448, accuracy: 3.5, "\(icon["file"] ?? "?"): \(box)")
            XCTAssertLessThan(regular["boxDistance"] as? Double ?? 99, 1.5, "\(icon["file"] ?? "?") centred")
        }
        let table = try cli.run(["icons", "check", "Examples/sf-symbols.yaml"], in: CLIRunner.root)
        XCTAssertTrue(table.stdout.contains("\nsf:house "), table.stdout)
        XCTAssertFalse(table.stdout.contains(".svg"), table.stdout)
    }

    func testWarningsFailOnlyOnRequest() throws {
        let dir = try folder()
        for index in 0..<4 { try svg("<circle cx='12.5' cy='12.5' r='10'/>", to: "ring\(index).svg", in: dir) }
        // Its ink box 2 pt left of the canvas centre: placement is a warning.
        try svg("<circle cx='10.5' cy='12.5' r='9.5'/>", to: "shifted.svg", in: dir)
        let plain = try tabbar(["icons", "check", dir.path])
        XCTAssertEqual(plain.status, 0, plain.stdout)
        XCTAssertTrue(plain.stdout.contains("warning centre"), plain.stdout)
        XCTAssertEqual(try tabbar(["icons", "check", dir.path, "--warnings-as-errors"]).status, 1)
    }

    func testAnErrorExitsWithOneAndTheTableSaysWhatToChange() throws {
        let dir = try oddSet()
        let result = try tabbar(["icons", "check", dir.path])
        XCTAssertEqual(result.status, 1, result.stderr)
        let lines = result.stdout.components(separatedBy: "\n")
        let row = try XCTUnwrap(lines.firstIndex { $0.contains("thick.svg") })
        XCTAssertTrue(lines[row + 1].hasPrefix("  error stroke: stroke 3.0 pt as drawn"), lines[row + 1])
        XCTAssertTrue(lines[row + 1].contains("where the set uses 2.0 pt"))
        XCTAssertTrue(result.stderr.contains("1 error"), result.stderr)
        // Thresholds are options: with a wider range the same set passes.
        XCTAssertEqual(try tabbar(["icons", "check", dir.path, "--stroke-ratio", "0.5,2"]).status, 0)
    }

    func testJSONHasEveryMetricAndEachFinding() throws {
        let result = try tabbar(["icons", "check", try oddSet().path, "--json"])
        XCTAssertEqual(result.status, 1)
        let report = try json(result)
        let icons = try XCTUnwrap(report["icons"] as? [[String: Any]])
        XCTAssertEqual(icons.count, 5)
        let thick = try XCTUnwrap(icons.first { ($0["file"] as? String)?.hasSuffix("thick.svg") ?? false })
        let metrics = try XCTUnwrap(thick["metrics"] as? [String: Any])
        let regular = try XCTUnwrap(metrics["regular"] as? [String: Any])
        let compact = try XCTUnwrap(metrics["compact"] as? [String: Any])
        for key in ["shape", "sizeRatio", "weight", "centreOffset", "strokeWidth", "style", "fillRatio", "colourShare", "clippedArea", "margin", "partialShare1x", "partialShare2x"] {
            XCTAssertNotNil(regular[key], key)
        }
        XCTAssertEqual(regular["strokeWidthAsDrawn"] as? Double ?? 0, 3, accuracy: 0.06)
        XCTAssertEqual(compact["canvas"] as? Double, 18)
        let findings = try XCTUnwrap(thick["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.first?["metric"] as? String, "stroke")
        XCTAssertEqual(findings.first?["severity"] as? String, "error")
        XCTAssertNotNil(findings.first?["message"] as? String)
        XCTAssertEqual(report["errors"] as? Int, 1)
    }

    func testTheContactSheetIsAPNGWithACellPerIcon() throws {
        let dir = try oddSet()
        let sheet = dir.appendingPathComponent("out/sheet.png")
        let result = try tabbar(["icons", "check", dir.path, "--sheet", sheet.path])
        XCTAssertEqual(result.status, 1, "the sheet is written and the errors still count")
        let image = try PNGCodec.decode(try Data(contentsOf: sheet))
        XCTAssertGreaterThan(image.width, 5 * 100, "five 100 px canvases side by side")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: sheet.deletingLastPathComponent().path)
        XCTAssertEqual(leftovers, ["sheet.png"], "no temporary file left behind")
    }

    func testASpecMeansItsTabsIcons() throws {
        let dir = try folder()
        try svg("<circle cx='12.5' cy='12.5' r='11'/>", to: "ring.svg", in: dir)
        let spec = dir.appendingPathComponent("phone.yaml")
        try Data("device: iphone-8\ntabs:\n  - { title: A, icon: \"system:favorites\" }\n  - { title: B, icon: ring.svg }\n  - { title: C }\n".utf8).write(to: spec)
        let result = try tabbar(["icons", "check", spec.path, "--json", "--size", "compact"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try json(result)
        XCTAssertEqual(report["size"] as? String, "compact")
        let files = (report["icons"] as? [[String: Any]])?.compactMap { $0["file"] as? String } ?? []
        // The toolkit's own icons by the name the spec gives them (issue 38), files by their path.
        XCTAssertEqual(files.map { ($0 as NSString).lastPathComponent }, ["system:favorites", "ring.svg"])
    }

    func testPairsAreToldApartByName() throws {
        let dir = try folder()
        try svg("<circle cx='12.5' cy='12.5' r='11'/>", to: "ring.svg", in: dir)
        try svg("<circle cx='12.5' cy='12.5' r='11' fill='black'/>", to: "ring.fill.svg", in: dir)
        let result = try tabbar(["icons", "check", dir.path, "--pairs", "--json"])
        XCTAssertEqual(result.status, 0, result.stdout)
        let icons = try XCTUnwrap(try json(result)["icons"] as? [[String: Any]])
        XCTAssertEqual(icons.compactMap { $0["group"] as? String }, ["selected", "unselected"])
        XCTAssertNotNil(icons[0]["pair"])
    }

    func testInvalidInputExitsWithTwoAndWritesNoSheet() throws {
        let dir = try oddSet()
        try Data("<svg xmlns='http://www.w3.org/2000/svg'><path d=".utf8).write(to: dir.appendingPathComponent("broken.svg"))
        let sheet = dir.appendingPathComponent("sheet.png")
        let broken = try tabbar(["icons", "check", dir.path, "--sheet", sheet.path])
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stderr.contains("broken.svg: not a valid SVG"), broken.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sheet.path))

        let missing = try tabbar(["icons", "check", dir.appendingPathComponent("nothing").path])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("no such file or folder"), missing.stderr)

        let spec = dir.appendingPathComponent("phone.yaml")
        try Data("device: iphone-8\ntabs:\n  - { title: A, icon: gone.svg }\n".utf8).write(to: spec)
        let specResult = try tabbar(["icons", "check", spec.path])
        XCTAssertEqual(specResult.status, 2)
        XCTAssertTrue(specResult.stderr.contains("phone.yaml: tabs[0].icon:"), specResult.stderr)

        for arguments in [["--stroke-ratio", "2,1"], ["--size", "huge"], ["--sheet", "sheet.jpg"], ["--centre-tolerance", "-1"]] {
            XCTAssertEqual(try checkToolkitIcons(arguments).status, 2, "\(arguments)")
        }
    }

    func testBenchChecksAGeneratedFolder() throws {
        let result = try tabbar(["icons", "bench", "--count", "12", "--runs", "1"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("12 SVG icons checked at 2 sizes × 3 scales"), result.stdout)
    }
}
