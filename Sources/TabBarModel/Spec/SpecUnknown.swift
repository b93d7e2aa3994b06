import Foundation

/// Something a spec written by `tabbar import` could not know without running the app (a badge
/// from a variable, a title from a call, tabs behind `#if`): the field it concerns, the line of the
/// app's code that decides it, and what the spec draws instead. Recorded in the spec, so that lint
/// (`import-unknown`) and anyone reading the spec see it; drawing ignores it.
public struct SpecUnknown: Codable, Equatable, Sendable {
    /// The spec field, as `tabs[2].badge`; it may name a tab the spec leaves out.
    public var field: String
    /// Where the app's code decides it: `FILE:LINE`.
    public var source: String
    /// What the code does there, and what the spec shows instead.
    public var reason: String

    public init(field: String, source: String, reason: String) {
        self.field = field
        self.source = source
        self.reason = reason
    }

    /// The most entries a spec holds.
    public static let maxCount = SpecUnknownsValidator.maxCount

    /// At most `maxCount` entries: when there are more, the last kept one says how many are not
    /// listed, with the place the first of them comes from, so the spec still loads and still
    /// says that its list is cut.
    public static func boundedList(_ entries: [SpecUnknown]) -> [SpecUnknown] {
        guard entries.count > maxCount else { return entries }
        let rest = entries[(maxCount - 1)...]
        let first = rest[rest.startIndex]
        let more = SpecUnknown(
            field: first.field, source: first.source,
            reason: "this and \(rest.count - 1) more entries are not listed: a spec keeps at most \(maxCount); the import's own output lists them all")
        return Array(entries.prefix(maxCount - 1)) + [more]
    }

    /// An entry within the bounds whatever the code it was read from holds: the file and the
    /// reason made one line and cut to their limits, a field that is not a path (a storyboard's
    /// own key) taken as the bar's `tabs`.
    public static func bounded(field: String, file: String, line: Int, reason: String) -> SpecUnknown {
        let lineText = ":\(max(1, line))"
        return SpecUnknown(
            field: field.count <= SpecUnknownsValidator.maxFieldLength && SpecUnknownsValidator.isFieldPath(field) ? field : "tabs",
            source: MessageText.oneLine(file, limit: SpecUnknownsValidator.maxSourceLength - lineText.count) + lineText,
            reason: MessageText.oneLine(reason, limit: SpecUnknownsValidator.maxReasonLength))
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case field, source, reason
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        field = try container.decode(String.self, forKey: .field)
        source = try container.decode(String.self, forKey: .source)
        reason = try container.decode(String.self, forKey: .reason)
    }
}

/// The bounds of `unknowns`: an importer writes a few per bar; these leave room for any app and
/// keep a hand-made or hostile spec from carrying megabytes of text into every lint line.
struct SpecUnknownsValidator {
    static let maxCount = 1_000
    static let maxFieldLength = 200
    static let maxSourceLength = 1_024
    static let maxReasonLength = 1_000

    let source: String

    func validate(_ unknowns: [SpecUnknown]?) throws(SpecError) {
        guard let unknowns else { return }
        guard unknowns.count <= Self.maxCount else {
            throw failure("unknowns", "\(unknowns.count) entries; expected at most \(Self.maxCount)")
        }
        for (index, unknown) in unknowns.enumerated() {
            let path = "unknowns[\(index)]"
            guard unknown.field.count <= Self.maxFieldLength, Self.isFieldPath(unknown.field) else {
                throw failure(
                    path + ".field",
                    "expected a spec field such as tabs[2].badge (keys and [index], at most \(Self.maxFieldLength) characters), got \(MessageText.quote(String(unknown.field.prefix(Self.maxFieldLength))))")
            }
            guard unknown.source.count <= Self.maxSourceLength, !unknown.source.contains(where: \.isNewline), Self.line(of: unknown.source) != nil else {
                throw failure(
                    path + ".source",
                    "expected FILE:LINE, such as App/Tabs.swift:12 (one line, at most \(Self.maxSourceLength) characters), got \(MessageText.quote(String(unknown.source.prefix(80))))")
            }
            let reason = unknown.reason.trimmingCharacters(in: .whitespaces)
            guard !reason.isEmpty, unknown.reason.count <= Self.maxReasonLength, !unknown.reason.contains(where: \.isNewline) else {
                throw failure(path + ".reason", "expected one line saying what is unknown (at most \(Self.maxReasonLength) characters)")
            }
        }
    }

    /// `FILE:LINE` with a file and a line from 1.
    static func line(of source: String) -> Int? {
        guard let colon = source.lastIndex(of: ":"), colon > source.startIndex else { return nil }
        let digits = source[source.index(after: colon)...]
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy(\.isASCII), let line = Int(digits), line >= 1 else { return nil }
        return line
    }

    /// `key`, `key[3]`, `key.key[0].key`: a path as findings and `--set` name fields.
    static func isFieldPath(_ path: String) -> Bool {
        guard !path.isEmpty else { return false }
        return path.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { segment in
            var rest = Substring(segment)
            let key = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
            guard let first = key.first, first.isLetter else { return false }
            rest = rest.dropFirst(key.count)
            while !rest.isEmpty {
                guard rest.first == "[" else { return false }
                rest = rest.dropFirst()
                let digits = rest.prefix { $0.isASCII && $0.isNumber }
                guard !digits.isEmpty, digits.count <= 6 else { return false }
                rest = rest.dropFirst(digits.count)
                guard rest.first == "]" else { return false }
                rest = rest.dropFirst()
            }
            return true
        }
    }

    private func failure(_ path: String, _ message: String) -> SpecError {
        SpecError(file: source, path: path, message: message)
    }
}
