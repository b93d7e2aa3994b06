import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A raw HTTP/1.1 client on a TCP socket: the tests need to send what a browser would not (a
/// foreign Host header, `..` in a target, an oversized body) and to read an event stream as it
/// comes, byte by byte as sent.
struct HTTPProbe {
    struct Response {
        let status: Int
        let headers: [String: String]
        let body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    enum ProbeError: Error { case connect(Int32), timeout, malformed(String) }

    let port: UInt16

    /// One request on its own connection, read to the end (Connection: close).
    func get(_ target: String, host: String? = nil, method: String = "GET", headers: [String] = [], body: Data = Data()) throws -> Response {
        let connection = try Connection(port: port)
        defer { connection.close() }
        var request = "\(method) \(target) HTTP/1.1\r\n"
        if let host = host ?? "127.0.0.1:\(port)" as String?, !host.isEmpty { request += "Host: \(host)\r\n" }
        for header in headers { request += header + "\r\n" }
        if !body.isEmpty { request += "Content-Length: \(body.count)\r\n" }
        request += "Connection: close\r\n\r\n"
        try connection.send(Data(request.utf8) + body)
        var received = Data()
        while let chunk = try connection.receive(timeout: 20) {
            received += chunk
            // A server that keeps the connection open despite `close`: stop at the declared length.
            if let response = try? Self.parse(received), let length = response.headers["content-length"].flatMap(Int.init),
               response.body.count >= length {
                return response
            }
        }
        return try Self.parse(received)
    }

    /// `bytes` sent as they are on a new connection (after `pause` seconds, `more` too); what comes
    /// back until the server closes the connection.
    func raw(_ bytes: Data, thenAfter pause: TimeInterval = 0, more: Data = Data(), timeout: TimeInterval = 20) throws -> Response {
        try Self.parse(exchange(bytes, thenAfter: pause, more: more, timeout: timeout))
    }

    /// What `raw` reads, unparsed: several responses when several requests were sent.
    func exchange(_ bytes: Data, thenAfter pause: TimeInterval = 0, more: Data = Data(), timeout: TimeInterval = 20) throws -> Data {
        let connection = try Connection(port: port)
        defer { connection.close() }
        try connection.send(bytes)
        if !more.isEmpty {
            Thread.sleep(forTimeInterval: pause)
            try connection.send(more)
        }
        var received = Data()
        while let chunk = try connection.receive(timeout: timeout) { received += chunk }
        return received
    }

    /// The response head at the start of `data` (no body read) and the bytes after it.
    static func head(of data: Data) throws -> (head: Response, rest: Data) {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else { throw ProbeError.malformed(String(decoding: data, as: UTF8.self)) }
        return (try parse(Data(data[..<end.upperBound])), Data(data[end.upperBound...]))
    }

    static func parse(_ data: Data) throws -> Response {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else { throw ProbeError.malformed(String(decoding: data, as: UTF8.self)) }
        let head = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let parts = head[0].split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { throw ProbeError.malformed(head[0]) }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Data(data[end.upperBound...])
        if headers["transfer-encoding"] == "chunked" { body = unchunk(body) }
        return Response(status: status, headers: headers, body: body)
    }

    static func unchunk(_ data: Data) -> Data {
        var result = Data()
        var rest = data[...]
        while let lineEnd = rest.range(of: Data("\r\n".utf8)),
              let size = Int(String(decoding: rest[..<lineEnd.lowerBound], as: UTF8.self), radix: 16), size > 0 {
            let start = lineEnd.upperBound
            guard rest.distance(from: start, to: rest.endIndex) >= size else { break }
            let stop = rest.index(start, offsetBy: size)
            result += rest[start..<stop]
            rest = rest[(rest.index(stop, offsetBy: 2, limitedBy: rest.endIndex) ?? rest.endIndex)...]
        }
        return result
    }

    /// An open `/events` stream: `next()` returns each event's name and data as it arrives.
    final class Events {
        private let connection: Connection
        /// Event text, unchunked.
        private var buffer = Data()
        /// Bytes as received: the response head, then chunks.
        private var raw = Data()
        private var headRead = false

        init(port: UInt16) throws {
            connection = try Connection(port: port)
            try connection.send(Data("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n".utf8))
        }

        /// The next event whose data satisfies `matching`, waiting at most `timeout` seconds.
        func next(timeout: TimeInterval = 30, matching: (String, String) -> Bool = { _, _ in true }) throws -> (name: String, data: String) {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                // Chunk framing lines are not events; an event is the text between blank lines.
                let text = String(decoding: buffer, as: UTF8.self)
                if let range = text.range(of: "\n\n") {
                    let block = String(text[..<range.lowerBound])
                    buffer = Data(text[range.upperBound...].utf8)
                    var name = "message"
                    var data = ""
                    for line in block.components(separatedBy: "\n") {
                        let line = line.trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
                        if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                        if line.hasPrefix("data: ") { data = String(line.dropFirst(6)) }
                    }
                    if !data.isEmpty, matching(name, data) { return (name, data) }
                    continue
                }
                guard let chunk = try connection.receive(timeout: max(0.1, deadline.timeIntervalSinceNow)) else {
                    throw ProbeError.malformed("the event stream closed")
                }
                raw += chunk
                drainChunks()
            }
            throw ProbeError.timeout
        }

        /// Moves every whole chunk from `raw` to `buffer`.
        private func drainChunks() {
            let crlf = Data("\r\n".utf8)
            if !headRead {
                guard let end = raw.range(of: Data("\r\n\r\n".utf8)) else { return }
                raw = Data(raw[end.upperBound...])
                headRead = true
            }
            while let line = raw.range(of: crlf), let size = Int(String(decoding: raw[..<line.lowerBound], as: UTF8.self), radix: 16) {
                let start = line.upperBound
                guard raw.distance(from: start, to: raw.endIndex) >= size + 2 else { return }
                let stop = raw.index(start, offsetBy: size)
                buffer += raw[start..<stop]
                raw = Data(raw[raw.index(stop, offsetBy: 2)...])
            }
        }

        func close() { connection.close() }
    }
}

/// A connected TCP socket to 127.0.0.1.
final class Connection {
    private let socket: Int32

    init(port: UInt16) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            Glibc.close(socket)
            throw HTTPProbe.ProbeError.connect(errno)
        }
    }

    func send(_ data: Data) throws {
        var sent = 0
        while sent < data.count {
            let count = data.withUnsafeBytes { Glibc.send(socket, $0.baseAddress! + sent, data.count - sent, Int32(MSG_NOSIGNAL)) }
            // The server may close once it has refused a request; what it answered is still read.
            if count <= 0 { return }
            sent += count
        }
    }

    /// What arrived within `timeout` seconds; nil once the server closed the connection.
    func receive(timeout: TimeInterval) throws -> Data? {
        var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(timeout * 1000)) > 0 else { throw HTTPProbe.ProbeError.timeout }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = recv(socket, &buffer, buffer.count, 0)
        return count > 0 ? Data(buffer[..<count]) : nil
    }

    func close() { Glibc.close(socket) }
}
