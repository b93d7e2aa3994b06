import Foundation
import XCTest

/// Issue 28, round two: control characters and odd keys in specs, JSON's number errors, standard
/// input without an end (paths whose bytes are not UTF-8: HostileByteNameTests).
final class HostileTextAndBytesTests: XCTestCase {
    private let tabs = "tabs:\n  - { title: A, icon: \"system:favorites\" }\n  - { title: B, icon: \"system:recents\" }\n"

    // MARK: - Text and keys

    func testControlCharactersInAnySpecStringAreRefusedWithTheField() throws {
        let hostile = try HostileCase()
        let cases: [(String, String, String, String)] = [
            ("nul.yaml", "device: iphone-15\nios: 17\ntabs:\n  - { title: \"Fav\\0orites\" }\n  - { title: B }\n", "tabs[0].title", "U+0000"),
            ("nul.json", #"{"device": "iphone-15", "ios": 17, "tabs": [{"title": "A"}, {"title": "Fav\u0000orites"}]}"#, "tabs[1].title", "U+0000"),
            ("id.yaml", "device: iphone-15\nios: 17\ntabs:\n  - { id: \"a\\x01b\", title: A }\n  - { title: B }\n", "tabs[0].id", "U+0001"),
            ("nel.yaml", "device: iphone-15\nios: 17\nstatusBar: { time: \"9:41\\N\" }\n" + tabs, "statusBar.time", "U+0085"),
        ]
        for (name, text, field, character) in cases {
            let spec = try hostile.write(text, name)
            for arguments in [["lint", spec], ["render", spec, "-o", "out.png"]] {
                try hostile.expectFailure(arguments, status: 2, naming: [name, field, character])
            }
        }
        // Tabs and line breaks are text, for the validators to judge: this one draws.
        let tab = try hostile.write("device: iphone-15\nios: 17\ntabs:\n  - { title: \"A\\tB\" }\n  - { title: B }\n", "tab.yaml")
        XCTAssertEqual(try hostile.cli.run(["render", tab, "-o", "tab.png"], in: hostile.folder).status, 0)
    }

    func testKeysThatAreListsOrMappingsAreRefusedWithTheirLine() throws {
        let hostile = try HostileCase()
        for (name, key, kind) in [("complex.yaml", "? [a, b]\n: 1\n", "a list"), ("list.yaml", "[1, 2]: x\n", "a list"), ("map.yaml", "{a: 1}: x\n", "a mapping")] {
            let spec = try hostile.write("device: iphone-15\nios: 17\n" + key + tabs, name)
            try hostile.expectFailure(["lint", spec], status: 2, naming: [name, "line 3", "a key is \(kind)"])
        }
        let nested = try hostile.write("device: iphone-15\nios: 17\ntabs:\n  - title: A\n    [x]: 1\n  - { title: B }\n", "nested.yaml")
        try hostile.expectFailure(["lint", nested], status: 2, naming: ["nested.yaml", "tabs[0]", "line 5", "a key is a list"])
    }

    func testJSONNumberErrorsNameTheFieldAsYAMLDoes() throws {
        let hostile = try HostileCase()
        let device = #""device": {"width": 390, "height": 844, "scale": 2.5}, "ios": 17, "tabs": [{"title": "A"}, {"title": "B"}]"#
        let battery = #""device": "iphone-15", "ios": 17, "statusBar": {"battery": 50.5}, "tabs": [{"title": "A"}, {"title": "B"}]"#
        for (name, body, field) in [("scale", device, "device.scale"), ("battery", battery, "statusBar.battery")] {
            let json = try hostile.write("{\(body)}", "\(name).json")
            let yaml = try hostile.write("{\(body)}", "\(name).yaml")
            let fromJSON = try hostile.expectFailure(["lint", json], status: 2, naming: ["\(name).json", "\(field): expected a whole number"])
            let fromYAML = try hostile.expectFailure(["lint", yaml], status: 2, naming: ["\(name).yaml"])
            XCTAssertEqual(fromJSON.stderr.replacingOccurrences(of: ".json", with: ".yaml"), fromYAML.stderr)
        }
    }

    func testOnlyAliasesAreBlamedForTooManyValues() throws {
        let hostile = try HostileCase()
        let many = (0..<60_000).map { "{\"title\": \"T\($0)\"}" }.joined(separator: ", ")
        let json = try hostile.write("{\"device\": \"iphone-15\", \"tabs\": [\(many)]}", "large.json")
        let run = try hostile.expectFailure(["lint", json], status: 2, naming: ["large.json", "more than 100000 values"])
        XCTAssertFalse(run.stderr.contains("alias"), run.stderr)
        // Six levels of ten: a million values from a few lines.
        var yaml = "l0: &l0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...5 { yaml += "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]\n" }
        let aliases = try hostile.write(yaml + "device: iphone-15\n" + tabs, "aliases.yaml")
        try hostile.expectFailure(["lint", aliases], status: 2, naming: ["aliases.yaml", "once aliases are expanded"])
    }

    func testLineAndParagraphSeparatorsAreEscapedInEchoedValues() throws {
        let hostile = try HostileCase()
        let spec = try hostile.write("device: \"phone\u{2028}one\u{2029}two\"\n" + tabs, "separators.yaml")
        let run = try hostile.expectFailure(["layout", spec], status: 2, naming: ["separators.yaml", "device", "phone\\u{2028}one\\u{2029}two"])
        XCTAssertFalse(run.stderr.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "\u{85}" }, run.stderr)
    }

    func testJSONOutputEscapesLineSeparators() throws {
        let hostile = try HostileCase()
        let spec = try hostile.write("device: iphone-15\nios: 17\ntabs:\n  - { title: \"A\u{2028}B\u{2029}C\" }\n  - { title: B }\n", "titles.yaml")
        let run = try hostile.cli.run(["layout", spec, "--json"], in: hostile.folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("A\\u2028B\\u2029C"), run.stdout)
        XCTAssertFalse(run.stdout.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" })
        let tabs = try XCTUnwrap(try run.json()["tabs"] as? [[String: Any]])
        XCTAssertEqual(tabs.first?["title"] as? String, "A\u{2028}B\u{2029}C", "the same text once read")
    }

    // MARK: - Standard input and paths as bytes

    private func shell(_ script: String, in hostile: HostileCase) throws -> CLIRunner.Run {
        try hostile.cli.run(shell: script, in: hostile.folder)
    }

    private func assertRefused(_ run: CLIRunner.Run, naming words: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(run.status, 2, run.stderr, file: file, line: line)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr, file: file, line: line)
        for word in words { XCTAssertTrue(run.stderr.contains(word), "\(word) in: \(run.stderr)", file: file, line: line) }
    }

    func testStandardInputIsBoundedLikeAListFile() throws {
        let hostile = try HostileCase()
        let started = Date()
        assertRefused(try shell("head -c 100000000 /dev/zero | \"$0\" lint --from -", in: hostile), naming: ["--from standard input", "8.0 MB"])
        assertRefused(try shell("\"$0\" lint --from /dev/zero", in: hostile), naming: ["--from /dev/zero", "8.0 MB"])
        XCTAssertLessThan(Date().timeIntervalSince(started), 20, "refused at the limit, not at the end of the stream")
        // A list from a pipe within the limit still works.
        _ = try hostile.write(hostile.minimalSpec, "ok.yaml")
        XCTAssertEqual(try shell("echo ok.yaml | \"$0\" lint --from -", in: hostile).status, 0)
    }
}
