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
                if let byte = PathBytes.byte(standingFor: scalar) {
                    result += byteEscape(byte)
                } else if isUnsafe(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Bytes that should be UTF-8 text (a file name, a line of a list), escaped as `escape` does,
    /// with each byte that is not part of a valid UTF-8 sequence written as `\xFF`: a file name
    /// on Linux is bytes, and repairing them into U+FFFD would name another file.
    public static func escape(bytes: some Collection<UInt8>) -> String {
        escape(PathBytes.string(bytes))
    }

    /// A byte of a file name that is not UTF-8 (see `PathBytes`), as a person reads it.
    static func byteEscape(_ byte: UInt8) -> String { "\\x" + String(byte, radix: 16, uppercase: true) }

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
            if isUnsafe(scalar) {
                switch scalar {
                case "\n": result += "\\n"
                case "\r": result += "\\r"
                case "\t": result += " "
                default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                }
            } else if let byte = PathBytes.byte(standingFor: scalar) {
                result += byteEscape(byte)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return shorten(result, to: limit)
    }

    /// What must not reach a message as it is: C0, DEL and C1 (U+0085 among them), the line and
    /// paragraph separators U+2028 and U+2029 (a line break to JSON and JavaScript readers and to
    /// some terminals), and the bidirectional overrides that can reorder what a terminal shows.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// A count with its noun, singular for one: "1 spec", "3 specs", "2 references".
    /// - Parameter plural: for a noun that does not take an "s".
    public static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
    }
}
