import Foundation

/// One field of a spec that differs between two versions of it, in words: `tabs[1].title:
/// "Inbox" → "Messages"`. A field one side lacks is `nil` on that side.
public struct SpecFieldChange: Equatable, Sendable {
    public var path: String
    public var old: String?
    public var new: String?

    public init(path: String, old: String?, new: String?) {
        self.path = path
        self.old = old
        self.new = new
    }

    /// `tabs[1].title: "Inbox" → "Messages"`; an added or removed field reads `(none)` on its missing side.
    public var text: String {
        "\(path): \(old ?? "(none)") → \(new ?? "(none)")"
    }
}

extension Spec {
    /// The fields that differ from `earlier`, in the order the spec writes them, compared as the
    /// spec encodes them (so a colour written `#ff0000` or `#FF0000` is one value). What is only a
    /// pointer back into the app's code (`unknowns[N].source`, a line that moves whenever a line
    /// is added above it) is not a change; what it says (`field`, `reason`) is.
    public func changes(since earlier: Spec) -> [SpecFieldChange] {
        var changes: [SpecFieldChange] = []
        Self.compare(Self.tree(earlier), Self.tree(self), path: "", into: &changes)
        return changes.filter { !Self.isPointer($0.path) }
    }

    private static func tree(_ spec: Spec) -> EncodedValue {
        // A spec always encodes and decodes back as JSON: its fields are strings, numbers and enums.
        guard let data = try? JSONEncoder().encode(spec), let value = try? JSONDecoder().decode(EncodedValue.self, from: data) else { return .null }
        return value
    }

    private static func compare(list old: [EncodedValue], _ new: [EncodedValue], path: String, into changes: inout [SpecFieldChange]) {
        for index in 0..<max(old.count, new.count) {
            compare(index < old.count ? old[index] : nil, index < new.count ? new[index] : nil, path: "\(path)[\(index)]", into: &changes)
        }
    }

    private static func isPointer(_ path: String) -> Bool {
        path.hasPrefix("unknowns[") && path.hasSuffix("].source")
    }

    private static func compare(_ old: EncodedValue?, _ new: EncodedValue?, path: String, into changes: inout [SpecFieldChange]) {
        switch (old, new) {
        case (.object(let old)?, .object(let new)?):
            for key in Set(old.keys).union(new.keys).sorted() {
                compare(old[key], new[key], path: path.isEmpty ? key : path + "." + key, into: &changes)
            }
        case (.array(let old)?, .array(let new)?):
            compare(list: old, new, path: path, into: &changes)
        // A list one side lacks is an empty one: each entry added or removed is a line.
        case (.array(let old)?, nil):
            compare(list: old, [], path: path, into: &changes)
        case (nil, .array(let new)?):
            compare(list: [], new, path: path, into: &changes)
        default:
            if old != new { changes.append(SpecFieldChange(path: path, old: old?.text, new: new?.text)) }
        }
    }
}

/// A spec as JSON encodes it, to be compared field by field.
private indirect enum EncodedValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([EncodedValue])
    case object([String: EncodedValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([EncodedValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: EncodedValue].self)) }
    }

    /// As a person reads it in a spec: strings quoted and escaped to one line, whole numbers
    /// without a point, objects and lists in brief.
    var text: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .string(let value): MessageText.quote(value)
        case .array(let values): MessageText.shorten("[" + values.map(\.text).joined(separator: ", ") + "]", to: 160)
        case .object(let fields): MessageText.shorten("{" + fields.keys.sorted().map { "\($0): \(fields[$0]!.text)" }.joined(separator: ", ") + "}", to: 160)
        }
    }
}
