import Foundation

/// What a request must be before the preview answers it: a GET (or HEAD) with no body and a short
/// target, naming this server in its Host header. A page on another site can make a browser send
/// requests here through a name it controls (DNS rebinding), but the Host header then carries that
/// name, so only IP literals, `localhost` and the name the server was bound with are let in.
struct RequestGuard: Sendable {
    /// The names a Host header may carry besides IP literals, with the port the server listens on.
    let hostNames: Set<String>
    let port: UInt16

    init(boundHost: String, port: UInt16) {
        self.hostNames = ["localhost", boundHost.lowercased()]
        self.port = port
    }

    /// Why the request is refused, or nil to answer it.
    func refusal(of head: RequestHead) -> RequestRefusal? {
        guard head.method == "GET" || head.method == "HEAD" else { return .methodNotAllowed }
        guard head.target.utf8.count <= RequestHead.maxTarget else { return .targetTooLong }
        let lengths = head.values("content-length")
        guard lengths.allSatisfy({ $0 == "0" }), head.values("transfer-encoding").isEmpty else { return .body }
        let hosts = head.values("host")
        guard hosts.count == 1, allows(host: hosts[0]) else { return .foreignHost(port: port) }
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
}
