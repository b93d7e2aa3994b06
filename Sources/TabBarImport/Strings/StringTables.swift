import Foundation
import TabBarFiles

/// The app's translated strings: `*.lproj/TABLE.strings` and `*.xcstrings`, by table, key and language.
public struct StringTables: Sendable {
    public struct Entry: Sendable, Equatable {
        public var value: String
        public var provenance: Provenance
    }

    /// table → key → locale → entry.
    private var entries: [String: [String: [String: Entry]]] = [:]
    /// Every language a table ships, `Base` left out.
    public private(set) var locales: Set<String> = []
    /// The language the app is written in: a string catalog's `sourceLanguage`, the project's
    /// `developmentRegion`, else English.
    public var developmentLanguage: String = "en"
    var problems: [ImportProblem] = []

    public init() {}

    public func lookup(key: String, table: String?, locale: String) -> Entry? {
        guard let byLocale = entries[table ?? "Localizable"]?[key] else { return nil }
        if let exact = byLocale[locale] { return exact }
        // `de-CH` falls back to `de`, as Foundation's bundle lookup does.
        let language = String(locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
        return byLocale[language] ?? byLocale.first { $0.key.hasPrefix(language + "-") || $0.key.hasPrefix(language + "_") }?.value
            ?? byLocale[""] ?? byLocale["Base"]
    }

    private var refusedLocales: Set<String> = []

    /// `en`, `pt-BR`, `zh-Hans`, `Base`: a language names a spec file, so a folder named with a
    /// line feed or a slash is refused, not written.
    static func isLanguageCode(_ locale: String) -> Bool {
        (1...35).contains(locale.utf8.count) && locale.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D || byte == 0x5F
        }
    }

    private mutating func add(table: String, key: String, locale: String, entry: Entry) {
        guard locale.isEmpty || Self.isLanguageCode(locale) else {
            if refusedLocales.insert(entry.provenance.file + "\u{0}" + locale).inserted {
                problems.append(ImportProblem(provenance: Provenance(file: entry.provenance.file, line: 0), message: "the language \(MessageText.quote(locale)) is not a language code; its strings are not read"))
            }
            return
        }
        entries[table, default: [:]][key, default: [:]][locale] = entry
        if locale != "Base", !locale.isEmpty { locales.insert(locale) }
    }

    mutating func readStrings(_ path: String, locale: String, table: String, limits: ImportLimits) {
        switch TextFile.read(path, limits: limits, allowUTF16: true) {
        case .failure(let problem):
            problems.append(problem)
        case .success(let text):
            if PropertyListStrings.isPropertyList(text) {
                switch PropertyListStrings.parse(text) {
                case .success(let pairs):
                    for pair in pairs {
                        add(table: table, key: pair.key, locale: locale, entry: Entry(value: pair.value, provenance: Provenance(file: path, line: pair.line)))
                    }
                case .failure(let failure):
                    problems.append(ImportProblem(provenance: Provenance(file: path, line: failure.line), message: "\(failure.message); the file was not read"))
                }
                return
            }
            do {
                for pair in try StringsFileParser.parse(text) {
                    add(table: table, key: pair.key, locale: locale, entry: Entry(value: pair.value, provenance: Provenance(file: path, line: pair.line)))
                }
            } catch {
                problems.append(ImportProblem(provenance: Provenance(file: path, line: error.line), message: "\(error.message); the rest of the file was not read"))
            }
        }
    }

    mutating func readCatalog(_ path: String, limits: ImportLimits) {
        let text: String
        switch TextFile.read(path, limits: limits) {
        case .failure(let problem):
            problems.append(problem)
            return
        case .success(let read): text = read
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let strings = object["strings"] as? [String: Any]
        else {
            problems.append(ImportProblem(provenance: Provenance(file: path, line: 0), message: "not a string catalog (expected JSON with \"strings\"); not read"))
            return
        }
        let table = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if let source = object["sourceLanguage"] as? String, Self.isLanguageCode(source) { developmentLanguage = source }
        let lines = KeyLines(text: text)
        for (key, value) in strings {
            guard let localizations = (value as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            for (locale, localization) in localizations {
                guard let unit = (localization as? [String: Any])?["stringUnit"] as? [String: Any],
                      let text = unit["value"] as? String
                else { continue }
                add(table: table, key: key, locale: locale, entry: Entry(value: text, provenance: Provenance(file: path, line: lines.line(of: key))))
            }
            if let source = object["sourceLanguage"] as? String, Self.isLanguageCode(source) { locales.insert(source) }
        }
    }

    mutating func readProject(_ path: String, limits: ImportLimits) {
        guard case .success(let text) = TextFile.read(path, limits: limits) else { return }
        // `developmentRegion = en;` in the project object; an old-style plist, one setting a line.
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("developmentRegion = ") else { continue }
            let value = trimmed.dropFirst("developmentRegion = ".count).trimmingCharacters(in: CharacterSet(charactersIn: "\"; "))
            if !value.isEmpty, value != "English", Self.isLanguageCode(value) { developmentLanguage = value }
            return
        }
    }
}

/// Where each JSON key of a string catalog is written (the line of its first `"key" :`).
private struct KeyLines {
    private var lines: [String: Int] = [:]

    init(text: String) {
        var number = 1
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { number += 1 }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("\""), let end = trimmed.dropFirst().firstIndex(of: "\"") else { continue }
            let key = String(trimmed[trimmed.index(after: trimmed.startIndex)..<end])
            if lines[key] == nil { lines[key] = number }
        }
    }

    func line(of key: String) -> Int { lines[key] ?? 1 }
}

/// A strings file written as an XML property list, a dictionary of key to text (Pocket Casts'
/// translations come that way); Xcode accepts it as it does the `"key" = "value";` form.
enum PropertyListStrings {
    static func isPropertyList(_ text: String) -> Bool {
        let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        return start.hasPrefix("<?xml") || start.hasPrefix("<plist")
    }

    static func parse(_ text: String) -> Result<[(key: String, value: String, line: Int)], StringsFileParser.Failure> {
        // Apple's DOCTYPE names an outside DTD, which is never fetched; one that declares entities
        // is refused before parsing, as storyboards are, so none is ever expanded.
        if text.contains("<!ENTITY") || text.range(of: #"<!DOCTYPE[^>\[]*\["#, options: .regularExpression) != nil {
            return .failure(.init(line: 1, message: "a property list that declares entities"))
        }
        let object = try? PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil)
        guard let dictionary = object as? [String: Any] else {
            return .failure(.init(line: 1, message: "expected a property list of keys to strings"))
        }
        var lines: [String: Int] = [:]
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let open = line.range(of: "<key>"), let close = line.range(of: "</key>", range: open.upperBound..<line.endIndex) else { continue }
            let key = String(line[open.upperBound..<close.lowerBound])
            if lines[key] == nil { lines[key] = offset + 1 }
        }
        return .success(dictionary.compactMap { key, value in
            (value as? String).map { (key, $0, lines[key] ?? 1) }
        }.sorted { $0.line < $1.line })
    }
}

/// `"key" = "value";` pairs with `/* */` and `//` comments, Apple's escapes (`\"`, `\n`, `\U00E9`).
enum StringsFileParser {
    struct Failure: Error {
        let line: Int
        let message: String
    }

    static func parse(_ text: String) throws(Failure) -> [(key: String, value: String, line: Int)] {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var line = 1
        var pairs: [(key: String, value: String, line: Int)] = []

        func skipSpace() throws(Failure) {
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "\n" { line += 1; index += 1 }
                else if scalar == " " || scalar == "\t" || scalar == "\r" { index += 1 }
                else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    index += 2
                    while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") {
                        if scalars[index] == "\n" { line += 1 }
                        index += 1
                    }
                    guard index + 1 < scalars.count else { throw Failure(line: line, message: "a comment is not closed") }
                    index += 2
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while index < scalars.count, scalars[index] != "\n" { index += 1 }
                } else { return }
            }
        }

        func quoted() throws(Failure) -> String {
            // Old-style property lists allow a bare word (`NSCameraUsageDescription = "…";`).
            func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.$:/-".unicodeScalars.contains(scalar)
            }
            if index < scalars.count, isWordCharacter(scalars[index]) {
                var word = String.UnicodeScalarView()
                while index < scalars.count, isWordCharacter(scalars[index]) {
                    word.append(scalars[index])
                    index += 1
                }
                return String(word)
            }
            guard index < scalars.count, scalars[index] == "\"" else {
                throw Failure(line: line, message: "expected a quoted string")
            }
            index += 1
            var result = String.UnicodeScalarView()
            while index < scalars.count, scalars[index] != "\"" {
                var scalar = scalars[index]
                if scalar == "\n" { line += 1 }
                if scalar == "\\", index + 1 < scalars.count {
                    index += 1
                    switch scalars[index] {
                    case "n": scalar = "\n"
                    case "t": scalar = "\t"
                    case "r": scalar = "\r"
                    case "U", "u":
                        let digits = String(String.UnicodeScalarView(scalars[(index + 1)..<min(index + 5, scalars.count)]))
                        guard digits.count == 4, let code = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(code) else {
                            throw Failure(line: line, message: "expected four hex digits after \\U")
                        }
                        scalar = decoded
                        index += 4
                    default: scalar = scalars[index]
                    }
                }
                result.append(scalar)
                index += 1
            }
            guard index < scalars.count else { throw Failure(line: line, message: "a string is not closed") }
            index += 1
            return String(result)
        }

        while true {
            try skipSpace()
            guard index < scalars.count else { break }
            let keyLine = line
            let key = try quoted()
            try skipSpace()
            guard index < scalars.count, scalars[index] == "=" else { throw Failure(line: line, message: "expected = after a key") }
            index += 1
            try skipSpace()
            let value = try quoted()
            try skipSpace()
            guard index < scalars.count, scalars[index] == ";" else { throw Failure(line: line, message: "expected ; after a value") }
            index += 1
            pairs.append((key, value, keyLine))
        }
        return pairs
    }
}
