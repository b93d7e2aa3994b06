import FlyingSocks
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The socket the browser reaches. FlyingFox collects a request's line and each header until its
/// newline, with no limit, so an endless header would grow its memory without end. The gate reads
/// every request head itself within `RequestHead`'s bounds and a deadline, refuses what the
/// `RequestGuard` refuses, and passes the rest on to the HTTP server, which listens on a Unix
/// socket in a folder only this user can enter; responses flow back as they are written.
final class RequestGate: Sendable {
    /// Connections open at once; a further one is closed at once until one ends.
    static let maxConnections = 256
    /// After a refusal the rest of what the client sent is read and dropped (up to this much, for
    /// a second), so that closing does not reset the connection before the refusal is read.
    static let drainBytes = 1 << 20

    let port: UInt16
    /// How long a request's head may take to arrive, from its first byte (or from the connection
    /// being opened, for the first request): a client that trickles a byte a second holds no slot
    /// for long.
    private let headDeadline: Duration
    private let listener: Socket
    private let upstream: sockaddr_un
    private let guardian: RequestGuard
    private let pool: any AsyncSocketPool
    private let open = ConnectionCount()

    /// Binds `host`:`port` (0 takes a free port) and listens; `run()` then accepts.
    init(host: String, port: UInt16, upstream: String, headDeadline: Duration) throws {
        let address: any SocketAddress = host.contains(":")
            ? try sockaddr_in6.inet6(ip6: host, port: port)
            : try sockaddr_in.inet(ip4: host == "localhost" ? "127.0.0.1" : host, port: port)
        let listener = try Socket(domain: Int32(type(of: address).family))
        try listener.setValue(true, for: .localAddressReuse)
        try listener.bind(to: address)
        try listener.listen()
        switch try listener.sockname() {
        case .ip4(_, let bound), .ip6(_, let bound): self.port = bound
        default: throw PreviewServerError.notListening
        }
        self.listener = listener
        self.upstream = .unix(path: upstream)
        self.guardian = RequestGuard(boundHost: host, port: self.port)
        self.headDeadline = headDeadline
        self.pool = SocketPool.make()
    }

    /// Accepts connections until cancelled; each is relayed on its own task.
    func run() async throws {
        try await pool.prepare()
        let accepting = try AsyncSocket(socket: listener, pool: pool)
        try await withThrowingDiscardingTaskGroup { group in
            group.addTask { try await self.pool.run() }
            while !Task.isCancelled {
                let client = try await accepting.accept()
                guard open.enter() else {
                    try? client.close()
                    continue
                }
                group.addTask {
                    await self.relay(client)
                    self.open.leave()
                }
            }
            throw CancellationError()
        }
    }

    /// Stops accepting; connections still open end when the run's task is cancelled.
    func close() {
        try? listener.close()
    }

    private enum Ending {
        /// The client sent its last request and closed its side; the responses still flow.
        case requestsEnded
        /// Refused, and whether the refused request is a HEAD.
        case refused(RequestRefusal, head: Bool)
        case closed
    }

    private func relay(_ client: AsyncSocket) async {
        defer { try? client.close() }
        guard let server = try? await AsyncSocket.connected(to: upstream, pool: pool) else { return }
        defer { try? server.close() }
        var refusal: (reason: RequestRefusal, head: Bool)?
        await withTaskGroup(of: Ending.self) { group in
            group.addTask { await self.forwardRequests(from: client, to: server) }
            group.addTask {
                await Self.forwardResponses(from: server, to: client)
                return .closed
            }
            while let ending = await group.next() {
                if case .requestsEnded = ending {
                    shutdown(server.socket.file.rawValue, Int32(SHUT_WR))
                    continue
                }
                if case .refused(let reason, let head) = ending { refusal = (reason, head) }
                group.cancelAll()
                break
            }
        }
        if let refusal {
            try? await client.write(Data(refusal.reason.response(toHEAD: refusal.head)))
            shutdown(client.socket.file.rawValue, Int32(SHUT_WR))
            await Self.drain(client)
        }
    }

    /// Request heads from the client, each checked whole before a byte of it is passed on.
    private func forwardRequests(from client: AsyncSocket, to server: AsyncSocket) async -> Ending {
        var buffer: [UInt8] = []
        var deadline: ContinuousClock.Instant? = .now + headDeadline
        do {
            while true {
                switch RequestHead.scan(buffer[...]) {
                case .refused(let reason):
                    return .refused(reason, head: RequestHead.isHEAD(buffer[...]))
                case .complete(let length):
                    let head = try RequestHead(parsing: buffer[..<length])
                    if let reason = guardian.refusal(of: head) { return .refused(reason, head: head.method == "HEAD") }
                    try await server.write(Data(buffer[..<length]))
                    buffer.removeFirst(length)
                    deadline = buffer.isEmpty ? nil : .now + headDeadline
                case .incomplete:
                    let chunk = try await Self.read(client, before: deadline, allowing: headDeadline)
                    if deadline == nil { deadline = .now + headDeadline }
                    buffer += chunk
                }
            }
        } catch let reason as RequestRefusal {
            return .refused(reason, head: RequestHead.isHEAD(buffer[...]))
        } catch SocketError.disconnected where buffer.isEmpty {
            return .requestsEnded
        } catch {
            return .closed
        }
    }

    private static func forwardResponses(from server: AsyncSocket, to client: AsyncSocket) async {
        while let chunk = try? await server.read(atMost: 65_536) {
            guard (try? await client.write(Data(chunk))) != nil else { return }
        }
    }

    /// One read, or `RequestRefusal.tooSlow` once `deadline` has passed.
    private static func read(_ client: AsyncSocket, before deadline: ContinuousClock.Instant?, allowing: Duration = .zero) async throws -> [UInt8] {
        guard let deadline else { return try await client.read(atMost: 4_096) }
        return try await withThrowingTaskGroup(of: [UInt8]?.self) { group in
            group.addTask { try await client.read(atMost: 4_096) }
            group.addTask {
                try await Task.sleep(until: deadline, clock: .continuous)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let bytes = first else { throw RequestRefusal.tooSlow(allowed: allowing) }
            return bytes
        }
    }

    private static func drain(_ client: AsyncSocket) async {
        let deadline = ContinuousClock.now + .seconds(1)
        var dropped = 0
        while dropped < drainBytes, let chunk = try? await read(client, before: deadline) {
            dropped += chunk.count
        }
    }
}

/// How many connections the gate relays now, within `RequestGate.maxConnections`.
private final class ConnectionCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func enter() -> Bool {
        lock.withLock {
            guard count < RequestGate.maxConnections else { return false }
            count += 1
            return true
        }
    }

    func leave() { lock.withLock { count -= 1 } }
}
