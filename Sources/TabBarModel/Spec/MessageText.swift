/// Makes text from a user's file safe to put in a one-line message: short, and with control
/// characters (newlines, ESC sequences) written as escapes instead of reaching the terminal.
public enum MessageText {
    /// The most characters of one echoed value.
    public static let maxValueLength = 80

    /// `value` escaped and shortened, in double quotes.
    public static func quote(_ value: String) -> String {
        "\"" + shorten(escape(value), to: maxValueLength) + "\""
    }

    /// Control characters and quotes as escapes (`\n`, `\u{1B}`), everything else as it is.
    public static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                // C0, DEL, C1, and the bidirectional overrides that can reorder what a terminal shows.
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
                    || (0x2066...0x2069).contains(value) {
                    result += "\\u{\(String(value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// At most `limit` characters, the cut marked with "…".
    public static func shorten(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(max(0, limit - 1))) + "…"
    }

    /// A whole message made one line: control characters escaped (the message's own quotes are
    /// kept), and cut at `limit` characters.
    public static func oneLine(_ message: String, limit: Int = 2000) -> String {
        var result = ""
        for scalar in message.unicodeScalars {
            let value = scalar.value
            if value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value) {
                switch scalar {
                case "\n": result += "\\n"
                case "\r": result += "\\r"
                case "\t": result += " "
                default: result += "\\u{\(String(value, radix: 16, uppercase: true))}"
                }
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return shorten(result, to: limit)
    }
}
