import Foundation
import TabBarFiles

/// What an SVG icon or backdrop may contain, checked on its bytes before librsvg sees them.
///
/// An icon is a small vector drawing: no scripts, no HTML, no filter whose cost has no bound, no
/// image but a small embedded PNG, nothing outside the file. librsvg's own limits stop reference
/// bombs, but not a filter that takes minutes (`feTurbulence numOctaves="1000"`), nor a tiny
/// embedded PNG that decodes to gigabytes; and anything that reaches outside the file (another file, a URL, an
/// XML entity) would make a render depend on more than the spec. A plain byte scanner, not a
/// regular expression: it runs on every icon of every render.
public enum SVGSafety {
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
    /// The most filter passes an icon may make: each filtered element drawn (a `<use>` of it, or
    /// a style rule that reaches it, draws it again) times its filter's primitives. librsvg 2.54
    /// makes each pass over its whole target surface, so the cost is passes × pixels; an icon's
    /// target is its own few thousand pixels, and 256 passes stay within the 2 s docs/icons.md states for the dearest picture.
    public static let maxIconFilterPasses = 256
    /// Style rules that set a filter or name something with `url(#…)`: each is matched against
    /// every element, so their product with `maxElements` bounds the scan's own time.
    static let maxCostlyStyleRules = 1_000
    /// An embedded (`data:`) image's encoded size.
    static let maxEmbeddedBytes = 256 << 10

    /// The most a drawing may cost where it is drawn, in `SVGPaintedArea`'s units (a plain pixel
    /// painted: every shape's box as often as it is drawn, weighed by its paint, and a
    /// whole-target composite per layer). 5 billion: about 1.5 s of librsvg's time.
    static let maxPaintedPixels = 5e9

    /// The area rule, once the size the drawing lands at is known; nil when it paints little enough.
    public static func areaViolation(_ area: SVGPaintedArea, on target: SVGPaintedArea.Target) -> String? {
        let painted = area.paintedPixels(on: target, limit: maxPaintedPixels)
        guard painted > maxPaintedPixels else { return nil }
        let pixels = max(1, target.clip.area)
        let size = String(format: "%.0f×%.0f px", target.clip.width, target.clip.height)
        func times(_ value: Double) -> String { value < 1e6 ? String(Int(value.rounded(.down))) : "over a million" }
        return "shapes that cost more than painting the \(size) they are drawn on \(times(maxPaintedPixels / pixels)) times over "
            + "(each shape's box as often as <use> draws it, gradients, masks and groups with opacity, a filter or a blend mode "
            + "weighed by their cost; at most \(Int(maxPaintedPixels / 1e6)) million plain pixels)"
    }

    /// A rule the drawing breaks, in words for a message.
    public struct Refusal: Error, Equatable {
        public var reason: String
    }

    /// The first rule `data` breaks; or, when it breaks none, what it paints, for the area rule
    /// (`areaViolation`), which needs the size it is drawn at.
    /// - Parameter maxPixelsPerSide: the largest side an embedded PNG may declare.
    /// - Parameter maxFilterPasses: see `maxIconFilterPasses`.
    public static func scan(_ data: Data, maxPixelsPerSide: Int, maxFilterPasses: Int = maxIconFilterPasses) -> Result<SVGPaintedArea, Refusal> {
        data.withUnsafeBytes { raw in
            var scanner = Scanner(bytes: raw.bindMemory(to: UInt8.self), maxSide: maxPixelsPerSide, maxFilterPasses: maxFilterPasses)
            if let problem = scanner.run() { return .failure(Refusal(reason: problem)) }
            return .success(scanner.area)
        }
    }

    /// The first rule `data` breaks, in words for a message; nil when it breaks none.
    static func violation(in data: Data, maxPixelsPerSide: Int, maxFilterPasses: Int = maxIconFilterPasses) -> String? {
        if case .failure(let refusal) = scan(data, maxPixelsPerSide: maxPixelsPerSide, maxFilterPasses: maxFilterPasses) {
            return refusal.reason
        }
        return nil
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

    /// The ids named by `url(#id)` in a value.
    static func urlTargets(in value: String) -> [String] {
        var targets: [String] = []
        var rest = Substring(value)
        while let start = rest.range(of: "url(", options: .caseInsensitive) {
            rest = rest[start.upperBound...]
            let inside = rest.prefix { $0 != ")" }
            let target = inside.trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\r\"'"))
            if target.hasPrefix("#") { targets.append(String(target.dropFirst())) }
            rest = rest[inside.endIndex...]
        }
        return targets
    }

    /// What an element (or a `<use>` of it) costs once drawn.
    private struct Cost {
        var elements = 0.0
        /// Elements drawn through a filter.
        var filtered = 0.0

        static func + (left: Cost, right: Cost) -> Cost {
            Cost(elements: left.elements + right.elements, filtered: left.filtered + right.filtered)
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let maxSide: Int
        let maxFilterPasses: Int
        var index = 0
        var elements = 0
        var uses = 0
        var pathNumbers = 0
        /// The most primitives one filter may run: the largest `<filter>`, or the longest list of
        /// CSS filter functions. Every filtered element is counted at this cost.
        var primitivesPerFilter = 1
        var primitivesInLastFilter = 0
        /// The open elements' ids (nil for one without an id) and names, outermost first.
        var openElements: [(id: String?, name: String)] = []
        /// Per id ("" for the document): what is drawn directly inside it, and the ids it contains,
        /// `<use>`s or names in `url(#…)` (a mask or a pattern is drawn again for each element that
        /// names it), each of which counts in full wherever it is used.
        var ownCost: [String: Cost] = [:]
        var references: [String: [String]] = [:]
        /// Style sheet rules that set a filter, name something with `url(#…)` or change the area painted.
        var rules: [StyleRule] = []
        /// What is drawn where, for the area rule.
        var area = SVGPaintedArea()
        /// The open elements' nodes in `area`, outermost first.
        var openNodes: [Int] = []

        init(bytes: UnsafeBufferPointer<UInt8>, maxSide: Int, maxFilterPasses: Int) {
            self.bytes = bytes
            self.maxSide = maxSide
            self.maxFilterPasses = maxFilterPasses
        }

        mutating func run() -> String? {
            if contains("@import") { return "an external style sheet (@import)" }
            if let problem = checkURLFunctions() { return problem }
            if let problem = readStyleSheets() { return problem }
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
                    if !openElements.isEmpty { openElements.removeLast() }
                    if !openNodes.isEmpty { openNodes.removeLast() }
                    index = find(UInt8(ascii: ">"), from: index) ?? bytes.count
                } else if starts(with: "?") {
                    // Only the XML declaration: any other processing instruction may be
                    // `<?xml-stylesheet href="data:text/css,…"?>`, a style sheet librsvg loads
                    // that this scan would never read (a filter on every shape, say).
                    let end = find("?>", from: index) ?? bytes.count
                    let target = slice(index + 1, end).prefix { !isSpace($0) && $0 != UInt8(ascii: "?") }
                    guard Array(target) == Array("xml".utf8) else {
                        let name = String(decoding: target.prefix(40), as: UTF8.self)
                        return "a processing instruction (<?\(MessageText.escape(name)) …?>), which can bring in a style sheet; only <?xml …?> is allowed"
                    }
                    index = min(bytes.count, end + 2)
                } else if let problem = element() {
                    return problem
                }
            }
            return expansionProblem()
        }

        private var owner: String { openElements.last(where: { $0.id != nil })?.id ?? "" }

        /// Counts the elements and filter passes a render would instantiate, following every
        /// `<use>` and `url(#…)`: nested ones multiply.
        private func expansionProblem() -> String? {
            var sizes: [String: Cost] = [:]
            var visiting: Set<String> = []
            func size(_ id: String) -> Cost? {
                if let known = sizes[id] { return known }
                guard visiting.insert(id).inserted else { return nil }
                defer { visiting.remove(id) }
                var total = ownCost[id] ?? Cost()
                for target in references[id] ?? [] {
                    guard let part = size(target) else { return nil }
                    total = total + part
                    if total.elements > Double(maxExpandedElements) { break }
                }
                sizes[id] = total
                return total
            }
            guard let total = size("") else { return "a <use> or url(#…) that refers to itself" }
            if total.elements > Double(maxExpandedElements) {
                return "<use> references that expand to more than \(maxExpandedElements) elements"
            }
            let passes = total.filtered * Double(primitivesPerFilter)
            guard passes > Double(maxFilterPasses) else { return nil }
            if maxFilterPasses == 0 {
                return "a filter (counting style rules, <use> and masks); a picture fills the screen, where one filter pass takes seconds, so it may have none"
            }
            let count = passes < 1e9 ? String(Int(passes)) : "over a billion"
            return "filters that make \(count) passes (each filtered element as often as <use>, masks and style rules draw it, "
                + "times the \(MessageText.count(primitivesPerFilter, "primitive")) of the largest filter; at most \(maxFilterPasses))"
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
            if name == "filter" {
                primitivesInLastFilter = 0
            } else if name.hasPrefix("fe"), !Self.primitiveParts.contains(name) {
                // A primitive outside a filter does nothing; counting it against the last one errs safe.
                primitivesInLastFilter += 1
                primitivesPerFilter = max(primitivesPerFilter, primitivesInLastFilter)
            }
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
            var classes: [Substring] = []
            var isFiltered = false
            var named: [String] = []
            var attributes: [String: String] = [:]
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
                } else if attribute == "class" {
                    classes = String(decoding: slice(valueStart, valueEnd), as: UTF8.self).split(whereSeparator: \.isWhitespace)
                } else if attribute == "d" || attribute == "points" {
                    pathNumbers += countNumbers(slice(valueStart, valueEnd))
                    if pathNumbers > maxPathNumbers { return "paths of more than \(maxPathNumbers) numbers" }
                }
                let value = String(decoding: slice(valueStart, valueEnd), as: UTF8.self)
                attributes[attribute.hasSuffix(":href") ? "href" : attribute] = value
                named += SVGSafety.urlTargets(in: value)
                if attribute == "filter" || (attribute == "style" && Self.mayFilter(value)) {
                    isFiltered = true
                    notePrimitives(inFilterValue: value)
                }
            }
            var declarations: [String] = []
            for rule in rules where rule.matches(name: name, id: id, classes: classes) {
                isFiltered = isFiltered || rule.filters
                named += rule.named
                declarations.append(rule.declarations)
            }
            let selfClosing = index > 0 && index <= bytes.count && bytes[index - 1] == UInt8(ascii: "/")
            noteArea(name: name, id: id, attributes: attributes, ruleDeclarations: declarations, selfClosing: selfClosing)
            if isFiltered || (name == "use" && reference != nil), openElements.contains(where: { $0.name == "marker" }) {
                return "a filter or <use> inside a <marker>, which is drawn again at every vertex"
            }
            let parent = owner
            let own = Cost(elements: 1, filtered: isFiltered ? 1 : 0)
            let drawnAs = id?.isEmpty == false ? id! : parent
            if drawnAs != parent {
                references[parent, default: []].append(drawnAs)
            }
            ownCost[drawnAs, default: Cost()] = ownCost[drawnAs, default: Cost()] + own
            if name == "use", let reference { named.append(reference) }
            // An element without an id is drawn as part of its parent, so what it names is too;
            // naming that parent (a rect filled with the pattern it is in) is a loop.
            references[drawnAs, default: []] += named
            if !selfClosing { openElements.append((id: id?.isEmpty == false ? id : nil, name: name)) }
            return nil
        }

        /// Adds the element to the drawing's tree; the root `<svg>` gives the viewBox.
        private mutating func noteArea(name: String, id: String?, attributes: [String: String], ruleDeclarations: [String], selfClosing: Bool) {
            var node = SVGPaintedArea.node(name: name, attributes: attributes, ruleDeclarations: ruleDeclarations)
            let index = area.nodes.count
            if index == 0 {
                // The root's viewport is the one the picture is fitted into, mapped at draw time.
                node.newViewport = false
                area.viewBox = attributes["viewbox"].flatMap(SVGPaintedArea.box(viewBox:)) ?? SVGPaintedArea.box(width: attributes["width"], height: attributes["height"])
                if let aspect = attributes["preserveaspectratio"] { area.preserveAspectRatio = aspect.lowercased() }
            }
            area.nodes.append(node)
            if let parent = openNodes.last { area.nodes[parent].children.append(index) }
            if let id, !id.isEmpty, area.ids[id] == nil { area.ids[id] = index }
            if !selfClosing { openNodes.append(index) }
        }

        /// A filter value's primitives: each CSS filter function (`blur(2px) drop-shadow(…)`) is
        /// one; `url(#f)` runs the filter's own, counted at its definition.
        private mutating func notePrimitives(inFilterValue value: String) {
            primitivesPerFilter = max(primitivesPerFilter, value.filter { $0 == "(" }.count)
        }

        /// Reads every `<style>` element's rules before the elements, which a rule may follow.
        private mutating func readStyleSheets() -> String? {
            var from = 0
            while let start = find("<style", from: from) {
                guard let open = find(UInt8(ascii: ">"), from: start) else { return nil }
                let end = find("</style", from: open) ?? bytes.count
                var sheet = String(decoding: slice(open + 1, end), as: UTF8.self)
                for marker in ["<![CDATA[", "]]>"] { sheet = sheet.replacingOccurrences(of: marker, with: " ") }
                for rule in StyleRule.parse(sheet) {
                    if rule.filters { notePrimitives(inFilterValue: rule.declarations) }
                    if rule.filters || !rule.named.isEmpty || SVGPaintedArea.affectsArea(rule.declarations) { rules.append(rule) }
                }
                if rules.count > maxCostlyStyleRules {
                    return "more than \(maxCostlyStyleRules) style rules that set a filter, name something with url(#…) or change the area painted"
                }
                from = end
            }
            return nil
        }

        /// Parts of a primitive rather than primitives: they run within their parent's pass.
        static let primitiveParts: Set<String> = ["fefuncr", "fefuncg", "fefuncb", "fefunca", "femergenode"]

        /// Whether a declaration list may set a filter: it names one, or it has a CSS escape
        /// (`fil\74 er`), which could spell one.
        static func mayFilter(_ declarations: String) -> Bool {
            declarations.lowercased().contains("filter") || declarations.contains("\\")
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

    /// One style sheet rule, reduced to what costs: which elements it may reach, whether it sets a
    /// filter there, and what it names with `url(#…)` (a mask or a pattern drawn for each).
    /// Only each selector's last compound is matched (`g > rect.a:hover` as `rect.a`), and
    /// attribute selectors and pseudo-classes are taken as matching: a rule may be counted
    /// against more elements than it reaches, never fewer.
    struct StyleRule {
        struct Compound {
            var name: String?
            var id: String?
            var classes: [Substring]
        }

        var selectors: [Compound]
        var declarations: String
        var filters: Bool
        var named: [String]

        func matches(name: String, id: String?, classes: [Substring]) -> Bool {
            selectors.contains { compound in
                (compound.name.map { $0 == name } ?? true) && (compound.id.map { $0 == id } ?? true)
                    && compound.classes.allSatisfy { classes.contains($0) }
            }
        }

        /// Each block of declarations (text between braces with none inside) and the selector
        /// text before it; an at-rule's prelude (`@media …{`) is passed over, its rules kept.
        static func parse(_ sheet: String) -> [StyleRule] {
            var text = sheet
            while let comment = text.range(of: "/*") {
                let close = text.range(of: "*/", range: comment.upperBound..<text.endIndex)?.upperBound ?? text.endIndex
                text.replaceSubrange(comment.lowerBound..<close, with: " ")
            }
            var rules: [StyleRule] = []
            var selectorStart = text.startIndex
            var index = text.startIndex
            while index < text.endIndex {
                let character = text[index]
                if character == "{" {
                    let body = text[text.index(after: index)...]
                    let close = body.firstIndex(of: "}") ?? text.endIndex
                    if let nested = body.firstIndex(of: "{"), nested < close {
                        selectorStart = text.index(after: index) // an at-rule: its rules follow
                    } else {
                        let declarations = String(text[text.index(after: index)..<close])
                        rules.append(StyleRule(
                            selectors: compounds(text[selectorStart..<index]), declarations: declarations,
                            filters: Scanner.mayFilter(declarations), named: SVGSafety.urlTargets(in: declarations)))
                        index = close
                        selectorStart = close < text.endIndex ? text.index(after: close) : close
                    }
                } else if character == "}" || character == ";" {
                    selectorStart = text.index(after: index)
                }
                if index < text.endIndex { index = text.index(after: index) }
            }
            return rules
        }

        private static func compounds(_ selectorList: Substring) -> [Compound] {
            selectorList.split(separator: ",").map { selector in
                let subject = selector.split(whereSeparator: { " \t\n\r>+~".contains($0) }).last ?? ""
                // Attribute selectors and pseudo-classes only narrow, and `:not(.a)` must not
                // read as `.a`: the compound is cut at the first.
                let last = subject.prefix { $0 != ":" && $0 != "[" }
                var compound = Compound(name: nil, id: nil, classes: [])
                // Split before each `.`, `#`, `[` or `:`; the part before the first is the name.
                var parts: [Substring] = []
                var start = last.startIndex
                for position in last.indices where position != last.startIndex && ".#[:".contains(last[position]) {
                    parts.append(last[start..<position])
                    start = position
                }
                parts.append(last[start...])
                for part in parts {
                    switch part.first {
                    case ".": compound.classes.append(part.dropFirst())
                    case "#": compound.id = String(part.dropFirst())
                    case nil: break
                    default:
                        let name = part.split(separator: "|").last.map { $0.lowercased() } ?? ""
                        if name != "*" { compound.name = name }
                    }
                }
                return compound
            }
        }
    }
}
