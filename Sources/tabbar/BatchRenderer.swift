import Foundation
import TabBarRender

/// Runs work items on several threads, each thread with its own `Renderer` (their C resources
/// are not shareable), handing out items one at a time so a slow spec does not hold up a thread.
struct BatchRenderer {
    let resources: RenderResources
    let jobs: Int?

    /// Each item's result, in item order.
    func map<Value: Sendable>(
        _ count: Int, _ work: @escaping @Sendable (Renderer, Int) throws -> Value
    ) -> [Result<Value, CommandFailure>] {
        let queue = WorkQueue<Value>(count: count)
        let threads = max(1, min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, count))
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            let renderer: Renderer
            do {
                renderer = try Renderer(resources: resources)
            } catch {
                while let index = queue.next() { queue.store(.failure(.invalidInput("\(error)")), at: index) }
                return
            }
            while let index = queue.next() {
                do {
                    queue.store(.success(try work(renderer, index)), at: index)
                } catch let failure as CommandFailure {
                    queue.store(.failure(failure), at: index)
                } catch {
                    queue.store(.failure(.invalidInput("\(error)")), at: index)
                }
            }
        }
        return queue.results
    }

    /// Returns the failures, in item order.
    func run(_ count: Int, _ work: @escaping @Sendable (Renderer, Int) throws -> Void) -> [CommandFailure] {
        map(count, work).compactMap { result in
            if case .failure(let failure) = result { return failure }
            return nil
        }
    }
}

/// Hands out item indices and collects their results across threads.
private final class WorkQueue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var stored: [Result<Value, CommandFailure>?]

    init(count: Int) { stored = Array(repeating: nil, count: count) }

    func next() -> Int? {
        lock.withLock {
            guard nextIndex < stored.count else { return nil }
            defer { nextIndex += 1 }
            return nextIndex
        }
    }

    func store(_ result: Result<Value, CommandFailure>, at index: Int) {
        lock.withLock { stored[index] = result }
    }

    /// Every item is stored before `concurrentPerform` returns.
    var results: [Result<Value, CommandFailure>] {
        lock.withLock { stored.map { $0 ?? .failure(.invalidInput("an item was not processed")) } }
    }
}

/// "Rendering 12/50" on a terminal; silent when standard error is piped or logged.
final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private var done = 0
    private let enabled: Bool

    init(total: Int) {
        self.total = total
        self.enabled = total > 1 && isatty(STDERR_FILENO) == 1
    }

    func advance() {
        guard enabled else { return }
        lock.withLock {
            done += 1
            FileHandle.standardError.write(Data("\rRendering \(done)/\(total)".utf8))
        }
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
