import Foundation
import Yams

/// One `--set KEY=VALUE`: a spec field, by its path (`tabs[1].badge`), and the value it takes,
/// read as YAML would read it in the file (`9` is a number, `true` a Boolean, `#FF0000` a string).
///
/// Overrides act on the spec's node tree before it is decoded, so an overridden value passes
/// through exactly the checks it would meet written in the file.
public struct SpecOverride: Equatable, Sendable {
    public enum Step: Equatable, Sendable {
        case key(String)
        case index(Int)
    }

    /// The path as the user wrote it, for messages.
    public let path: String
    public let steps: [Step]
    /// The value's text, before YAML reads it.
    public let value: String
    /// The option that asked for it (`--set`, or `--matrix` for a variant's value), which the
    /// messages about the value name.
    public let option: String

    public init(path: String, value: String, option: String = "--set") throws(SpecOverrideError) {
        self.path = path
        self.steps = try Self.parse(path)
        self.value = value
        self.option = option
    }

    /// Reads `KEY=VALUE`; the first `=` separates them, so a value may contain `=`.
    public init(argument: String) throws(SpecOverrideError) {
        guard let equals = argument.firstIndex(of: "=") else {
            throw .missingValue(argument: argument)
        }
        try self.init(path: String(argument[..<equals]), value: String(argument[argument.index(after: equals)...]))
    }

    /// A short label for file names: the value itself, or, for a bare number or Boolean that
    /// would say nothing alone, the field's last key before it (`ios=26` → `ios26`). Characters
    /// other than letters, digits, `-` and `_` become `-`, trimmed at the ends (`#FF0000` → `FF0000`).
    public var label: String {
        let cleaned = String(value.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
            .trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        let bare = Double(value) != nil || ["true", "false"].contains(value.lowercased()) || cleaned.isEmpty
        guard bare else { return cleaned }
        let lastKey = steps.reversed().compactMap { step -> String? in
            if case .key(let key) = step { return key }
            return nil
        }.first ?? "value"
        return lastKey + cleaned
    }

    /// `tabs[1].badge` → key tabs, index 1, key badge.
    private static func parse(_ path: String) throws(SpecOverrideError) -> [Step] {
        var steps: [Step] = []
        var rest = Substring(path)
        var expectKey = true
        while !rest.isEmpty {
            if rest.hasPrefix("[") {
                guard let close = rest.firstIndex(of: "]"),
                      let index = Int(rest[rest.index(after: rest.startIndex)..<close]), index >= 0
                else { throw .badPath(path: path, expected: "an index such as [0] after [") }
                steps.append(.index(index))
                rest = rest[rest.index(after: close)...]
                expectKey = false
            } else if rest.hasPrefix(".") {
                guard !steps.isEmpty else { throw .badPath(path: path, expected: "a key before .") }
                rest = rest.dropFirst()
                expectKey = true
                if rest.isEmpty || rest.hasPrefix(".") || rest.hasPrefix("[") {
                    throw .badPath(path: path, expected: "a key after .")
                }
            } else {
                guard expectKey else { throw .badPath(path: path, expected: ". or [ after ]") }
                let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
                steps.append(.key(String(rest[..<end])))
                rest = rest[end...]
                expectKey = false
            }
        }
        guard !steps.isEmpty else { throw .badPath(path: path, expected: "a key such as appearance or tabs[1].badge") }
        // The file's own nesting is bounded before it is parsed; a path must not nest the tree
        // deeper than the file could (the serializer and the decoder recurse once per level).
        guard steps.count <= SpecInputLimits.maxDepth else {
            throw .badPath(path: path, expected: "at most \(SpecInputLimits.maxDepth) keys and indices, as a spec nests no deeper")
        }
        return steps
    }

    /// The value as a YAML node: flow lists, mappings and quoted strings are read as YAML;
    /// anything else is one plain scalar, so `#FF0000` is a colour and not a comment. The value
    /// meets the file's bounds before it is parsed (its nesting, with the path's) and before it is
    /// written into the tree (its values once aliases are expanded, which the tree's text would
    /// otherwise spell out: 300 bytes of `&a`/`*a` stand for billions).
    func node(source: String) throws(SpecError) -> Node {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard let first = trimmed.first, "[{\"'".contains(first) else { return Node(value, .implicit, .plain) }
        let depth = SpecInputLimits.maxDepth - steps.count
        if NestingScanner.firstLineDeeperThan(depth, in: Data(trimmed.utf8)) != nil {
            throw failure(source, "the value nests more than \(depth) levels below \(path); a spec nests at most \(SpecInputLimits.maxDepth) deep")
        }
        guard let parsed = try? Yams.compose(yaml: trimmed) else { return Node(value, .implicit, .plain) }
        guard Self.fitsLimits(parsed) else {
            throw failure(source, "the value has more than \(SpecInputLimits.maxValues) values or \(SpecInputLimits.describeSize(SpecInputLimits.maxBytes)) of text once aliases are expanded; write it out without *aliases")
        }
        return parsed
    }

    /// Whether `node`, every alias expanded, has at most `maxValues` values and `maxBytes` of
    /// scalar text: what its text would be once written out. The count stops at the first limit.
    static func fitsLimits(_ node: Node) -> Bool {
        var values = SpecInputLimits.maxValues
        var bytes = SpecInputLimits.maxBytes
        func fits(_ node: Node) -> Bool {
            values -= 1
            guard values >= 0 else { return false }
            switch node {
            case .scalar(let scalar):
                bytes -= scalar.string.utf8.count
                return bytes >= 0
            case .mapping(let mapping):
                for (key, value) in mapping where !fits(key) || !fits(value) { return false }
            case .sequence(let sequence):
                for element in sequence where !fits(element) { return false }
            default:
                break
            }
            return true
        }
        return fits(node)
    }

    /// Sets the value in the tree; keys missing on the way are added as mappings.
    func apply(to root: Node, source: String) throws(SpecError) -> Node {
        try set(in: root, at: steps[...], source: source)
    }

    private func set(in node: Node, at steps: ArraySlice<Step>, source: String) throws(SpecError) -> Node {
        guard let step = steps.first else { return try self.node(source: source) }
        let rest = steps.dropFirst()
        switch step {
        case .key(let key):
            guard case .mapping(var mapping) = node else {
                throw failure(source, "\(prefix(before: steps)) is not a mapping, so it has no key \(MessageText.quote(key))")
            }
            let keyNode = Node(key)
            let child = mapping[keyNode] ?? Node([(Node, Node)]())
            mapping[keyNode] = try set(in: child, at: rest, source: source)
            return .mapping(mapping)
        case .index(let index):
            guard case .sequence(var sequence) = node else {
                throw failure(source, "\(prefix(before: steps)) is not a list")
            }
            guard index < sequence.count else {
                throw failure(source, "\(prefix(before: steps)) has \(MessageText.count(sequence.count, "item")); index \(index) is past its end")
            }
            sequence[index] = try set(in: sequence[index], at: rest, source: source)
            return .sequence(sequence)
        }
    }

    private func prefix(before steps: ArraySlice<Step>) -> String {
        let taken = self.steps[..<steps.startIndex]
        guard !taken.isEmpty else { return "the spec" }
        return taken.enumerated().map { offset, step in
            switch step {
            case .key(let key): offset == 0 ? key : "." + key
            case .index(let index): "[\(index)]"
            }
        }.joined()
    }

    private func failure(_ source: String, _ message: String) -> SpecError {
        SpecError(file: source, path: "\(option) \(path)", message: message)
    }

    /// Whether an error at `errorPath` lies in the overridden value (the path or below it).
    func covers(_ errorPath: String) -> Bool {
        errorPath == path || errorPath.hasPrefix(path + ".") || errorPath.hasPrefix(path + "[")
    }
}

/// A `--set` argument that is not `KEY=VALUE` with a readable key path.
public enum SpecOverrideError: Error, Equatable, CustomStringConvertible, Sendable {
    case missingValue(argument: String)
    case badPath(path: String, expected: String)
    case matrix(argument: String, expected: String)

    public var description: String {
        switch self {
        case .missingValue(let argument):
            "--set \(MessageText.quote(argument)): expected KEY=VALUE, such as appearance=dark"
        case .badPath(let path, let expected):
            "--set \(MessageText.quote(path)): expected \(expected)"
        case .matrix(let argument, let expected):
            "--matrix \(MessageText.quote(argument)): expected \(expected)"
        }
    }
}

extension SpecDecoder {
    /// The spec text with the overrides applied, as YAML; the text itself when there are none.
    /// JSON is read as the YAML it almost always also is.
    static func applying(_ overrides: [SpecOverride], to text: String, source: String) throws(SpecError) -> String {
        guard !overrides.isEmpty else { return text }
        let composed: Node?
        do {
            composed = try Yams.compose(yaml: text)
        } catch {
            throw SpecError(file: source, path: "", message: "not valid YAML: \(error)")
        }
        var root = composed ?? Node([(Node, Node)]())
        for override in overrides {
            root = try override.apply(to: root, source: source)
        }
        // Written out, the file's own aliases are expanded too: the text must stay a spec's size.
        guard SpecOverride.fitsLimits(root) else {
            throw SpecError(
                file: source, path: "",
                message: "more than \(SpecInputLimits.maxValues) values or \(SpecInputLimits.describeSize(SpecInputLimits.maxBytes)) of text once aliases are expanded; write the spec out without *aliases")
        }
        do {
            return try Yams.serialize(node: root)
        } catch {
            throw SpecError(file: source, path: "", message: "could not be read: \(error)")
        }
    }

    /// An error in an overridden value names the option it came from (`--set`, `--matrix`); the
    /// last override of the path wins, as it did when applied.
    static func blame(_ error: SpecError, on overrides: [SpecOverride]) -> SpecError {
        guard let cause = overrides.last(where: { $0.covers(error.path) }) else { return error }
        var blamed = error
        blamed.path = cause.option + " " + error.path
        return blamed
    }
}
