import Foundation
import TestSupport
import TabBarImage
import TabBarModel
import TabBarRender
import XCTest

/// Mutated example specs, decoded, laid out and rendered: every one either renders or fails
/// with a one-line message that names the file, and nothing traps. Seeded, so a failure
/// repeats: the message names the seed and the mutation number.
final class SpecFuzzTests: XCTestCase {
    /// SplitMix64: small, fast, and the same sequence on every machine.
    private struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    /// Tokens that have broken parsers and numeric code before.
    private static let tokens = [
        "[", "]", "{", "}", "#", "\"\"", "''", ":", ": ", "- ", "\n  - ", "\n", "&a ", "*a", "!!binary ",
        "-1", "-1e308", "1e308", "nan", ".inf", "-.inf", "0x7FFFFFFFFFFFFFFF", "99999999999999999999",
        "9223372036854775807", "-9223372036854775808", "\u{1B}[2J", "\u{0}", "\u{202E}", "😀", "\u{0378}",
        "null", "~", "true", "tint: #FF0000", "device: x", "selected: 99", "badge: -5", "scale: 0",
        String(repeating: "A", count: 300), "\"#FFFFFF00\"", "system:nothing", "../../../../etc/passwd",
    ]

    private func mutate(_ text: String, random: inout Random) -> String {
        var bytes = Array(text.utf8)
        for _ in 0...random.below(4) {
            let position = bytes.isEmpty ? 0 : random.below(bytes.count)
            switch random.below(5) {
            case 0:
                bytes.insert(contentsOf: Array(Self.tokens[random.below(Self.tokens.count)].utf8), at: position)
            case 1 where !bytes.isEmpty:
                bytes.removeSubrange(position..<min(bytes.count, position + 1 + random.below(12)))
            case 2 where !bytes.isEmpty:
                bytes[position] = UInt8(truncatingIfNeeded: random.next())
            case 3:
                // A line repeated: duplicate keys, longer lists.
                let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                guard !lines.isEmpty else { continue }
                var copy = lines.map(String.init)
                copy.insert(copy[random.below(copy.count)], at: random.below(copy.count))
                bytes = Array(copy.joined(separator: "\n").utf8)
            default:
                let digits = ["0", "-0", "1e6", "-1000000", "3.5", "100000", "-100001"]
                bytes.insert(contentsOf: Array(digits[random.below(digits.count)].utf8), at: position)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func testMutatedSpecsRenderOrFailWithOneLine() throws {
        let examples = repositoryRoot.appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: examples.path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThan(names.count, 10)
        let originals = try names.map { try String(contentsOf: examples.appendingPathComponent($0), encoding: .utf8) }
        let renderer = try makeRenderer()
        let seed: UInt64 = 0x7AB_BA12
        var random = Random(state: seed)
        var decoded = 0, rendered = 0, refused = 0
        for iteration in 0..<400 {
            let pick = random.below(names.count)
            let name = names[pick]
            let text = mutate(originals[pick], random: &random)
            let context = "seed \(seed), mutation \(iteration) of \(name)"
            let spec: Spec
            do {
                spec = try SpecDecoder().decode(Data(text.utf8), format: SpecFormat(fileName: name)!, source: name)
            } catch {
                assertOneLine("\(error)", file: name, context: context)
                refused += 1
                continue
            }
            decoded += 1
            let document = SpecDocument(spec: spec, source: name, baseDirectory: examples.path)
            do {
                let png = try renderer.render(document, options: RenderOptions(format: .png, scale: 1))
                XCTAssertTrue(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), context)
                rendered += 1
                if iteration % 41 == 0 {
                    XCTAssertEqual(png, try renderer.render(document, options: RenderOptions(format: .png, scale: 1)), "same bytes: \(context)")
                }
            } catch {
                assertOneLine("\(error)", file: name, context: context)
            }
        }
        // The mix is fixed by the seed; both outcomes must be well represented for the test to mean anything.
        XCTAssertGreaterThan(rendered, 40, "decoded \(decoded), refused \(refused)")
        XCTAssertGreaterThan(refused, 40, "decoded \(decoded), rendered \(rendered)")
    }

    private func assertOneLine(_ message: String, file: String, context: String) {
        XCTAssertFalse(message.contains("\n"), "one line: \(context): \(message.prefix(300))")
        XCTAssertTrue(message.contains(file) || message.hasPrefix("drawing") || message.hasPrefix("setup"), "names the file: \(context): \(message.prefix(300))")
    }
}
