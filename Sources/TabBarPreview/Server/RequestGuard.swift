import FlyingFox
import Foundation

/// What a request must be before the preview answers it: a GET (or HEAD) with no body, a short
/// target and short headers, naming this server in its Host header. A page on another site can
/// make a browser send requests here through a name it controls (DNS rebinding), but the Host
/// header then carries that name, so only IP literals, `localhost` and the name the server was
/// bound with are let in.
struct RequestGuard: Sendable {
    /// The names a Host header may carry besides IP literals, with the port the server listens on.
    let hostNames: Set<String>
    let port: UInt16

    static let maxTarget = 2_048
    static let maxHeaderBytes = 16_384

    init(boundHost: String, port: UInt16) {
        self.hostNames = ["localhost", boundHost.lowercased()]
        self.port = port
    }

    /// The response refusing the request, or nil to answer it.
    func refusal(of request: HTTPRequest) -> HTTPResponse? {
        guard request.method == .GET || request.method == .HEAD else {
            return Self.refuse(.methodNotAllowed, "only GET and HEAD are answered")
        }
        guard request.target.rawValue.utf8.count <= Self.maxTarget else {
            return Self.refuse(.uriTooLong, "the request's target is longer than \(Self.maxTarget) bytes")
        }
        let headerBytes = request.headers.reduce(0) { $0 + $1.key.rawValue.utf8.count + $1.value.utf8.count + 4 }
        guard headerBytes <= Self.maxHeaderBytes else {
            return Self.refuse(.requestHeaderFieldsTooLarge, "the request's headers are longer than \(Self.maxHeaderBytes) bytes")
        }
        let length = request.headers[.contentLength].flatMap { Int($0) } ?? 0
        guard length == 0, request.headers[.transferEncoding] == nil else {
            return Self.refuse(.payloadTooLarge, "the preview takes no request body")
        }
        guard let host = request.headers[.host], allows(host: host) else {
            return Self.refuse(.forbidden, "the Host header must name this server (127.0.0.1:\(port) or localhost:\(port))")
        }
        return nil
    }

    /// `NAME:PORT` with this server's port, where NAME is an IP literal or one of `hostNames`.
    func allows(host header: String) -> Bool {
        let value = header.lowercased()
        guard let colon = value.lastIndex(of: ":"), value[value.index(after: colon)...] == "\(port)" else { return false }
        var name = String(value[..<colon])
        if name.hasPrefix("[") && name.hasSuffix("]") {
            name = String(name.dropFirst().dropLast())
            return name.contains(":") && name.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        }
        if hostNames.contains(name) { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) && (Int(part) ?? 256) <= 255
        }
    }

    static func refuse(_ status: HTTPStatusCode, _ reason: String) -> HTTPResponse {
        HTTPResponse(
            statusCode: status,
            headers: [.contentType: "text/plain; charset=utf-8", .connection: "close"],
            body: Data((reason + "\n").utf8))
    }
}
