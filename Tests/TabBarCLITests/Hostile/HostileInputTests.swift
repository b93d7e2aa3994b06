import Foundation
import TabBarImage
import XCTest

/// §2, §3, §5, §6: bounded parsing, numbers that never trap, YAML/JSON parity, safe messages.
final class HostileInputTests: XCTestCase {
    // MARK: - §2 Parsing is bounded

    func testDeepNestingIsRefusedBeforeTheParser() throws {
        let hostile = try HostileCase()
        let cases: [(String, String)] = [
            ("flow.yaml", "device: iphone-15\ntabs: " + String(repeating: "[", count: 5000)),
            ("map.yaml", "tabs:\n" + String(repeating: "{a: ", count: 5000)),
            ("block.yaml", (0..<1000).map { String(repeating: " ", count: $0) + "a:" }.joined(separator: "\n")),
            ("dashes.yaml", "tabs:\n  " + String(repeating: "- ", count: 3000) + "x"),
            ("deep.json", "{\"device\": \"iphone-15\", \"tabs\": " + String(repeating: "{\"a\": ", count: 5000)),
        ]
        for (name, text) in cases {
            let spec = try hostile.write(text, name)
            for command in ["render", "layout", "lint"] {
                try hostile.expectFailure([command, spec], status: 2, naming: [name, "nested more than 64 levels deep", "line "])
            }
        }
    }

    func testADeepStateFileIsRefused() throws {
        let hostile = try HostileCase()
        let spec = try hostile.write(hostile.minimalSpec, "x.yaml")
        let state = try hostile.write(String(repeating: "[", count: 20000), "state.json")
        try hostile.expectFailure(["state", spec, "--restore", state], status: 2, naming: ["state.json", "nested"])
    }

    func testOversizedAndSpecialInputFilesAreRefusedUnread() throws {
        let hostile = try HostileCase()
        let big = hostile.path("big.yaml")
        XCTAssertTrue(FileManager.default.createFile(atPath: big, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
        try handle.truncate(atOffset: 9 << 20)
        try handle.close()
        try hostile.expectFailure(["layout", big], status: 2, naming: ["big.yaml", "too large", "9.0 MB"])
        try FileManager.default.createSymbolicLink(atPath: hostile.path("zero.yaml"), withDestinationPath: "/dev/zero")
        try hostile.expectFailure(["layout", "zero.yaml"], status: 2, naming: ["zero.yaml", "not a regular file"])
        try FileManager.default.createDirectory(atPath: hostile.path("dir.yaml"), withIntermediateDirectories: true)
        try hostile.expectFailure(["lint", "dir.yaml"], status: 2, naming: ["dir.yaml", "folder"])
    }

    func testAliasExpansionIsBounded() throws {
        let hostile = try HostileCase()
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1..<9 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        lines += ["device: iphone-15", "tabs: *a8"]
        let spec = try hostile.write(lines.joined(separator: "\n"), "laughs.yaml")
        try hostile.expectFailure(["layout", spec], status: 2, naming: ["laughs.yaml", "aliases"])
    }

    // MARK: - §3 Numbers never trap

    func testHitTakesAnyNumberWithoutTrapping() throws {
        let hostile = try HostileCase()
        let spec = try hostile.write(hostile.minimalSpec, "x.yaml")
        for (x, y) in [("inf", "10"), ("nan", "10"), ("1e308", "10"), ("10", "-inf"), ("0x", "1")] {
            try hostile.expectFailure(["hit", spec, x, y], status: 2, naming: ["expected"])
        }
        try hostile.expectFailure(["hit", spec, "1e308", "1"], status: 2, naming: ["-100000 to 100000"])
        let negative = try hostile.expectFailure(["hit", spec, "-5", "10"], status: 1, naming: ["no tab at (-5, 10)"])
        XCTAssertTrue(negative.stdout.isEmpty)
        let hit = try hostile.cli.run(["hit", spec, "100", "790"], in: hostile.folder)
        XCTAssertEqual(hit.status, 0, hit.stderr)
    }

    func testIgnoreRectanglesOfAnySizeAreClipped() throws {
        let hostile = try HostileCase()
        var image = RGBAImage(width: 8, height: 8, fill: (255, 255, 255, 255))
        let a = try hostile.write(try PNGCodec.encode(image), "a.png")
        image[0, 0] = (0, 255, 255, 255)
        let b = try hostile.write(try PNGCodec.encode(image), "b.png")
        for rect in ["9223372036854775807,0,10,10", "-9223372036854775808,-9223372036854775808,9223372036854775807,9223372036854775807", "0,0,9223372036854775807,9223372036854775807", "5,5,9223372036854775807,1"] {
            let run = try hostile.cli.run(["diff", a, b, "--ignore=" + rect], in: hostile.folder)
            XCTAssertTrue([0, 1].contains(run.status), "\(rect): \(run.stderr)")
        }
        XCTAssertEqual(try hostile.cli.run(["diff", a, b, "--ignore", "-5,-5,9223372036854775807,9223372036854775807"], in: hostile.folder).stdout, "0\n")
    }

    func testNumericOptionsSayTheirRange() throws {
        let hostile = try HostileCase()
        let spec = try hostile.write(hostile.minimalSpec, "x.yaml")
        let image = try hostile.write(try PNGCodec.encode(RGBAImage(width: 2, height: 2, fill: (0, 0, 0, 255))), "a.png")
        let cases: [([String], String)] = [
            (["render", spec, "--scale", "9"], "--scale: expected 1, 2 or 3"),
            (["render", spec, "--jobs", "0"], "--jobs: expected 1 to"),
            (["render", spec, "--jobs", "99999999999999999999999"], "--jobs"),
            (["diff", image, image, "--repeat", "0"], "--repeat: expected 1 to"),
            (["diff", image, image, "--window", "0"], "--window: expected 1 to"),
            (["diff", image, image, "--threshold", "nan"], "--threshold: expected 0 to 1"),
            (["diff", image, image, "--max-delta-e", "-1"], "--max-delta-e: expected 0.0 to 1000.0"),
            (["diff", image, image, "--max-diff-pixels", "-1"], "--max-diff-pixels: expected 0 or more"),
            (["snapshot", "verify", spec, "--dir", "refs", "--shard", "5/4"], "--shard: expected I/N"),
            (["snapshot", "verify", spec, "--dir", "refs", "--shard", "1/99999999999999999999"], "--shard"),
        ]
        for (arguments, words) in cases {
            try hostile.expectFailure(arguments, status: 2, naming: [words])
        }
    }

    // MARK: - §5 YAML and JSON mean the same

    func testDuplicateKeysAreRejectedInBothFormatsWithBothLines() throws {
        let hostile = try HostileCase()
        let yaml = try hostile.write("device: iphone-15\ntint: \"#FF0000\"\ntabs:\n  - { title: A, icon: \"system:favorites\" }\ntint: \"#00FF00\"\n", "dup.yaml")
        try hostile.expectFailure(["layout", yaml], status: 2, naming: ["dup.yaml", "tint", "duplicate key", "lines 2 and 5"])
        let json = try hostile.write("{\n\"device\": \"iphone-15\",\n\"tabs\": [{\"title\": \"A\", \"title\": \"B\"}]\n}\n", "dup.json")
        try hostile.expectFailure(["layout", json], status: 2, naming: ["dup.json", "tabs[0].title", "duplicate key", "lines 3 and 3"])
    }

    func testAnEmptyStringMeansTheSameInYAMLAndJSON() throws {
        let hostile = try HostileCase()
        let yaml = try hostile.write("device: iphone-15\ntabs:\n  - { title: \"\", icon: \"system:favorites\" }\n", "empty.yaml")
        let json = try hostile.write("{\"device\": \"iphone-15\", \"tabs\": [{\"title\": \"\", \"icon\": \"system:favorites\"}]}", "empty.json")
        let fromYAML = try hostile.expectFailure(["layout", yaml], status: 2, naming: ["empty.yaml", "tabs[0].title", "empty string"])
        let fromJSON = try hostile.expectFailure(["layout", json], status: 2, naming: ["empty.json", "tabs[0].title", "empty string"])
        XCTAssertEqual(fromYAML.stderr.replacingOccurrences(of: "empty.yaml", with: "F"), fromJSON.stderr.replacingOccurrences(of: "empty.json", with: "F"))
    }

    func testAnUnquotedColourExplainsTheComment() throws {
        let hostile = try HostileCase()
        let spec = try hostile.write("device: iphone-15\ntint: #FF0000\ntabs:\n  - { title: A, icon: \"system:favorites\" }\n", "tint.yaml")
        try hostile.expectFailure(["render", spec], status: 2, naming: ["tint.yaml", "tint", "starts a comment", "quote"])
    }

    // MARK: - §6 Messages are safe to print

    func testEchoedValuesAreShortAndEscaped() throws {
        let hostile = try HostileCase()
        let device = "\u{1B}[31mred\n" + String(repeating: "x", count: 1 << 20)
        let spec = try hostile.write("device: \"\(device.replacingOccurrences(of: "\u{1B}", with: "\\e").replacingOccurrences(of: "\n", with: "\\n"))\"\ntabs:\n  - { title: A }\n", "device.yaml")
        let run = try hostile.expectFailure(["layout", spec], status: 2, naming: ["device.yaml", "device", "\\u{1B}[31mred\\n", "…"])
        XCTAssertLessThan(run.stderr.count, 400)
    }

    func testArgumentParserErrorsAreOneLine() throws {
        let hostile = try HostileCase()
        let spec = try hostile.write(hostile.minimalSpec, "x.yaml")
        try hostile.expectFailure(["render", spec, "--no-such-option"], status: 2, naming: ["--no-such-option"])
        try hostile.expectFailure(["render"], status: 2, naming: ["spec"])
        try hostile.expectFailure(["render", spec, "--scale", "two"], status: 2, naming: ["two"])
    }

    func testAStepWithControlCharactersIsEscaped() throws {
        let hostile = try HostileCase()
        let spec = try hostile.write(hostile.minimalSpec, "x.yaml")
        try hostile.expectFailure(["state", spec, "--tap", "\u{1B}]0;pwned\u{07}\n"], status: 2, naming: ["\\u{1B}]0;pwned\\u{7}\\n"])
    }
}
