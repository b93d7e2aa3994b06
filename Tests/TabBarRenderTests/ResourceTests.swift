import Foundation
import TabBarModel
import TabBarRender
import XCTest

/// Fonts come from fontconfig by family and style, icons from the module's resource bundle.
final class ResourceTests: XCTestCase {
    func testFontconfigFindsExactlyTheFilesRendersWereMadeWith() throws {
        // Not a folder listing: fontconfig answers, and "Regular" must not match Inter Thin.
        XCTAssertEqual(try FontSet.locate().files.map { ($0 as NSString).lastPathComponent }, FontSet.requiredFiles)
    }

    func testTheBundledIconsHoldEverySystemIconAndGlyph() throws {
        let icons = try IconResolver.bundled()
        for name in SystemIcon.allCases {
            XCTAssertTrue(FileManager.default.fileExists(atPath: icons.systemIcon(name)), name.rawValue)
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: icons.glyph("bar/add.svg")))
        XCTAssertFalse(icons.systemIconDirectory.hasPrefix(FileManager.default.currentDirectoryPath + "/Sources"), "the bundle, not the checkout")
    }

    func testOneResolverForSystemAndRelativePaths() throws {
        let icons = IconResolver(systemIconDirectory: "/icons")
        let document = SpecDocument(spec: Spec(device: "iphone-15", tabs: []), source: "a.yaml", baseDirectory: "/specs/phone")
        XCTAssertEqual(try icons.path(of: .system(.topRated), in: document), "/icons/top-rated.svg")
        XCTAssertEqual(try icons.path(of: .file("../art/tab.svg"), in: document), "/specs/art/tab.svg")
        XCTAssertEqual(try icons.path(of: .file("/abs/tab.png"), in: document), "/abs/tab.png")
    }
}
