import Foundation
import Yams

public enum SpecFormat: Sendable {
    case yaml, json

    /// The format a file name implies: `.json` is JSON, `.yaml` and `.yml` are YAML.
    public init?(fileName: String) {
        let lowercased = fileName.lowercased()
        if lowercased.hasSuffix(".json") {
            self = .json
        } else if lowercased.hasSuffix(".yaml") || lowercased.hasSuffix(".yml") {
            self = .yaml
        } else {
            return nil
        }
    }
}

/// Turns spec text into a validated `Spec`, or a `SpecError` naming the field at fault.
public struct SpecDecoder: Sendable {
    public init() {}

    /// - Parameters:
    ///   - source: the file name to put in messages.
    ///   - overrides: `--set` values, applied in order to the text's tree before it is decoded.
    public func decode(
        _ data: Data, format: SpecFormat, source: String, overrides: [SpecOverride] = []
    ) throws(SpecError) -> Spec {
        do {
            return try decodeValidated(data, format: format, source: source, overrides: overrides)
        } catch {
            throw Self.blame(error, on: overrides)
        }
    }

    private func decodeValidated(
        _ data: Data, format: SpecFormat, source: String, overrides: [SpecOverride]
    ) throws(SpecError) -> Spec {
        let data = ByteOrderMark.stripped(data)
        try SpecInputLimits.check(data, source: source)
        guard let written = String(data: data, encoding: .utf8) else {
            throw SpecError(file: source, path: "", message: "expected UTF-8 text")
        }
        if format == .json {
            do {
                try JSONSyntax.check([UInt8](data))
            } catch {
                throw SpecError(
                    file: source, path: "", message: "not valid JSON at line \(error.line), column \(error.column): \(error.problem)",
                    location: SpecLocation(line: error.line, column: error.column))
            }
        }
        var tree = try SpecTreeChecker.check(text: written, source: source)
        let text = try Self.applying(overrides, to: written, source: source)
        if !overrides.isEmpty { tree = try SpecTreeChecker.check(text: text, source: source) }
        let spec: Spec
        do {
            switch format {
            case .json where overrides.isEmpty:
                spec = try JSONDecoder().decode(Spec.self, from: data)
            case .json, .yaml:
                spec = try Self.decodeYAML(tree: tree, text: text)
            }
        } catch let error as SpecError {
            throw error
        } catch let error as DecodingError {
            switch Self.locating(error, format: format, text: text, tree: tree) {
            case let located as SpecError: throw located
            case let located as DecodingError: throw Self.specError(located, format: format, source: source)
            default: throw Self.specError(error, format: format, source: source)
            }
        } catch let error as YamlError {
            throw Self.specError(error, source: source)
        } catch {
            throw SpecError(file: source, path: "", message: "could not be read: \(error)")
        }
        try SpecValidator(source: source).validate(spec)
        return spec
    }

    /// The spec from the tree the check composed; from the text with Yams' own decoder when the
    /// text does not parse (its error says why) or the tree is one `SpecNodeDecoder` leaves to it.
    static func decodeYAML(tree: CheckedSpecTree?, text: String) throws -> Spec {
        if let tree {
            do {
                return try SpecNodeDecoder(tree: tree).decode(Spec.self)
            } catch is SpecNodeDecoder.Unsupported {}
        }
        return try YAMLDecoder().decode(Spec.self, from: text)
    }

    /// Foundation's JSONDecoder on Linux reports a number it cannot convert (2.5 for a whole
    /// number) as invalid JSON, with no coding path. Valid JSON is valid YAML, and the YAML
    /// decoder names the field, so such text is decoded again to find it.
    private static func locating(_ error: DecodingError, format: SpecFormat, text: String, tree: CheckedSpecTree?) -> any Error {
        guard format == .json, case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
              (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) != nil
        else { return error }
        do {
            _ = try decodeYAML(tree: tree, text: text)
        } catch let located {
            return located
        }
        return error
    }

    static func specError(_ error: DecodingError, format: SpecFormat, source: String) -> SpecError {
        switch error {
        case .keyNotFound(let key, let context):
            return SpecError(
                file: source, path: fieldPath(context.codingPath + [key]),
                message: "missing; this key is required")
        case .typeMismatch(let type, let context):
            return SpecError(
                file: source, path: fieldPath(context.codingPath), message: "expected \(describe(type))")
        case .valueNotFound(let type, let context):
            return SpecError(
                file: source, path: fieldPath(context.codingPath), message: "expected \(describe(type)), got null")
        case .dataCorrupted(let context):
            if let yaml = context.underlyingError as? YamlError {
                return specError(yaml, source: source)
            }
            if context.codingPath.isEmpty, format == .json {
                let detail = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
                return SpecError(file: source, path: "", message: "not valid JSON" + (detail.map { ": \($0)" } ?? ""))
            }
            return SpecError(file: source, path: fieldPath(context.codingPath), message: context.debugDescription)
        @unknown default:
            return SpecError(file: source, path: "", message: "\(error)")
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Bool.Type: "true or false"
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is Double.Type: "a number"
        case is [TabSpec].Type: "a list of tabs"
        default:
            String(describing: type).hasPrefix("Array") ? "a list" : "a mapping (key: value)"
        }
    }

    /// Yams' descriptions read `4:13: error: scanner: mapping values are not allowed in this
    /// context:` and then the line with a caret under the fault. The message keeps the problem
    /// whole (without the colon that led to the drawing) and the line and column go where every
    /// other error's location goes.
    static func specError(_ error: YamlError, source: String) -> SpecError {
        let first = "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
        let parts = first.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard parts.count == 5, let line = Int(parts[0]), let column = Int(parts[1]), parts[2] == "error" else {
            return SpecError(file: source, path: "", message: "not valid YAML: \(first)")
        }
        var problem = parts[4]
        while problem.hasSuffix(":") { problem.removeLast() }
        return SpecError(
            file: source, path: "", message: "not valid YAML at line \(line), column \(column): \(problem)",
            location: SpecLocation(line: line, column: column))
    }
}
