import CPango
import Foundation
import XCTest

@testable import TabBarRender

/// A renderer takes its fonts' faces from fontconfig's cache when it can, instead of reading every
/// face of every file again; the cached faces must be the very faces the files hold.
final class SystemFontCacheTests: XCTestCase {
    func testCachedFacesAreTheFacesEachFileHolds() throws {
        let fonts = try FontSet.locate()
        let cache = SystemFontCache(folders: fonts.files.map { ($0 as NSString).deletingLastPathComponent })
        defer { withExtendedLifetime(cache) {} }
        let cached = fonts.files.filter { cache.faces[$0] != nil }
        // The Debian packages run fc-cache when they install, so the toolkit's files are cached.
        XCTAssertEqual(cached, fonts.files, "files read without the cache")
        for file in cached {
            let faces = try XCTUnwrap(cache.faces[file])
            let read = try XCTUnwrap(FcFontSetCreate())
            defer { FcFontSetDestroy(read) }
            XCTAssertGreaterThan(FcFreeTypeQueryAll(file, UInt32.max, nil, nil, read), 0, file)
            XCTAssertEqual(faces.count, Int(read.pointee.nfont), file)
            func index(_ face: OpaquePointer) -> Int32 {
                var value: Int32 = -1
                _ = FcPatternGetInteger(face, "index", 0, &value)
                return value
            }
            for position in 0..<Int(read.pointee.nfont) {
                let fresh = try XCTUnwrap(read.pointee.fonts[position])
                let face = try XCTUnwrap(faces.first { index($0) == index(fresh) }, "\(file) face \(index(fresh))")
                var freshCharset: OpaquePointer?
                var cachedCharset: OpaquePointer?
                XCTAssertEqual(FcPatternGetCharSet(fresh, "charset", 0, &freshCharset), FcResultMatch)
                XCTAssertEqual(FcPatternGetCharSet(face, "charset", 0, &cachedCharset), FcResultMatch)
                XCTAssertNotEqual(FcCharSetEqual(freshCharset, cachedCharset), 0, "\(file) face \(index(fresh)): same characters")
            }
        }
    }

    func testAFolderWithoutACacheGivesNoFaces() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("no-font-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = SystemFontCache(folders: [folder.path])
        XCTAssertTrue(cache.faces.isEmpty)
    }
}
