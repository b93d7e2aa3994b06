import Foundation
import TabBarBenchmarks
import TabBarImage
import TabBarModel
import TabBarRender
import TestSupport
import XCTest

/// A renderer kept alive (the preview's) keeps pictures, lines of text and blurs between draws:
/// each draw must still be what a fresh renderer draws, and a file saved anew must show.
final class WarmRendererTests: XCTestCase {
    func testAScreensGlassIsBlurredOnceAndDrawnAsBefore() throws {
        // The screen `tabbar bench` redraws warm.
        let screen = RenderBenchmark.previewScreenYAML
        let document = try SpecDocument(yaml: screen)
        let alone = try Renderer(resources: .bundled(), blurs: BlurCache(maxBytes: 0)).render(document)
        let blurs = BlurCache()
        let warm = try Renderer(resources: .bundled(), blurs: blurs)
        // The first draw blurs, the second keeps the blurs, the third draws from them.
        let renders = try (0..<3).map { _ in try warm.render(document) }
        XCTAssertGreaterThan(blurs.count, 0, "the rows under the glass should be kept, named by their pixels")
        for render in renders { XCTAssertEqual(render, alone) }
        // Other rows under the same glass are other pixels: not taken for the kept ones.
        let other = try SpecDocument(yaml: screen.replacingOccurrences(of: "Message 1,", with: "Reply 1,"))
        XCTAssertEqual(try warm.render(other), try Renderer(resources: .bundled(), blurs: BlurCache(maxBytes: 0)).render(other))
    }

    func testAScreensGlassKeptByWhatItsContentDrawsIsDrawnAnewWhenAnyOfThatChanges() throws {
        // The preview's renderer keeps painted glass, and names a screen's content by what draws
        // it: every change below reaches the pixels under some glass (the back button's and the
        // edit button's pieces over the first rows, the tab bar's over the 17th), and must show.
        let folder = try temporaryFolder()
        let icon = folder.appendingPathComponent("row.svg")
        let square = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect x="2" y="2" width="20" height="20"/></svg>"#
        let strip = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect x="2" y="9" width="20" height="06"/></svg>"#
        // The screen `tabbar bench` redraws warm, each row with an icon from a file.
        func spec(first: String = "Message 1", low: String = "Message 17", extra: String = "") -> String {
            RenderBenchmark.previewScreenYAML
                .replacingOccurrences(of: "chevron: true }", with: "icon: row.svg, chevron: true }")
                .replacingOccurrences(of: "Message 1,", with: "\(first),")
                .replacingOccurrences(of: "Message 17,", with: "\(low),") + extra
        }
        let cases: [(String, String, String)] = [
            ("as it is", spec(), square), ("a first row's title", spec(first: "Reply 1"), square),
            ("a title under the tab bar", spec(low: "Reply 17"), square), ("the rows' icon file", spec(), strip),
            ("the appearance", spec(extra: "appearance: dark"), strip), ("the direction", spec(extra: "layoutDirection: rtl"), strip),
        ]
        let blurs = BlurCache(compositeBytes: 16 << 20)
        let warm = try Renderer(resources: .bundled(), blurs: blurs)
        for (change, yaml, drawing) in cases {
            let handle = try FileHandle(forWritingTo: icon.createIfMissing())
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: Data(drawing.utf8))
            try handle.close()
            let document = try SpecDocument(yaml: yaml, baseDirectory: folder.path)
            let alone = try Renderer(resources: .bundled(), blurs: BlurCache(maxBytes: 0)).render(document)
            // The first draw paints, the second keeps, the third copies what was kept.
            for draw in 1...3 { XCTAssertEqual(try warm.render(document), alone, "\(change), draw \(draw)") }
        }
        XCTAssertGreaterThan(blurs.compositeBytes, 0, "the screen's glass should be kept")
    }

    func testALineKeptByItsOutlineIsFilledAnewWhenItsColourItsOutlineOrThePixelsUnderItChange() throws {
        // The preview's renderer keeps filled text by its outline, its colour and the pixels under
        // it: each change below reaches one of those alone (the tint only the selected title's
        // colour, the badges' colour only the pixels under their text, a title only its outline).
        let bar = RenderBenchmark.previewBarYAML
        let cases = [
            ("as it is", bar), ("the tint", bar + "tint: \"#FF3B30\"\n"), ("the backdrop", bar + "backdrop: \"#336699\"\n"),
            ("the badges' colour", bar + "badgeColor: \"#34C759\"\n"),
            // The same letters in another order: the same width, so the same box and the same pixels under it.
            ("a title", bar.replacingOccurrences(of: "title: Search", with: "title: Saerch")),
        ]
        let blurs = BlurCache(compositeBytes: 16 << 20)
        let warm = try Renderer(resources: .bundled(), blurs: blurs)
        for (change, yaml) in cases {
            let document = try SpecDocument(yaml: yaml)
            let alone = try Renderer(resources: .bundled(), blurs: BlurCache(maxBytes: 0)).render(document)
            // The first draw fills, the second keeps, the third copies what was kept.
            for draw in 1...3 { XCTAssertEqual(try warm.render(document), alone, "\(change), draw \(draw)") }
        }
    }

    func testEveryExampleDrawnByThePreviewsRendererIsWhatRenderDraws() throws {
        // Three rounds through every example in turn, as a preview of the folder redraws them: the
        // first paints, the second keeps, the third copies, each among all the others' entries.
        let examples = repositoryRoot.appendingPathComponent("Examples")
        let documents = try FileManager.default.contentsOfDirectory(at: examples, includingPropertiesForKeys: nil)
            .filter { SpecFormat(fileName: $0.lastPathComponent) != nil }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .map { file in
                let text = try String(contentsOf: file, encoding: .utf8)
                return file.pathExtension == "json"
                    ? try SpecDocument(json: text, source: file.lastPathComponent, baseDirectory: examples.path)
                    : try SpecDocument(yaml: text, source: file.lastPathComponent, baseDirectory: examples.path)
            }
        XCTAssertGreaterThanOrEqual(documents.count, 50)
        let alone = try Renderer(resources: .bundled(), blurs: BlurCache(maxBytes: 0))
        let expected = try documents.map { try alone.render($0) }
        let warm = try Renderer(resources: .bundled(), blurs: BlurCache(compositeBytes: 16 << 20))
        for round in 1...3 {
            for (index, document) in documents.enumerated() {
                XCTAssertEqual(try warm.render(document), expected[index], "\(document.source), round \(round)")
            }
        }
    }

    func testLinesDrawnInEitherDirectionAndAtEitherScaleStayTheirOwn() throws {
        let documents = try [
            "device: iphone-15\nios: 17\nlayoutDirection: rtl\ntabs:\n  - { title: \"בית\", icon: \"system:favorites\" }\n  - { title: \"12:30\", icon: \"system:search\" }\n",
            "device: iphone-15\nios: 17\ntabs:\n  - { title: \"בית\", icon: \"system:favorites\" }\n  - { title: \"12:30\", icon: \"system:search\" }\n",
        ].map { try SpecDocument(yaml: $0) }
        let warm = try Renderer(resources: .bundled())
        for _ in 0..<2 {
            for document in documents {
                for scale in [1, 3] {
                    XCTAssertEqual(
                        try warm.render(document, options: RenderOptions(scale: scale)),
                        try Renderer(resources: .bundled()).render(document, options: RenderOptions(scale: scale)))
                }
                XCTAssertEqual(
                    try warm.render(document, options: RenderOptions(format: .svg)),
                    try Renderer(resources: .bundled()).render(document, options: RenderOptions(format: .svg)))
            }
        }
    }

    func testAnIconSavedInPlaceIsDrawnAnew() throws {
        let folder = try temporaryFolder()
        let icon = folder.appendingPathComponent("icon.svg")
        // Both drawings have the same number of bytes: only the file's times tell them apart.
        let square = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect x="2" y="2" width="20" height="20"/></svg>"#
        let strip = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect x="2" y="9" width="20" height="06"/></svg>"#
        XCTAssertEqual(square.utf8.count, strip.utf8.count)
        let document = try SpecDocument(
            yaml: "device: iphone-15\nios: 17\ntabs:\n  - { title: Mine, icon: icon.svg }\n  - { title: Two, icon: \"system:search\" }\n",
            baseDirectory: folder.path)
        let warm = try Renderer(resources: .bundled())
        for drawing in [square, strip, square] {
            // Written in place, not replaced: the same file, other bytes.
            let handle = try FileHandle(forWritingTo: icon.createIfMissing())
            try handle.write(contentsOf: Data(drawing.utf8))
            try handle.close()
            XCTAssertEqual(try warm.render(document), try Renderer(resources: .bundled()).render(document))
        }
    }
}

private extension URL {
    /// The file, created empty when it is not there yet.
    func createIfMissing() -> URL {
        if !FileManager.default.fileExists(atPath: path) { FileManager.default.createFile(atPath: path, contents: nil) }
        return self
    }
}
