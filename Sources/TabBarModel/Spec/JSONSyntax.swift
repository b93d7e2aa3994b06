/// JSON as RFC 8259 writes it. Foundation's decoder on Linux also takes what is not JSON (a comma
/// before `}` or `]`), so a spec that another tool refuses would pass here; this reads the text
/// once, before decoding, and names the line and column of the first thing that is not JSON.
enum JSONSyntax {
    struct Fault: Error, Equatable {
        let line: Int
        let column: Int
        let problem: String
    }

    static func check(_ bytes: [UInt8]) throws(Fault) {
        var reader = Reader(bytes: bytes)
        reader.skipSpace()
        try reader.value(depth: 0)
        reader.skipSpace()
        if reader.at < bytes.count { throw reader.fault("expected the end of the document after its value") }
    }

    private struct Reader {
        let bytes: [UInt8]
        var at = 0

        /// Deeper nesting is refused earlier (SpecInputLimits); this only keeps the stack bounded.
        static let maxDepth = 512

        func fault(_ problem: String) -> Fault {
            var line = 1, column = 1
            for byte in bytes[..<min(at, bytes.count)] {
                if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            }
            return Fault(line: line, column: column, problem: problem)
        }

        mutating func skipSpace() {
            while at < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { at += 1 }
        }

        mutating func value(depth: Int) throws(Fault) {
            guard depth < Self.maxDepth else { throw fault("nested too deeply") }
            guard at < bytes.count else { throw fault("expected a value, found the end of the file") }
            switch bytes[at] {
            case UInt8(ascii: "{"): try container(close: UInt8(ascii: "}"), keyed: true, depth: depth)
            case UInt8(ascii: "["): try container(close: UInt8(ascii: "]"), keyed: false, depth: depth)
            case UInt8(ascii: "\""): try string()
            case UInt8(ascii: "t"): try word("true")
            case UInt8(ascii: "f"): try word("false")
            case UInt8(ascii: "n"): try word("null")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
            default: throw fault("expected a value (an object, array, string, number, true, false or null)")
            }
        }

        mutating func container(close: UInt8, keyed: Bool, depth: Int) throws(Fault) {
            at += 1
            skipSpace()
            if at < bytes.count, bytes[at] == close { at += 1; return }
            while true {
                if keyed {
                    guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else {
                        throw fault(at < bytes.count && bytes[at] == close ? "a comma before \"\(Character(Unicode.Scalar(close)))\" is not JSON; remove it" : "expected a key in double quotes")
                    }
                    try string()
                    skipSpace()
                    guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { throw fault("expected \":\" after the key") }
                    at += 1
                    skipSpace()
                } else if at < bytes.count, bytes[at] == close {
                    throw fault("a comma before \"]\" is not JSON; remove it")
                }
                try value(depth: depth + 1)
                skipSpace()
                guard at < bytes.count else { throw fault("expected \",\" or \"\(Character(Unicode.Scalar(close)))\", found the end of the file") }
                if bytes[at] == close { at += 1; return }
                guard bytes[at] == UInt8(ascii: ",") else { throw fault("expected \",\" or \"\(Character(Unicode.Scalar(close)))\"") }
                at += 1
                skipSpace()
            }
        }

        mutating func string() throws(Fault) {
            at += 1
            while at < bytes.count {
                switch bytes[at] {
                case UInt8(ascii: "\""): at += 1; return
                case UInt8(ascii: "\\"):
                    at += 1
                    guard at < bytes.count else { break }
                    if bytes[at] == UInt8(ascii: "u") {
                        for _ in 0..<4 {
                            at += 1
                            guard at < bytes.count, Character(Unicode.Scalar(bytes[at])).isHexDigit else { throw fault("expected four hex digits after \\u") }
                        }
                    } else if !"\"\\/bfnrt".utf8.contains(bytes[at]) {
                        throw fault("\\\(Character(Unicode.Scalar(bytes[at]))) is not an escape JSON has")
                    }
                    at += 1
                case 0..<0x20: throw fault("a control character inside a string must be escaped")
                default: at += 1
                }
            }
            throw fault("a string is not closed")
        }

        mutating func word(_ text: String) throws(Fault) {
            for expected in text.utf8 {
                guard at < bytes.count, bytes[at] == expected else { throw fault("expected \(text)") }
                at += 1
            }
        }

        mutating func number() throws(Fault) {
            func digits() -> Int {
                let start = at
                while at < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at]) { at += 1 }
                return at - start
            }
            if bytes[at] == UInt8(ascii: "-") { at += 1 }
            let whole = at
            guard digits() > 0 else { throw fault("expected a digit") }
            if bytes[whole] == UInt8(ascii: "0"), at - whole > 1 { throw fault("a number may not start with 0") }
            if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
                at += 1
                guard digits() > 0 else { throw fault("expected a digit after the decimal point") }
            }
            if at < bytes.count, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
                at += 1
                if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
                guard digits() > 0 else { throw fault("expected a digit in the exponent") }
            }
        }
    }
}
