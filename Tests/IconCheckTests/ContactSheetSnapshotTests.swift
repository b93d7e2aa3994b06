import Foundation
import TestSupport
import IconCheck
import TabBarImage
import TabBarRender
import XCTest

/// The contact sheet of the toolkit's own icons matches its reference pixel for pixel.
///
/// Set TABBAR_RECORD=1 to write the reference anew, then look at it before committing.
final class ContactSheetSnapshotTests: XCTestCase {
    func testTheToolkitsContactSheetMatchesItsReference() throws {
        let folder = URL(fileURLWithPath: try IconResolver.bundled().systemIconDirectory)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".svg") }.sorted()
            .map { folder.appendingPathComponent($0).path }
        let report = try checkIcons(files)
        let pictures: [any IconPicture] = try files.map { try IconRasterizer(file: $0) }
        let png = try ContactSheetBuilder().sheet(for: report, pictures: pictures).png(fonts: try FontSet.locate())
        let reference = repositoryRoot.appendingPathComponent("Snapshots/icons/toolkit-contact-sheet.png")
        if ProcessInfo.processInfo.environment["TABBAR_RECORD"] != nil {
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try png.write(to: reference, options: .atomic)
            return
        }
        let expected = try PNGCodec.decode(try XCTUnwrap(FileManager.default.contents(atPath: reference.path), "record with TABBAR_RECORD=1"))
        let actual = try PNGCodec.decode(png)
        if expected != actual {
            let saved = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(reference.lastPathComponent)
            try? png.write(to: saved)
            XCTFail("the contact sheet differs from \(reference.lastPathComponent); actual image at \(saved.path)")
        }
    }
}
