import Foundation
import TabBarRender

/// Runs work items on several threads, each thread with its own `Renderer` (their C resources
/// are not shareable), handing out items one at a time so a slow spec does not hold up a thread.
struct BatchRenderer {
    let resources: RenderResources
    let jobs: Int?

    /// Returns the failures, in item order.
    func run(_ count: Int, _ work: @escaping @Sendable (Renderer, Int) throws -> Void) -> [CommandFailure] {
        let queue = WorkQueue(count: count)
        let threads = max(1, min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, count))
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            let renderer: Renderer
            do {
                renderer = try Renderer(resources: resources)
            } catch {
                while let index = queue.next() { queue.fail(index, .invalidInput("\(error)")) }
                return
            }
            while let index = queue.next() {
                do {
                    try work(renderer, index)
                } catch let failure as CommandFailure {
                    queue.fail(index, failure)
                } catch {
                    queue.fail(index, .invalidInput("\(error)"))
                }
            }
        }
        return queue.failures
    }
}

/// Hands out item indices and collects failures across threads.
private final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var nextIndex = 0
    private var failed: [Int: CommandFailure] = [:]

    init(count: Int) { self.count = count }

    func next() -> Int? {
        lock.withLock {
            guard nextIndex < count else { return nil }
            defer { nextIndex += 1 }
            return nextIndex
        }
    }

    func fail(_ index: Int, _ failure: CommandFailure) {
        lock.withLock { failed[index] = failure }
    }

    var failures: [CommandFailure] {
        lock.withLock { failed.keys.sorted().map { failed[$0]! } }
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
