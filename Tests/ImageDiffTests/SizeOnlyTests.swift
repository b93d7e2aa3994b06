import Foundation
import TabBarBenchmarks
import TabBarImage
import TestSupport
@testable import ImageDiff
import XCTest

/// `tabbar diff` given two files of the same bytes and no diff image to draw only checks that the
/// file decodes (`PNGCodec.check`) and compares the image with itself from its size
/// (`ImageComparator.compareWithItself`): both must give exactly what decoding and comparing give.
final class SizeOnlyTests: XCTestCase {
    private static func json(_ result: DiffResult) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(result), as: UTF8.self)
    }

    func testComparingWithItselfFromTheSizeReportsWhatTwoCopiesGive() throws {
        var json = DiffOptions()
        json.measureAreas = true
        json.computeDeltaE = true
        var ignored = json
        ignored.ignoreRegions = [PixelRect(x: 3, y: 5, width: 40, height: 17), PixelRect(x: 120, y: -4, width: 500, height: 30)]
        var exact = DiffOptions()
        exact.mode = .exact
        var small = json
        small.densityWindowSize = 3
        let optionSets = [("default", DiffOptions()), ("JSON", json), ("ignore regions", ignored), ("exact", exact), ("window 3", small)]
        for (width, height) in [(131, 67), (1, 1), (1024, 700)] {
            let image = SyntheticImages.noise(width: width, height: height, seed: 3)
            var copy = image
            copy.withUnsafeMutablePixels { _ in } // a buffer of its own
            for (name, options) in optionSets {
                let comparator = ImageComparator(options: options, queue: WorkQueue(jobs: 2))
                let sized = try comparator.compareWithItself(width: width, height: height)
                let compared = try comparator.compare(image, copy, makeDiffImage: false)
                XCTAssertEqual(try Self.json(sized), try Self.json(compared), "\(width)×\(height), \(name)")
                XCTAssertNil(sized.diffImage)
            }
        }
        var invalid = DiffOptions()
        invalid.densityWindowSize = 0
        XCTAssertThrowsError(try ImageComparator(options: invalid).compareWithItself(width: 4, height: 4))
    }

    /// Every PNG the fuzzer starts from or once broke the decoder with, and the toolkit's own
    /// (every filter type, 8-bit RGBA written by both encoders): the size decode gives, or its error.
    func testCheckingAFileGivesTheSizeOrTheErrorDecodingGives() throws {
        var files: [(String, Data)] = []
        for folder in ["seeds", "crashes"] {
            let url = repositoryRoot.appendingPathComponent("Tests/Fuzz/\(folder)")
            for file in try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
            where file.pathExtension == "png" {
                files.append((file.lastPathComponent, try Data(contentsOf: file)))
            }
        }
        XCTAssertGreaterThanOrEqual(files.count, 40)
        let ui = SyntheticImages.screenshotPair(width: 300, height: 200, seed: 1).expected
        files.append(("small", try PNGCodec.encode(ui)))
        files.append(("fast", try PNGCodec.encode(ui, compression: .fast)))
        var refused = 0
        for (name, data) in files.sorted(by: { $0.0 < $1.0 }) {
            do {
                let image = try PNGCodec.decode(data)
                let size = try PNGCodec.check(data)
                XCTAssertEqual([size.width, size.height], [image.width, image.height], name)
            } catch let decodeError {
                refused += 1
                XCTAssertThrowsError(try PNGCodec.check(data), name) { checkError in
                    XCTAssertEqual("\(checkError)", "\(decodeError)", name)
                }
            }
        }
        XCTAssertGreaterThan(refused, 10)
    }
}
