/// A problem with a spec, pointing at the file and the field a person has to change.
public struct SpecError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The spec file as the user named it.
    public var file: String
    /// The field, as `tabs[2].badge`; empty for the document as a whole.
    public var path: String
    /// What was expected, and what was found.
    public var message: String

    public init(file: String, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
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
