import Foundation
import TabBarImage
import XCTest

/// Runs the built `tabbar` executable as a user would.
final class CLITests: XCTestCase {
    private let cli = CLIRunner()

    private func run(_ arguments: [String], in folder: URL? = nil) throws -> CLIRunner.Run {
        try cli.run(arguments, in: folder)
    }

    private func folder() throws -> URL { try cli.folder() }

    private func write(_ text: String, to name: String, in folder: URL) throws -> String {
        try cli.write(text, to: name, in: folder)
    }

    private let goodSpec = "device: iphone-8\nios: 17\nselected: b\ntabs:\n  - { id: a, title: Alpha, icon: \"system:favorites\" }\n  - { id: b, title: Beta, icon: \"system:search\", badge: 2 }\n"

    func testVersionIsPrinted() throws {
        let result = try run(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, result.stdout)
    }

    /// `tabbar` copied elsewhere with its resource bundle finds the system icons there, not in a checkout.
    func testACopiedTabbarWithItsResourceBundleFindsTheIcons() throws {
        let copy = try folder()
        let products = cli.executable.deletingLastPathComponent()
        // Every resource bundle the build made, as scripts/install.sh copies them; the icons' among them.
        let bundles = try FileManager.default.contentsOfDirectory(atPath: products.path).filter { $0.hasSuffix(".resources") }
        XCTAssertTrue(bundles.contains { $0.hasSuffix("_TabBarIcons.resources") }, "\(bundles)")
        for name in ["tabbar", "tabbar-draw", "tabbar-core"] + bundles {
            try FileManager.default.copyItem(at: products.appendingPathComponent(name), to: copy.appendingPathComponent(name))
        }
        let work = try folder()
        let spec = try write(goodSpec, to: "bar.yaml", in: work)
        func renderWithCopy(_ extra: [String], to name: String) throws -> Int32 {
            let process = Process()
            process.executableURL = copy.appendingPathComponent("tabbar")
            process.arguments = ["render", spec, "-o", work.appendingPathComponent(name).path] + extra
            process.currentDirectoryURL = work
            var environment = ProcessInfo.processInfo.environment
            environment["TABBARKIT_ICONS"] = nil
            process.environment = environment
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
        XCTAssertEqual(try renderWithCopy([], to: "bar.png"), 0)
        XCTAssertGreaterThan(try PNGCodec.decode(try Data(contentsOf: work.appendingPathComponent("bar.png"))).width, 0)
        // --icons still points at another folder of icons, and then the bundle is not needed.
        let icons = try folder().appendingPathComponent("Icons")
        let iconBundle = try XCTUnwrap(bundles.first { $0.hasSuffix("_TabBarIcons.resources") })
        try FileManager.default.moveItem(at: copy.appendingPathComponent(iconBundle).appendingPathComponent("svg"), to: icons)
        XCTAssertEqual(try renderWithCopy(["--icons", icons.path], to: "again.png"), 0)
    }

    /// The small `tabbar` alone still diffs; any other command names the missing tabbar-core in one line.
    func testATabbarWithoutItsCoreSaysWhatIsMissing() throws {
        let copy = try folder()
        try FileManager.default.copyItem(at: cli.executable, to: copy.appendingPathComponent("tabbar"))
        let process = Process()
        let errors = Pipe()
        process.executableURL = copy.appendingPathComponent("tabbar")
        process.arguments = ["render", "bar.yaml", "-o", "bar.png"]
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 2)
        XCTAssertEqual(message.split(separator: "\n").count, 1, message)
        XCTAssertTrue(message.contains("tabbar-core: it is not there"), message)
    }

    /// `tabbar` hands the drawing commands to `tabbar-draw` and the rest to `tabbar-core`: with only
    /// `tabbar-draw` beside it, render and layout run and lint names the missing core; with only
    /// `tabbar-core`, which has every command, render still runs.
    func testDrawingCommandsRunInTabbarDrawAndTheRestInTheCore() throws {
        let products = cli.executable.deletingLastPathComponent()
        let bundles = try FileManager.default.contentsOfDirectory(atPath: products.path).filter { $0.hasSuffix(".resources") }
        let work = try folder()
        let spec = try write(goodSpec, to: "bar.yaml", in: work)
        func install(_ programs: [String]) throws -> URL {
            let copy = try folder()
            for name in ["tabbar"] + programs + bundles {
                try FileManager.default.copyItem(at: products.appendingPathComponent(name), to: copy.appendingPathComponent(name))
            }
            return copy
        }
        func run(_ copy: URL, _ arguments: [String]) throws -> (status: Int32, errors: String) {
            let process = Process()
            let errors = Pipe()
            process.executableURL = copy.appendingPathComponent("tabbar")
            process.arguments = arguments
            process.currentDirectoryURL = work
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, message)
        }
        let drawOnly = try install(["tabbar-draw"])
        XCTAssertEqual(try run(drawOnly, ["render", spec, "-o", "drawn.png"]).status, 0)
        XCTAssertGreaterThan(try PNGCodec.decode(try Data(contentsOf: work.appendingPathComponent("drawn.png"))).width, 0)
        for command in [["layout", spec], ["state", spec, "--tap", "a"], ["devices"]] {
            let result = try run(drawOnly, command)
            XCTAssertEqual(result.status, 0, "\(command): \(result.errors)")
        }
        // 1: nothing at that point (not 2, a program that could not start).
        XCTAssertEqual(try run(drawOnly, ["hit", spec, "1", "1"]).status, 1)
        let lint = try run(drawOnly, ["lint", spec])
        XCTAssertEqual(lint.status, 2)
        XCTAssertTrue(lint.errors.contains("tabbar-core: it is not there"), lint.errors)
        // The help of every command, and a mistake in the command's name, are the core's.
        XCTAssertTrue(try run(drawOnly, ["--help"]).errors.contains("tabbar-core: it is not there"))
        XCTAssertTrue(try run(drawOnly, ["rendr", spec]).errors.contains("tabbar-core: it is not there"))

        let coreOnly = try install(["tabbar-core"])
        XCTAssertEqual(try run(coreOnly, ["render", spec, "-o", "again.png"]).status, 0)
        XCTAssertEqual(try Data(contentsOf: work.appendingPathComponent("again.png")), try Data(contentsOf: work.appendingPathComponent("drawn.png")))
    }

    func testRenderWritesAPNGOfTheBarsSize() throws {
        let dir = try folder()
        let spec = try write(goodSpec, to: "phone.yaml", in: dir)
        let output = dir.appendingPathComponent("bar.png").path
        let result = try run(["render", spec, "-o", output])
        XCTAssertEqual(result.status, 0, result.stderr)
        let image = try PNGCodec.decode(try Data(contentsOf: URL(fileURLWithPath: output)))
        XCTAssertEqual(image.width, 750)
        XCTAssertEqual(image.height, 98 + 1, "the bar and the hairline's pixel above it")
        let scaled = try run(["render", spec, "-o", dir.appendingPathComponent("small.png").path, "--scale", "1"])
        XCTAssertEqual(scaled.status, 0, scaled.stderr)
        XCTAssertEqual(try PNGCodec.decode(try Data(contentsOf: dir.appendingPathComponent("small.png"))).width, 375)
    }

    func testSeveralSpecsGoIntoAFolderNamedAfterEachSpecInEveryFormat() throws {
        let dir = try folder()
        let one = try write(goodSpec, to: "one.yaml", in: dir)
        let two = try write(goodSpec.replacingOccurrences(of: "iphone-8", with: "ipad"), to: "two.yaml", in: dir)
        let out = dir.appendingPathComponent("out")
        let result = try run(["render", one, two, "-o", out.path + "/", "--format", "png", "--format", "svg", "--format", "pdf"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        XCTAssertEqual(files, ["one.pdf", "one.png", "one.svg", "two.pdf", "two.png", "two.svg"])
        XCTAssertEqual(result.stderr, "", "no progress line when standard error is not a terminal")
    }

    func testBadSpecExitsWith2NamesFileAndFieldAndWritesNothing() throws {
        let dir = try folder()
        let bad = try write("device: iphone-15\ntabs:\n  - { title: A }\n  - { title: B }\n  - { title: C, badge: [1] }\n", to: "bad.yaml", in: dir)
        let output = dir.appendingPathComponent("bad.png")
        let result = try run(["render", bad, "-o", output.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("bad.yaml: tabs[2].badge: expected a number or a string such as"), result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "one line")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
    }

    /// JSON's keys reach the decoder in an order that changes from run to run; the unknown key an
    /// error names must not, or the same spec gives other messages (and CI logs) each time.
    func testAnUnknownKeyInJSONIsNamedTheSameAtEveryRun() throws {
        let dir = try folder()
        let spec = try write(#"{"zeta": 1, "tabs": [{"title": "A"}, {"title": "B"}], "mu": 2, "alpha": 3, "device": "iphone-15"}"#, to: "keys.json", in: dir)
        let messages = try (0..<5).map { _ in try run(["render", spec, "-o", dir.appendingPathComponent("keys.png").path]).stderr }
        XCTAssertEqual(Set(messages).count, 1, messages.joined())
        XCTAssertTrue(messages[0].hasPrefix("tabbar: \(spec): alpha: unknown key; expected one of: device,"), messages[0])
    }

    func testFailedRenderLeavesAnExistingOutputUntouched() throws {
        let dir = try folder()
        let output = dir.appendingPathComponent("keep.png")
        try Data("previous".utf8).write(to: output)
        let missingIcon = try write("device: iphone-15\ntabs:\n  - { title: A, icon: nothere.svg }\n", to: "icon.yaml", in: dir)
        let result = try run(["render", missingIcon, "-o", output.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("tabs[0].icon"), result.stderr)
        XCTAssertEqual(try String(contentsOf: output, encoding: .utf8), "previous")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [], "no temporary files left behind")
    }

    func testInvalidOptionsExitWith2() throws {
        let dir = try folder()
        let spec = try write(goodSpec, to: "phone.yaml", in: dir)
        let zero = try run(["render", spec, "--scale", "0", "-o", dir.path])
        XCTAssertEqual(zero.status, 2)
        XCTAssertTrue(zero.stderr.contains("--scale"), zero.stderr)
        XCTAssertEqual(try run(["render", spec, "--format", "gif"]).status, 2)
        XCTAssertEqual(try run(["render", dir.appendingPathComponent("absent.yaml").path]).status, 2)
        XCTAssertEqual(try run(["render", spec, "-o", dir.appendingPathComponent("x.png").path, "--format", "svg"]).status, 2)
    }

    /// A usage mistake points at the help of the command typed, whichever executable parsed it.
    func testAUsageErrorNamesTheHelpOfTheCommandTyped() throws {
        let cases: [([String], String)] = [
            (["diff", "a.png"], "; see tabbar diff --help"),
            (["snapshot", "verify", "--dir"], "; see tabbar snapshot verify --help"),
            (["render", "--scale", "7", "x.yaml"], "; see tabbar render --help"),
            (["bogus"], "; see tabbar --help"),
        ]
        for (arguments, hint) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
            XCTAssertTrue(result.stderr.hasSuffix(hint + "\n"), "\(arguments): \(result.stderr)")
        }
    }

    /// A bad choice reads like every other option error: the option, the choices, the value.
    func testABadChoiceIsWordedLikeEveryOtherOptionError() throws {
        let cases: [([String], String)] = [
            (["render", "x.yaml", "--format", "jpg"], "tabbar: --format: expected png, svg or pdf, got \"jpg\"; see tabbar render --help\n"),
            (["snapshot", "verify", "x.yaml", "--update", "sometimes"], "tabbar: --update: expected "),
        ]
        for (arguments, expected) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderr.hasPrefix(expected), result.stderr)
            XCTAssertFalse(result.stderr.contains("Please provide"), result.stderr)
        }
    }

    func testLayoutJSONHasTheDocumentedShape() throws {
        let dir = try folder()
        let spec = try write(goodSpec, to: "phone.yaml", in: dir)
        let result = try run(["layout", spec, "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["hidden"] as? Bool, false)
        let bar = try XCTUnwrap((object["bar"] as? [String: Any])?["frame"] as? [String: Double])
        XCTAssertEqual(bar, ["x": 0, "y": 618, "width": 375, "height": 49])
        let tabs = try XCTUnwrap(object["tabs"] as? [[String: Any]])
        XCTAssertEqual(tabs.map { $0["id"] as? String }, ["a", "b"])
        XCTAssertEqual(tabs.map { $0["selected"] as? Bool }, [false, true])
        XCTAssertTrue(tabs[0]["badgeFrame"] is NSNull)
        let text = try run(["layout", spec])
        XCTAssertTrue(text.stdout.contains("b: frame"), text.stdout)
    }

    func testHitPrintsTheTabAtAPoint() throws {
        let dir = try folder()
        let spec = try write(goodSpec, to: "phone.yaml", in: dir)
        let left = try run(["hit", spec, "10", "640"])
        XCTAssertEqual(left.status, 0, left.stderr)
        XCTAssertEqual(left.stdout, "a\n")
        XCTAssertEqual(try run(["hit", spec, "300", "640"]).stdout, "b\n")
        let off = try run(["hit", spec, "10", "10"])
        XCTAssertEqual(off.status, 1)
        XCTAssertTrue(off.stderr.contains("no tab at"), off.stderr)
    }

    func testOutputDoesNotDependOnTheLocaleOrTheThreadCount() throws {
        let dir = try folder()
        let specs = ["phone-badges.yaml", "phone-korean.yaml", "screen-navigation.yaml"].map {
            CLIRunner.root.appendingPathComponent("Examples").appendingPathComponent($0).path
        }
        var outputs: [[String: Data]] = []
        let settings: [([String: String], String)] = [
            (["LC_ALL": "C", "LANG": "C"], "1"),
            (["LC_ALL": "de_DE.UTF-8", "LANG": "ko_KR.UTF-8", "LANGUAGE": "ko"], "2"),
        ]
        for (index, (environment, jobs)) in settings.enumerated() {
            let out = dir.appendingPathComponent("run\(index)")
            let result = try cli.run(
                ["render"] + specs + ["-o", out.path + "/", "--format", "png", "--format", "svg", "--format", "pdf", "--jobs", jobs],
                environment: environment)
            XCTAssertEqual(result.status, 0, result.stderr)
            var files: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: out.path) {
                files[name] = try Data(contentsOf: out.appendingPathComponent(name))
            }
            let layout = try cli.run(["layout", specs[1], "--json"], environment: environment)
            files["layout.json"] = Data(layout.stdout.utf8)
            outputs.append(files)
        }
        XCTAssertEqual(outputs[0].count, 10)
        XCTAssertEqual(outputs[0], outputs[1], "same bytes under another locale and thread count")
    }

    func testHelpExplainsExitCodesWithExamples() throws {
        let help = try run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("Exit codes"), help.stdout)
        for command in ["render", "layout", "hit", "bench"] {
            let sub = try run([command, "--help"])
            XCTAssertEqual(sub.status, 0)
            XCTAssertTrue(sub.stdout.contains("Example"), "\(command) help has an example")
        }
    }
}
