import Foundation
import TabBarBenchmarks
import TabBarImage
@testable import ImageDiff
import XCTest

/// An image compared with itself (one buffer, as `tabbar diff` hands over a file given twice, or two
/// files of the same bytes) skips the scan: everything reported and drawn must be what the
/// comparison with a separate copy of the same pixels gives.
final class SameBufferTests: XCTestCase {
    /// The options a user can change that touch an identical pair's report or diff image.
    private static func optionSets() -> [(name: String, options: DiffOptions)] {
        var json = DiffOptions()
        json.measureAreas = true
        json.computeDeltaE = true
        var ignored = json
        ignored.ignoreRegions = [PixelRect(x: 3, y: 5, width: 40, height: 17), PixelRect(x: 90, y: -4, width: 500, height: 30)]
        ignored.ignoreColor = DiffColor(10, 200, 30)
        var mask = DiffOptions()
        mask.diffMask = true
        mask.ignoreRegions = [PixelRect(x: 0, y: 0, width: 7, height: 7)]
        var faded = DiffOptions()
        faded.alpha = 0.55
        faded.markDeltaEAbove = 1
        var exact = DiffOptions()
        exact.mode = .exact
        var pixelmatch = DiffOptions(computeDeltaE: false)
        pixelmatch.measureAreas = false
        return [("default", DiffOptions()), ("JSON", json), ("ignore regions", ignored), ("diff mask", mask),
                ("alpha 0.55, ΔE mark", faded), ("exact", exact), ("pixelmatch's", pixelmatch)]
    }

    private static func json(_ result: DiffResult) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(result), as: UTF8.self)
    }

    /// A UI-like picture (long runs, text, semi-transparent pixels at the edges) and noise, with an odd width.
    private static func images() -> [(name: String, image: RGBAImage)] {
        var clear = SyntheticImages.noise(width: 131, height: 67, seed: 4)
        clear.withUnsafeMutablePixels { pixels in
            for i in stride(from: 3, to: pixels.count, by: 28) { pixels[i] = UInt8(i % 256) }
        }
        return [("UI", SyntheticImages.screenshotPair(width: 333, height: 201, seed: 5).expected), ("noise", clear)]
    }

    func testAnImageComparedWithItselfReportsAndDrawsWhatACopyGives() throws {
        for (imageName, image) in Self.images() {
            var copy = image
            copy.withUnsafeMutablePixels { _ in } // a buffer of its own
            for (name, options) in Self.optionSets() {
                for makeDiffImage in [false, true] {
                    let comparator = ImageComparator(options: options, queue: WorkQueue(jobs: 2))
                    let itself = try comparator.compare(image, image, makeDiffImage: makeDiffImage)
                    let separate = try comparator.compare(image, copy, makeDiffImage: makeDiffImage)
                    let label = "\(imageName), \(name), diff image \(makeDiffImage)"
                    XCTAssertTrue(separate.identical, label)
                    XCTAssertEqual(try Self.json(itself), try Self.json(separate), label)
                    XCTAssertEqual(itself.diffImage?.pixels, separate.diffImage?.pixels, label)
                    XCTAssertEqual(itself.diffImage == nil, !makeDiffImage, label)
                }
            }
        }
    }

    /// Large enough to be scanned in bands on several threads: the bands' gray rows still all painted.
    func testALargeImageComparedWithItselfPaintsEveryBand() throws {
        let image = SyntheticImages.screenshotPair(width: 1024, height: 700, seed: 2).expected
        var copy = image
        copy.withUnsafeMutablePixels { _ in }
        let comparator = ImageComparator(queue: WorkQueue(jobs: 4))
        let itself = try comparator.compare(image, image)
        let separate = try comparator.compare(image, copy)
        XCTAssertEqual(itself.diffImage?.pixels, separate.diffImage?.pixels)
        XCTAssertEqual(try Self.json(itself), try Self.json(separate))
    }
}
