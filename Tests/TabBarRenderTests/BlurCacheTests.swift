import Foundation
import TabBarImage
import TabBarModel
@testable import TabBarRender
import XCTest

/// A batch blurs a backdrop once and shares it: the shared pixels must be the ones drawing again
/// would give, keys must tell sizes, scales and blurs apart, a changed file must be read again,
/// and the cache must stay within its bound.
final class BlurCacheTests: XCTestCase {
    /// A picture with detail everywhere, so a blur of the wrong place or size shows.
    private func writePicture(to url: URL, seed: Int) throws {
        let width = 200, height = 400
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                pixels[i] = UInt8(truncatingIfNeeded: x * 3 + seed * 90)
                pixels[i + 1] = UInt8(truncatingIfNeeded: y * 5 + seed * 40)
                pixels[i + 2] = UInt8(truncatingIfNeeded: (x ^ y) + seed)
            }
        }
        try PNGCodec.encode(RGBAImage(width: width, height: height, pixels: pixels)).write(to: url)
    }

    /// A translucent iOS 17 bar (backdrop blurred at 1 px a point) and an iOS 26 glass bar
    /// (blurred and toned at the device's scale), both over `picture`.
    private func documents(picture: String, in folder: URL) throws -> [SpecDocument] {
        try ["device: iphone-15\nios: 17\ntranslucent: true", "device: iphone-17-pro\nios: 26"].map { head in
            try SpecDocument(
                yaml: "\(head)\nbackdrop: \(picture)\ntabs:\n  - { title: One, icon: \"system:favorites\" }\n  - { title: Two, icon: \"system:recents\" }\n",
                baseDirectory: folder.path)
        }
    }

    func testSharedBlursGiveTheBytesOfDrawingAgain() throws {
        let folder = try temporaryFolder()
        try writePicture(to: folder.appendingPathComponent("picture.png"), seed: 1)
        let blurs = BlurCache()
        let sharing = try Renderer(resources: .bundled(), blurs: blurs)
        for document in try documents(picture: "picture.png", in: folder) {
            let alone = try Renderer(resources: .bundled(), blurs: BlurCache(maxBytes: 0)).render(document)
            // The first render makes the blur, the second keeps it, the third draws from it.
            let renders = try (0..<3).map { _ in try sharing.render(document) }
            XCTAssertGreaterThan(blurs.count, 0, "the second render should keep its blur")
            for render in renders { XCTAssertEqual(render, alone) }
        }
    }

    func testKeysOfOtherSizesScalesAndBlursAreOtherEntries() {
        let blurs = BlurCache()
        let content = ScratchContent.color(Color(rgb: 0x336699), canvas: Rect(x: 0, y: 0, width: 100, height: 50))
        let base = BlurKey(content: content, area: Rect(x: 0, y: -10, width: 100, height: 60), resolution: 1, sigma: 10, tone: nil)
        let others = [
            BlurKey(content: content, area: Rect(x: 0, y: -10, width: 101, height: 60), resolution: 1, sigma: 10, tone: nil),
            BlurKey(content: content, area: base.area, resolution: 3, sigma: 10, tone: nil),
            BlurKey(content: content, area: base.area, resolution: 1, sigma: 12, tone: nil),
            BlurKey(content: content, area: base.area, resolution: 1, sigma: 10, tone: PixelTone(saturation: 1.2, gain: 1, lift: 0)),
            BlurKey(
                content: .color(Color(rgb: 0x336699), canvas: Rect(x: 0, y: 0, width: 100, height: 49)),
                area: base.area, resolution: 1, sigma: 10, tone: nil),
        ]
        for (index, key) in ([base] + others).enumerated() {
            // Kept the second time a key is made.
            blurs.store([UInt32(index)], for: key)
            blurs.store([UInt32(index)], for: key)
        }
        for (index, key) in ([base] + others).enumerated() {
            XCTAssertEqual(blurs.pixels(for: key), [UInt32(index)], "\(key)")
        }
    }

    func testAChangedFileIsReadAgain() throws {
        let folder = try temporaryFolder()
        let picture = folder.appendingPathComponent("picture.png")
        let blurs = BlurCache()
        var renders: [Data] = []
        for seed in [1, 2] {
            try writePicture(to: picture, seed: seed)
            // A renderer per batch, as RenderBatch makes them; the cache outlives both here, which
            // a batch's never does, to show that the file's bytes, not its name, find an entry.
            let renderer = try Renderer(resources: .bundled(), blurs: blurs)
            let document = try documents(picture: "picture.png", in: folder)[0]
            for _ in 0..<3 { renders.append(try renderer.render(document)) }
            let alone = try Renderer(resources: .bundled(), blurs: BlurCache(maxBytes: 0)).render(document)
            XCTAssertEqual(renders.last, alone, "seed \(seed)")
        }
        XCTAssertNotEqual(renders.first, renders.last)
    }

    func testTheCacheStaysWithinItsBound() {
        let blurs = BlurCache(maxBytes: 1000)
        for index in 0..<50 {
            let key = BlurKey(
                content: .roundedRect(Rect(x: 0, y: 0, width: Double(index), height: 10), radius: 5, Color(rgb: 0)),
                area: Rect(x: 0, y: 0, width: 10, height: 10), resolution: 1, sigma: 2, tone: nil)
            let pixels = [UInt32](repeating: UInt32(index), count: 60 + index % 7)
            blurs.store(pixels, for: key)
            blurs.store(pixels, for: key)
            XCTAssertLessThanOrEqual(blurs.bytes, 1000)
            XCTAssertEqual(blurs.pixels(for: key), pixels, "the newest entry is kept")
        }
        XCTAssertGreaterThan(blurs.count, 1)
        let large = BlurKey(
            content: .color(Color(rgb: 0), canvas: Rect(x: 0, y: 0, width: 1, height: 1)),
            area: Rect(x: 0, y: 0, width: 1, height: 1), resolution: 1, sigma: 1, tone: nil)
        blurs.store([UInt32](repeating: 0, count: 251), for: large)
        blurs.store([UInt32](repeating: 0, count: 251), for: large)
        XCTAssertNil(blurs.pixels(for: large), "a scratch larger than the bound is never kept")
        XCTAssertLessThanOrEqual(blurs.bytes, 1000)
    }
}
