import Foundation

/// A request's line and headers as the gate reads them off a connection: found within fixed
/// bounds while the bytes arrive, then parsed. HTTP libraries that collect a line until its
/// newline let one endless header grow without limit; here every prefix of the stream is judged
/// before more of it is read.
struct RequestHead {
    let method: String
    let target: String
    /// Names lowercased, in the order sent.
    let headers: [(name: String, value: String)]

    static let maxTarget = 2_048
    /// The request line: a method, the target and the version, with room to spare.
    static let maxRequestLine = maxTarget + 64
    /// Everything after the request line, up to and with the blank line that ends the head.
    static let maxHeaderBytes = 16_384
    static let maxHeaderLines = 100

    enum Scan: Equatable {
        /// No end yet, and what came so far is within the bounds.
        case incomplete
        /// The head is the first `length` bytes.
        case complete(length: Int)
        case refused(RequestRefusal)
    }

    /// Where the head in `bytes` ends (after its blank line; a bare LF counts as CRLF does), or
    /// which bound the bytes so far already break.
    static func scan(_ bytes: ArraySlice<UInt8>) -> Scan {
        var lineStart = bytes.startIndex
        var headerStart = bytes.startIndex
        var lines = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == newline {
                var content = index
                if content > lineStart && bytes[content - 1] == carriageReturn { content -= 1 }
                if lines == 0 {
                    guard index - bytes.startIndex <= maxRequestLine else { return .refused(.targetTooLong) }
                    headerStart = index + 1
                } else if index + 1 - headerStart > maxHeaderBytes {
                    return .refused(.headersTooLarge)
                } else if content == lineStart {
                    return .complete(length: index + 1 - bytes.startIndex)
                }
                lines += 1
                if lines > maxHeaderLines + 1 { return .refused(.headersTooLarge) }
                lineStart = index + 1
            }
            index += 1
        }
        if lines == 0 { return bytes.count > maxRequestLine ? .refused(.targetTooLong) : .incomplete }
        return bytes.endIndex - headerStart > maxHeaderBytes ? .refused(.headersTooLarge) : .incomplete
    }

    /// The head `scan` found complete. Line folding, a header with no colon and a request line
    /// that is not three words are refused, as RFC 9112 allows.
    init(parsing bytes: ArraySlice<UInt8>) throws(RequestRefusal) {
        var lines = bytes.split(separator: Self.newline, omittingEmptySubsequences: false).map { line in
            line.last == Self.carriageReturn ? line.dropLast() : line
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let requestLine = lines.first else { throw .malformed }
        let words = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard words.count == 3, words.allSatisfy({ !$0.isEmpty }) else { throw .malformed }
        method = String(decoding: words[0], as: UTF8.self)
        target = String(decoding: words[1], as: UTF8.self)
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let first = line.first, first != UInt8(ascii: " "), first != UInt8(ascii: "\t"),
                  let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex
            else { throw .malformed }
            let name = String(decoding: line[..<colon], as: UTF8.self)
            guard !name.contains(where: { $0 == " " || $0 == "\t" }) else { throw .malformed }
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            headers.append((name.lowercased(), value))
        }
        self.headers = headers
    }

    /// Whether `bytes`, the start of a request, are a HEAD's: known from the method alone, so
    /// also for a head refused before it was whole.
    static func isHEAD(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.starts(with: "HEAD ".utf8)
    }

    /// The values of every `name` header sent.
    func values(_ name: String) -> [String] {
        headers.filter { $0.name == name }.map(\.value)
    }

    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
}

/// Why the preview answers a request with an error, and the words it answers with.
enum RequestRefusal: Error, Equatable {
    case malformed
    case methodNotAllowed
    case targetTooLong
    case headersTooLarge
    case body
    case tooSlow(allowed: Duration)
    case foreignHost(port: UInt16)

    var status: (code: Int, phrase: String) {
        switch self {
        case .malformed: (400, "Bad Request")
        case .methodNotAllowed: (405, "Method Not Allowed")
        case .targetTooLong: (414, "URI Too Long")
        case .headersTooLarge: (431, "Request Header Fields Too Large")
        case .body: (413, "Payload Too Large")
        case .tooSlow: (408, "Request Timeout")
        case .foreignHost: (403, "Forbidden")
        }
    }

    var reason: String {
        switch self {
        case .malformed: "the request's line or headers are not HTTP/1.1"
        case .methodNotAllowed: "only GET and HEAD are answered"
        case .targetTooLong: "the request's target is longer than \(RequestHead.maxTarget) bytes"
        case .headersTooLarge: "the request's headers are longer than \(RequestHead.maxHeaderBytes) bytes or \(RequestHead.maxHeaderLines) lines"
        case .body: "the preview takes no request body"
        case .tooSlow(let allowed): "the request's headers did not arrive within \(allowed)"
        case .foreignHost(let port): "the Host header must name this server (127.0.0.1:\(port) or localhost:\(port))"
        }
    }

    /// The whole response; the connection is closed after it. A HEAD gets the same head and no
    /// body, as for every other answer.
    func response(toHEAD: Bool) -> [UInt8] {
        let body = reason + "\n"
        return Array("""
            HTTP/1.1 \(status.code) \(status.phrase)\r
            Content-Type: text/plain; charset=utf-8\r
            Content-Length: \(body.utf8.count)\r
            Connection: close\r
            \r
            \(toHEAD ? "" : body)
            """.utf8)
    }
}
