import FlyingFox
import FlyingSocks
import Foundation

/// Server-sent events to every open page. Each page's stream keeps only its newest few events,
/// so a stalled tab costs a bounded amount of memory and the others do not wait for it.
final class EventHub: @unchecked Sendable {
    private let lock = NSLock()
    private var open: [UUID: AsyncStream<[UInt8]>.Continuation] = [:]
    /// Events a slow page may fall behind by; each carries the whole state, so the newest is enough.
    static let bufferedEvents = 4
    /// The most pages open at once; the next is refused (503) until one closes.
    static let maxPages = 64

    var pageCount: Int { lock.withLock { open.count } }

    /// A new page's stream, starting with `first`; nil when `maxPages` are open.
    func subscribe(first: [UInt8]) -> EventBody? {
        let id = UUID()
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .bufferingNewest(Self.bufferedEvents))
        let added = lock.withLock {
            guard open.count < Self.maxPages else { return false }
            open[id] = continuation
            return true
        }
        guard added else { return nil }
        continuation.onTermination = { [weak self] _ in
            self?.remove(id)
        }
        continuation.yield(first)
        return EventBody(stream: stream)
    }

    private func remove(_ id: UUID) {
        lock.withLock { _ = open.removeValue(forKey: id) }
    }

    func send(_ event: [UInt8]) {
        for continuation in lock.withLock({ Array(open.values) }) { continuation.yield(event) }
    }

    /// Ends every page's stream, so the server's connections can close.
    func finish() {
        let closing = lock.withLock {
            defer { open.removeAll() }
            return Array(open.values)
        }
        for continuation in closing {
            continuation.finish()
        }
    }

    /// One event in the text/event-stream format: `event:` and one `data:` line (JSON has no newline).
    static func event(_ name: String, json: Data) -> [UInt8] {
        Array("event: \(name)\ndata: ".utf8) + Array(json) + Array("\n\n".utf8)
    }

    /// A comment line: keeps proxies and the browser's connection from timing out an idle page.
    static let keepAlive = Array(": keep-alive\n\n".utf8)
}

/// A response body that is the page's events as they come; FlyingFox sends it chunked, one chunk
/// per event, written as soon as it is yielded.
struct EventBody: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8
    let stream: AsyncStream<[UInt8]>

    func makeAsyncIterator() -> Iterator { Iterator(events: stream.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var events: AsyncStream<[UInt8]>.AsyncIterator
        var pending: ArraySlice<UInt8> = []

        mutating func next() async throws -> UInt8? {
            while pending.isEmpty {
                guard let event = await events.next() else { return nil }
                pending = event[...]
            }
            return pending.popFirst()
        }

        mutating func nextBuffer(suggested count: Int) async throws -> ArraySlice<UInt8>? {
            while pending.isEmpty {
                guard let event = await events.next() else { return nil }
                pending = event[...]
            }
            let taken = pending.prefix(Swift.max(1, count))
            pending = pending.dropFirst(taken.count)
            return taken
        }
    }
}
