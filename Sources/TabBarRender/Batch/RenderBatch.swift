import TabBarImage

/// Renders a batch on several threads, each thread with its own `Renderer` (their C resources
/// are not shareable); each encodes its PNGs on its own thread, the batch already filling the cores.
public struct RenderBatch: Sendable {
    public let resources: RenderResources
    public let queue: WorkQueue

    public init(resources: RenderResources, jobs: Int? = nil) {
        self.resources = resources
        self.queue = WorkQueue(jobs: jobs)
    }

    /// Each item's result, in item order.
    public func map<Value: Sendable>(
        _ count: Int, _ work: @escaping @Sendable (Renderer, Int) throws -> Value
    ) -> [Result<Value, any Error>] {
        let resources = resources
        return queue.map(count, makeWorker: { () throws -> Renderer in try Renderer(resources: resources, encoding: WorkQueue(jobs: 1)) }, work)
    }
}
