import CPango
import Foundation
import TabBarModel
import XCTest

@testable import TabBarRender

/// A text engine makes its own fontconfig configuration the process's current one, so that Pango's
/// start-up FcInit does not load the system's. That global must not steer what the toolkit draws.
final class CurrentFontConfigurationTests: XCTestCase {
    private let samples = ["Favorites", "연락처", "البحث", "חיפוש", "ค้นหา", "खोज", "検索", "搜索", "👍🏽", "\u{0378}"]

    private func measurements(_ engine: TextEngine) -> [String] {
        samples.map { "\($0): \(engine.width(of: $0, style: .tabTitle)) \(engine.missingGlyphCount($0, style: .badge))" }
    }

    func testTheCurrentConfigurationHoldsOnlyTheToolkitsFonts() throws {
        let fonts = try FontSet.locate()
        let engine = try TextEngine(fonts: fonts)
        defer { withExtendedLifetime(engine) {} }
        let current = try XCTUnwrap(FcConfigGetCurrent())
        XCTAssertEqual(FcConfigGetFonts(current, FcSetSystem)?.pointee.nfont ?? 0, 0, "no system fonts")
        let application = try XCTUnwrap(FcConfigGetFonts(current, FcSetApplication))
        var files = Set<String>()
        for index in 0..<Int(application.pointee.nfont) {
            var file: UnsafeMutablePointer<FcChar8>?
            guard let face = application.pointee.fonts[index], FcPatternGetString(face, "file", 0, &file) == FcResultMatch, let file else { continue }
            files.insert(String(cString: file))
        }
        XCTAssertEqual(files, Set(fonts.files))
    }

    func testMeasurementsDoNotDependOnWhichConfigurationIsCurrent() throws {
        let fonts = try FontSet.locate()
        let first = try TextEngine(fonts: fonts)
        let before = measurements(first)
        XCTAssertTrue(before.last?.hasSuffix(" 1") ?? false, "an unassigned code point has no glyph: \(before)")

        // The machine's own configuration, with every installed font and rule, made current.
        let system = try XCTUnwrap(FcInitLoadConfigAndFonts())
        XCTAssertNotEqual(FcConfigSetCurrent(system), 0)
        FcConfigDestroy(system)
        XCTAssertEqual(measurements(first), before, "an engine keeps its own configuration")

        let second = try TextEngine(fonts: fonts)
        XCTAssertEqual(measurements(second), before, "a later engine measures the same")
        XCTAssertEqual(measurements(first), before)
    }
}
