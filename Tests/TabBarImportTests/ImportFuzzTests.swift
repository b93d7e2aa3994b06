import Foundation
import TabBarImport
import TabBarModel
import XCTest

/// Mutates the committed seed corpus (Tests/Fuzz/import-seeds: SwiftUI, UIKit, a storyboard,
/// string tables, asset sets) into hostile apps and imports each, checking what must hold for any
/// input: no crash or trap (the test process would die), each import within its time budget, every
/// spec written loads (`specs()` throws on one that does not), and every problem is one line.
///
/// Seeded, so a failure names the seed and iteration that reproduce it. `swift test` runs it for
/// `TABBARKIT_IMPORT_FUZZ_SECONDS` (3 by default); `scripts/test.sh` runs it for 60. The input
/// being imported is kept in `.build/fuzz/import-last/` while it runs: after a crash it is the
/// input that crashed; copy it into Tests/Fuzz/import-seeds to keep it.
final class ImportFuzzTests: XCTestCase {
    private static let seedFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fuzz/import-seeds").standardized

    /// Where each seed goes in the app, by its extension or name.
    private static func place(_ seed: String) -> String {
        switch seed {
        case "Localizable.strings": "de.lproj/Localizable.strings"
        case "Localizable.xcstrings": "Localizable.xcstrings"
        case "imageset.json": "Assets.xcassets/tray.imageset/Contents.json"
        case "colorset.json": "Assets.xcassets/AccentColor.colorset/Contents.json"
        default: "App/" + seed
        }
    }

    /// Text that has broken readers before: nesting openers, string and comment delimiters,
    /// control characters, numbers that are no numbers, XML's entities.
    private static let dictionary: [String] = [
        "[", "(", "{", "<", "#\"", "\"\\(", "\"\"\"", "#if A\n", "#endif\n", " else if a {} ", ".a()", "try ", "/*", "*/", "//",
        "\n", "\u{1B}[31m", "\u{2028}", "\u{0}", "\u{85}", "\u{FEFF}", "nan", "1e999", "-0", "0x", "\\U00E4", "\\", "\"",
        "<!DOCTYPE x [<!ENTITY a \"aaaa\">]>", "&a;", "<tabBarItem key=\"tabBarItem\" title=\"", "red=\"nan\"", "TabView {", "Tab(\"",
        ".tabItem { Label(\"", "UITabBarItem(title: \"", "viewControllers = [", "Color(red: 1e999/1e999, green: 0, blue: 0)", "sf:",
    ]

    func testMutatedAppsImportWithinTheirBounds() throws {
        let seconds = ProcessInfo.processInfo.environment["TABBARKIT_IMPORT_FUZZ_SECONDS"].flatMap(Double.init) ?? 3
        let seeds = try FileManager.default.contentsOfDirectory(atPath: Self.seedFolder.path).sorted()
        XCTAssertGreaterThanOrEqual(seeds.count, 8, "the committed corpus")
        let texts = try seeds.map { try Data(contentsOf: Self.seedFolder.appendingPathComponent($0)) }
        let seed = UInt64(ProcessInfo.processInfo.environment["TABBARKIT_IMPORT_FUZZ_SEED"] ?? "") ?? 20_261_207
        var random = SplitMix(seed: seed)
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../.build/fuzz/import-last").standardized
        let limits = ImportLimits(maxDuration: .seconds(10), maxParseDuration: .seconds(2))
        let deadline = Date().addingTimeInterval(seconds)
        var iterations = 0
        repeat {
            iterations += 1
            try? FileManager.default.removeItem(at: folder)
            for (name, text) in zip(seeds, texts) {
                let file = folder.appendingPathComponent(Self.place(name))
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: file)
            }
            // One to three seeds mutated, the others as they are.
            for _ in 0..<(1 + random.next(3)) {
                let chosen = random.next(seeds.count)
                try mutate(texts[chosen], with: &random, others: texts).write(to: folder.appendingPathComponent(Self.place(seeds[chosen])))
            }
            let started = Date()
            let result = TabBarImporter(limits: limits).run([folder.path])
            let context = "seed \(seed), iteration \(iterations) (TABBARKIT_IMPORT_FUZZ_SEED=\(seed)); the input is in \(folder.path)"
            XCTAssertLessThan(Date().timeIntervalSince(started), 30, context)
            for problem in result.problems {
                XCTAssertFalse(problem.description.unicodeScalars.contains { $0 == "\n" || $0 == "\r" }, "\(context): \(problem)")
            }
            do {
                for spec in try result.specsForAllLocales() {
                    XCTAssertFalse(spec.yaml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x2028 || $0.value == 0x2029 }, "\(context): \(spec.yaml)")
                }
            } catch {
                XCTFail("\(context): \(error)")
            }
            if testRun?.failureCount ?? 0 > 0 { break }
        } while Date() < deadline
        if testRun?.failureCount == 0 { try? FileManager.default.removeItem(at: folder) }
        XCTAssertGreaterThan(iterations, 0)
        print("import fuzz: \(iterations) apps in \(Int(seconds)) s, seed \(seed)")
    }

    private func mutate(_ data: Data, with random: inout SplitMix, others: [Data]) -> Data {
        var bytes = [UInt8](data)
        for _ in 0..<(1 + random.next(4)) {
            let at = bytes.isEmpty ? 0 : random.next(bytes.count + 1)
            switch random.next(6) {
            case 0:  // a byte flipped
                if !bytes.isEmpty { bytes[min(at, bytes.count - 1)] ^= UInt8(1 << random.next(8)) }
            case 1:  // a word of the dictionary, once or many times over (nesting)
                let word = Array(Self.dictionary[random.next(Self.dictionary.count)].utf8)
                let times = random.next(4) == 0 ? 1 + random.next(20_000) : 1
                bytes.insert(contentsOf: Array([[UInt8]](repeating: word, count: times).joined()), at: at)
            case 2:  // cut short
                bytes.removeSubrange(at..<bytes.count)
            case 3:  // a slice repeated
                let end = min(bytes.count, at + 1 + random.next(64))
                let slice = Array(bytes[at..<end])
                bytes.insert(contentsOf: Array([[UInt8]](repeating: slice, count: 1 + random.next(500)).joined()), at: at)
            case 4:  // a slice of another seed spliced in
                let other = [UInt8](others[random.next(others.count)])
                let start = random.next(max(1, other.count))
                bytes.insert(contentsOf: other[start..<min(other.count, start + random.next(400))], at: at)
            default:  // a slice removed
                let end = min(bytes.count, at + random.next(200))
                bytes.removeSubrange(at..<end)
            }
        }
        return Data(bytes)
    }
}

/// A small seeded generator (SplitMix64), so an iteration is reproduced from its seed.
private struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        value ^= value >> 31
        return bound <= 1 ? 0 : Int(value % UInt64(bound))
    }
}
