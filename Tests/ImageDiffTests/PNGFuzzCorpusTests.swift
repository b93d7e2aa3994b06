import Foundation
import TabBarImage
import TestSupport
import XCTest

/// The fuzzer's committed corpus through the decoder Swift calls: every seed it starts from decodes
/// or is refused as its name says, and every input that ever broke the decoder (Tests/Fuzz/crashes)
/// is decoded again on every run, so a fixed crash cannot come back unnoticed.
final class PNGFuzzCorpusTests: XCTestCase {
    private func files(_ folder: String) throws -> [URL] {
        let url = repositoryRoot.appendingPathComponent("Tests/Fuzz/\(folder)")
        return try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "png" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    func testEverySeedDecodesOrIsRefusedAsItsNameSays() throws {
        let seeds = try files("seeds")
        XCTAssertGreaterThanOrEqual(seeds.count, 40, "Tests/Fuzz/make-seeds.py writes the corpus")
        for seed in seeds {
            let data = try Data(contentsOf: seed)
            let name = seed.lastPathComponent
            do {
                let image = try PNGCodec.decode(data)
                XCTAssertTrue(name.hasPrefix("ok-"), "\(name) decoded, but its name says it is broken")
                let declared = try XCTUnwrap(PNGCodec.declaredSize(data), name)
                XCTAssertEqual([image.width, image.height], [declared.width, declared.height], name)
            } catch {
                XCTAssertTrue(name.hasPrefix("bad-"), "\(name) was refused: \(error)")
                XCTAssertFalse("\(error)".isEmpty, name)
            }
        }
    }

    func testEveryInputThatOnceBrokeTheDecoderIsDecodedAgain() throws {
        for input in try files("crashes") {
            let data = try Data(contentsOf: input)
            // Decoding or a refusal are both right; a crash ends the test run.
            do {
                let image = try PNGCodec.decode(data)
                XCTAssertGreaterThan(image.width * image.height, 0, input.lastPathComponent)
            } catch {
                XCTAssertFalse("\(error)".isEmpty, input.lastPathComponent)
            }
        }
    }
}
