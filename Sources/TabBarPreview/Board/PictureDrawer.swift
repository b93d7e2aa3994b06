import Foundation
import TabBarImage
import TabBarLint
import TabBarModel
import TabBarRender
import TabBarSnapshots

/// A spec file's picture as the preview shows it: read from disk, laid out, drawn to PNG and linted,
/// all by one warm renderer. `tabbar bench` times exactly this (the warm redraw).
public final class PictureDrawer {
    private let renderer: Renderer
    /// Lint findings are pinned on the picture; the bench can leave them out to time the drawing alone.
    public var lints = true
    /// The last decoded spec of each file and its `--set` values, with the bytes it was decoded
    /// from: redrawing a file whose bytes are the same (an icon or backdrop saved, a page reload)
    /// skips reading YAML, which is a tenth of a bar's redraw.
    private var decoded: [String: DecodedSpec] = [:]
    /// More files than a page shows at once are not kept: the cache starts again.
    private static let maxDecoded = 256

    private struct DecodedSpec {
        let overrides: [SpecOverride]
        let bytes: Data
        let document: SpecDocument
    }

    public init(resources: RenderResources) throws(RenderError) {
        // A redraw after a save mostly paints the same glass over the same backdrop: the painted
        // regions are kept too (a bar's glass and shadow are about 2.5 MiB at @3x).
        self.renderer = try Renderer(resources: resources, blurs: BlurCache(compositeBytes: 16 << 20))
    }

    /// What one draw gives the page.
    public struct Drawn: Sendable {
        public var png: Data
        public var width: Int
        public var height: Int
        public var scale: Int
        public var tabs: [TabFrames]
        public var findings: [PinnedFinding]
        /// The name of its reference in a snapshot folder.
        public var referenceName: String
    }

    public func draw(_ spec: String, overrides: [SpecOverride] = [], variant: SpecVariant = SpecVariant(overrides: [])) -> Result<Drawn, PreviewProblem> {
        let document: SpecDocument
        let text: String
        do {
            (document, text) = try load(spec, overrides: overrides + variant.overrides)
        } catch {
            return .failure(PreviewProblem(error, text: nil))
        }
        do throws(RenderError) {
            // Laid out and its pictures resolved once, for the drawing and the lint alike; the scene
            // refuses text no font can draw before it reads a file, as `render` does.
            let scene = try renderer.scene(document)
            let layout = scene.layout.relativeToCanvas()
            let png = try renderer.render(scene)
            let size = PNGCodec.declaredSize(png)
            let findings = lints ? Linter(renderer: renderer).lint(scene, text: text).map { PinnedFinding($0, layout: layout) } : []
            return .success(Drawn(
                png: png, width: size?.width ?? 0, height: size?.height ?? 0, scale: layout.scale,
                tabs: layout.tabs.map(TabFrames.init), findings: findings,
                referenceName: ReferenceName.make(specPath: spec, document: document, scale: nil, variant: variant)))
        } catch {
            switch error {
            case .input(let specError): return .failure(PreviewProblem(specError, text: text))
            default: return .failure(PreviewProblem(file: spec, message: "\(error)"))
            }
        }
    }

    /// The spec as `SpecDocument.loadWithText` reads it, its file read once and decoded again only
    /// when the bytes or the overrides differ from the last time.
    private func load(_ spec: String, overrides: [SpecOverride]) throws(SpecError) -> (document: SpecDocument, text: String) {
        let bytes = try SpecDocument.read(spec)
        if let kept = decoded[spec], kept.overrides == overrides, kept.bytes == bytes {
            return (kept.document, String(decoding: bytes, as: UTF8.self))
        }
        let (document, text) = try SpecDocument.decode(bytes, path: spec, overrides: overrides)
        if decoded.count >= Self.maxDecoded, decoded[spec] == nil { decoded.removeAll() }
        decoded[spec] = DecodedSpec(overrides: overrides, bytes: bytes, document: document)
        return (document, text)
    }
}
