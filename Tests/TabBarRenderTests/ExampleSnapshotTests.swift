import Foundation
import TabBarImage
import TabBarModel
import TabBarRender
import XCTest

/// Every example in Examples/ renders to exactly the pixels of its reference in Snapshots/.
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
        SnapshotName.make(specName: file.deletingPathExtension().lastPathComponent, spec: spec, scale: scale)
    }

    func testEveryExampleMatchesItsReferencePixelForPixel() throws {
        let renderer = try makeRenderer()
        let record = ProcessInfo.processInfo.environment["TABBAR_RECORD"] != nil
        let files = try exampleFiles()
        XCTAssertGreaterThanOrEqual(files.count, 7)
        for file in files {
            let spec = try SpecDecoder().decode(try Data(contentsOf: file), format: SpecFormat(fileName: file.lastPathComponent)!, source: file.lastPathComponent)
            let doc = SpecDocument(spec: spec, source: file.lastPathComponent, baseDirectory: examples.path)
            let layout = try renderer.layout(doc)
            let reference = snapshots.appendingPathComponent(referenceName(for: file, spec: spec, scale: layout.scale))
            let actualPNG = try renderer.render(doc)
            if record {
                try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
                try actualPNG.write(to: reference, options: .atomic)
                continue
            }
            guard let expectedPNG = FileManager.default.contents(atPath: reference.path) else {
                XCTFail("\(file.lastPathComponent): no reference \(reference.lastPathComponent); record with TABBAR_RECORD=1 scripts/test.sh and look at it")
                continue
            }
            let expected = try PNGCodec.decode(expectedPNG)
            let actual = try PNGCodec.decode(actualPNG)
            guard expected.width == actual.width, expected.height == actual.height else {
                XCTFail("\(file.lastPathComponent): size \(actual.width)×\(actual.height) px, reference \(expected.width)×\(expected.height) px")
                continue
            }
            if expected != actual {
                let differing = stride(from: 0, to: expected.pixels.count, by: 4).filter {
                    expected.pixels[$0..<$0 + 4] != actual.pixels[$0..<$0 + 4]
                }.count
                let saved = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(reference.lastPathComponent)
                try? actualPNG.write(to: saved)
                XCTFail("\(file.lastPathComponent): \(differing) pixels differ from \(reference.lastPathComponent); actual image at \(saved.path)")
            }
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
