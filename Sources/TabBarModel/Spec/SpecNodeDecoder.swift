import Foundation
import Yams

/// The tree `SpecTreeChecker` composed from a spec's text, kept for the decoder so that the text
/// is parsed once: its lines tell a merge key written `<<` from a key tagged `!!str <<`.
struct CheckedSpecTree {
    let root: Node
    let lines: [Substring]
}

/// Decodes a spec from the tree its check composed, as `YAMLDecoder` decodes it from the text,
/// error for error (case, coding path, key, type), so every message stays the same.
///
/// `YAMLDecoder` parses again with a resolver holding a regular expression (ICU's first use) and
/// asks `as? ScalarConstructible.Type` of every type it meets (a scan of every conformance in
/// the process, once per type). This reader resolves no tags: the check's basic resolver leaves
/// plain scalars untagged, which is what `Bool.construct` and the others see inside
/// `YAMLDecoder` too (its resolver knows only `<<`). Scalars go through Yams' own constructors,
/// so Yams 5 and 6 read them each their own way, as they do today.
///
/// A tree whose reading depends on Yams' tag resolution as a side effect (a plain `<<` key, which
/// Yams 5 resolves only once something compares it; a `<<` with a tag, which Yams 6's tree of the
/// basic resolver cannot tell from a plain one without the text), or on names Yams 6 keeps for
/// itself (`yamlAnchor`, `yamlTag`), throws `Unsupported`: the caller then decodes the text with
/// `YAMLDecoder`, which is exact by definition.
struct SpecNodeDecoder {
    struct Unsupported: Error {}

    let tree: CheckedSpecTree

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try NodeDecoder(node: tree.root, codingPath: [], lines: tree.lines).decode(type)
    }

    /// The tree of an empty document, which `YAMLDecoder` reads as an empty scalar; tagged with
    /// the basic resolver, as `Tag.implicit` would build the default one's regular expressions.
    static func emptyDocument() -> Node {
        Node("", Tag(.implicit, .basic))
    }
}

/// A coding key as Yams' decoder makes them: `Index N` for a list's items, `super`. Named as
/// Yams names its own, since a missing key's description prints the key's type.
private struct _YAMLCodingKey: CodingKey { // swiftlint:disable:this type_name
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }
    static let `super` = _YAMLCodingKey(stringValue: "super")
}

/// One pair of a mapping after merge keys are applied: the key's text, and whether a field's
/// name can find it (a key with an explicit tag other than `!!str` cannot, though `allKeys` lists it).
private struct Field {
    let name: String
    let findable: Bool
    let value: Node
}

private struct NodeDecoder: Decoder, SingleValueDecodingContainer {
    let node: Node
    let codingPath: [CodingKey]
    let lines: [Substring]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .mapping(let mapping) = node else {
            throw typeMismatch(Node.Mapping.self, reality: node)
        }
        return KeyedDecodingContainer(NodeKeyedContainer<Key>(decoder: self, fields: try flatten(mapping)))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard case .sequence(let sequence) = node else {
            throw typeMismatch(Node.Sequence.self, reality: node)
        }
        return NodeUnkeyedContainer(decoder: self, items: Array(sequence))
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { self }

    func decoder(for node: Node, key: CodingKey) -> NodeDecoder {
        NodeDecoder(node: node, codingPath: codingPath + [key], lines: lines)
    }

    // MARK: Single value

    func decodeNil() -> Bool {
        if case .scalar(let scalar) = node { return NSNull.construct(from: scalar) != nil }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decode(type, typed: false) }

    /// `typed`: called through one of the protocol's requirements for a standard type (`Bool`,
    /// `Int`, …) rather than its generic one, which Yams 5 answers differently when the scalar
    /// is not of the type (see `genericMissIsValueNotFound`).
    func decode<T: Decodable>(_ type: T.Type, typed: Bool) throws -> T {
        guard let construct = Self.scalarConstructor(for: type) else { return try T(from: self) }
        let scalar = try self.scalar()
        guard let value = construct(scalar) as? T else {
            if !typed && Self.genericMissIsValueNotFound {
                throw DecodingError.valueNotFound(
                    type, DecodingError.Context(codingPath: codingPath, debugDescription: "Expected \(type) value but found \(scalar) instead."))
            }
            throw typeMismatch(type, reality: scalar)
        }
        return value
    }

    func decode(_ type: Bool.Type) throws -> Bool { try decode(type, typed: true) }
    func decode(_ type: String.Type) throws -> String { try decode(type, typed: true) }
    func decode(_ type: Double.Type) throws -> Double { try decode(type, typed: true) }
    func decode(_ type: Float.Type) throws -> Float { try decode(type, typed: true) }
    func decode(_ type: Int.Type) throws -> Int { try decode(type, typed: true) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decode(type, typed: true) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decode(type, typed: true) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decode(type, typed: true) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decode(type, typed: true) }
    func decode(_ type: UInt.Type) throws -> UInt { try decode(type, typed: true) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decode(type, typed: true) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decode(type, typed: true) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decode(type, typed: true) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decode(type, typed: true) }

    /// Yams 5's decoder throws `valueNotFound` for a scalar its type's constructor refuses when
    /// asked through the generic requirement (an array's items, for one), and `typeMismatch`
    /// through the typed ones; Yams 6 always `typeMismatch`. Yams 6's decoder came with
    /// `YAMLDecoder.Options` (anchors dereferenced while decoding), which tells them apart
    /// without parsing anything.
    static let genericMissIsValueNotFound = !Mirror(reflecting: YAMLDecoder()).children.contains { $0.label == "options" }

    /// Yams' constructor for the types it makes from a scalar (`ScalarConstructible`), found by
    /// identity rather than by a conformance check.
    private static func scalarConstructor(for type: Any.Type) -> ((Node.Scalar) -> Any?)? {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(String.self): String.construct(from:)
        case ObjectIdentifier(Bool.self): Bool.construct(from:)
        case ObjectIdentifier(Int.self): Int.construct(from:)
        case ObjectIdentifier(Double.self): Double.construct(from:)
        case ObjectIdentifier(Float.self): Float.construct(from:)
        case ObjectIdentifier(Int8.self): Int8.construct(from:)
        case ObjectIdentifier(Int16.self): Int16.construct(from:)
        case ObjectIdentifier(Int32.self): Int32.construct(from:)
        case ObjectIdentifier(Int64.self): Int64.construct(from:)
        case ObjectIdentifier(UInt.self): UInt.construct(from:)
        case ObjectIdentifier(UInt8.self): UInt8.construct(from:)
        case ObjectIdentifier(UInt16.self): UInt16.construct(from:)
        case ObjectIdentifier(UInt32.self): UInt32.construct(from:)
        case ObjectIdentifier(UInt64.self): UInt64.construct(from:)
        case ObjectIdentifier(Decimal.self): Decimal.construct(from:)
        case ObjectIdentifier(URL.self): URL.construct(from:)
        case ObjectIdentifier(UUID.self): UUID.construct(from:)
        case ObjectIdentifier(Data.self): Data.construct(from:)
        case ObjectIdentifier(Date.self): Date.construct(from:)
        default: nil
        }
    }

    private func scalar() throws -> Node.Scalar {
        guard case .scalar(let scalar) = node else { throw typeMismatch(Node.Scalar.self, reality: payload) }
        return scalar
    }

    /// The node's case payload (`Node.Mapping`, …), whose type Yams' messages name where a
    /// scalar was expected (where a container was, they name `Node`).
    private var payload: Any {
        switch node {
        case .scalar(let scalar): scalar
        case .mapping(let mapping): mapping
        case .sequence(let sequence): sequence
        default: Mirror(reflecting: node).children.first?.value ?? node
        }
    }

    func typeMismatch(_ expectation: Any.Type, reality: Any) -> DecodingError {
        .typeMismatch(
            expectation,
            DecodingError.Context(
                codingPath: codingPath, debugDescription: "Expected to decode \(expectation) but found \(type(of: reality)) instead."))
    }

    // MARK: Merge keys

    /// The pairs as Yams 6's `Node.Mapping.flatten()` leaves them: the pairs merge keys bring
    /// (each list's mappings last to first, so an earlier one wins), then the mapping's own, so
    /// that a lookup from the end finds an explicit key before a merged one.
    private func flatten(_ mapping: Node.Mapping) throws -> [Field] {
        var merged: [Field] = []
        var own: [Field] = []
        for (key, value) in mapping {
            guard let field = try field(key: key, value: value) else {
                switch value {
                case .mapping(let inner):
                    merged += try flatten(inner)
                case .sequence(let list):
                    var flattened: [[Field]] = []
                    for case .mapping(let inner) in list { flattened.append(try flatten(inner)) }
                    for fields in flattened.reversed() { merged += fields }
                default:
                    break
                }
                continue
            }
            own.append(field)
        }
        return merged + own
    }

    /// The pair as a field, or nil for a merge key.
    private func field(key: Node, value: Node) throws -> Field? {
        // The check refuses keys that are lists or mappings.
        guard case .scalar(let scalar) = key else { throw SpecNodeDecoder.Unsupported() }
        let name = scalar.string
        if name == "yamlAnchor" || name == "yamlTag" { throw SpecNodeDecoder.Unsupported() }
        // A tag's name is internal to Yams; its description is the name.
        switch Tag.Name(rawValue: scalar.tag.description) {
        case .merge:
            return nil
        case .value:
            // Yams' flatten retags such a key as it goes, which later reads of the node would see.
            throw SpecNodeDecoder.Unsupported()
        case .implicit where name == "<<" && scalar.style == .plain:
            // Yams 5: its parser leaves keys unresolved, and whether `<<` merges depends on
            // what compared it before.
            throw SpecNodeDecoder.Unsupported()
        case .str where name == "<<" && scalar.style == .plain:
            // Yams 6 resolved every key while parsing: the basic resolver made this `!!str`,
            // which the decoder's resolver makes a merge key unless the text tags it.
            guard writtenPlainly(at: scalar.mark, name) else { throw SpecNodeDecoder.Unsupported() }
            return nil
        case .implicit, .nonSpecific, .str:
            return Field(name: name, findable: true, value: value)
        default:
            return Field(name: name, findable: false, value: value)
        }
    }

    /// Whether the text at `mark` is `text` itself, with no tag or anchor before it.
    private func writtenPlainly(at mark: Mark?, _ text: String) -> Bool {
        guard let mark, mark.line >= 1, mark.line <= lines.count, mark.column >= 1 else { return false }
        let line = lines[mark.line - 1].unicodeScalars
        guard mark.column - 1 <= line.count else { return false }
        return line.dropFirst(mark.column - 1).starts(with: text.unicodeScalars)
    }
}

private struct NodeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: NodeDecoder
    let fields: [Field]

    var codingPath: [CodingKey] { decoder.codingPath }
    var allKeys: [Key] { fields.compactMap { Key(stringValue: $0.name) } }

    func contains(_ key: Key) -> Bool { value(named: key.stringValue) != nil }

    func decodeNil(forKey key: Key) throws -> Bool { try decoder(for: key).decodeNil() }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder(for: key).decode(type, typed: false)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder(for: key).decode(type, typed: true) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder(for: key).decode(type, typed: true) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder(for: key).decode(type, typed: true) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder(for: key).decode(type, typed: true) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(for: key).decode(type, typed: true) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder(for: key).decode(type, typed: true) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder(for: key).decode(type, typed: true) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder(for: key).decode(type, typed: true) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder(for: key).decode(type, typed: true) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder(for: key).decode(type, typed: true) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder(for: key).decode(type, typed: true) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder(for: key).decode(type, typed: true) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder(for: key).decode(type, typed: true) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder(for: key).decode(type, typed: true) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> Decoder { try decoder(for: _YAMLCodingKey.super) }
    func superDecoder(forKey key: Key) throws -> Decoder { try decoder(for: key) }

    /// The last pair of that name: an explicit key wins over a merged one.
    private func value(named name: String) -> Node? {
        fields.last { $0.findable && $0.name == name }?.value
    }

    private func decoder(for key: CodingKey) throws -> NodeDecoder {
        guard let node = value(named: key.stringValue) else {
            throw DecodingError.keyNotFound(
                key, DecodingError.Context(codingPath: codingPath, debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return decoder.decoder(for: node, key: key)
    }
}

private struct NodeUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: NodeDecoder
    let items: [Node]
    var currentIndex = 0

    var codingPath: [CodingKey] { decoder.codingPath }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    // As Yams' does, a nil check moves past the item whatever it holds.
    mutating func decodeNil() throws -> Bool {
        try throwIfAtEnd(Any?.self)
        return try next { $0.decodeNil() }
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try next { try $0.decode(type, typed: false) }
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next { try $0.decode(type, typed: true) } }
    mutating func decode(_ type: String.Type) throws -> String { try next { try $0.decode(type, typed: true) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try next { try $0.decode(type, typed: true) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try next { try $0.decode(type, typed: true) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try next { try $0.decode(type, typed: true) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next { try $0.decode(type, typed: true) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next { try $0.decode(type, typed: true) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next { try $0.decode(type, typed: true) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next { try $0.decode(type, typed: true) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next { try $0.decode(type, typed: true) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next { try $0.decode(type, typed: true) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next { try $0.decode(type, typed: true) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next { try $0.decode(type, typed: true) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next { try $0.decode(type, typed: true) } }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next { try $0.container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
        try next { try $0.unkeyedContainer() }
    }

    mutating func superDecoder() throws -> Decoder { try next { $0 } }

    private func throwIfAtEnd<T>(_ type: T.Type) throws {
        guard isAtEnd else { return }
        throw DecodingError.valueNotFound(
            type,
            DecodingError.Context(codingPath: codingPath + [_YAMLCodingKey(index: currentIndex)], debugDescription: "Unkeyed container is at end."))
    }

    private mutating func next<T>(_ read: (NodeDecoder) throws -> T) throws -> T {
        try throwIfAtEnd(T.self)
        let value = try read(decoder.decoder(for: items[currentIndex], key: _YAMLCodingKey(index: currentIndex)))
        currentIndex += 1
        return value
    }
}
