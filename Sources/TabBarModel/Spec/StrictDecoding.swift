/// A coding key for any name or index, used to list the keys a spec actually contains.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension Decoder {
    /// The known key a typo most likely meant: the fewest edits, ignoring case, at most one for a
    /// word of three letters or fewer and otherwise two or a third of its length (`bagde` is two
    /// from `badge`). None for a word that is not near any.
    static func nearestKey(to typed: String, in known: [String]) -> String? {
        guard typed.count <= 64 else { return nil }
        let word = Array(typed.lowercased())
        let scored = known.map { ($0, SFSymbol.editDistance(word, Array($0.lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= (word.count <= 3 ? 1 : max(2, word.count / 3)) else { return nil }
        return best.0
    }

    /// Codable ignores keys it does not know; a spec must not, or a typo ("bagde") silently does nothing.
    func rejectUnknownKeys<Keys: CodingKey & CaseIterable>(_ keys: Keys.Type) throws {
        let container = try self.container(keyedBy: AnyCodingKey.self)
        let known = Keys.allCases.map(\.stringValue)
        // JSON's keys come in no fixed order, so the one named is the first by name: the same
        // message at every run.
        let unknown = container.allKeys.filter { !known.contains($0.stringValue) }.sorted { $0.stringValue < $1.stringValue }
        if let key = unknown.first {
            let guess = Self.nearestKey(to: key.stringValue, in: known).map { "did you mean \"\($0)\"? " } ?? ""
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath + [key],
                    debugDescription: "unknown key; \(guess)expected one of: \(known.joined(separator: ", "))"))
        }
    }
}

/// A closed set of words a spec field accepts; the error lists them.
public protocol SpecKeyword: RawRepresentable, CaseIterable, Codable, Sendable where RawValue == String {}

extension SpecKeyword {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let word = try container.decode(String.self)
        guard let value = Self(rawValue: word) else {
            let choices = Self.allCases.map(\.rawValue).joined(separator: " | ")
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected \(choices), got \(MessageText.quote(word))")
        }
        self = value
    }
}
