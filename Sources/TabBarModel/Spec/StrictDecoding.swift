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
        let known = Keys.allCases.map(\.stringValue)
        let written = try (userInfo[WrittenKeys.userInfoKey] as? WrittenKeys)?.keys(at: codingPath)
            ?? container(keyedBy: AnyCodingKey.self).allKeys.map(\.stringValue)
        // JSON's keys come in no fixed order, so the one named is the first by name: the same
        // message at every run.
        if let key = written.filter({ !known.contains($0) }).min() {
            let guess = Self.nearestKey(to: key, in: known).map { "did you mean \"\($0)\"? " } ?? ""
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath + [AnyCodingKey(stringValue: key)],
                    debugDescription: "unknown key; \(guess)expected one of: \(known.joined(separator: ", "))"))
        }
    }
}

/// The keys written in each mapping of a spec's checked tree (`SpecTreeChecker`), by where the
/// mapping is. Yams' list of a mapping's keys builds its default resolver's regular expressions
/// (ICU's first use in the process, about 1.7 ms of a one-bar render) to leave out two keys of
/// its own; the decoder is given these instead. A place the tree has no mapping is not found,
/// and the decoder's own list is read, with its own error.
struct WrittenKeys: Sendable {
    enum Step: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    static let userInfoKey = CodingUserInfoKey(rawValue: "TabBarKit.writtenKeys")!

    private var mappings: [[Step]: [String]] = [:]

    mutating func record(_ keys: [String], at steps: [Step]) {
        mappings[steps] = keys
    }

    /// A coding path's keys: a key with an index is a list's element, as the decoders make them.
    func keys(at codingPath: [any CodingKey]) -> [String]? {
        mappings[codingPath.map { $0.intValue.map(Step.index) ?? .key($0.stringValue) }]
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
