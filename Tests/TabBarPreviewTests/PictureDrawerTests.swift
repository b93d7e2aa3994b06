import Foundation
import TabBarBenchmarks
import TabBarImage
import TabBarModel
import TabBarPreview
import TabBarRender
import XCTest

/// The warm renderer of the preview keeps layouts, lines and blurs between draws; what it draws
/// must stay what a fresh renderer draws, and a saved picture file must show.
final class PictureDrawerTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("drawer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var resources: RenderResources {
        get throws { try RenderResources.fromEnvironment(iconDirectory: nil) }
    }

    private func write(_ text: String, _ name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testEveryWarmRedrawIsTheFreshRenderersPicture() throws {
        // What `tabbar bench` times, and the screen in the dark.
        let screen = RenderBenchmark.previewScreenYAML
        let specs = [
            try write(screen, "screen.yaml"),
            try write(screen.replacingOccurrences(of: "ios: 26", with: "ios: 26\nappearance: dark"), "dark.yaml"),
            try write(RenderBenchmark.previewBarYAML, "bar.yaml"),
        ]
        let drawer = try PictureDrawer(resources: resources)
        for spec in specs {
            let document = try SpecDocument.loadWithText(spec).document
            let fresh = try Renderer(resources: resources)
            let expected = try fresh.render(document)
            let pixels = try Renderer(resources: resources).renderImage(document)
            // The first draw fills the caches, the next ones are drawn from them.
            for round in 0..<3 {
                let drawn = try drawer.draw(spec).get()
                XCTAssertEqual(drawn.png, expected, "\(spec), draw \(round)")
                XCTAssertEqual(try PNGCodec.decode(drawn.png), pixels, "\(spec), draw \(round)")
            }
        }
    }

    func testASavedSpecAndOtherOverridesAreDecodedAnew() throws {
        // Same length and the same second: only the bytes tell the two saves apart.
        let first = RenderBenchmark.previewBarYAML
        let second = first.replacingOccurrences(of: "badge: 3", with: "badge: 7")
        XCTAssertEqual(first.utf8.count, second.utf8.count)
        let spec = try write(first, "bar.yaml")
        let drawer = try PictureDrawer(resources: resources)
        drawer.lints = false
        let before = try drawer.draw(spec).get().png
        XCTAssertEqual(try drawer.draw(spec).get().png, before)

        let stamp = try FileManager.default.attributesOfItem(atPath: spec)[.modificationDate]
        try second.write(toFile: spec, atomically: false, encoding: .utf8)
        if let stamp { try FileManager.default.setAttributes([.modificationDate: stamp], ofItemAtPath: spec) }
        let saved = try drawer.draw(spec).get().png
        XCTAssertNotEqual(saved, before)
        XCTAssertEqual(saved, try Renderer(resources: resources).render(SpecDocument(yaml: second, source: spec)))

        let dark = try SpecOverride(path: "appearance", value: "dark")
        let overridden = try drawer.draw(spec, overrides: [dark]).get().png
        XCTAssertNotEqual(overridden, saved)
        XCTAssertEqual(
            overridden, try Renderer(resources: resources).render(SpecDocument.loadWithText(spec, overrides: [dark]).document))
        XCTAssertEqual(try drawer.draw(spec).get().png, saved)
    }

    func testKeptGlassIsNotPaintedOverAnotherBackdrop() throws {
        // The shadow's blur is named by its shape alone: only the pixels under it tell red from blue.
        let bar = RenderBenchmark.previewBarYAML
        let red = try write(bar + "backdrop: \"#FF0000\"\n", "red.yaml")
        let blue = try write(bar + "backdrop: \"#0000FF\"\n", "blue.yaml")
        let drawer = try PictureDrawer(resources: resources)
        drawer.lints = false
        for spec in [red, red, red, blue, red, blue] {
            let expected = try Renderer(resources: resources).render(SpecDocument.loadWithText(spec).document)
            XCTAssertEqual(try drawer.draw(spec).get().png, expected, spec)
        }
    }

    func testASavedIconAndASavedBackdropAreDrawnAnew() async throws {
        let icon = folder.appendingPathComponent("icon.svg")
        let backdrop = folder.appendingPathComponent("back.png")
        func save(icon shape: String, backdrop colour: (UInt8, UInt8, UInt8)) throws {
            try """
                <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">\(shape)</svg>
                """.write(to: icon, atomically: true, encoding: .utf8)
            let image = RGBAImage(width: 40, height: 80, fill: (colour.0, colour.1, colour.2, 255))
            try PNGCodec.encode(image).write(to: backdrop)
            // The board compares stamps: move them even within one second.
            let later = Date().addingTimeInterval(Double.random(in: 1...1000))
            for file in [icon, backdrop] { try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: file.path) }
        }
        try save(icon: "<rect x=\"2\" y=\"2\" width=\"20\" height=\"20\"/>", backdrop: (200, 40, 40))
        let spec = try write("""
            device: iphone-17-pro
            ios: 26
            backdrop: back.png
            tabs:
              - { title: Mine, icon: icon.svg }
              - { title: Search, icon: "system:search" }

            """, "files.yaml")
        let board = try PreviewBoard(options: PreviewOptions(inputs: [spec], resources: resources))
        await board.refresh()
        let state = await board.state()
        let id = try XCTUnwrap(state.specs.first?.pictures.first?.id)
        let first = await board.png(id: id)
        let before = try XCTUnwrap(first)
        try save(icon: "<circle cx=\"12\" cy=\"12\" r=\"6\"/>", backdrop: (30, 90, 220))
        await board.refresh()
        let second = await board.png(id: id)
        let after = try XCTUnwrap(second)
        XCTAssertNotEqual(after, before)
        let document = try SpecDocument.loadWithText(spec).document
        XCTAssertEqual(after, try Renderer(resources: resources).render(document))
    }
}
