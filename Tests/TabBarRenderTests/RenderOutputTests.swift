import Foundation
import TabBarImage
import TabBarModel
import TabBarRender
import XCTest

final class RenderOutputTests: XCTestCase {
    private let spec = Spec(
        device: "iphone-15", ios: IOSRelease(17), selected: .id("b"),
        tabs: [
            TabSpec(id: "a", title: "Favorites", icon: .system(.favorites)),
            TabSpec(id: "b", title: "연락처", icon: .system(.contacts), badge: .text("!")),
        ])

    func testSVGAndPDFOutputsAreRealDocumentsOfTheBarsSize() throws {
        let renderer = try makeRenderer()
        let svg = String(decoding: try renderer.render(document(spec), options: RenderOptions(format: .svg)), as: UTF8.self)
        XCTAssertTrue(svg.contains("<svg"))
        XCTAssertTrue(svg.contains("width=\"393px\""), String(svg.prefix(300)))
        // 83 pt of bar and one device pixel (1/3 pt) of hairline above it.
        XCTAssertTrue(svg.contains("height=\"83.333333px\""), String(svg.prefix(300)))
        let pdf = try renderer.render(document(spec), options: RenderOptions(format: .pdf))
        XCTAssertEqual(String(decoding: pdf.prefix(5), as: UTF8.self), "%PDF-")
        XCTAssertTrue(String(decoding: pdf, as: UTF8.self).contains("/MediaBox [ 0 0 393 83.333333 ]"))
        let png = try renderer.render(document(spec))
        let decoded = try PNGCodec.decode(png)
        XCTAssertEqual(decoded.width, 1179)
    }

    func testSameSpecGivesTheSameBytesAcrossRunsRenderersAndThreads() throws {
        for format in OutputFormat.allCases {
            let options = RenderOptions(format: format)
            let first = try makeRenderer()
            let reference = try first.render(document(spec), options: options)
            // Draw something else in between: process-wide counters must not leak into the output.
            _ = try first.render(document(Spec(device: "ipad", ios: IOSRelease(17), tabs: spec.tabs)), options: options)
            XCTAssertEqual(try first.render(document(spec), options: options), reference, "\(format): same renderer")
            XCTAssertEqual(try makeRenderer().render(document(spec), options: options), reference, "\(format): new renderer")

            let results = ResultBox(count: 4)
            let parallel = document(spec)
            DispatchQueue.concurrentPerform(iterations: 4) { index in
                results.set(index, Result { try makeRenderer().render(parallel, options: options) })
            }
            for result in results.values { XCTAssertEqual(try result.get(), reference, "\(format): parallel") }
        }
    }

    func testTitleWithCharactersNoFontHasIsAnError() throws {
        // U+0378 is unassigned: no font has it.
        var undrawable = spec
        undrawable.tabs[0].title = "Party \u{0378}"
        expectInputError({ _ = try makeRenderer().render(document(undrawable)) }, path: "tabs[0].title", containing: "U+0378")
        var emoji = spec
        emoji.tabs[0].title = "Party 🎉"
        XCTAssertNoThrow(try makeRenderer().render(document(emoji)), "emoji have a font of their own")
    }

    func testLongTitleIsTruncatedNotOverflowing() throws {
        var long = spec
        long.selected = nil
        long.tabs = (0..<5).map { TabSpec(title: "Extraordinarily long title \($0)", icon: .system(.search)) }
        let renderer = try makeRenderer()
        let layout = try renderer.layout(document(long))
        XCTAssertTrue(layout.tabs.allSatisfy(\.titleTruncated))
        let image = try renderer.renderImage(document(long), scale: 1)
        // The 2 pt margin between neighbouring titles stays background.
        let gap = Rect(x: layout.tabs[1].frame.minX - 1, y: layout.tabs[1].titleFrame.minY, width: 2, height: 12)
        let ink = image.pixels(in: gap, scale: 1, canvas: layout.canvas).filter { $0.r < 200 }
        XCTAssertEqual(ink.count, 0, "no title runs into its neighbour")
    }
}

/// Collects results from concurrent iterations.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Result<Data, Error>?]
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: Result<Data, Error>) { lock.withLock { storage[index] = value } }
    var values: [Result<Data, Error>] { lock.withLock { storage.compactMap { $0 } } }
}
