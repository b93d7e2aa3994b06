import Foundation
import ImageDiff
import SnapshotTesting
import TabBarImage
import TabBarRender
import XCTest

extension Diffing where Value == RGBAImage {
    /// PNG files compared by TabBarKit's engine: pixelmatch's perceptual comparison, ΔE and the
    /// limits of `thresholds`; the failure message gives each reason, and the diff image is attached.
    public static func tabBarImage(
        thresholds: Thresholds = SnapshotVerifier.defaultThresholds, options: DiffOptions = DiffOptions()
    ) -> Diffing<RGBAImage> {
        Diffing.diff(
            // A picture that cannot be encoded or decoded becomes an empty one, which then fails
            // the comparison with both sizes in the message rather than stopping the test run.
            toData: { (try? PNGCodec.encode($0)) ?? Data() },
            fromData: { (try? PNGCodec.decode($0)) ?? RGBAImage(width: 0, height: 0) },
            diffV2: { expected, actual in
                var comparator = ImageComparator(options: options)
                comparator.options.threshold = thresholds.threshold
                let result: DiffResult
                do {
                    result = try comparator.compare(expected, actual, makeDiffImage: true)
                } catch {
                    return ("\(error)", [])
                }
                let verdict = result.verdict(thresholds)
                guard !verdict.passed else { return nil }
                var attachments: [DiffAttachment] = []
                if let diff = result.diffImage, let png = try? PNGCodec.encode(diff) {
                    attachments.append(.data(png, name: "diff.png"))
                }
                return (verdict.failures.joined(separator: "\n"), attachments)
            })
    }
}

extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
    /// An image TabBarKit rendered, stored as PNG.
    public static func tabBarImage(
        thresholds: Thresholds = SnapshotVerifier.defaultThresholds, options: DiffOptions = DiffOptions()
    ) -> Snapshotting<RGBAImage, RGBAImage> {
        Snapshotting(pathExtension: "png", diffing: .tabBarImage(thresholds: thresholds, options: options))
    }
}

extension Snapshotting where Value == SpecDocument, Format == RGBAImage {
    /// A spec, rendered by `renderer` at `scale` (the device's when nil).
    ///
    /// A spec that cannot be rendered fails the test with the renderer's message.
    public static func tabBar(
        renderer: Renderer, scale: Int? = nil, thresholds: Thresholds = SnapshotVerifier.defaultThresholds,
        options: DiffOptions = DiffOptions()
    ) -> Snapshotting<SpecDocument, RGBAImage> {
        Snapshotting<RGBAImage, RGBAImage>.tabBarImage(thresholds: thresholds, options: options).pullback { document in
            do {
                return try renderer.renderImage(document, scale: scale)
            } catch {
                XCTFail("\(document.source): cannot render: \(error)")
                return RGBAImage(width: 0, height: 0)
            }
        }
    }
}
