import Foundation
import Yams

/// Bounds on spec text, checked before any parser sees it: the YAML parser recurses once per
/// nesting level and crashes on a few thousand, and aliases can expand a small file enormously.
public enum SpecInputLimits {
    /// Larger than any real spec by far; refused before it is read into memory.
    public static let maxBytes = 8 << 20
    /// This schema nests five levels deep at most; 64 leaves room for any reasonable layout.
    public static let maxDepth = 64
    /// Values after aliases are expanded (a "billion laughs" file expands far beyond this).
    public static let maxValues = 100_000

    /// Refuses data over the size limit or nested deeper than the depth limit.
    public static func check(_ data: Data, source: String) throws(SpecError) {
        guard data.count <= maxBytes else {
            throw SpecError(file: source, path: "", message: "the file is \(describeSize(data.count)); a spec may be at most \(describeSize(maxBytes))")
        }
        if let line = NestingScanner.firstLineDeeperThan(maxDepth, in: data) {
            throw SpecError(file: source, path: "", message: "line \(line): nested more than \(maxDepth) levels deep")
        }
    }

    public static func describeSize(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? String(format: "%.1f MB", Double(bytes) / Double(1 << 20)) : "\(bytes) bytes"
    }
}

/// Counts how deeply YAML or JSON text nests without parsing it: brackets and braces outside
/// quoted strings and comments, plus YAML's indentation and `- ` levels. It may count more
/// levels than a parser would, never fewer.
enum NestingScanner {
    static func firstLineDeeperThan(_ limit: Int, in data: Data) -> Int? {
        data.withUnsafeBytes { raw in scan(raw.bindMemory(to: UInt8.self), limit: limit) }
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
        var line = 1
        var flowDepth = 0
        var indents: [Int] = []
        var index = 0
        let count = bytes.count
        while index < count {
            // The start of a line: measure indentation (only outside flow collections).
            if flowDepth == 0 {
                var column = 0
                while index < count, bytes[index] == space || bytes[index] == tab {
                    column += 1
                    index += 1
                }
                if index < count, bytes[index] != newline, bytes[index] != UInt8(ascii: "#"), bytes[index] != UInt8(ascii: "\r") {
                    while let last = indents.last, last >= column { indents.removeLast() }
                    indents.append(column)
                    // "- - - x" nests one level per dash on the same line.
                    while index + 1 < count, bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == space {
                        index += 2
                        column += 2
                        while index < count, bytes[index] == space {
                            index += 1
                            column += 1
                        }
                        indents.append(column)
                    }
                    if indents.count > limit { return line }
                }
            }
            // A quoted string is taken to end with its line: a quote mark in a block of text must
            // not hide the brackets after it, and counting too many only errs on the safe side.
            var quote: UInt8? = nil
            var atTokenStart = true
            while index < count, bytes[index] != newline {
                let byte = bytes[index]
                index += 1
                if let open = quote {
                    if open == UInt8(ascii: "\"") && byte == UInt8(ascii: "\\"), index < count, bytes[index] != newline {
                        index += 1
                    } else if byte == open {
                        quote = nil
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    // An apostrophe inside a plain word ("don't") starts no string.
                    if atTokenStart { quote = byte }
                case UInt8(ascii: "#") where atTokenStart:
                    while index < count, bytes[index] != newline { index += 1 }
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    flowDepth += 1
                    if flowDepth + indents.count > limit { return line }
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    flowDepth = max(0, flowDepth - 1)
                default:
                    break
                }
                atTokenStart = byte == space || byte == tab || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":")
                    || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "-")
            }
            if index < count {
                index += 1
                line += 1
            }
        }
        return nil
    }
}

/// Checks a spec's parsed tree for what YAML and JSON decoders would otherwise read differently:
/// duplicate keys (YAML keeps the last, JSON the first), empty strings (absent in YAML, empty
/// in JSON), a YAML value lost to a `#` comment (`tint: #FF0000`), keys that are lists or
/// mappings (which the decoders drop without a word), and control characters in any string
/// (a NUL ends the text Pango draws, so "Fav\0orites" would draw as "Fav").
struct SpecTreeChecker {
    let source: String
    let lines: [Substring]
    private var visited = 0
    /// Where each node visited starts: an alias repeats its anchor's, which tells the message
    /// about too many values whether aliases are to blame.
    private var starts: Set<Int> = []
    private var expandsAliases = false
    /// Whether `parse` renamed keys, whose marks the walk then takes off again.
    private var renamedKeys = false

    init(source: String, text: String) {
        self.source = source
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Text that does not parse is left to the decoder, which says why. The tree checked is
    /// returned for `SpecNodeDecoder`, so the text is parsed once; nil when it does not parse, or
    /// when a key had to be renamed to parse it.
    static func check(text: String, source: String) throws(SpecError) -> CheckedSpecTree? {
        guard let (root, renamed) = try parse(text, source: source) else { return nil }
        var checker = SpecTreeChecker(source: source, text: text)
        checker.renamedKeys = renamed
        try checker.walk(root, path: "")
        return renamed ? nil : CheckedSpecTree(root: root, lines: checker.lines)
    }

    /// Marks a key renamed so that Yams 6 parses a mapping that has it twice (`parse`): a
    /// private-use character, which YAML allows in a plain scalar and no spec key contains.
    private static let renamedKey: Unicode.Scalar = "\u{E000}"

    /// The text's tree, with every key kept where it is written, duplicates included.
    ///
    /// The walk reads no tags: the basic resolver spares building the default one's regular
    /// expressions (through ICU), a tenth of a one-bar render's set-up. Yams 5 keeps both keys of a
    /// pair for the walk to report with both lines; Yams 6's parser refuses the mapping instead,
    /// naming the key and where it is first written but not the second line or the field. That
    /// first key is then renamed in the text (`renamedKey` at its start, inside its quote if it
    /// has one, so a key written with escapes is renamed too) and the text parsed again, and the
    /// walk finds the pair as it does with Yams 5. When the renamings cannot go on (the parses'
    /// budget is spent, or the key is written some way a mark cannot go), the duplicate is still
    /// refused, from the parser's own words: a duplicate never passes.
    private static func parse(_ text: String, source: String) throws(SpecError) -> (root: Node, renamed: Bool)? {
        var text = text
        // Each attempt parses the whole text again: at most about `maxBytes` parsed in all, so a
        // spec of many duplicates stays bounded.
        let attempts = min(256, max(2, SpecInputLimits.maxBytes / max(1, text.utf8.count)))
        var found: (name: String, line: Int, column: Int)?
        for attempt in 1...attempts {
            do {
                // An empty document is the empty scalar YAMLDecoder reads in its place.
                return (try Yams.compose(yaml: text, .basic) ?? SpecNodeDecoder.emptyDocument(), attempt > 1)
            } catch {
                guard let duplicate = duplicateKey(in: error) else {
                    // A renaming that broke the text (a key that is an alias): the duplicate stands.
                    if let found { throw refusal(found, source: source) }
                    return nil
                }
                found = duplicate
                // Each renaming its own number of marks, so renamed keys never meet each other.
                guard attempt < attempts, let renamed = renaming(marks: attempt, line: duplicate.line, column: duplicate.column, in: text)
                else { throw refusal(duplicate, source: source) }
                text = renamed
            }
        }
        if let found { throw refusal(found, source: source) }
        return nil
    }

    /// A duplicate the walk could not reach, named by the key and its first line.
    private static func refusal(_ duplicate: (name: String, line: Int, column: Int), source: String) -> SpecError {
        let name = String(String.UnicodeScalarView(duplicate.name.unicodeScalars.filter { $0 != renamedKey }))
        return SpecError(file: source, path: "", message: "line \(duplicate.line): duplicate key \(MessageText.quote(name)) in one mapping; keep one")
    }

    /// Yams 6's `duplicatedKeysInMapping` error: the key and its first line and column (1-based).
    /// Read by reflection, so this builds against Yams 5 too, where no such error exists.
    private static func duplicateKey(in error: any Error) -> (name: String, line: Int, column: Int)? {
        guard let payload = Mirror(reflecting: error).children.first, payload.label == "duplicatedKeysInMapping" else { return nil }
        let fields = Mirror(reflecting: payload.value).children
        guard let names = fields.first(where: { $0.label == "duplicates" })?.value as? [String], let name = names.sorted().first,
              let context = fields.first(where: { $0.label == "context" })?.value,
              let mark = Mirror(reflecting: context).children.first(where: { $0.label == "mark" })?.value as? Mark
        else { return nil }
        return (name, mark.line, mark.column)
    }

    /// `text` with `marks` renaming marks at the start of the key written at `line`, `column`
    /// (inside its quote mark, if any); nil when no key can start there. The key is not compared
    /// with its decoded name, which escapes (`"ti\u0074le"`) write otherwise.
    private static func renaming(marks: Int, line: Int, column: Int, in text: String) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        guard line >= 1, line <= lines.count, column >= 1, column <= lines[line - 1].count else { return nil }
        let written = lines[line - 1]
        let start = column - 1
        let first = written[start]
        // An alias, a tag, an anchor or a block scalar's indicator: no mark may go there.
        guard !["*", "&", "!", "|", ">", "\t", " "].contains(first) else { return nil }
        let nameStart = first == "\"" || first == "'" ? start + 1 : start
        lines[line - 1].insert(contentsOf: repeatElement(renamedKey, count: marks), at: nameStart)
        return lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
    }

    private mutating func walk(_ node: Node, path: String) throws(SpecError) {
        visited += 1
        if let mark = node.mark, !starts.insert(mark.line << 24 | mark.column).inserted { expandsAliases = true }
        if visited > SpecInputLimits.maxValues {
            throw SpecError(
                file: source, path: "",
                message: expandsAliases
                    ? "more than \(SpecInputLimits.maxValues) values once aliases are expanded; write the spec out without *aliases"
                    : "more than \(SpecInputLimits.maxValues) values; a spec describes one screen in far fewer")
        }
        switch node {
        case .mapping(let mapping):
            var seen: [String: Int] = [:]
            for (key, value) in mapping {
                let line = key.mark?.line ?? 0
                guard case .scalar(let keyScalar) = key else {
                    let kind = if case .sequence = key { "a list" } else { "a mapping" }
                    throw SpecError(file: source, path: path, message: "line \(line): a key is \(kind); expected a name such as title")
                }
                let name = renamedKeys ? String(String.UnicodeScalarView(keyScalar.string.unicodeScalars.filter { $0 != Self.renamedKey })) : keyScalar.string
                let field = path.isEmpty ? name : path + "." + name
                try checkControlCharacters(name, field: field)
                if let first = seen[name] {
                    throw SpecError(file: source, path: field, message: "duplicate key \"\(name)\" on lines \(first) and \(line); keep one")
                }
                seen[name] = line
                try checkEmpty(value, field: field, keyLine: line)
                try walk(value, path: field)
            }
        case .sequence(let sequence):
            for (index, element) in sequence.enumerated() {
                try checkEmpty(element, field: "\(path)[\(index)]", keyLine: nil)
                try walk(element, path: "\(path)[\(index)]")
            }
        case .scalar(let scalar):
            try checkControlCharacters(scalar.string, field: path)
        default:
            // Yams 6's `.alias`: its parser puts the anchored node itself where an alias stands,
            // so this is never reached (and Yams 5 has no other case).
            break
        }
    }

    private func checkControlCharacters(_ text: String, field: String) throws(SpecError) {
        guard let control = text.unicodeScalars.first(where: SpecCharacters.isRefused) else { return }
        throw SpecError(
            file: source, path: field,
            message: "\(MessageText.quote(text)) contains the control character \(String(format: "U+%04X", control.value)); expected text without control characters")
    }

    private func checkEmpty(_ node: Node, field: String, keyLine: Int?) throws(SpecError) {
        guard case .scalar(let scalar) = node, scalar.string.isEmpty else { return }
        switch scalar.style {
        case .singleQuoted, .doubleQuoted:
            throw SpecError(file: source, path: field, message: "empty string; leave the key out instead")
        default:
            // `key: #…` is a key with no value and a comment: almost always an unquoted colour.
            if let keyLine, keyLine >= 1, keyLine <= lines.count {
                let text = lines[keyLine - 1]
                if let colon = text.firstIndex(of: ":"), text[colon...].contains("#") {
                    throw SpecError(file: source, path: field, message: "no value: in YAML `#` starts a comment; quote a colour, as \"#FF0000\"")
                }
            }
        }
    }
}

/// Which characters a spec's text may hold.
public enum SpecCharacters {
    /// Tabs and line breaks are text; every other C0 or C1 character, and DEL, is not.
    public static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control && scalar != "\t" && scalar != "\n" && scalar != "\r"
    }

    /// Text from elsewhere (an app's title) made acceptable to a spec: each refused character
    /// written out as `\u{1B}`, visible in the picture, so a change to it still changes the picture.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isRefused) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isRefused(scalar) { out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
