import Foundation
import TabBarImage

/// How much a PDF icon may ask poppler to do, judged from its bytes before poppler sees them.
///
/// Poppler offers no way to stop a render, and a file's size says little about its cost: a 1 MB
/// stream inflates to 400 MB of strokes (minutes of drawing), and 150 KB of `q` saves a graphics
/// state 75,000 deep (gigabytes). So every stream is inflated here into a bounded buffer and its
/// operators counted: an icon is a few thousand operators, these limits a hundred times that.
struct PDFBudget {
    /// Bytes all streams may inflate to, together.
    var maxInflatedBytes = 8 << 20
    /// Operators in all content streams together.
    var maxOperators = 200_000
    /// `q` inside `q`.
    var maxSaveDepth = 64
    /// `Do`: each may draw a whole form again.
    var maxFormDraws = 256
    /// Pixels of one image (an image object or an inline image): poppler decodes it whole,
    /// whatever the page's size.
    var maxImagePixels = 2048 * 2048

    /// Filters a vector icon's streams use; the others (LZW, run-length, ASCII85…) expand
    /// without bound or carry nothing an icon needs.
    private static let decodedFilters: Set<String> = ["FlateDecode", "Fl"]
    private static let imageFilters: Set<String> = ["DCTDecode", "DCT", "JPXDecode"]

    /// Why the document is refused, in words that follow "the PDF …", or nil when it is within bounds.
    func refusal(of data: Data) -> String? {
        data.withUnsafeBytes { raw in refusal(of: raw) }
    }

    private func refusal(of bytes: UnsafeRawBufferPointer) -> String? {
        var inflatedBudget = maxInflatedBytes
        var counts = OperatorCounts()
        var searchFrom = 0
        while let keyword = Self.find("stream", in: bytes, from: searchFrom) {
            searchFrom = keyword + 6
            // `endstream` contains `stream`; a stream keyword follows its dictionary's `>>`.
            if keyword >= 3, Self.matches("end", in: bytes, at: keyword - 3) { continue }
            guard let dictionaryEnd = Self.previousNonSpace(in: bytes, before: keyword), dictionaryEnd >= 1,
                  bytes[dictionaryEnd] == UInt8(ascii: ">"), bytes[dictionaryEnd - 1] == UInt8(ascii: ">")
            else { continue }
            var start = keyword + 6
            if start < bytes.count, bytes[start] == 0x0D { start += 1 }
            if start < bytes.count, bytes[start] == 0x0A { start += 1 }
            let end = Self.find("endstream", in: bytes, from: start) ?? bytes.count
            searchFrom = end
            let dictionary = Self.dictionary(in: bytes, endingAt: dictionaryEnd)
            let filters = Self.names(after: "/Filter", in: dictionary)
            let isImage = dictionary.contains("/Subtype/Image") || dictionary.contains("/Subtype /Image")
            let isData = ["/Type/ObjStm", "/Type /ObjStm", "/Type/XRef", "/Type /XRef", "/Type/Metadata", "/Type /Metadata"].contains { dictionary.contains($0) }
            let raw = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
            var content: [UInt8]
            switch filters.count {
            case 0:
                content = Array(raw)
            case 1 where Self.decodedFilters.contains(filters[0]):
                switch Inflated.zlib(raw, maxBytes: inflatedBudget) {
                case .complete(let inflated), .truncated(let inflated): content = inflated
                case .tooLarge: return "has streams that inflate to more than \(maxInflatedBytes >> 20) MB"
                case .corrupt: content = []  // poppler draws nothing from it either
                }
                inflatedBudget -= content.count
            case 1 where isImage && Self.imageFilters.contains(filters[0]):
                content = []
            default:
                return "uses the stream filter \(filters.map { "/" + $0 }.joined(separator: " ")), which a vector icon does not need"
            }
            if isImage {
                if let excess = imageRefusal(width: Self.number(after: "/Width", in: dictionary), height: Self.number(after: "/Height", in: dictionary)) { return excess }
                continue
            }
            guard !isData else { continue }
            if let excess = counts.add(content, budget: self) { return excess }
        }
        return nil
    }

    fileprivate func imageRefusal(width: Double?, height: Double?) -> String? {
        guard let width, let height, width >= 0, height >= 0 else { return "has an image without a width and height" }
        guard width * height <= Double(maxImagePixels) else {
            return String(format: "has an image of %.0f×%.0f pixels; at most %d pixels are drawn", min(width, 1e12), min(height, 1e12), maxImagePixels)
        }
        return nil
    }

    private static func number(after key: String, in dictionary: String) -> Double? {
        guard let range = dictionary.range(of: key + " ") ?? dictionary.range(of: key) else { return nil }
        let digits = dictionary[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "." }
        return Double(digits)
    }

    /// Operators of content streams, counted across all of a document's streams.
    private struct OperatorCounts {
        var operators = 0
        var formDraws = 0

        mutating func add(_ content: [UInt8], budget: PDFBudget) -> String? {
            var depth = 0
            var index = 0
            let count = content.count
            while index < count {
                let byte = content[index]
                switch byte {
                case UInt8(ascii: "%"):
                    while index < count, content[index] != 0x0A, content[index] != 0x0D { index += 1 }
                case UInt8(ascii: "("):
                    var nesting = 0
                    while index < count {
                        let current = content[index]
                        if current == UInt8(ascii: "\\") { index += 2; continue }
                        if current == UInt8(ascii: "(") { nesting += 1 }
                        if current == UInt8(ascii: ")") { nesting -= 1; if nesting == 0 { break } }
                        index += 1
                    }
                    index += 1
                case UInt8(ascii: "<"), UInt8(ascii: "/"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ">"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                    index += 1
                    if byte == UInt8(ascii: "/") {
                        while index < count, !PDFBudget.isDelimiterOrSpace(content[index]) { index += 1 }
                    } else if byte == UInt8(ascii: "<"), index < count, content[index] != UInt8(ascii: "<") {
                        while index < count, content[index] != UInt8(ascii: ">") { index += 1 }
                        index += 1
                    }
                default:
                    if PDFBudget.isDelimiterOrSpace(byte) {
                        index += 1
                        continue
                    }
                    let start = index
                    while index < count, !PDFBudget.isDelimiterOrSpace(content[index]) { index += 1 }
                    let first = content[start]
                    let isNumber = (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) || first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
                    if isNumber { continue }
                    operators += 1
                    let length = index - start
                    if length == 2, first == UInt8(ascii: "B"), content[start + 1] == UInt8(ascii: "I") {
                        // `BI /W 100 /H 100 … ID data EI`: the image's size is in its dictionary.
                        let (width, height, dataStart) = PDFBudget.inlineImageSize(content, from: index)
                        if let excess = budget.imageRefusal(width: width, height: height) { return excess }
                        index = PDFBudget.endOfInlineImage(content, from: dataStart)
                        continue
                    }
                    if length == 1, first == UInt8(ascii: "q") {
                        depth += 1
                        if depth > budget.maxSaveDepth { return "saves its graphics state more than \(budget.maxSaveDepth) deep (q inside q)" }
                    } else if length == 1, first == UInt8(ascii: "Q") {
                        depth = max(0, depth - 1)
                    } else if length == 2, first == UInt8(ascii: "D"), content[start + 1] == UInt8(ascii: "o") {
                        formDraws += 1
                        if formDraws > budget.maxFormDraws { return "draws its forms and images more than \(budget.maxFormDraws) times (Do)" }
                    }
                    if operators > budget.maxOperators { return "has more than \(budget.maxOperators) drawing operators" }
                }
            }
            return nil
        }
    }

    /// The `/W` (or `/Width`) and `/H` (or `/Height`) of an inline image's dictionary, and where
    /// its data starts (after `ID`).
    fileprivate static func inlineImageSize(_ content: [UInt8], from start: Int) -> (Double?, Double?, Int) {
        var width: Double?
        var height: Double?
        var key = ""
        var index = start
        while index < content.count {
            while index < content.count, isDelimiterOrSpace(content[index]), content[index] != UInt8(ascii: "/") { index += 1 }
            let tokenStart = index
            index += 1
            while index < content.count, !isDelimiterOrSpace(content[index]) { index += 1 }
            guard tokenStart < content.count else { break }
            let token = String(decoding: content[tokenStart..<min(index, content.count)], as: UTF8.self)
            if token == "ID" { return (width, height, min(index + 1, content.count)) }
            if token.hasPrefix("/") {
                key = String(token.dropFirst())
            } else if let value = Double(token) {
                if key == "W" || key == "Width" { width = value }
                if key == "H" || key == "Height" { height = value }
                key = ""
            }
        }
        return (width, height, content.count)
    }

    /// Past `EI` standing alone after an inline image's data.
    fileprivate static func endOfInlineImage(_ content: [UInt8], from start: Int) -> Int {
        var index = start
        while index + 1 < content.count {
            if content[index] == UInt8(ascii: "E"), content[index + 1] == UInt8(ascii: "I"),
               index == 0 || isDelimiterOrSpace(content[index - 1]), index + 2 >= content.count || isDelimiterOrSpace(content[index + 2]) {
                return index + 2
            }
            index += 1
        }
        return content.count
    }

    private static func isDelimiterOrSpace(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x00, 0x09, 0x0A, 0x0C, 0x0D, 0x20: true
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "%"): true
        default: false
        }
    }

    private static func find(_ word: String, in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        let pattern = Array(word.utf8)
        guard start >= 0, bytes.count >= pattern.count else { return nil }
        var index = start
        while index <= bytes.count - pattern.count {
            if bytes[index] == pattern[0], matches(word, in: bytes, at: index) { return index }
            index += 1
        }
        return nil
    }

    private static func matches(_ word: String, in bytes: UnsafeRawBufferPointer, at index: Int) -> Bool {
        let pattern = Array(word.utf8)
        guard index >= 0, index + pattern.count <= bytes.count else { return false }
        return pattern.indices.allSatisfy { bytes[index + $0] == pattern[$0] }
    }

    private static func previousNonSpace(in bytes: UnsafeRawBufferPointer, before index: Int) -> Int? {
        var current = index - 1
        while current >= 0, [0x20, 0x0A, 0x0D, 0x09, 0x0C, 0x00].contains(bytes[current]) { current -= 1 }
        return current >= 0 ? current : nil
    }

    /// The stream's dictionary: back from its `>>` to the `obj` that opens the object, at most 4 KB.
    private static func dictionary(in bytes: UnsafeRawBufferPointer, endingAt end: Int) -> String {
        let floor = max(0, end - 4096)
        var start = end
        while start > floor, !matches("obj", in: bytes, at: start) { start -= 1 }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start...end]), as: UTF8.self)
    }

    /// `/Filter /FlateDecode` or `/Filter [/FlateDecode /DCTDecode]`: the names given.
    private static func names(after key: String, in dictionary: String) -> [String] {
        guard let range = dictionary.range(of: key) else { return [] }
        var rest = dictionary[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\r" }
        if rest.first == "[" {
            rest = rest.dropFirst()
            let list = rest.prefix { $0 != "]" }
            return list.split(separator: "/").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        }
        guard rest.first == "/" else { return ["indirect"] }
        return [String(rest.dropFirst().prefix { !" \n\r/>[]<(".contains($0) })]
    }
}
