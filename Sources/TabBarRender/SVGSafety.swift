/// Finds references that would make librsvg reach outside an SVG file: other files, URLs,
/// XML entities. Fragment links (`#id`) and inline `data:` URLs are fine.
///
/// A byte scanner rather than Swift Regex: compiling the patterns cost a tenth of a one-bar
/// process's start-up. It finds what `href\s*=\s*["']\s*([^"']*)["']` and
/// `url\(\s*["']?([^)"']*)["']?\s*\)` would.
enum SVGSafety {
    static func externalReference(in text: String) -> String? {
        if text.contains("<!ENTITY") {
            return "an XML entity declaration"
        }
        let bytes = Array(text.utf8)
        for target in targets(in: bytes, after: Array("href".utf8), parse: hrefTarget) where !isInternal(target) {
            return "an external resource (href=\"\(target)\")"
        }
        for target in targets(in: bytes, after: Array("url(".utf8), parse: urlTarget) where !isInternal(target) {
            return "an external resource (url(\(target)))"
        }
        if text.contains("@import") {
            return "an external style sheet (@import)"
        }
        return nil
    }

    private static func isInternal(_ target: String) -> Bool {
        target.hasPrefix("#") || target.hasPrefix("data:")
    }

    /// The targets `parse` reads after each occurrence of `keyword`, in order.
    private static func targets(
        in bytes: [UInt8], after keyword: [UInt8], parse: ([UInt8], Int) -> (target: String, end: Int)?
    ) -> [String] {
        var found: [String] = []
        var i = 0
        while i + keyword.count <= bytes.count {
            if bytes[i] == keyword[0] && bytes[i ..< i + keyword.count].elementsEqual(keyword),
               let (target, end) = parse(bytes, i + keyword.count) {
                found.append(target)
                i = end
            } else {
                i += 1
            }
        }
        return found
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09 ... 0x0D).contains(byte) }
    private static func isQuote(_ byte: UInt8) -> Bool { byte == 0x22 || byte == 0x27 }

    private static func skipSpaces(_ bytes: [UInt8], _ i: inout Int) {
        while i < bytes.count && isSpace(bytes[i]) { i += 1 }
    }

    /// `\s*=\s*["']\s*([^"']*)["']`
    private static func hrefTarget(_ bytes: [UInt8], _ start: Int) -> (target: String, end: Int)? {
        var i = start
        skipSpaces(bytes, &i)
        guard i < bytes.count, bytes[i] == 0x3D else { return nil } // =
        i += 1
        skipSpaces(bytes, &i)
        guard i < bytes.count, isQuote(bytes[i]) else { return nil }
        i += 1
        skipSpaces(bytes, &i)
        let valueStart = i
        while i < bytes.count && !isQuote(bytes[i]) { i += 1 }
        guard i < bytes.count else { return nil }
        return (String(decoding: bytes[valueStart ..< i], as: UTF8.self), i + 1)
    }

    /// `\s*["']?([^)"']*)["']?\s*\)`
    private static func urlTarget(_ bytes: [UInt8], _ start: Int) -> (target: String, end: Int)? {
        var i = start
        skipSpaces(bytes, &i)
        if i < bytes.count && isQuote(bytes[i]) { i += 1 }
        let valueStart = i
        while i < bytes.count && bytes[i] != 0x29 && !isQuote(bytes[i]) { i += 1 } // )
        let valueEnd = i
        if i < bytes.count && isQuote(bytes[i]) { i += 1 }
        skipSpaces(bytes, &i)
        guard i < bytes.count, bytes[i] == 0x29 else { return nil }
        return (String(decoding: bytes[valueStart ..< valueEnd], as: UTF8.self), i + 1)
    }
}
