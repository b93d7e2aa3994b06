import Foundation
import TabBarModel

/// What an SVG icon or backdrop may contain, checked on its bytes before librsvg sees them.
///
/// An icon is a small vector drawing: no scripts, no HTML, no filter whose cost has no bound, no
/// image but a small embedded PNG, nothing outside the file. librsvg's own limits stop reference
/// bombs, but not a filter that takes minutes (`feTurbulence numOctaves="1000"`), nor a tiny
/// embedded PNG that decodes to gigabytes; and anything that reaches outside the file (another file, a URL, an
/// XML entity) would make a render depend on more than the spec. A plain byte scanner, not a
/// regular expression: it runs on every icon of every render.
enum SVGSafety {
    /// The most elements a drawing may have.
    static let maxElements = 20_000
    /// The most `<use>` elements: each may instantiate a whole group.
    static let maxUses = 500
    /// The most elements once every `<use>` is expanded: a few hundred bytes of nested `<use>`
    /// can stand for millions, which librsvg stops only after seconds of work.
    static let maxExpandedElements = 50_000
    /// Numbers in path data (`d`, `points`): Cairo's cost grows with the square of crossing
    /// segments, and 4,000 random ones take about a second. Adwaita's busiest icon has 609.
    static let maxPathNumbers = 4_000
    /// Elements drawn through a filter: each one is a pass over its whole region.
    static let maxFilteredElements = 32
    /// An embedded (`data:`) image's encoded size.
    static let maxEmbeddedBytes = 256 << 10

    /// The first rule `text` breaks, in words for a message; nil when it breaks none.
    /// - Parameter maxPixelsPerSide: the largest side an embedded PNG may declare.
    static func violation(in data: Data, maxPixelsPerSide: Int) -> String? {
        data.withUnsafeBytes { raw in
            var scanner = Scanner(bytes: raw.bindMemory(to: UInt8.self), maxSide: maxPixelsPerSide)
            return scanner.run()
        }
    }

    /// Filter primitives whose cost grows only with the pixels drawn, which a render bounds by
    /// drawing at the final size (Cairo's own SVG output uses feColorMatrix for masks). The rest
    /// (feTurbulence with any numOctaves, feConvolveMatrix, feMorphology, lighting, feImage,
    /// feTile, feDisplacementMap) can take minutes on a few hundred bytes, or reach outside.
    static let cheapFilterPrimitives: Set<String> = [
        "fecolormatrix", "fecomponenttransfer", "fefuncr", "fefuncg", "fefuncb", "fefunca",
        "feflood", "fecomposite", "feblend", "feoffset", "femerge", "femergenode", "fegaussianblur",
        "fedropshadow",
    ]

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let maxSide: Int
        var index = 0
        var elements = 0
        var uses = 0
        var pathNumbers = 0
        var filtered = 0
        /// The ids of the open elements (nil for one without an id), outermost first.
        var openIds: [String?] = []
        /// Per id ("" for the document): elements drawn directly inside it, and the ids it
        /// contains or `<use>`s, each of which counts in full wherever it is used.
        var ownElements: [String: Int] = [:]
        var references: [String: [String]] = [:]

        init(bytes: UnsafeBufferPointer<UInt8>, maxSide: Int) {
            self.bytes = bytes
            self.maxSide = maxSide
        }

        mutating func run() -> String? {
            if contains("@import") { return "an external style sheet (@import)" }
            if let problem = checkURLFunctions() { return problem }
            while let open = find(UInt8(ascii: "<"), from: index) {
                index = open + 1
                if starts(with: "!--") {
                    index = find("-->", from: index).map { $0 + 3 } ?? bytes.count
                } else if starts(with: "![CDATA[") {
                    index = find("]]>", from: index).map { $0 + 3 } ?? bytes.count
                } else if starts(with: "!") {
                    let end = find(UInt8(ascii: ">"), from: index) ?? bytes.count
                    // A DOCTYPE with an internal subset can declare entities (a "billion laughs").
                    if slice(index, end).contains(UInt8(ascii: "[")) || contains("<!ENTITY") {
                        return "an XML entity declaration"
                    }
                    index = end
                } else if starts(with: "/") {
                    if !openIds.isEmpty { openIds.removeLast() }
                    index = find(UInt8(ascii: ">"), from: index) ?? bytes.count
                } else if starts(with: "?") {
                    index = find(UInt8(ascii: ">"), from: index) ?? bytes.count
                } else if let problem = element() {
                    return problem
                }
            }
            return expansionProblem()
        }

        private var owner: String { openIds.last(where: { $0 != nil }).flatMap { $0 } ?? "" }

        /// Counts the elements a render would instantiate, following every `<use>`.
        private func expansionProblem() -> String? {
            var sizes: [String: Double] = [:]
            var visiting: Set<String> = []
            func size(_ id: String) -> Double? {
                if let known = sizes[id] { return known }
                guard visiting.insert(id).inserted else { return nil }
                defer { visiting.remove(id) }
                var total = Double(ownElements[id] ?? 0)
                for target in references[id] ?? [] {
                    guard let part = size(target) else { return nil }
                    total += part
                    if total > Double(maxExpandedElements) { break }
                }
                sizes[id] = total
                return total
            }
            guard let total = size("") else { return "a <use> that refers to itself" }
            if total > Double(maxExpandedElements) {
                return "<use> references that expand to more than \(maxExpandedElements) elements"
            }
            return nil
        }

        /// Reads one start tag and its attributes.
        private mutating func element() -> String? {
            let nameStart = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") {
                index += 1
            }
            var name = String(decoding: slice(nameStart, index), as: UTF8.self).lowercased()
            if let colon = name.lastIndex(of: ":") { name = String(name[name.index(after: colon)...]) }
            elements += 1
            if elements > maxElements { return "more than \(maxElements) elements" }
            switch name {
            case "script": return "a script (<script>)"
            case "foreignobject": return "embedded HTML (<foreignObject>)"
            case "use":
                uses += 1
                if uses > maxUses { return "more than \(maxUses) <use> elements" }
            default:
                if name.hasPrefix("fe"), name.count > 2, !SVGSafety.cheapFilterPrimitives.contains(name) {
                    return "the filter primitive <\(name)>, whose cost has no bound (only colour, blend, offset and blur filters are allowed)"
                }
            }
            var id: String?
            var reference: String?
            // Attributes up to the end of the tag.
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                if isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") {
                    index += 1
                    continue
                }
                let attributeStart = index
                while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: ">") {
                    index += 1
                }
                let attribute = String(decoding: slice(attributeStart, index), as: UTF8.self).lowercased()
                while index < bytes.count, isSpace(bytes[index]) { index += 1 }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
                index += 1
                while index < bytes.count, isSpace(bytes[index]) { index += 1 }
                guard index < bytes.count else { break }
                let quote = bytes[index]
                guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { continue }
                let valueStart = index + 1
                let valueEnd = find(quote, from: valueStart) ?? bytes.count
                index = min(bytes.count, valueEnd + 1)
                if attribute == "href" || attribute.hasSuffix(":href") {
                    if let problem = checkReference(slice(valueStart, valueEnd), isImage: name == "image") {
                        return problem
                    }
                    let target = String(decoding: slice(valueStart, valueEnd), as: UTF8.self).trimmingCharacters(in: .whitespaces)
                    if target.hasPrefix("#") { reference = String(target.dropFirst()) }
                } else if attribute == "id" {
                    id = String(decoding: slice(valueStart, valueEnd), as: UTF8.self)
                } else if attribute == "d" || attribute == "points" {
                    pathNumbers += countNumbers(slice(valueStart, valueEnd))
                    if pathNumbers > maxPathNumbers { return "paths of more than \(maxPathNumbers) numbers" }
                } else if attribute == "filter" || (attribute == "style" && find("filter", in: slice(valueStart, valueEnd))) {
                    filtered += 1
                    if filtered > maxFilteredElements { return "more than \(maxFilteredElements) filtered elements" }
                }
            }
            let selfClosing = index > 0 && index <= bytes.count && bytes[index - 1] == UInt8(ascii: "/")
            let parent = owner
            if let id, !id.isEmpty {
                ownElements[id, default: 0] += 1
                references[parent, default: []].append(id)
            } else {
                ownElements[parent, default: 0] += 1
            }
            if name == "use", let reference {
                references[(id?.isEmpty == false ? id : nil) ?? parent, default: []].append(reference)
            }
            if !selfClosing { openIds.append(id?.isEmpty == false ? id : nil) }
            return nil
        }

        /// `#id` is always fine; a `data:` image only when small, a PNG, and of a bounded size.
        private func checkReference(_ value: Slice<UnsafeBufferPointer<UInt8>>, isImage: Bool) -> String? {
            let trimmed = value.drop(while: isSpace)
            if trimmed.first == UInt8(ascii: "#") { return nil }
            let text = String(decoding: trimmed.prefix(64), as: UTF8.self)
            guard text.lowercased().hasPrefix("data:") else {
                return "an external resource (href=\(MessageText.quote(String(decoding: trimmed.prefix(200), as: UTF8.self))))"
            }
            guard isImage else { return "an embedded document outside an <image>" }
            guard trimmed.count <= maxEmbeddedBytes else {
                return "an embedded image of \(trimmed.count) bytes (at most \(maxEmbeddedBytes))"
            }
            let url = String(decoding: trimmed, as: UTF8.self)
            guard url.lowercased().hasPrefix("data:image/png;base64,"),
                  let comma = url.firstIndex(of: ",") else {
                return "an embedded image that is not a base64 PNG"
            }
            let header = Data(base64Encoded: String(url[url.index(after: comma)...].prefix(32).filter { !$0.isWhitespace }.prefix(32)))
            guard let header, header.count >= 24, header.starts(with: [0x89, 0x50, 0x4E, 0x47]) else {
                return "an embedded image that is not a readable PNG"
            }
            func number(_ offset: Int) -> Int {
                header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            }
            let width = number(16), height = number(20)
            guard width <= maxSide, height <= maxSide else {
                return "an embedded PNG of \(width)×\(height) px (at most \(maxSide)×\(maxSide))"
            }
            return nil
        }

        /// `url(...)` in styles and attributes may only point inside the file.
        private func checkURLFunctions() -> String? {
            var from = 0
            while let start = find("url(", from: from) {
                var position = start + 4
                while position < bytes.count, isSpace(bytes[position]) || bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") {
                    position += 1
                }
                let end = find(UInt8(ascii: ")"), from: position) ?? bytes.count
                if position < bytes.count, bytes[position] != UInt8(ascii: "#") {
                    let target = String(decoding: slice(position, min(end, position + 200)), as: UTF8.self)
                    return "an external resource (url(\(MessageText.escape(target))))"
                }
                from = end
            }
            return nil
        }

        // MARK: - Bytes

        /// Where a number starts: a digit or a point that follows neither.
        private func countNumbers(_ value: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
            var count = 0
            var previous: UInt8 = 0x20
            for position in value.indices {
                let byte = bytes[position]
                let isNumeric = (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: ".")
                let previousNumeric = (previous >= 0x30 && previous <= 0x39) || previous == UInt8(ascii: ".")
                    || previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E")
                if isNumeric, !previousNumeric { count += 1 }
                previous = byte
            }
            return count
        }

        private func find(_ word: String, in value: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
            String(decoding: value, as: UTF8.self).lowercased().contains(word)
        }

        private func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }

        private func slice(_ start: Int, _ end: Int) -> Slice<UnsafeBufferPointer<UInt8>> {
            bytes[min(start, bytes.count)..<min(max(start, end), bytes.count)]
        }

        private func starts(with text: String) -> Bool {
            let pattern = Array(text.utf8)
            guard index + pattern.count <= bytes.count else { return false }
            for (offset, byte) in pattern.enumerated() where bytes[index + offset] != byte { return false }
            return true
        }

        private func find(_ byte: UInt8, from start: Int) -> Int? {
            var position = start
            while position < bytes.count {
                if bytes[position] == byte { return position }
                position += 1
            }
            return nil
        }

        /// ASCII-case-insensitive search.
        private func find(_ text: String, from start: Int) -> Int? {
            let pattern = Array(text.lowercased().utf8)
            guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
            let first = pattern[0]
            let firstUpper = first >= 0x61 && first <= 0x7A ? first - 0x20 : first
            let last = bytes.count - pattern.count
            var position = start
            while position <= last {
                let byte = bytes[position]
                if byte == first || byte == firstUpper {
                    var offset = 1
                    while offset < pattern.count {
                        var candidate = bytes[position + offset]
                        if candidate >= 0x41, candidate <= 0x5A { candidate += 0x20 }
                        if candidate != pattern[offset] { break }
                        offset += 1
                    }
                    if offset == pattern.count { return position }
                }
                position += 1
            }
            return nil
        }

        private func contains(_ text: String) -> Bool { find(text, from: 0) != nil }
    }
}
