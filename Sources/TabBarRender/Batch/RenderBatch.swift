import TabBarImage

/// Renders a batch on several threads, each thread with its own `Renderer` (their C resources
/// are not shareable); each encodes its PNGs on its own thread, the batch already filling the cores.
/// The renderers share the batch's blurred backdrops, which live as long as the batch.
public struct RenderBatch: Sendable {
    public let resources: RenderResources
    public let queue: WorkQueue
    public let blurs: BlurCache

    public init(resources: RenderResources, jobs: Int? = nil, blurs: BlurCache = BlurCache()) {
        self.resources = resources
        self.queue = WorkQueue(jobs: jobs)
        self.blurs = blurs
    }

    /// Each item's result, in item order.
    public func map<Value: Sendable>(
        _ count: Int, _ work: @escaping @Sendable (Renderer, Int) throws -> Value
    ) -> [Result<Value, any Error>] {
        let resources = resources
        let blurs = blurs
        return queue.map(
            count, makeWorker: { () throws -> Renderer in try Renderer(resources: resources, encoding: WorkQueue(jobs: 1), blurs: blurs) }, work)
    }
}
