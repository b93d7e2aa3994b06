import Foundation
import TabBarRender
import XCTest

/// `RenderResources.fromEnvironment`, the one reader of TABBARKIT_FONT_DIRS and TABBARKIT_ICONS
/// (the `tabbar` command and TabBarTesting's default renderer both go through it).
final class ResourceEnvironmentTests: XCTestCase {
    func testWithoutTheVariablesItIsTheInstalledFontsAndTheBundledIcons() throws {
        XCTAssertEqual(try RenderResources.fromEnvironment([:]), try RenderResources.bundled())
        // A variable set to nothing is treated as unset, not as a folder named "".
        XCTAssertEqual(
            try RenderResources.fromEnvironment(["TABBARKIT_ICONS": "", "TABBARKIT_FONT_DIRS": ""]),
            try RenderResources.bundled())
    }

    func testTheIconsVariableAndAnExplicitFolderWhichWins() throws {
        let resources = try RenderResources.fromEnvironment(["TABBARKIT_ICONS": "/tmp/my-icons"])
        XCTAssertEqual(resources.systemIconDirectory, "/tmp/my-icons")
        let explicit = try RenderResources.fromEnvironment(["TABBARKIT_ICONS": "/tmp/my-icons"], iconDirectory: "/tmp/given")
        XCTAssertEqual(explicit.systemIconDirectory, "/tmp/given")
    }

    func testTheFontFoldersVariableFindsTheFilesThere() throws {
        let installed = try RenderResources.bundled().fonts.files
        let folders = Set(installed.map { ($0 as NSString).deletingLastPathComponent }).sorted()
        let located = try RenderResources.fromEnvironment(["TABBARKIT_FONT_DIRS": folders.joined(separator: ":")])
        XCTAssertEqual(
            located.fonts.files.map { ($0 as NSString).lastPathComponent },
            installed.map { ($0 as NSString).lastPathComponent })
    }

    func testFontFoldersWithoutTheFontsAreASetupError() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        XCTAssertThrowsError(try RenderResources.fromEnvironment(["TABBARKIT_FONT_DIRS": empty.path])) { error in
            guard case RenderError.setup(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("font files not found"), message)
            XCTAssertTrue(message.contains(empty.path), message)
        }
    }
}
