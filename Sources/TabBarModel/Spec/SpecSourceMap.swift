import Foundation
import Yams

/// A line and column in a spec file, both counted from 1.
public struct SpecLocation: Codable, Equatable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// Finds where a field path (`tabs[3].title`) is written in a spec's text, so findings can point
/// at a line. JSON is read as the YAML it almost always also is.
public struct SpecSourceMap {
    private let root: Node?

    /// Text that does not parse gives a map that finds nothing.
    public init(text: String) {
        let bounded = (try? SpecInputLimits.check(Data(text.utf8), source: "")) != nil
        root = bounded ? try? Yams.compose(yaml: text) : nil
    }

    /// Where the field is written; for a field left out (a default), where its nearest written
    /// parent is; nil when not even the first step of the path is in the text.
    public func location(of path: String) -> SpecLocation? {
        guard var node = root else { return nil }
        var found: SpecLocation?
        for step in Self.steps(path) {
            switch step {
            case .key(let key):
                // A toolbar written as a list is its `items` without the key.
                if key == "items", node.sequence != nil { continue }
                guard let pair = node.mapping?.first(where: { $0.key.string == key }) else { return found }
                found = pair.key.mark.map(Self.location) ?? found
                node = pair.value
            case .index(let index):
                guard let sequence = node.sequence, sequence.indices.contains(index) else { return found }
                node = sequence[index]
                found = node.mark.map(Self.location) ?? found
            }
        }
        return found
    }

    private enum Step {
        case key(String)
        case index(Int)
    }

    /// `tabs[3].title` → key tabs, index 3, key title.
    private static func steps(_ path: String) -> [Step] {
        var steps: [Step] = []
        for part in path.split(separator: ".") {
            var rest = Substring(part)
            if let bracket = rest.firstIndex(of: "[") {
                let key = rest[..<bracket]
                if !key.isEmpty { steps.append(.key(String(key))) }
                rest = rest[bracket...]
                while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
                    if let index = Int(rest[rest.index(after: rest.startIndex)..<close]) { steps.append(.index(index)) }
                    rest = rest[rest.index(after: close)...]
                }
            } else if !rest.isEmpty {
                steps.append(.key(String(rest)))
            }
        }
        return steps
    }

    private static func location(_ mark: Mark) -> SpecLocation {
        SpecLocation(line: mark.line, column: mark.column)
    }
}
