/// Finds references that would make librsvg reach outside an SVG file: other files, URLs,
/// XML entities. Fragment links (`#id`) and inline `data:` URLs are fine.
enum SVGSafety {
    static func externalReference(in text: String) -> String? {
        if text.contains("<!ENTITY") {
            return "an XML entity declaration"
        }
        let hrefPattern = /(?:xlink:)?href\s*=\s*["']\s*([^"']*)["']/
        for match in text.matches(of: hrefPattern) {
            let target = String(match.output.1)
            if !isInternal(target) { return "an external resource (href=\"\(target)\")" }
        }
        let urlPattern = /url\(\s*["']?([^)"']*)["']?\s*\)/
        for match in text.matches(of: urlPattern) {
            let target = String(match.output.1)
            if !isInternal(target) { return "an external resource (url(\(target)))" }
        }
        if text.contains("@import") {
            return "an external style sheet (@import)"
        }
        return nil
    }

    private static func isInternal(_ target: String) -> Bool {
        target.hasPrefix("#") || target.hasPrefix("data:")
    }
}
