import Foundation
import TabBarBenchmarks
import TabBarImage
@testable import ImageDiff
import XCTest

/// The figures and diff images of fixed pairs, as the comparison before issue 39's speed work gave
/// them (computed with that build and written down here): a faster ΔE, scan or skip must not change
/// a byte of what a comparison reports or draws.
final class UnchangedOutputTests: XCTestCase {
    /// The pairs: opaque noise (every pixel differs), noise with semi-transparent pixels, and a
    /// UI-like pair (a few changed areas); each with ΔE, areas and a diff image, with and without a
    /// ΔE mark.
    private static func cases() -> [(name: String, expected: RGBAImage, actual: RGBAImage, options: DiffOptions)] {
        let noise = SyntheticImages.noisePair(width: 192, height: 160, seed: 7)
        let clear = SyntheticImages.noise(width: 150, height: 130, seed: 8)
        let clearActual = SyntheticImages.perturbed(clear, count: 6000, seed: 9)
        let ui = SyntheticImages.screenshotPair(width: 320, height: 256, seed: 3)
        var threshold05 = DiffOptions()
        threshold05.threshold = 0.05
        var marked = DiffOptions()
        marked.markDeltaEAbove = 2
        var markedLow = threshold05
        markedLow.markDeltaEAbove = 3.5
        var includeAA = DiffOptions()
        includeAA.includeAA = true
        includeAA.threshold = 0.01
        return [
            ("noise, threshold 0.05", noise.expected, noise.actual, threshold05),
            ("noise, threshold 0.05, mark above 3.5", noise.expected, noise.actual, markedLow),
            ("noise, 0.01 with AA", noise.expected, noise.actual, includeAA),
            ("semi-transparent noise", clear, clearActual, DiffOptions()),
            ("semi-transparent noise, mark above 2", clear, clearActual, marked),
            ("UI pair", ui.expected, ui.actual, DiffOptions()),
            ("UI pair, mark above 2", ui.expected, ui.actual, marked),
        ]
    }

    /// What was reported: the result as sorted JSON (every figure, regions included), the FNV-1a of
    /// the diff image's bytes, and the largest ΔE.
    private static func report(
        _ c: (name: String, expected: RGBAImage, actual: RGBAImage, options: DiffOptions)
    ) throws -> (json: String, image: UInt64, maxDeltaE: Double) {
        let result = try ImageComparator(options: c.options).compare(c.expected, c.actual)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(result), as: UTF8.self)
        return (json, fnv1a64(result.diffImage?.pixels ?? []), result.maxDeltaE)
    }

    /// Prints the JSON of each case (PRINT_UNCHANGED_TABLE=1): how the table below was made, with
    /// the JSON's FNV-1a taken of these lines.
    static func printTable() throws {
        for c in cases() {
            let (json, image, _) = try report(c)
            print("(\"\(c.name)\", 0x\(String(image, radix: 16)), #\"\(json)\"#),")
        }
    }

    /// From the build before (commit 8a95146).
    private static let before: [(name: String, image: UInt64, json: UInt64, maxDeltaE: Double)] = [
        ("noise, threshold 0.05", image: 0xc1351be6e4fc04cc, json: 0xf0bee88b2a068b17, maxDeltaE: 4.588280668462152),
        ("noise, threshold 0.05, mark above 3.5", image: 0x91a9559db5659bf3, json: 0x59a942e5211d487b, maxDeltaE: 4.588280668462152),
        ("noise, 0.01 with AA", image: 0xd25bdd41f4b71325, json: 0xfe435ca69dd392bf, maxDeltaE: 4.588280668462152),
        ("semi-transparent noise", image: 0x661d8c2722414a13, json: 0x23efdd777ddeb131, maxDeltaE: 98.10355834637377),
        ("semi-transparent noise, mark above 2", image: 0x2b3e3a63058b30cc, json: 0xcd830f7f1c7a7772, maxDeltaE: 98.10355834637377),
        ("UI pair", image: 0xa441dfa61a1ad804, json: 0x2239827062a5b826, maxDeltaE: 8.04916521356704),
        ("UI pair, mark above 2", image: 0x71d4ee26671f784, json: 0x5adf8d5c86b9f97c, maxDeltaE: 8.04916521356704),
    ]

    func testReportsAndDiffImagesAreUnchanged() throws {
        if ProcessInfo.processInfo.environment["PRINT_UNCHANGED_TABLE"] != nil { try Self.printTable() }
        let cases = Self.cases()
        XCTAssertEqual(cases.count, Self.before.count)
        for (c, before) in zip(cases, Self.before) {
            XCTAssertEqual(c.name, before.name)
            let (json, image, maxDeltaE) = try Self.report(c)
            XCTAssertEqual(fnv1a64(Array(json.utf8)), before.json, "\(c.name): \(json)")
            XCTAssertEqual(image, before.image, c.name)
            XCTAssertEqual(maxDeltaE, before.maxDeltaE, c.name)
        }
    }
}
