#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// JSON whose numbers do not wobble: every fractional number rounded to 1/1000 (no
/// `78.60000000000001`), keys sorted, and a `schemaVersion` beside the payload's own keys.
public enum StableJSON {
    /// The shape version of the JSON outputs; it changes when a key is renamed or removed.
    public static let schemaVersion = 1

    public static func encode<Payload: Encodable>(_ payload: Payload, versioned: Bool = true) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = versioned ? try encoder.encode(Versioned(payload: payload)) : try encoder.encode(payload)
        return roundingNumbers(String(decoding: data, as: UTF8.self))
    }

    /// The payload's keys with `schemaVersion` among them.
    private struct Versioned<Payload: Encodable>: Encodable {
        let payload: Payload
        enum Key: String, CodingKey { case schemaVersion }

        func encode(to encoder: any Encoder) throws {
            try payload.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(StableJSON.schemaVersion, forKey: .schemaVersion)
        }
    }

    /// Rewrites each number token with a fraction or exponent, outside strings, to at most three
    /// decimals; integers and strings pass through untouched, but for U+2028 and U+2029 escaped.
    public static func roundingNumbers(_ json: String) -> String {
        var output = ""
        output.reserveCapacity(json.utf8.count)
        var inString = false
        var escaped = false
        var token = ""
        func flush() {
            guard !token.isEmpty else { return }
            if token.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), let value = Double(token) {
                output += number(value)
            } else {
                output += token
            }
            token = ""
        }
        for character in json {
            if inString {
                // Valid JSON either way, but a line break to JavaScript before ES2019 and to
                // readers that split on Unicode lines.
                if character == "\u{2028}" || character == "\u{2029}" {
                    output += character == "\u{2028}" ? "\\u2028" : "\\u2029"
                    continue
                }
                output.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"":
                flush()
                inString = true
                output.append(character)
            case "-", "+", ".", "e", "E", "0"..."9":
                token.append(character)
            default:
                flush()
                output.append(character)
            }
        }
        flush()
        return output
    }

    /// A number to 1/1000, written without trailing zeros (78.6, 12, -0.125).
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        var text = NumberText.printf("%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
