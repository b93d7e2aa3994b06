/// A problem with a spec, pointing at the file and the field a person has to change.
public struct SpecError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The spec file as the user named it.
    public var file: String
    /// The field, as `tabs[2].badge`; empty for the document as a whole.
    public var path: String
    /// What was expected, and what was found.
    public var message: String
    /// Where in the file the field (or, for text that does not parse, the fault) is written, when
    /// the loader had the text; lint, SARIF and JUnit point there.
    public var location: SpecLocation?

    public init(file: String, path: String, message: String, location: SpecLocation? = nil) {
        self.file = file
        self.path = path
        self.message = message
        self.location = location
    }

    /// This error with the line its field is written on in `text`, unless it has one already.
    func located(in text: String) -> SpecError {
        guard location == nil, !path.isEmpty else { return self }
        var located = self
        located.location = SpecSourceMap(text: text).location(of: path)
        return located
    }

    public var description: String {
        path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
    }
}

/// Formats a coding path the way a person would write it: `tabs[2].badge`.
public func fieldPath(_ codingPath: [CodingKey]) -> String {
    var path = ""
    for key in codingPath {
        if let index = key.intValue {
            path += "[\(index)]"
        } else {
            path += path.isEmpty ? key.stringValue : "." + key.stringValue
        }
    }
    return path
}
