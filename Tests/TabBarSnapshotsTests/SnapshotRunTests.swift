import Foundation
import TabBarImage
import XCTest

import ImageDiff
import TabBarModel
@testable import TabBarSnapshots

final class SnapshotRunTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func verifier(_ mode: UpdateMode, thresholds: Thresholds = SnapshotVerifier.defaultThresholds) -> SnapshotVerifier {
        SnapshotVerifier(
            store: SnapshotStore(directory: folder.appendingPathComponent("refs").path), updateMode: mode,
            thresholds: thresholds, artifactsDirectory: folder.appendingPathComponent("artifacts").path)
    }

    private func square(_ color: (UInt8, UInt8, UInt8), changed: Int = 0) -> RGBAImage {
        var image = RGBAImage(width: 20, height: 20, fill: (250, 250, 250, 255))
        for y in 5..<15 {
            for x in 5..<15 {
                image[x, y] = (color.0, color.1, color.2, 255)
            }
        }
        for x in 0..<changed { image[x, 0] = (0, 0, 0, image[x, 0].a) }
        return image
    }

    func testMissingReferenceIsRecordedOnlyWhenTheModeAllows() throws {
        let image = square((0, 122, 255))
        let strict = try verifier(.never).verify(name: "a.png", actual: image)
        XCTAssertEqual(strict.status, .missingReference)
        XCTAssertTrue(strict.status.isFailure)
        XCTAssertFalse(FileManager.default.fileExists(atPath: verifier(.never).store.path(of: "a.png")), "none never writes a reference")
        let recorded = try verifier(.missing).verify(name: "a.png", actual: image)
        XCTAssertEqual(recorded.status, .recorded)
        XCTAssertEqual(try PNGCodec.decode(XCTUnwrap(verifier(.never).store.referenceData("a.png"))), image)
        XCTAssertEqual(try verifier(.never).verify(name: "a.png", actual: image).status, .passed)
    }

    func testFailureWritesArtifactsAndLeavesTheReference() throws {
        let reference = square((0, 122, 255))
        _ = try verifier(.missing).verify(name: "b.png", actual: reference)
        let before = try verifier(.never).store.referenceData("b.png")
        let outcome = try verifier(.missing).verify(name: "b.png", actual: square((0, 122, 255), changed: 5))
        XCTAssertEqual(outcome.status, .failed)
        XCTAssertEqual(outcome.result?.mismatchedPixels, 5)
        XCTAssertTrue(outcome.reasons.first?.contains("5 pixels differ") ?? false, "\(outcome.reasons)")
        let artifacts = try XCTUnwrap(outcome.artifacts)
        for path in [artifacts.expected, artifacts.actual, artifacts.diff, artifacts.composite] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: try XCTUnwrap(path)))
        }
        let composite = try PNGCodec.decode(try Data(contentsOf: URL(fileURLWithPath: artifacts.composite!)))
        XCTAssertEqual(composite.width, 3 * 20 + 2 * Composite.gap, "expected | diff | actual")
        // Each panel under a dark strip that names it in white letters: the strip is the only
        // place with white dots, and each panel's strip has some.
        let strip = composite.height - 20
        XCTAssertGreaterThanOrEqual(strip, 7 + 2 * 4)
        for panel in 0..<3 {
            let left = panel * (20 + Composite.gap)
            var white = 0, dark = 0
            for y in 0..<strip {
                for x in left..<(left + 20) {
                    let p = composite[x, y]
                    if p == (255, 255, 255, 255) { white += 1 } else if p == (40, 40, 40, 255) { dark += 1 }
                }
            }
            XCTAssertGreaterThan(white, 10, "panel \(panel) is labelled")
            XCTAssertEqual(white + dark, strip * 20, "panel \(panel)'s strip holds only its label")
        }
        XCTAssertEqual(try verifier(.never).store.referenceData("b.png"), before, "a failed run never changes the reference")
    }

    func testUpdateModesReplaceFailingReferences() throws {
        _ = try verifier(.missing).verify(name: "c.png", actual: square((0, 122, 255)))
        let changed = square((255, 59, 48))
        XCTAssertEqual(try verifier(.failed).verify(name: "c.png", actual: changed).status, .updated)
        XCTAssertEqual(try verifier(.never).verify(name: "c.png", actual: changed).status, .passed)
        XCTAssertEqual(try verifier(.all).verify(name: "c.png", actual: changed).status, .passed, "identical: nothing to update")
        XCTAssertEqual(try verifier(.all).verify(name: "c.png", actual: square((0, 0, 0))).status, .updated)
    }

    func testSizeMismatchFailsWithBothSizes() throws {
        _ = try verifier(.missing).verify(name: "d.png", actual: square((0, 0, 0)))
        let outcome = try verifier(.never).verify(name: "d.png", actual: RGBAImage(width: 10, height: 20))
        XCTAssertEqual(outcome.status, .failed)
        XCTAssertEqual(outcome.reasons, ["Image sizes differ: expected 20×20 px, actual 10×20 px"])
    }

    func testSmallTintChangeFailsOnDeltaEByDefault() throws {
        _ = try verifier(.missing).verify(name: "e.png", actual: square((0, 122, 255)))
        let outcome = try verifier(.never).verify(name: "e.png", actual: square((10, 132, 255)))
        XCTAssertEqual(outcome.result?.mismatchedPixels, 0, "under the YIQ threshold")
        XCTAssertEqual(outcome.status, .failed)
        XCTAssertTrue(outcome.reasons.contains { $0.contains("ΔE") }, "\(outcome.reasons)")
    }

    func testTheReferenceFolderIsUntrustedInput() throws {
        let store = verifier(.missing).store
        _ = try verifier(.missing).verify(name: "x.png", actual: square((1, 2, 3)))
        let outside = folder.appendingPathComponent("outside-\(UUID().uuidString).txt")
        try Data("the user's file".utf8).write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createSymbolicLink(atPath: store.path(of: "link.png"), withDestinationPath: outside.path)
        try FileManager.default.createDirectory(atPath: store.path(of: "notes.png"), withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: store.path(of: "notes.png/inside.txt")))

        for mode in [UpdateMode.missing, .failed, .all, .never] {
            XCTAssertThrowsError(try verifier(mode).verify(name: "link.png", actual: square((9, 9, 9))), "\(mode)") { error in
                XCTAssertEqual(error as? ReferenceError, .notARegularFile(path: store.path(of: "link.png"), kind: .symlink))
                XCTAssertTrue("\(error)".contains("symbolic link"), "\(error)")
            }
        }
        XCTAssertEqual(try String(contentsOf: outside, encoding: .utf8), "the user's file", "never written through")
        XCTAssertThrowsError(try verifier(.all).verify(name: "notes.png", actual: square((9, 9, 9))))
        XCTAssertThrowsError(try store.remove("notes.png"))
        XCTAssertThrowsError(try store.remove("link.png"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.path(of: "notes.png/inside.txt")))
        XCTAssertEqual(store.listing().references, ["x.png"])
        XCTAssertEqual(store.listing().skipped, ["link.png", "notes.png"])
    }

    func testAReferenceIsSizeCheckedBeforeItIsDecoded() throws {
        // A header that claims 100,000 × 100,000 px, followed by nothing: never inflated.
        var header = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        header += Data("IHDR".utf8) + Data([0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0, 8, 6, 0, 0, 0])
        try verifier(.missing).store.write(header, name: "bomb.png")
        let outcome = try verifier(.never).verify(name: "bomb.png", actual: square((1, 2, 3)))
        XCTAssertEqual(outcome.status, .failed)
        XCTAssertTrue(outcome.reasons.first?.contains("declares 100000×100000 px") ?? false, "\(outcome.reasons)")
    }

    func testAStemIsTheNameWithoutDeviceLookAndScale() {
        XCTAssertEqual(ReferenceName.stem(of: "phone.iphone-15.light@3x.png"), "phone")
        XCTAssertEqual(ReferenceName.stem(of: "phone.ios26.iphone-16-landscape.dark@3x.png"), "phone.ios26")
        XCTAssertEqual(ReferenceName.stem(of: "a.b.ipad.classic@1x.png"), "a.b")
        XCTAssertNil(ReferenceName.stem(of: "notes.png"))
        XCTAssertNil(ReferenceName.stem(of: "x.iphone-15.sepia@3x.png"))
    }

    func testShardsSplitCompletelyAndTheSameWhateverTheOrder() throws {
        let items = (0..<200).map { Shard.Item(name: "spec-\($0).iphone-15.light@3x.png", cost: $0 % 3 == 0 ? SnapshotCost.screen : SnapshotCost.flat) }
        let shards = (1...4).map { Shard(index: $0, count: 4)! }
        let chosen = shards.map { $0.select(items) }
        XCTAssertEqual(chosen.flatMap { $0 }.sorted(), Array(items.indices), "every snapshot in exactly one shard")
        // The same suite given in another order splits the same way: each name keeps its shard.
        let reversed = Array(items.reversed())
        for (shard, indices) in zip(shards, chosen) {
            XCTAssertEqual(Set(shard.select(reversed).map { reversed[$0].name }), Set(indices.map { items[$0].name }), "\(shard)")
        }
        XCTAssertEqual(Shard("2/4"), Shard(index: 2, count: 4))
        XCTAssertNil(Shard("5/4"))
        XCTAssertNil(Shard("0/4"))
        XCTAssertNil(Shard("two"))
        XCTAssertEqual(Shard("1/1")!.select(items), Array(items.indices))
    }

    func testShardsAreBalancedByCostNotByCount() {
        // 30 screens and 270 bars: a hash alone could give one shard most of the screens.
        let items = (0..<300).map { Shard.Item(name: "s\($0).png", cost: $0 < 30 ? SnapshotCost.screen : SnapshotCost.flat) }
        let assignments = Shard.assignments(items, count: 4)
        var load = Array(repeating: 0, count: 4)
        var screens = Array(repeating: 0, count: 4)
        for (item, shard) in zip(items, assignments) {
            load[shard] += item.cost
            if item.cost == SnapshotCost.screen { screens[shard] += 1 }
        }
        XCTAssertLessThanOrEqual(load.max()! - load.min()!, SnapshotCost.flat, "the bars even out what the screens leave: \(load)")
        XCTAssertLessThanOrEqual(screens.max()! - screens.min()!, 1, "screens dealt out first: \(screens)")

        // Of one cost, each kind is dealt out in turn: every shard gets its share of the iPads.
        let kinds = (0..<40).map { Shard.Item(name: "k\($0).png", cost: SnapshotCost.screen, kind: $0 % 4 == 0 ? "ipad ios17" : "iphone-15 ios17 screen") }
        let dealt = Shard.assignments(kinds, count: 5)
        let ipads = (0..<5).map { shard in kinds.indices.filter { dealt[$0] == shard && kinds[$0].kind.hasPrefix("ipad") }.count }
        XCTAssertEqual(ipads, [2, 2, 2, 2, 2])
    }

    func testAScreenCostsMoreThanABarAndGlassMoreThanAScreen() throws {
        func cost(_ yaml: String) throws -> Int { SnapshotCost.estimate(try SpecDocument(yaml: yaml).spec) }
        let tabs = "tabs:\n" + (1...6).map { "  - { title: T\($0) }\n" }.joined()
        XCTAssertEqual(try cost("device: iphone-15\nios: 17\n" + tabs), SnapshotCost.flat)
        XCTAssertEqual(try cost("device: iphone-15\nios: 17\nnavigationBar: { title: Inbox }\n" + tabs), SnapshotCost.screen)
        XCTAssertEqual(try cost("device: iphone-15\nios: 17\nshow: moreList\n" + tabs), SnapshotCost.screen)
        XCTAssertEqual(try cost("device: ipad\nios: 17\n" + tabs), SnapshotCost.screen)
        XCTAssertEqual(try cost("device: iphone-15\nios: 26\n" + tabs), SnapshotCost.glass)
        XCTAssertEqual(try cost("device: iphone-15\n" + tabs), SnapshotCost.glass, "no ios: is the newest release, glass")
        XCTAssertEqual(try cost("device: apple-tv\nios: 17\n" + tabs), SnapshotCost.glass)
        XCTAssertEqual(try cost("device: iphone-2g\nstyle: classic\nnavigationBar: { title: Inbox }\n" + tabs), SnapshotCost.flat)
        XCTAssertLessThan(SnapshotCost.flat, SnapshotCost.screen)
        XCTAssertLessThan(SnapshotCost.screen, SnapshotCost.glass)
    }

    func testDefaultUpdateModeIsNoneOnCI() {
        XCTAssertEqual(UpdateMode.default(environment: [:]), .missing)
        XCTAssertEqual(UpdateMode.default(environment: ["CI": "true"]), .never)
        XCTAssertEqual(UpdateMode.default(environment: ["CI": "false"]), .missing)
    }

    /// A tint a shade off: no pixel over the YIQ threshold, ΔE over the limit. The card still says
    /// where to look, with a zoom to each colour change, and counts them.
    func testAColourOnlyFailureZoomsToTheColourChanges() throws {
        _ = try verifier(.missing).verify(name: "tint.png", actual: square((0, 122, 255)))
        let outcome = try verifier(.never).verify(name: "tint.png", actual: square((0, 112, 255)))
        XCTAssertEqual(outcome.status, .failed)
        let result = try XCTUnwrap(outcome.result)
        XCTAssertEqual(result.mismatchedPixels, 0)
        XCTAssertEqual(result.colourChangeRegions?.map(\.rect), [PixelRect(x: 5, y: 5, width: 10, height: 10)])
        let report = SnapshotReport(outcomes: [outcome], orphans: [], thresholds: SnapshotVerifier.defaultThresholds, updateMode: .never)
        let folder = try XCTUnwrap(outcome.artifacts.map { ($0.actual as NSString).deletingLastPathComponent })
        let page = report.html(folder: folder)
        XCTAssertTrue(page.contains("Zoom to a colour change:"), "a zoom row for the colour changes")
        XCTAssertTrue(page.contains("data-rect=\"5,5,10,10\">1: 10×10 px at 5,5 (100 px)</button>"), page)
        XCTAssertFalse(page.contains("Zoom to a changed area:"), "no YIQ areas to list")
        XCTAssertTrue(page.contains("<dt>Colour changes (ΔE over the limit)</dt><dd>1 area</dd>"))
        XCTAssertEqual(page.components(separatedBy: "data-src=\"./tint.").count - 1, 3, "the zoom view's three crops")
    }

    func testReportsListFailuresAndReferenceTheirImageFiles() throws {
        _ = try verifier(.missing).verify(name: "f.png", actual: square((0, 122, 255)))
        let failed = try verifier(.never).verify(name: "f.png", actual: square((0, 122, 255), changed: 3))
        let passed = SnapshotOutcome(name: "g.png", status: .passed)
        let report = SnapshotReport(outcomes: [failed, passed], orphans: ["old.png"], thresholds: SnapshotVerifier.defaultThresholds, updateMode: .never)
        let html = report.html()
        XCTAssertTrue(html.contains("<h2>f.png</h2>"))
        XCTAssertFalse(html.contains("<h2>g.png</h2>"), "passing snapshots get no card")
        XCTAssertTrue(html.contains("<details class=\"passed\" data-group=\"passed\"><summary>1 passed</summary><ul class=\"names\"><li>g.png</li>"), "but are listed, folded")
        XCTAssertTrue(html.contains("data-filter=\"failed\" aria-pressed=\"false\">Failed <b>1</b>"), "the summary bar counts")
        XCTAssertTrue(html.contains("data-filter=\"orphaned\" aria-pressed=\"false\">Orphaned <b>1</b>"))
        XCTAssertFalse(html.contains("http://") || html.contains("https://"), "nothing from the network")
        XCTAssertFalse(html.contains("data:image"), "images are files beside the page, not inlined")
        let folder = try XCTUnwrap(failed.artifacts.map { ($0.actual as NSString).deletingLastPathComponent })
        let page = report.html(folder: folder)
        XCTAssertEqual(page.components(separatedBy: " src=\"./f.").count - 1, 5, "expected, actual, diff and the two slider layers")
        XCTAssertEqual(page.components(separatedBy: "loading=\"eager\"").count - 1, 5, "the first cards' images load at once")
        let many = SnapshotReport(outcomes: [failed, failed, failed], orphans: [], thresholds: SnapshotVerifier.defaultThresholds, updateMode: .never)
        XCTAssertEqual(many.html(folder: folder).components(separatedBy: "loading=\"lazy\"").count - 1, 5, "later cards' images load as they come into view")
        XCTAssertEqual(page.components(separatedBy: "data-src=\"./f.").count - 1, 3, "the zoom view's three crops")
        XCTAssertTrue(page.contains("class=\"zoom\" data-rect=\""), "a button per changed area")
        XCTAssertTrue(page.contains("◀ Expected") && page.contains("Actual ▶"), "the slider says which side is which")
        for kind in ["expected", "diff", "actual"] {
            XCTAssertTrue(page.contains("src=\"./f.\(kind).png\""), kind)
            XCTAssertTrue(FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("f.\(kind).png")), kind)
        }
        XCTAssertNil(failed.result?.diffImage, "the outcome keeps file names, not pixels")
        XCTAssertTrue(html.contains("type=\"range\""), "a slider between expected and actual")
        XCTAssertTrue(html.contains("old.png"))
        let json = try JSONSerialization.jsonObject(with: report.json()) as? [String: Any]
        let summary = try XCTUnwrap(json?["summary"] as? [String: Int])
        XCTAssertEqual(summary["failed"], 1)
        XCTAssertEqual(summary["passed"], 1)
        XCTAssertTrue(report.text().hasSuffix("1 passed, 1 failed, 0 recorded, 0 updated, 1 orphaned"))
    }
}
