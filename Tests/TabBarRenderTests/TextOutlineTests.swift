import CCairo
import CPango
import Foundation
import TabBarModel
import XCTest

@testable import TabBarRender

/// Text in an image is filled as glyph outlines at the fractional positions Pango gives, so its
/// pixels do not depend on where a Cairo version would round a glyph's origin (1.16: to a whole
/// pixel, 1.18: to a quarter); colour emoji are drawn as they are. Fonts are found by style
/// however a release spells it, and identified by a digest.
final class TextOutlineTests: XCTestCase {
    private static let width = 220, height = 40

    /// `text` drawn in black on a transparent image, its box `dx` pixels right of x = 10; the
    /// image's bytes (premultiplied BGRA).
    private func draw(_ text: String, style: TextStyle = TextStyle(size: 17, weight: .semibold), dx: Double, engine: TextEngine) throws -> [UInt8] {
        let surface = try CairoSurface.image(width: Self.width, height: Self.height)
        let context = CairoContext(surface)
        cairo_set_source_rgb(context.pointer, 0, 0, 0)
        engine.draw(text, style: style, in: Rect(x: 10 + dx, y: 4, width: 200, height: 32), on: context)
        try context.checkStatus()
        cairo_surface_flush(surface.pointer)
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        let data = try XCTUnwrap(cairo_image_surface_get_data(surface.pointer))
        var bytes: [UInt8] = []
        for row in 0..<Self.height {
            bytes.append(contentsOf: UnsafeBufferPointer(start: data + row * stride, count: Self.width * 4))
        }
        return bytes
    }

    private func alpha(_ bytes: [UInt8], x: Int, y: Int) -> UInt8 { bytes[(y * Self.width + x) * 4 + 3] }

    func testEveryTenthOfAPixelDrawsTheTextElsewhere() throws {
        let engine = try TextEngine(fonts: try FontSet.locate())
        let here = try draw("I", dx: 0, engine: engine)
        XCTAssertGreaterThan(here.enumerated().filter { $0.offset % 4 == 3 && $0.element > 0 }.count, 20, "text was drawn")
        // Cairo's own glyph rendering puts a glyph on a whole pixel (1.16: two images among ten
        // shifts) or a quarter of one (1.18: at most five); outlines land where Pango says.
        var images = Set<[UInt8]>()
        for tenth in 0..<10 { images.insert(try draw("I", dx: Double(tenth) / 10, engine: engine)) }
        XCTAssertEqual(images.count, 10)
    }

    func testAWholePixelMovesTheSamePixelsByOne() throws {
        let engine = try TextEngine(fonts: try FontSet.locate())
        for fraction in [0.0, 0.3, 0.7] {
            let near = try draw("Favorites 12:41", dx: fraction, engine: engine)
            let far = try draw("Favorites 12:41", dx: fraction + 1, engine: engine)
            var differing = 0
            for y in 0..<Self.height {
                for x in 1..<Self.width where alpha(far, x: x, y: y) != alpha(near, x: x - 1, y: y) { differing += 1 }
            }
            XCTAssertEqual(differing, 0, "at +\(fraction) px: only the fraction decides the pixels")
        }
    }

    func testTheSurfacesFontOptionsDoNotChangeTheText() throws {
        let engine = try TextEngine(fonts: try FontSet.locate())
        let plain = try draw("Favorites 12:41", dx: 0.3, engine: engine)
        // What a Cairo build may default to, set on the context: hinting and rounded metrics.
        let surface = try CairoSurface.image(width: Self.width, height: Self.height)
        let context = CairoContext(surface)
        let options = try XCTUnwrap(cairo_font_options_create())
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_FULL)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_ON)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_SUBPIXEL)
        cairo_set_font_options(context.pointer, options)
        cairo_set_source_rgb(context.pointer, 0, 0, 0)
        engine.draw("Favorites 12:41", style: TextStyle(size: 17, weight: .semibold), in: Rect(x: 10.3, y: 4, width: 200, height: 32), on: context)
        cairo_surface_flush(surface.pointer)
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        let data = try XCTUnwrap(cairo_image_surface_get_data(surface.pointer))
        var bytes: [UInt8] = []
        for row in 0..<Self.height { bytes.append(contentsOf: UnsafeBufferPointer(start: data + row * stride, count: Self.width * 4)) }
        XCTAssertEqual(bytes, plain)
    }

    func testEmojiKeepTheirColoursInsteadOfTheTextColour() throws {
        let engine = try TextEngine(fonts: try FontSet.locate())
        let bytes = try draw("A👍🏽", style: TextStyle(size: 28, weight: .regular), dx: 0, engine: engine)
        var coloured = 0
        var black = 0
        for pixel in stride(from: 0, to: bytes.count, by: 4) where bytes[pixel + 3] == 255 {
            let (b, g, r) = (Int(bytes[pixel]), Int(bytes[pixel + 1]), Int(bytes[pixel + 2]))
            if max(r, g, b) - min(r, g, b) > 60 { coloured += 1 }
            if max(r, g, b) == 0 { black += 1 }
        }
        XCTAssertGreaterThan(coloured, 100, "the emoji is drawn in its own colours, not as a black silhouette")
        XCTAssertGreaterThan(black, 20, "the letter is filled with the text colour")
    }

    func testStylesMatchHoweverAReleaseSpellsThem() throws {
        XCTAssertTrue(FontSet.sameStyle("SemiBold", "Semi Bold"))
        XCTAssertTrue(FontSet.sameStyle("semi-bold", "Semi Bold"))
        XCTAssertFalse(FontSet.sameStyle("Bold", "Semi Bold"))
        XCTAssertFalse(FontSet.sameStyle("ExtraBold", "Bold"))
        // Debian 12's Inter names the style `Semi Bold`; asked for as Inter 4.1 spells it, it is found.
        let config = try XCTUnwrap(FcConfigCreate())
        defer { FcConfigDestroy(config) }
        XCTAssertNotEqual(FcConfigParseAndLoadFromMemory(config, FontSet.configuration(fontFolders: FontSet.standardFolders), 1), 0)
        XCTAssertNotEqual(FcConfigBuildFonts(config), 0)
        let spaced = try XCTUnwrap(FontSet.systemFile(family: "Inter", style: "Semi Bold", config: config))
        XCTAssertEqual(FontSet.systemFile(family: "Inter", style: "SemiBold", config: config), spaced)
        XCTAssertEqual((spaced as NSString).lastPathComponent, "Inter-SemiBold.otf")
        XCTAssertNotEqual(FontSet.systemFile(family: "Inter", style: "Bold", config: config), spaced)
    }

    func testTheFontsDigestNamesTheFilesAndTheirVersions() throws {
        let fonts = try FontSet.locate()
        let digest = fonts.digest()
        XCTAssertEqual(digest.count, 64)
        XCTAssertTrue(digest.allSatisfy(\.isHexDigit))
        XCTAssertEqual(FontSet(files: fonts.files).digest(), digest, "the same files, the same digest")
        // Another file in a place: another digest.
        var swapped = fonts.files
        let bold = try XCTUnwrap(swapped.firstIndex { $0.hasSuffix("Inter-Bold.otf") })
        let semibold = try XCTUnwrap(swapped.firstIndex { $0.hasSuffix("Inter-SemiBold.otf") })
        swapped[bold] = fonts.files[semibold]
        XCTAssertNotEqual(FontSet(files: swapped).digest(), digest)
        // The head table read is the font's: version 1.0 and the OpenType magic number.
        for file in [fonts.files[bold], try XCTUnwrap(fonts.files.first { $0.hasSuffix(".ttc") })] {
            let head = try XCTUnwrap(FontSet.headTable(of: file), file)
            XCTAssertGreaterThanOrEqual(head.count, 54)
            XCTAssertEqual(Array(head.prefix(4)), [0, 1, 0, 0], file)
            XCTAssertEqual(Array(head.dropFirst(12).prefix(4)), [0x5F, 0x0F, 0x3C, 0xF5], file)
        }
        XCTAssertNil(FontSet.headTable(of: "/etc/hostname"), "not a font")
    }

    func testEnvironmentDifferencesNameTheLibraryAndBothVersions() throws {
        let here = RenderEnvironment.current(fonts: try FontSet.locate())
        XCTAssertEqual(here.cairo, String(cString: cairo_version_string()))
        XCTAssertTrue(here.freetype.split(separator: ".").count == 3 && here.freetype.first != "0", here.freetype)
        XCTAssertNil(here.note(recorded: here))
        var recorded = here
        recorded.cairo = "1.0.0"
        XCTAssertEqual(here.differences(recorded: recorded), ["cairo 1.0.0 (recorded) / \(here.cairo) (here)"])
        recorded.fonts = String(repeating: "a", count: 64)
        let note = try XCTUnwrap(here.note(recorded: recorded))
        XCTAssertFalse(note.contains("\n"))
        XCTAssertTrue(note.contains("cairo 1.0.0 (recorded) / \(here.cairo) (here), fonts aaaaaaaaaaaa (recorded) / \(here.fonts.prefix(12)) (here)"), note)
    }
}
