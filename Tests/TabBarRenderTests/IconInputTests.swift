import Foundation
import TabBarImage
import TabBarModel
import TabBarRender
import XCTest

/// Icons and backdrops come from users' files: every bad one is a clear error, never a crash.
final class IconInputTests: XCTestCase {
    private func render(icon file: String, in folder: URL) throws {
        let spec = Spec(device: "iphone-15", ios: IOSRelease(17), tabs: [TabSpec(title: "A"), TabSpec(title: "B", icon: .file(file))])
        _ = try makeRenderer().render(document(spec, in: folder.path))
    }

    func testMissingIcon() throws {
        let folder = try temporaryFolder()
        expectInputError({ try self.render(icon: "icons/none.svg", in: folder) }, path: "tabs[1].icon", containing: "no such file")
    }

    func testFileThatIsNotAnImage() throws {
        let folder = try temporaryFolder()
        try Data("hello".utf8).write(to: folder.appendingPathComponent("notes.svg"))
        expectInputError({ try self.render(icon: "notes.svg", in: folder) }, path: "tabs[1].icon", containing: "not an SVG, PNG or PDF")
        try Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2]).write(to: folder.appendingPathComponent("broken.png"))
        expectInputError({ try self.render(icon: "broken.png", in: folder) }, path: "tabs[1].icon", containing: "not a readable PNG")
        try Data("<svg xmlns='http://www.w3.org/2000/svg'><path d=".utf8).write(to: folder.appendingPathComponent("cut.svg"))
        expectInputError({ try self.render(icon: "cut.svg", in: folder) }, path: "tabs[1].icon", containing: "not a valid SVG")
    }

    func testSVGWithExternalReferencesIsRefused() throws {
        let folder = try temporaryFolder()
        let external = "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' width='25' height='25'><image xlink:href='/etc/passwd' width='25' height='25'/></svg>"
        try Data(external.utf8).write(to: folder.appendingPathComponent("external.svg"))
        expectInputError({ try self.render(icon: "external.svg", in: folder) }, path: "tabs[1].icon", containing: "external resource")
        let entity = "<?xml version='1.0'?><!DOCTYPE svg [<!ENTITY e SYSTEM 'file:///etc/passwd'>]><svg xmlns='http://www.w3.org/2000/svg'><text>&e;</text></svg>"
        try Data(entity.utf8).write(to: folder.appendingPathComponent("entity.svg"))
        expectInputError({ try self.render(icon: "entity.svg", in: folder) }, path: "tabs[1].icon", containing: "entity")
    }

    func testEnormousImagesAreRefusedBeforeDecoding() throws {
        let folder = try temporaryFolder()
        let huge = "<svg xmlns='http://www.w3.org/2000/svg' width='100000' height='100000'><rect width='10' height='10'/></svg>"
        try Data(huge.utf8).write(to: folder.appendingPathComponent("huge.svg"))
        expectInputError({ try self.render(icon: "huge.svg", in: folder) }, path: "tabs[1].icon", containing: "100000×100000")
        let wide = try PNGCodec.encode(RGBAImage(width: 3000, height: 1))
        try wide.write(to: folder.appendingPathComponent("wide.png"))
        expectInputError({ try self.render(icon: "wide.png", in: folder) }, path: "tabs[1].icon", containing: "3000×1")
    }

    func testPNGIconIsDrawnAsATemplate() throws {
        // A fully red square PNG: as a template it must come out in the tint, not red.
        let folder = try temporaryFolder()
        try PNGCodec.encode(RGBAImage(width: 75, height: 75, fill: (255, 0, 0, 255)))
            .write(to: folder.appendingPathComponent("square.png"))
        let spec = Spec(device: "iphone-15", ios: IOSRelease(17), tint: Color(rgb: 0x34C759), selected: .index(1),
                        tabs: [TabSpec(title: "A"), TabSpec(title: "B", icon: .file("square.png"))])
        let renderer = try makeRenderer()
        let layout = try renderer.layout(document(spec, in: folder.path))
        let image = try renderer.renderImage(document(spec, in: folder.path))
        let centre = image.pixel(at: layout.tabs[1].iconFrame!.center, scale: 3, canvas: layout.canvas)
        XCTAssertTrue(isClose(centre, to: Color(rgb: 0x34C759)), "\(centre)")
    }

    func testBrokenIconOfATabBehindMoreIsReportedToo() throws {
        let folder = try temporaryFolder()
        var tabs = (0..<6).map { TabSpec(title: "T\($0)", icon: .system(.favorites)) }
        tabs[5].icon = .file("gone.svg")
        let spec = Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs)
        expectInputError({ _ = try makeRenderer().render(document(spec, in: folder.path)) }, path: "tabs[5].icon", containing: "no such file")
    }

    func testMissingBackdropNamesTheBackdropField() throws {
        let spec = Spec(device: "iphone-15", ios: IOSRelease(17), backdrop: .image("nowhere.png"), tabs: [TabSpec(title: "A")])
        expectInputError({ _ = try makeRenderer().render(document(spec)) }, path: "backdrop", containing: "no such file")
    }
}
