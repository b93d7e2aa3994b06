import FlyingFox
import FlyingSocks
import Foundation
import TabBarWatch

/// The preview's HTTP server: the page, its assets, the pictures and their state, and a stream of
/// server-sent events that carries the new state whenever a look at the files changed it. Every
/// URL is matched against the routes below; none names a file, so no URL reaches outside what the
/// preview draws.
public final class PreviewServer: Sendable {
    public let board: PreviewBoard
    public let host: String
    private let server: HTTPServer
    private let gate: RequestGate
    let socketFolder: String
    private let hub = EventHub()
    private let stopping = Locked<Bool>()
    private let listening = Locked<Bool>()
    private let interval: TimeInterval

    /// - Parameters:
    ///   - host: the address to listen on; 127.0.0.1 unless the user asks otherwise.
    ///   - port: 0 takes a free one (see `port()` once listening).
    ///   - interval: how often the files are looked at when a folder they are in cannot be watched
    ///     (otherwise a change wakes the watcher at once, and it looks every `slowLook` besides).
    ///   - headDeadline: how long a request's line and headers may take to arrive.
    public init(
        board: PreviewBoard, host: String = "127.0.0.1", port: UInt16 = 0, interval: TimeInterval = 0.05,
        headDeadline: Duration = .seconds(10)
    ) throws {
        guard Self.isAddress(host) else { throw PreviewServerError.notAnAddress(host) }
        self.board = board
        self.host = host
        self.interval = interval
        socketFolder = try Self.privateFolder()
        let socketPath = (socketFolder as NSString).appendingPathComponent("http.sock")
        do {
            gate = try RequestGate(host: host, port: port, upstream: socketPath, headDeadline: headDeadline)
        } catch {
            try? FileManager.default.removeItem(atPath: socketFolder)
            throw PreviewServerError.cannotListen(host: host, port: port, reason: Self.reason(error))
        }
        // Bodies are never read (the gate refuses every request with one): a small buffer, and no replay.
        let config = HTTPServer.Configuration(
            address: sockaddr_un.unix(path: socketPath), timeout: 15, sharedRequestBufferSize: 1_024,
            sharedRequestReplaySize: 0, logger: .disabled)
        server = HTTPServer(config: config)
    }

    /// An IPv4 or IPv6 address as numbers, or `localhost`: what the server can listen on without
    /// asking a name server (and what its Host check can tell apart).
    public static func isAddress(_ host: String) -> Bool {
        if host == "localhost" { return true }
        var buffer = [UInt8](repeating: 0, count: 16)
        return inet_pton(AF_INET, host, &buffer) == 1 || inet_pton(AF_INET6, host, &buffer) == 1
    }

    /// The system's words for why a socket failed.
    private static func reason(_ error: any Error) -> String {
        switch error as? SocketError {
        case .failed(_, _, let message)?: message.prefix(1).lowercased() + message.dropFirst()
        default: "\(error)"
        }
    }

    /// A new folder only this user may enter, for the HTTP server's socket: a short path under
    /// /tmp, since a Unix socket's path is limited to 107 bytes and TMPDIR may be long.
    private static func privateFolder() throws -> String {
        do {
            return try PrivateFolder.make(in: "/tmp", prefix: "tabbar-preview-")
        } catch {
            throw PreviewServerError.noSocketFolder(systemReason: error.systemReason)
        }
    }

    /// Listens, then draws every spec and watches the files until `stop()`. The address is known
    /// (and printed by the command) before the first picture, which may take a while to draw.
    public func run() async throws {
        // Removed here, not in stop(): a command ends as soon as run() returns.
        defer { try? FileManager.default.removeItem(atPath: socketFolder) }
        await server.appendRoute("*") { [self] request in await self.answer(request) }
        do {
            try await serve()
        } catch where stopping.get() != nil {
            // Stopped on purpose: the server's task ends cancelled, which is no failure.
        }
    }

    private func serve() async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.server.run() }
            try await self.server.waitUntilListening(timeout: 30)
            group.addTask { try await self.gate.run() }
            listening.set(true)
            group.addTask { try await self.watch() }
            // The server ends on stop(); the watch ends with it.
            try await group.next()
            group.cancelAll()
        }
    }

    /// The port the preview listens on (chosen when the server was made, if 0 was asked for).
    public func port() async throws -> UInt16 { gate.port }

    public func waitUntilListening() async throws {
        while listening.get() == nil { try await Task.sleep(for: .milliseconds(5)) }
    }

    /// Closes every page's event stream and the listening socket.
    public func stop() async {
        stopping.set(true)
        gate.close()
        hub.finish()
        await server.stop(timeout: 1)
    }

    public var openPages: Int { hub.pageCount }

    private func watch() async throws {
        let events = FolderEvents()
        var quiet: TimeInterval = 0
        var wake = FolderEvents.Wake.timedOut
        var looksSinceSourceWalk = 0
        var first = true
        while !Task.isCancelled {
            if !first {
                let started = Date()
                wake = await withTaskCancellationHandler {
                    await withCheckedContinuation { (done: CheckedContinuation<FolderEvents.Wake, Never>) in
                        // A blocking wait belongs on a thread of its own, not on one the server's tasks share.
                        DispatchQueue.global().async { [interval] in
                            done.resume(returning: events.wait(idle: Self.slowLook, busy: interval))
                        }
                    }
                } onCancel: {
                    events.interrupt()
                }
                quiet += Date().timeIntervalSince(started)
            }
            first = false
            // An app's sources may be thousands of files: walked when a folder of theirs reported
            // a change, and otherwise only every `sourceWalkLooks` timed looks (or at every look
            // while some folder cannot be watched).
            looksSinceSourceWalk += 1
            let sources = switch wake {
            case .changed(let folders): await board.isSourceFolder(any: folders)
            case .timedOut: looksSinceSourceWalk >= Self.sourceWalkLooks || !events.watchesEverything
            }
            if sources { looksSinceSourceWalk = 0 }
            if await board.refresh(lookingAtSources: sources) {
                hub.send(try await stateEvent())
                quiet = 0
            } else if quiet >= Self.keepAliveInterval {
                // A comment line now and then: a page whose connection died is noticed and let go.
                hub.send(EventHub.keepAlive)
                quiet = 0
            }
            events.watch(await board.watchedFolders())
        }
    }

    /// Seconds without an event before every page gets a comment line. A page that closed its
    /// connection is noticed only by writing to it: the gate's second write after the close
    /// fails, and the server's next write to the gate then fails too and frees the page's place.
    /// So a closed page holds its place for about three of these.
    static let keepAliveInterval: TimeInterval = 2

    /// Timed looks between two walks of the app's sources when nothing reported a change.
    static let sourceWalkLooks = 10

    /// How often the files are looked at while every folder they are in is watched: a file system
    /// that never reports a change is still looked at this often.
    static let slowLook: TimeInterval = 1

    private func stateEvent() async throws -> [UInt8] {
        EventHub.event("state", json: try Self.encoder.encode(await board.state()))
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    // MARK: - Routes

    func answer(_ request: HTTPRequest) async -> HTTPResponse {
        // A HEAD is answered with GET's head and no body: a body after it would be read as the
        // response to the next request on the connection.
        guard request.method == .HEAD else { return await response(to: request.path, streaming: true) }
        return Self.headOnly(await response(to: request.path, streaming: false))
    }

    /// The response to a GET of `path`; without `streaming`, `/events` says whether a page would
    /// be let in without opening a stream or taking a page's place.
    private func response(to path: String, streaming: Bool) async -> HTTPResponse {
        switch path {
        case "/", "/index.html":
            return Self.asset("index.html")
        case "/events":
            let body: HTTPBodySequence? = if streaming {
                hub.subscribe(first: (try? await stateEvent()) ?? EventHub.keepAlive).map { HTTPBodySequence(from: $0) }
            } else {
                hub.pageCount < EventHub.maxPages ? HTTPBodySequence() : nil
            }
            guard let body else { return Self.text(.serviceUnavailable, "more than \(EventHub.maxPages) pages are open") }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"], body: body)
        case "/state":
            guard let json = try? Self.encoder.encode(await board.state()) else { return Self.notFound }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"], body: json)
        default:
            break
        }
        if path.hasPrefix("/assets/") {
            return Self.asset(String(path.dropFirst("/assets/".count)))
        }
        for (prefix, kind) in [("/picture/", PictureKind.current), ("/reference/", .reference), ("/diff/", .diff)] where path.hasPrefix(prefix) {
            let name = path.dropFirst(prefix.count)
            guard name.hasSuffix(".png"), let id = Int(name.dropLast(4)) else { return Self.notFound }
            let png: Data? = switch kind {
            case .current: await board.png(id: id)
            case .reference: await board.referencePNG(id: id)
            case .diff: await board.diffPNG(id: id)
            }
            guard let png else { return Self.notFound }
            // The URL carries the picture's version, so a cached copy is never stale.
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/png", .cacheControl: "no-cache"], body: png)
        }
        return Self.notFound
    }

    /// `response` with its body left out and the length it has kept. The event stream's length
    /// is not known, and the HTTP library frames every body it is given by a length or by chunks
    /// (a last chunk would be a body), so its HEAD says a length of 0.
    private static func headOnly(_ response: HTTPResponse) -> HTTPResponse {
        var headers = response.headers
        if case .httpBody(let body) = response.payload, let length = body.count {
            headers[.contentLength] = "\(length)"
        }
        return HTTPResponse(version: response.version, statusCode: response.statusCode, headers: headers, body: Data())
    }

    private enum PictureKind { case current, reference, diff }

    private static let notFound = text(.notFound, "not found")

    private static func text(_ status: HTTPStatusCode, _ reason: String) -> HTTPResponse {
        HTTPResponse(
            statusCode: status,
            headers: [.contentType: "text/plain; charset=utf-8"],
            body: Data((reason + "\n").utf8))
    }

    private static func asset(_ name: String) -> HTTPResponse {
        guard let asset = PageAssets.named(name) else { return notFound }
        return HTTPResponse(statusCode: .ok, headers: [.contentType: asset.type, .cacheControl: "no-cache"], body: asset.data)
    }
}

public enum PreviewServerError: Error, CustomStringConvertible {
    case notListening
    case noSocketFolder(systemReason: String)
    case notAnAddress(String)
    case cannotListen(host: String, port: UInt16, reason: String)

    public var description: String {
        switch self {
        case .notListening: "the preview server is not listening"
        case .notAnAddress(let host): "--host \(host): expected an IP address (127.0.0.1, ::1, 0.0.0.0) or localhost"
        case .cannotListen(let host, let port, let reason):
            "cannot listen on \(host.contains(":") ? "[\(host)]" : host):\(port): \(reason)\(port != 0 && reason.contains("in use") ? " (another program has it; --port 0 takes a free one)" : "")"
        case .noSocketFolder(let reason): "cannot make a private folder under /tmp for the preview's socket: \(reason)"
        }
    }
}

/// A value set once from one task and read from others: whether the server listens, and whether
/// `stop()` was called.
private final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    func set(_ new: Value) { lock.withLock { value = new } }
    func get() -> Value? { lock.withLock { value } }
}
