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
    /// Codable ignores keys it does not know; a spec must not, or a typo ("bagde") silently does nothing.
    func rejectUnknownKeys<Keys: CodingKey & CaseIterable>(_ keys: Keys.Type) throws {
        let container = try self.container(keyedBy: AnyCodingKey.self)
        let known = Keys.allCases.map(\.stringValue)
        for key in container.allKeys where !known.contains(key.stringValue) {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath + [key],
                    debugDescription: "unknown key; expected one of: \(known.joined(separator: ", "))"))
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
