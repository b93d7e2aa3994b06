import Foundation
import TestSupport
import TabBarImage
import TabBarModel
import ImageDiff
import TabBarRender
import TabBarTesting
import XCTest

/// Every example in Examples/ renders to exactly the pixels of its reference in Snapshots/,
/// through the same engine and assertion users get from TabBarTesting.
///
/// Set TABBAR_RECORD=1 to write the references anew, then look at each one before committing.
final class ExampleSnapshotTests: XCTestCase {
    private let examples = repositoryRoot.appendingPathComponent("Examples")
    private let snapshots = repositoryRoot.appendingPathComponent("Snapshots")

    private func exampleFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: examples, includingPropertiesForKeys: nil)
            .filter { SpecFormat(fileName: $0.lastPathComponent) != nil }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    private func referenceName(for file: URL, spec: Spec, scale: Int) -> String {
        ReferenceName.make(specName: file.deletingPathExtension().lastPathComponent, spec: spec, scale: scale)
    }

    func testEveryExampleMatchesItsReferencePixelForPixel() throws {
        let renderer = try makeRenderer()
        let files = try exampleFiles()
        XCTAssertGreaterThanOrEqual(files.count, 7)
        // Exact: renders are deterministic on one machine, so any changed pixel is a change.
        var exact = DiffOptions()
        exact.mode = .exact
        for file in files {
            let spec = try SpecDecoder().decode(try Data(contentsOf: file), format: SpecFormat(fileName: file.lastPathComponent)!, source: file.lastPathComponent)
            let doc = SpecDocument(spec: spec, source: file.lastPathComponent, baseDirectory: examples.path)
            let outcome = assertSnapshot(
                of: doc, named: file.deletingPathExtension().lastPathComponent, renderer: renderer,
                directory: snapshots.path, thresholds: Thresholds(threshold: 0, maxDiffPixels: 0), options: exact)
            XCTAssertNotNil(outcome, file.lastPathComponent)
        }
    }

    func testEveryReferenceBelongsToAnExample() throws {
        let renderer = try makeRenderer()
        var expected: Set<String> = []
        for file in try exampleFiles() {
            let spec = try SpecDecoder().decode(try Data(contentsOf: file), format: SpecFormat(fileName: file.lastPathComponent)!, source: file.lastPathComponent)
            let layout = try renderer.layout(SpecDocument(spec: spec, source: file.lastPathComponent, baseDirectory: examples.path))
            expected.insert(referenceName(for: file, spec: spec, scale: layout.scale))
        }
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: snapshots.path).filter { $0.hasSuffix(".png") })
        XCTAssertEqual(present.subtracting(expected), [], "orphaned references")
    }
}
