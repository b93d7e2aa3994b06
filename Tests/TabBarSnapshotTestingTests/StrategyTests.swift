import Foundation
import TestSupport
import ImageDiff
import SnapshotTesting
import TabBarImage
import TabBarModel
import TabBarRender
import TabBarSnapshotTesting
import XCTest

/// swift-snapshot-testing users get TabBarKit's renderer and engine as a strategy.
final class StrategyTests: XCTestCase {
    private let root = repositoryRoot

    private func document(tint: Color) -> SpecDocument {
        let spec = Spec(device: "iphone-8", ios: IOSRelease(17), tint: tint, tabs: [TabSpec(title: "One", icon: .system(.favorites)), TabSpec(title: "Two")])
        return SpecDocument(spec: spec, source: "strategy.yaml", baseDirectory: root.path)
    }

    private func folder() -> String {
        (NSTemporaryDirectory() as NSString).appendingPathComponent("strategy-\(UUID().uuidString)")
    }

    func testRecordsThenMatchesThenCatchesATintChange() throws {
        let directory = folder()
        let strategy = TabBarSnapshotting.tabBar(renderer: try Renderer())
        let first = verifySnapshot(of: document(tint: Color(rgb: 0x007AFF)), as: strategy, named: "bar", record: .missing, snapshotDirectory: directory)
        XCTAssertNotNil(first, "recording reports itself")
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/testRecordsThenMatchesThenCatchesATintChange.bar.png"))
        XCTAssertNil(verifySnapshot(of: document(tint: Color(rgb: 0x007AFF)), as: strategy, named: "bar", record: .never, snapshotDirectory: directory))
        let changed = verifySnapshot(of: document(tint: Color(rgb: 0x0A84FF)), as: strategy, named: "bar", record: .never, snapshotDirectory: directory)
        XCTAssertTrue(changed?.contains("ΔE") ?? false, changed ?? "no failure")
        XCTAssertFalse(changed?.contains("PointFreeTests") ?? true, "the message names no temporary copy: \(changed ?? "")")
        // Expected, actual and diff as files in this package's .build, named in the message.
        let folder = ArtifactLocation.directory(testFile: "\(#filePath)")
        XCTAssertTrue(folder.hasSuffix(".build/tabbar-snapshots/StrategyTests"), folder)
        for kind in ["expected", "actual", "diff"] {
            let path = folder + "/testRecordsThenMatchesThenCatchesATintChange.bar.\(kind).png"
            XCTAssertTrue(changed?.contains("\(kind): \(path)") ?? false, changed ?? "")
            XCTAssertNoThrow(try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: path))), kind)
        }
    }

    func testASpecThatCannotBeRenderedFailsWithItsMessageAndRecordsNothing() throws {
        let directory = folder()
        var spec = document(tint: Color(rgb: 0x007AFF))
        spec.spec.tabs[0].icon = .file("missing.svg")
        let failure = verifySnapshot(of: spec, as: .tabBar(), named: "broken", record: .all, snapshotDirectory: directory)
        XCTAssertTrue(failure?.contains("strategy.yaml: tabs[0].icon:") ?? false, failure ?? "no failure")
        XCTAssertEqual((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [], [], "nothing recorded")
    }

    func testWithSnapshotTestingRecordAndCIAreHonoured() throws {
        let directory = folder()
        let never = withSnapshotTesting(record: .never) {
            verifySnapshot(of: document(tint: Color(rgb: 0x007AFF)), as: .tabBar(), named: "bar", snapshotDirectory: directory)
        }
        XCTAssertTrue(never?.contains("recording is disabled") ?? false, never ?? "no failure")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/testWithSnapshotTestingRecordAndCIAreHonoured.bar.png"))
        let recorded = withSnapshotTesting(record: .missing) {
            verifySnapshot(of: document(tint: Color(rgb: 0x007AFF)), as: .tabBar(), named: "bar", snapshotDirectory: directory)
        }
        XCTAssertNotNil(recorded, "recording reports itself")
        XCTAssertGreaterThan(try Data(contentsOf: URL(fileURLWithPath: directory + "/testWithSnapshotTestingRecordAndCIAreHonoured.bar.png")).count, 0)
    }

    func testImageDiffingReportsSizesAndSurvivesABrokenReference() {
        let diffing = Diffing<RGBAImage>.tabBarImage()
        let small = RGBAImage(width: 2, height: 2, fill: (0, 0, 0, 255))
        XCTAssertNil(diffing.diffV2(small, small))
        XCTAssertEqual(diffing.diffV2(small, RGBAImage(width: 3, height: 2))?.0, "Image sizes differ: expected 2×2 px, actual 3×2 px")
        XCTAssertEqual(diffing.fromData(Data("not a png".utf8)).width, 0)
        XCTAssertEqual(diffing.fromData(diffing.toData(small)), small)
    }
}
