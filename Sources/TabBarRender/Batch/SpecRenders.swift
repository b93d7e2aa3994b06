import TabBarImage
import TabBarModel

/// Every spec of a batch drawn in every format asked, as `tabbar render` draws them: on the
/// batch's threads, each spec laid out and its files decoded once for all its formats, each
/// output staged beside its place. Nothing is in place until the caller writes the outputs
/// (`OutputBatch.write`), so a failure anywhere leaves every earlier output as it was.
public struct SpecRenders {
    /// A spec to draw: its input, and the document when it was kept from reading it (beyond
    /// `SpecVariantInput.keptSpecs` inputs it is read again on the thread that draws it).
    public struct Item: Sendable {
        public let input: SpecVariantInput
        public var document: SpecDocument?

        public init(input: SpecVariantInput, document: SpecDocument?) {
            self.input = input
            self.document = document
        }
    }

    public var items: [Item]
    /// The formats to write, each with the scale and overlay it is drawn with.
    public var options: [RenderOptions]
    /// Where each spec's output in each format goes.
    public var destination: @Sendable (SpecVariantInput, OutputFormat) -> String
    /// Also draw each spec to pixels at this scale, for a sheet of them all.
    public var sheetScale: PixelScale?
    /// The hit-region overlay on the sheet's pictures.
    public var showHitRegions = false
    /// Called after each spec, from the thread that drew it.
    public var progress: @Sendable () -> Void = {}

    public init(items: [Item], options: [RenderOptions], destination: @escaping @Sendable (SpecVariantInput, OutputFormat) -> String) {
        self.items = items
        self.options = options
        self.destination = destination
    }

    /// What a batch drew: the staged outputs, the sheet's pictures in item order (when every
    /// item drew), and each item that failed, in its words.
    public struct Drawn {
        public var outputs: [PreparedOutput] = []
        public var pictures: [RGBAImage] = []
        public var failures: [String] = []
    }

    public func draw(on batch: RenderBatch) -> Drawn {
        let items = items, options = options, destination = destination
        let sheetScale = sheetScale, showHitRegions = showHitRegions, progress = progress
        let results = batch.map(items.count) { renderer, index in
            let item = items[index]
            let document = try item.document ?? item.input.load()
            var outputs: [PreparedOutput] = []
            var picture: RGBAImage?
            do {
                // One scene per scale: every format of a spec draws the same layout and pictures.
                var scenes: [Int?: RenderScene] = [:]
                func scene(_ scale: Int?) throws -> RenderScene {
                    if let made = scenes[scale] { return made }
                    let made = try renderer.scene(document, scale: scale)
                    scenes[scale] = made
                    return made
                }
                for option in options {
                    let data = try renderer.render(scene(option.scale), options: option)
                    outputs.append(try PreparedOutput(data, to: destination(item.input, option.format)))
                }
                if let sheetScale {
                    picture = try renderer.renderImage(scene(sheetScale.value), showHitRegions: showHitRegions)
                }
            } catch {
                for output in outputs { output.discard() }
                throw error
            }
            progress()
            return (outputs, picture)
        }
        var drawn = Drawn()
        for result in results {
            switch result {
            case .success(let made):
                drawn.outputs += made.0
                drawn.pictures += made.1.map { [$0] } ?? []
            case .failure(let error):
                drawn.failures.append("\(error)")
            }
        }
        return drawn
    }
}
