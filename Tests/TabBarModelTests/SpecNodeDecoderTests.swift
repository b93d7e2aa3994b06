import Foundation
@testable import TabBarModel
import XCTest
import Yams

/// `SpecNodeDecoder` against `YAMLDecoder`, which it replaces: over every spec of the examples and
/// the tests and thousands of mutations of them, the same `Spec` or the same error.
final class SpecNodeDecoderTests: XCTestCase {
    func testDecodesAsYAMLDecoderDoesOverExamplesTestsAndMutations() throws {
        let bases = try Self.baseSpecs()
        XCTAssertGreaterThan(bases.count, 100, "the examples' and the tests' specs")
        var corpus = bases
        var random = SeededCongruence(seed: 0x5EC0DE)
        for base in bases {
            for _ in 0..<24 { corpus.append(SpecMutation.mutate(base, &random)) }
        }
        corpus += SpecMutation.mergeKeySpecs(&random)
        corpus += SpecMutation.oddDocuments
        XCTAssertGreaterThanOrEqual(corpus.count - bases.count, 2_000)

        var tally = Tally()
        for (index, text) in corpus.enumerated() {
            if let difference = Self.compare(text, tally: &tally) {
                XCTFail("spec \(index) decodes differently: \(difference)\n---\n\(text)\n---")
                tally.failures += 1
                if tally.failures >= 5 { break }
            }
        }
        print("SpecNodeDecoderTests: \(bases.count) specs and \(corpus.count - bases.count) mutations: \(tally)")
        // The corpus reaches both outcomes, and the new decoder reads nearly all of it itself.
        XCTAssertGreaterThan(tally.decoded, 300, "\(tally)")
        XCTAssertGreaterThan(tally.refused, 1_000, "\(tally)")
        XCTAssertGreaterThan(tally.merged, 20, "\(tally)")
        // Yams 5 leaves every plain `<<` to YAMLDecoder (a tenth of the corpus has one).
        XCTAssertLessThan(tally.leftToYAMLDecoder, tally.decoded / (Self.keysResolvedWhileParsing ? 10 : 3), "\(tally)")
    }

    /// Yams 6 resolves every key's tag while parsing, which makes a plain `<<` a merge key for
    /// good; Yams 5 leaves it to whatever compares the key first.
    static let keysResolvedWhileParsing: Bool = {
        guard case .mapping(let mapping)? = try? Yams.compose(yaml: "a: 1", .basic), let key = mapping.first?.key.scalar else { return false }
        return key.tag.description == Tag.Name.str.rawValue
    }()

    func testMergeKeysMergeExplicitKeysWinAndEarlierMappingsWin() throws {
        let text = """
            device: iphone-16-pro
            tabs:
              - &a {title: One, badge: 1}
              - &b {title: Two, badge: 2, enabled: false}
              - { <<: *b, title: Three }
              - <<: [*a, *b]
              - <<: *a
                badge: 5
            """
        guard Self.keysResolvedWhileParsing else {
            // Yams 5: left to YAMLDecoder.
            XCTAssertThrowsError(try Self.nodeDecoded(text)) { XCTAssertTrue($0 is SpecNodeDecoder.Unsupported, "\($0)") }
            return
        }
        let spec = try XCTUnwrap(Self.nodeDecoded(text))
        XCTAssertEqual(spec.tabs.map(\.title), ["One", "Two", "Three", "One", "One"])
        XCTAssertEqual(spec.tabs.map(\.badge), [.count(1), .count(2), .count(2), .count(1), .count(5)])
        XCTAssertEqual(spec.tabs.map(\.enabled), [true, false, false, false, true])
        XCTAssertEqual(spec, try YAMLDecoder().decode(Spec.self, from: text))
    }

    func testNullIsPlainNullOnlyInYams6() throws {
        // Yams 5's NSNull.construct reads the words whatever their quotes; Yams 6's only plain.
        let quotedNullIsNull = !Self.keysResolvedWhileParsing
        for (value, isNull) in [("~", true), ("null", true), ("NULL", true), ("", true), ("'null'", quotedNullIsNull), ("'~'", quotedNullIsNull), ("nil", false)] {
            let text = "device: iphone-16-pro\nlocale: \(value)\ntabs: [{title: A}]\n"
            let spec = try XCTUnwrap(Self.nodeDecoded(text), value)
            XCTAssertEqual(spec.locale == nil, isNull, value)
            XCTAssertEqual(spec, try YAMLDecoder().decode(Spec.self, from: text), value)
        }
    }

    /// The parts of the `Decoder` API the spec's types do not reach (super decoders, nested
    /// containers of the wrong kind, nil checks in lists, reading past a list's end), through a
    /// type that tries them all and notes each outcome.
    func testEveryDecoderCallAnswersAsYAMLDecoderDoes() throws {
        let documents = [
            "a: 1\nb: two\nlist: [1, ~, x, [2], {c: 3}]\nmap: {c: 3, d: [4]}\nsuper: s\nn: ~\nq: 'null'\nt: 'true'\ny: yes",
            "[1, ~, 'x', [2, 3], {a: 1}, null, 'null', 0x10, 1_000, .inf, -.inf, 1e3, 017, 0o17, +5, 12:30]",
            "- a: 1\n- ~\n- - x\n- !!str 5\n- !!int '7'\n- ! yes\n- &r {a: 2}\n- *r",
            "x: &m {a: 1, b: 2}\ny: {<<: *m, b: 3}\nz: {<<: [*m, {a: 9, super: 8}], list: []}\nw: {'<<': *m}",
            "", "~", "5", "'str'", "{}", "[]", "a:", "a: {}\nb: []\nlist: {}\nmap: []",
        ]
        for text in documents {
            let tree = try XCTUnwrap(SpecTreeChecker.check(text: text, source: "t.yaml"), text)
            let expected = try YAMLDecoder().decode(DecoderProbe.self, from: text)
            let actual = try SpecNodeDecoder(tree: tree).decode(DecoderProbe.self)
            XCTAssertGreaterThan(expected.notes.count, 3, text)
            if actual.notes.contains(where: { $0.contains("\(SpecNodeDecoder.Unsupported())") }) {
                // Decoding falls back to YAMLDecoder then; only Yams 5's plain `<<` asks it.
                XCTAssertFalse(Self.keysResolvedWhileParsing, text)
                XCTAssertTrue(text.contains("<<"), text)
                continue
            }
            for (was, now) in zip(expected.notes, actual.notes) where was != now {
                XCTFail("\(text):\n\(was)\nvs\n\(now)")
            }
            XCTAssertEqual(expected.notes.count, actual.notes.count, text)
        }
    }

    // MARK: Comparison

    struct Tally: CustomStringConvertible {
        var decoded = 0, refused = 0, merged = 0, leftToYAMLDecoder = 0, refusedByCheck = 0, unparsed = 0, failures = 0
        var description: String {
            "decoded \(decoded), refused \(refused), with merge keys \(merged), left to YAMLDecoder \(leftToYAMLDecoder), refused by the check \(refusedByCheck), not parsed \(unparsed)"
        }
    }

    static func nodeDecoded(_ text: String) throws -> Spec? {
        guard let tree = try SpecTreeChecker.check(text: text, source: "t.yaml") else { return nil }
        return try SpecNodeDecoder(tree: tree).decode(Spec.self)
    }

    /// Nil when both decoders agree; else what differs.
    static func compare(_ text: String, tally: inout Tally) -> String? {
        let tree: CheckedSpecTree
        do {
            guard let checked = try SpecTreeChecker.check(text: text, source: "t.yaml") else {
                tally.unparsed += 1
                return nil
            }
            tree = checked
        } catch {
            tally.refusedByCheck += 1
            return nil
        }
        let expected = Result { try YAMLDecoder().decode(Spec.self, from: text) }
        let actual = Result { try SpecNodeDecoder(tree: tree).decode(Spec.self) }
        if text.contains("<<") { tally.merged += 1 }
        switch (expected, actual) {
        case (_, .failure(let error)) where error is SpecNodeDecoder.Unsupported:
            tally.leftToYAMLDecoder += 1
            return nil
        case (.success(let old), .success(let new)):
            tally.decoded += 1
            // A NaN is unequal to itself: the descriptions compare it.
            return old == new || String(reflecting: old) == String(reflecting: new) ? nil : "\(old)\nvs\n\(new)"
        case (.failure(let old), .failure(let new)):
            tally.refused += 1
            let (was, now) = (describe(old), describe(new))
            return was == now ? nil : "\(was)\nvs\n\(now)"
        case (.success, .failure(let error)):
            return "YAMLDecoder decodes it, the node decoder throws \(describe(error))"
        case (.failure(let error), .success):
            return "YAMLDecoder throws \(describe(error)), the node decoder decodes it"
        }
    }

    /// Everything a `DecodingError` carries that a message could read, and the message itself.
    static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "not a DecodingError: \(error)" }
        let message = SpecDecoder.specError(decoding, format: .yaml, source: "t.yaml")
        let path: ([CodingKey]) -> String = { $0.map { "\($0.stringValue)#\($0.intValue.map(String.init) ?? "-")" }.joined(separator: "/") }
        let detail: String
        switch decoding {
        case .typeMismatch(let type, let context):
            detail = "typeMismatch \(type) at \(path(context.codingPath)): \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            detail = "valueNotFound \(type) at \(path(context.codingPath)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            detail = "keyNotFound \(path([key])) at \(path(context.codingPath)): \(context.debugDescription)"
        case .dataCorrupted(let context):
            detail = "dataCorrupted at \(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            detail = "\(decoding)"
        }
        return "\(detail) → \(message.path): \(message.message)"
    }

    // MARK: Corpus

    /// Every spec under Examples/, and every YAML spec written in a test (a multi-line string
    /// with `device:` or `tabs:` and no interpolation or escape).
    static func baseSpecs() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var specs: [String] = []
        for folder in ["Examples", "Tests"] {
            let files = try XCTUnwrap(FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil))
            for case let url as URL in files {
                if ["yaml", "yml", "json"].contains(url.pathExtension) {
                    specs.append(try String(contentsOf: url, encoding: .utf8))
                } else if url.pathExtension == "swift", url.lastPathComponent != "SpecNodeDecoderTests.swift" {
                    let source = try String(contentsOf: url, encoding: .utf8)
                    specs += (multilineStrings(in: source).filter { !$0.contains("\\") } + stringLiterals(in: source))
                        .filter { $0.contains("device:") || $0.contains("tabs:") }
                }
            }
        }
        return specs.sorted()
    }

    /// One-line Swift string literals without interpolation, their escapes read.
    static func stringLiterals(in source: String) -> [String] {
        var found: [String] = []
        for line in source.split(separator: "\n") where !line.contains("\"\"\"") {
            var characters = line.makeIterator()
            var literal: String?
            var valid = true
            while let character = characters.next() {
                guard var text = literal else {
                    if character == "\"" { literal = "" }
                    continue
                }
                switch character {
                case "\"":
                    if valid { found.append(text) }
                    literal = nil
                    valid = true
                    continue
                case "\\":
                    switch characters.next() {
                    case "n": text.append("\n")
                    case "t": text.append("\t")
                    case "\"": text.append("\"")
                    case "\\": text.append("\\")
                    case "'": text.append("'")
                    default: valid = false
                    }
                default:
                    text.append(character)
                }
                literal = text
            }
        }
        return found
    }

    /// The bodies of Swift's `"""` strings, their indentation taken off as the compiler does.
    static func multilineStrings(in source: String) -> [String] {
        var found: [String] = []
        var body: [Substring]?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var lines = body {
                if trimmed.hasPrefix("\"\"\"") {
                    let indent = line.prefix { $0 == " " }.count
                    found.append(lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n"))
                    body = nil
                } else {
                    lines.append(line)
                    body = lines
                }
            } else if line.hasSuffix("\"\"\"") && trimmed != "\"\"\"" || trimmed == "\"\"\"" {
                body = []
            }
        }
        return found
    }
}

/// A fixed-seed generator, so that the corpus is the same at every run: Knuth's MMIX
/// congruence, its high bits folded into the low (the ranges drawn use the high ones).
struct SeededCongruence: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state ^ (state >> 33)
    }
}

/// Spec texts changed the ways a writer gets them wrong: values of another type or spelling,
/// keys missing, doubled or misspelt, anchors, aliases and merge keys.
enum SpecMutation {
    static let values = [
        "null", "~", "Null", "NULL", "''", "\"\"", "'null'", "yes", "no", "on", "off", "Yes", "OFF", "true", "False",
        "'true'", "\"no\"", "!!str true", "!!bool yes", "! yes", "0x1F", "0o17", "017", "0b101", "1_000", ".inf", "-.inf",
        ".NaN", ".nan", "1e3", "2.5", "-3", "+4", "0", "\"7\"", "'12'", "!!int 7", "!!float 3", "12:30", "1:30:00",
        "2001-12-14", "[1, 2]", "[]", "{}", "{a: 1}", "[{title: A}]", "{title: A}", "dark", "light", "modern", "classic",
        "iphone-16-pro", "ipad-pro-13", "apple-tv", "system:search", "system:nope", "sf:house.fill", "sf:nope", "icon.svg",
        "\"#FF0000\"", "'#00FF0080'", "\"#XYZ\"", "content", "more", "edit", "rtl", "ltr", "top", "sidebar", "search", "abc",
        "\" \"", "\"two\\nlines\"", "|\n  block", ">\n  folded", "&v 3", "=", "<<", "26", "18", "7.1", "'26'", "-1", "99",
    ]
    static let keys = [
        "title", "badge", "icon", "enabled", "device", "tabs", "tint", "style", "ios", "appearance", "selected", "titel",
        "bagde", "extra", "<<", "'title'", "\"badge\"", "!!str title", "? icon", "yamlAnchor", "super", "id", "width",
        "height", "scale", "insets", "items", "rows", "time", "battery", "focus", "show", "mode", "groups", "children",
    ]

    static func mutate(_ text: String, _ random: inout SeededCongruence) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            apply(&lines, &random)
        }
        return lines.joined(separator: "\n")
    }

    /// Where a `key: value` line's value starts, and the key's start.
    private static func pair(_ line: String) -> (keyStart: String.Index, valueStart: String.Index)? {
        var index = line.startIndex
        while index < line.endIndex, line[index] == " " || line[index] == "-" { index = line.index(after: index) }
        guard index < line.endIndex, let colon = line[index...].firstIndex(of: ":"),
              line[line.index(after: colon)...].first.map({ $0 == " " }) ?? true,
              !line[index..<colon].contains(where: { $0 == "\"" || $0 == "{" || $0 == "[" || $0 == "#" })
        else { return nil }
        return (index, line.index(after: colon))
    }

    private static func apply(_ lines: inout [String], _ random: inout SeededCongruence) {
        let pairs = lines.indices.filter { pair(lines[$0]) != nil }
        guard !pairs.isEmpty else {
            lines = [values.randomElement(using: &random)!]
            return
        }
        let at = pairs.randomElement(using: &random)!
        let (keyStart, valueStart) = pair(lines[at])!
        let indent = String(lines[at][..<keyStart]).replacingOccurrences(of: "-", with: " ")
        switch Int.random(in: 0..<9, using: &random) {
        case 0, 1, 2:
            // Another value, of any type.
            let value = values.randomElement(using: &random)!
            lines[at] = String(lines[at][..<valueStart]) + " " + value.replacingOccurrences(of: "\n", with: "\n" + indent)
        case 3:
            // Values swapped between two fields.
            let other = pairs.randomElement(using: &random)!
            let (_, otherStart) = pair(lines[other])!
            let (mine, theirs) = (lines[at][valueStart...], lines[other][otherStart...])
            lines[at] = String(lines[at][..<valueStart]) + theirs
            lines[other] = String(lines[other][..<otherStart]) + mine
        case 4:
            // A key missing.
            lines.remove(at: at)
        case 5:
            // A key added, misspelt or doubled.
            let key = keys.randomElement(using: &random)!
            lines.insert(indent + key + ": " + values.randomElement(using: &random)!, at: at + 1)
        case 6:
            // The key written another way.
            let key = lines[at][keyStart..<lines[at].index(before: valueStart)]
            let spelled = ["'\(key)'", "\"\(key)\"", "!!str \(key)", "? \(key)\n\(indent)", "\(key)\(key.count % 2 == 0 ? "" : "s")", "&k \(key)"]
                .randomElement(using: &random)!
            lines[at] = String(lines[at][..<keyStart]) + spelled + String(lines[at][lines[at].index(before: valueStart)...])
        case 7:
            // An anchor on one value and an alias to it in another.
            let other = pairs.randomElement(using: &random)!
            let value = lines[at][valueStart...]
            lines[at] = String(lines[at][..<valueStart]) + " &m" + value
            if other > at {
                let (_, otherStart) = pair(lines[other])!
                lines[other] = String(lines[other][..<otherStart]) + " *m"
            }
        default:
            // An empty file, a comment, or the text cut short.
            switch Int.random(in: 0..<3, using: &random) {
            case 0: lines = [""]
            case 1: lines = ["# only a comment"]
            default: lines = Array(lines.prefix(at))
            }
        }
    }

    /// Specs built around merge keys: single mappings, lists of them, explicit keys over merged
    /// ones, merges of merges, and merge keys written so that they are not merge keys.
    static func mergeKeySpecs(_ random: inout SeededCongruence) -> [String] {
        let mergeKeys = ["<<", "<<", "<<", "'<<'", "!!merge <<", "!!str <<", "\"<<\""]
        // Mostly values each field takes, so that decoding gets as far as the merged tabs.
        let valid = [
            "title": ["One", "Two", "'3'"], "badge": ["1", "'!'", "12"], "enabled": ["true", "no", "off"],
            "icon": ["system:search", "sf:house.fill", "icon.svg"], "id": ["a", "b", "c"], "removed": ["yes", "false"],
        ]
        var specs: [String] = []
        for _ in 0..<600 {
            func value(_ key: String, _ random: inout SeededCongruence) -> String {
                Int.random(in: 0..<5, using: &random) > 0
                    ? valid[key]!.randomElement(using: &random)!
                    : values.randomElement(using: &random)!.replacingOccurrences(of: "\n", with: " ")
            }
            let merge = mergeKeys.randomElement(using: &random)!
            let target = ["*a", "*b", "[*a, *b]", "[*b, *a]", "*n", "*s", "[*a, *s]", "[*n, *b]"].randomElement(using: &random)!
            let key = valid.keys.sorted().randomElement(using: &random)!
            let explicit = Bool.random(using: &random) ? ", \(key): \(value(key, &random))" : ""
            let first = ["badge", "icon", "enabled", "removed"].randomElement(using: &random)!
            let block = Bool.random(using: &random)
            specs.append(
                """
                device: iphone-16-pro
                tabs:
                  - &a {title: One, id: &s \(value("id", &random)), \(first): \(value(first, &random))}
                  - &b {title: Two, enabled: \(value("enabled", &random)), badge: \(value("badge", &random))}
                  - &n {<<: *a, id: \(value("id", &random))}
                \(block ? "  - \(merge): \(target)\n    \(key): \(value(key, &random))" : "  - {\(merge): \(target)\(explicit)}")
                selected: \(value("id", &random))
                """)
        }
        // A merge key at the top: the merged mapping's keys are the spec's.
        specs.append("base: &d {device: iphone-16-pro, tabs: [{title: A}]}\n")
        specs.append("x: &d {device: iphone-16-pro}\n<<: *d\ntabs: [{title: A}]\n")
        return specs
    }

    static let oddDocuments = [
        "", "---", "# nothing", "---\n...", "5", "null", "~", "[]", "{}", "[device]", "'device'", "device:", "tabs:",
        "device: iphone-16-pro", "device: iphone-16-pro\ntabs:", "device: iphone-16-pro\ntabs: []",
        "device: iphone-16-pro\ntabs: [~]", "device: iphone-16-pro\ntabs: [[]]", "device: iphone-16-pro\ntabs: {title: A}",
        "device: {width: 390, height: 844, scale: 3}\ntabs: [{title: A}]",
        "device: {width: '390', height: 844, scale: 3.0}\ntabs: [{title: A}]",
        "device: {width: 390, height: 844, scale: 3, insets: {top: yes}}\ntabs: [{title: A}]",
        "device: iphone-16-pro\ntoolbar: [{title: A}, ~]\ntabs: []", "device: iphone-16-pro\ntoolbar: {items: ~}\ntabs: []",
        "device: iphone-16-pro\ntoolbar: {items: [{}]}\ntabs: []", "device: iphone-16-pro\ntoolbar: {}\ntabs: []",
        "device: iphone-16-pro\ngroups: [{title: G, children: [0, x, ~, 1.5]}]\ntabs: [{title: A}]",
        "device: iphone-16-pro\nunknowns: [{field: a, source: b}]\ntabs: [{title: A}]",
        "device: iphone-16-pro\ntabs: [{title: A}]\nyamlTag: x", "!!map {device: iphone-16-pro, tabs: [{title: A}]}",
        "&top {device: iphone-16-pro, tabs: [{title: A}]}", "device: !!str iphone-16-pro\ntabs: !!seq [{title: !!str A}]",
        "device: iphone-16-pro\ntabs: [{title: A, badge: !!int '3'}]", "device: iphone-16-pro\ntabs: [{title: A, enabled: !!bool 'yes'}]",
    ]
}

/// Tries every call a decoder answers and notes what each gives or throws.
struct DecoderProbe: Decodable {
    var notes: [String] = []

    private mutating func note(_ label: String, _ call: () throws -> Any?) {
        do {
            notes.append("\(label): \(String(describing: try call()))")
        } catch {
            notes.append("\(label): \(SpecNodeDecoderTests.describe(error))")
        }
    }

    init(from decoder: Decoder) throws {
        note("path") { decoder.codingPath.map(\.stringValue) }
        note("nil") { try decoder.singleValueContainer().decodeNil() }
        for (name, type) in Self.scalarTypes {
            note("single \(name)") { try Self.decode(type, from: decoder.singleValueContainer()) }
        }
        note("single typed bool") { try decoder.singleValueContainer().decode(Bool.self) }
        note("single typed double") { try decoder.singleValueContainer().decode(Double.self) }
        note("single typed int16") { try decoder.singleValueContainer().decode(Int16.self) }
        note("keys") { try decoder.container(keyedBy: AnyCodingKey.self).allKeys.map(\.stringValue) }
        if let keyed = try? decoder.container(keyedBy: AnyCodingKey.self) {
            for name in ["a", "b", "c", "list", "map", "missing", "super", "n", "q", "t", "y", "x", "z", "<<"] {
                let key = AnyCodingKey(stringValue: name)
                note("contains \(name)") { keyed.contains(key) }
                note("nil \(name)") { try keyed.decodeNil(forKey: key) }
                for (typeName, type) in Self.scalarTypes {
                    note("\(typeName) \(name)") { try Self.decode(type, forKey: key, in: keyed) }
                }
                // The typed requirements, which Yams 5 answers apart from the generic one.
                note("typed \(name)") {
                    [try? keyed.decode(Bool.self, forKey: key)] as [Any?] + [try? keyed.decode(Int.self, forKey: key), try? keyed.decode(Double.self, forKey: key)]
                }
                note("typed bool \(name)") { try keyed.decode(Bool.self, forKey: key) }
                note("typed int \(name)") { try keyed.decode(Int.self, forKey: key) }
                note("typed uint8 \(name)") { try keyed.decode(UInt8.self, forKey: key) }
                note("optional \(name)") { try keyed.decodeIfPresent(Int.self, forKey: key) }
                note("nested keyed \(name)") { try keyed.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key).allKeys.map(\.stringValue) }
                note("nested list \(name)") { try keyed.nestedUnkeyedContainer(forKey: key).count }
                note("super \(name)") { try DecoderProbe(from: keyed.superDecoder(forKey: key)).notes.count }
                note("probe \(name)") { try keyed.decode(DecoderProbe.self, forKey: key).notes }
            }
            note("super") { try keyed.superDecoder().singleValueContainer().decode(String.self) }
        }
        guard var list = try? decoder.unkeyedContainer() else { return }
        note("count") { list.count }
        var step = 0
        while !list.isAtEnd {
            let index = list.currentIndex
            // The calls take turns, so that each meets each kind of item.
            switch (index + step) % 6 {
            case 0: note("nil at \(index)") { try list.decodeNil() }
            case 1:
                note("int at \(index)") { try list.decode(Int.self) }
                if list.currentIndex == index { note("generic int at \(index)") { try Self.decode(Int.self, from: &list) } }
            case 2: note("keyed at \(index)") { try list.nestedContainer(keyedBy: AnyCodingKey.self).allKeys.map(\.stringValue) }
            case 3: note("list at \(index)") { try list.nestedUnkeyedContainer().count }
            case 4: note("super at \(index)") { try DecoderProbe(from: list.superDecoder()).notes.count }
            default: note("string at \(index)") { try list.decode(String.self) }
            }
            if list.currentIndex == index {
                // A failed read stays on the item: read it as anything.
                note("probe at \(index)") { try list.decode(DecoderProbe.self).notes }
            }
            step += 1
        }
        note("nil at the end") { try list.decodeNil() }
        note("int at the end") { try list.decode(Int.self) }
        note("keyed at the end") { try list.nestedContainer(keyedBy: AnyCodingKey.self) }
        note("list at the end") { try list.nestedUnkeyedContainer() }
    }

    private static let scalarTypes: [(String, any Decodable.Type)] = [
        ("string", String.self), ("int", Int.self), ("double", Double.self), ("bool", Bool.self), ("float", Float.self),
        ("uint8", UInt8.self), ("int64", Int64.self), ("optional string", String?.self), ("list", [Int].self),
    ]

    private static func decode(_ type: any Decodable.Type, from container: SingleValueDecodingContainer) throws -> Any {
        try container.decode(type)
    }

    private static func decode(_ type: any Decodable.Type, from list: inout UnkeyedDecodingContainer) throws -> Any {
        try list.decode(type)
    }

    private static func decode(_ type: any Decodable.Type, forKey key: AnyCodingKey, in container: KeyedDecodingContainer<AnyCodingKey>) throws -> Any {
        try container.decode(type, forKey: key)
    }
}
