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
    ///
    /// It reads UTF-8 bytes, not Characters: every byte that matters here is ASCII (or the lead of
    /// U+2028/U+2029), and a layout of tens of thousands of rows is tens of megabytes of JSON, where
    /// grapheme breaking and comparing each Character cost seconds.
    public static func roundingNumbers(_ json: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(json.utf8.count)
        var inString = false
        var escaped = false
        var token: [UInt8] = []
        func flush() {
            guard !token.isEmpty else { return }
            if token.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }),
               let value = Double(String(decoding: token, as: UTF8.self)) {
                output += number(value).utf8
            } else {
                output += token
            }
            token.removeAll(keepingCapacity: true)
        }
        let bytes = Array(json.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if inString {
                // Valid JSON either way, but a line break to JavaScript before ES2019 and to
                // readers that split on Unicode lines: E2 80 A8 and E2 80 A9 in UTF-8.
                if byte == 0xE2, index + 1 < bytes.count, bytes[index] == 0x80, bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9 {
                    output += (bytes[index + 1] == 0xA8 ? "\\u2028" : "\\u2029").utf8
                    index += 2
                    escaped = false
                    continue
                }
                output.append(byte)
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                inString = true
                output.append(byte)
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                token.append(byte)
            default:
                flush()
                output.append(byte)
            }
        }
        flush()
        return String(decoding: output, as: UTF8.self)
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
