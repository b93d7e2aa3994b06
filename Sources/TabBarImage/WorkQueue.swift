#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import Dispatch

/// Runs indexed work on several threads, handing out one item at a time so that a slow item does
/// not hold up a thread. Results come back in item order, so output does not depend on the
/// thread count. This is the toolkit's one work queue: batches of renders, icon checks and the bands
/// of a PNG use it.
public struct WorkQueue: Sendable {
    /// Threads at most; nil: one per core.
    public var jobs: Int?

    public init(jobs: Int? = nil) {
        self.jobs = jobs
    }

    /// Threads used for `count` items.
    public func threads(for count: Int) -> Int {
        max(1, min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, count))
    }

    /// Each item's result, in item order.
    ///
    /// - Parameters:
    ///   - makeWorker: runs once on each thread, for state that must stay on one thread (C
    ///     objects such as a `Renderer`); when it fails, the items that thread takes fail with it.
    ///   - work: one item, with its thread's worker.
    public func map<Worker, Value: Sendable>(
        _ count: Int,
        makeWorker: @escaping @Sendable () throws -> Worker,
        _ work: @escaping @Sendable (Worker, Int) throws -> Value
    ) -> [Result<Value, any Error>] {
        let items = Items<Value>(count: count)
        DispatchQueue.concurrentPerform(iterations: threads(for: count)) { _ in
            let worker: Worker
            do {
                worker = try makeWorker()
            } catch {
                while let index = items.next() { items.store(.failure(error), at: index) }
                return
            }
            while let index = items.next() {
                items.store(Result { try work(worker, index) }, at: index)
            }
        }
        return items.results
    }

    /// Each item's result, in item order, for work that needs no per-thread state.
    public func map<Value: Sendable>(
        _ count: Int, _ work: @escaping @Sendable (Int) throws -> Value
    ) -> [Result<Value, any Error>] {
        map(count, makeWorker: {}) { _, index in try work(index) }
    }
}

/// Hands out item indices and collects their results across threads.
private final class Items<Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var nextIndex = 0
    private var stored: [Result<Value, any Error>?]

    init(count: Int) { stored = Array(repeating: nil, count: count) }

    func next() -> Int? {
        lock.withLock {
            guard nextIndex < stored.count else { return nil }
            defer { nextIndex += 1 }
            return nextIndex
        }
    }

    func store(_ result: Result<Value, any Error>, at index: Int) {
        lock.withLock { stored[index] = result }
    }

    /// `concurrentPerform` returns only once every item is stored.
    var results: [Result<Value, any Error>] {
        lock.withLock { stored.map { $0 ?? .failure(UnprocessedItem()) } }
    }
}

/// An item the queue did not reach (cannot happen while `concurrentPerform` waits for every thread).
struct UnprocessedItem: Error, CustomStringConvertible {
    var description: String { "an item was not processed" }
}

/// A mutex for the queue's bookkeeping (Foundation's NSLock is not among the small executable's
/// modules); the pthread mutex lives at a fixed address for the object's life.
private final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<Value>(_ body: () throws -> Value) rethrows -> Value {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
