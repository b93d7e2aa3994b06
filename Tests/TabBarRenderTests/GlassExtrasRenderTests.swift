import Foundation
import TabBarImage
import TabBarModel
import TabBarRender
import XCTest

/// The glass of iOS 26's search button, minimised bar and accessory, over black and white: light
/// glass is light over black too, and nothing is drawn beside the glass (real iOS 26 renders,
/// mneves75/dnschat `ios/fastlane/screenshots/en-US/iPhone 17-0{4,5}-*.png` at
/// 7e9e60967b96d41dcb5ea07cf1991d7e57897086: no bar background, no separator).
final class GlassExtrasRenderTests: XCTestCase {
    private func spec(_ appearance: Appearance, backdrop: Color, minimized: Bool) -> Spec {
        var spec = Spec(
            device: "iphone-17-pro", ios: IOSRelease(26), appearance: appearance, backdrop: .color(backdrop), selected: .index(0),
            tabs: [
                TabSpec(title: "Home", icon: .system(.featured)), TabSpec(title: "Radio", icon: .system(.recents)),
                TabSpec(title: "Search", icon: .system(.search), role: .search),
            ])
        spec.minimized = minimized
        spec.accessory = AccessorySpec(title: "Now Playing", subtitle: "Artist")
        return spec
    }

    func testEachPieceOfGlassIsLightOverBlackAndNothingIsDrawnBesideIt() throws {
        let renderer = try makeRenderer()
        for minimized in [false, true] {
            let doc = document(spec(.light, backdrop: Color(rgb: 0x000000), minimized: minimized))
            let layout = try renderer.layout(doc)
            let image = try renderer.renderImage(doc)
            let shapes = layout.glassShapes
            XCTAssertEqual(shapes.count, 3)
            for shape in shapes {
                // Just inside the glass's leading end, clear of icons and text.
                let glass = image.pixel(at: Point(x: shape.minX + shape.height / 2, y: shape.minY + 3), scale: 3, canvas: layout.canvas)
                XCTAssertGreaterThan(Int(glass.r), 200, "light glass over black at \(shape), minimised \(minimized): \(glass)")
            }
            // Every pixel outside the glass (and the home indicator) is the backdrop.
            var outside = 0
            let scale = 3.0
            for row in stride(from: 0, to: image.height, by: 3) {
                for column in stride(from: 0, to: image.width, by: 3) {
                    let point = Point(x: layout.canvas.x + (Double(column) + 0.5) / scale, y: layout.canvas.y + (Double(row) + 0.5) / scale)
                    let near = shapes.contains { $0.insetBy(dx: -1, dy: -1).contains(point) }
                        || layout.homeIndicator?.insetBy(dx: -1, dy: -1).contains(point) == true
                        || layout.tabs.contains { $0.badgeFrame?.insetBy(dx: -1, dy: -1).contains(point) == true }
                    guard !near else { continue }
                    let pixel = image[column, row]
                    if pixel.r > 2 || pixel.g > 2 || pixel.b > 2 { outside += 1 }
                }
            }
            XCTAssertEqual(outside, 0, "pixels drawn beside the glass, minimised \(minimized)")
        }
    }

    func testAccessoryTextIsInTheLabelColour() throws {
        let renderer = try makeRenderer()
        for (appearance, backdrop) in [(Appearance.light, Color(rgb: 0xF0F3F7)), (.dark, Color(rgb: 0x000000))] {
            let doc = document(spec(appearance, backdrop: backdrop, minimized: false))
            let layout = try renderer.layout(doc)
            let image = try renderer.renderImage(doc)
            let text = image.pixels(in: try XCTUnwrap(layout.accessory).textFrame, scale: 3, canvas: layout.canvas)
            let inked = text.filter { appearance == .light ? Int($0.r) < 60 : Int($0.r) > 200 }
            XCTAssertGreaterThan(inked.count, 50, "\(appearance): title ink in the label colour")
        }
    }
}

/// issue 38: right to left the accessory's title and subtitle shrank to "…" outside the capsule.
final class AccessoryRightToLeftRenderTests: XCTestCase {
    func testTheMirroredAccessoryDrawsItsTextInsideItsGlassLeftOfTheIcon() throws {
        let renderer = try makeRenderer()
        var spec = Spec(
            device: "iphone-17-pro", ios: IOSRelease(26), backdrop: .color(Color(rgb: 0xC0C0C0)), selected: .index(0),
            tabs: [
                TabSpec(title: "Home", icon: .system(.featured)), TabSpec(title: "Radio", icon: .system(.recents)),
                TabSpec(title: "Search", icon: .system(.search), role: .search),
            ], layoutDirection: .rtl)
        spec.accessory = AccessorySpec(title: "Midnight City", subtitle: "M83", icon: .system(.recents))
        let layout = try renderer.layout(document(spec))
        let image = try renderer.renderImage(document(spec))
        let accessory = try XCTUnwrap(layout.accessory)
        let icon = try XCTUnwrap(accessory.iconFrame)
        // Title ink (near black) in the row left of the icon, inside the glass.
        let column = Rect(x: accessory.frame.minX + 16, y: accessory.frame.minY + 6, width: icon.minX - 4 - accessory.frame.minX - 16, height: accessory.frame.height - 12)
        let ink = image.pixels(in: column, scale: 3, canvas: layout.canvas).filter { Int($0.r) < 90 }
        XCTAssertGreaterThan(ink.count, 150, "the title and subtitle drawn left of the icon")
        // The title's ink starts at its leading (right) end, next to the icon.
        let title = try XCTUnwrap(accessory.titleFrame)
        let nearIcon = Rect(x: icon.minX - 40, y: title.minY, width: 36, height: title.height)
        XCTAssertGreaterThan(image.pixels(in: nearIcon, scale: 3, canvas: layout.canvas).filter { Int($0.r) < 90 }.count, 20)
        // Nothing beside the glass on the right: the backdrop only.
        let beside = Rect(x: accessory.frame.maxX + 1, y: accessory.frame.minY, width: 402 - accessory.frame.maxX - 1, height: accessory.frame.height)
        XCTAssertEqual(image.pixels(in: beside, scale: 3, canvas: layout.canvas).filter { Int($0.r) < 150 }.count, 0, "no text outside the capsule")
    }
}

final class AccessoryInputTests: XCTestCase {
    func testUnshowableAccessoryTextAndMissingIconNameTheirFields() throws {
        let renderer = try makeRenderer()
        var spec = Spec(device: "iphone-17-pro", ios: IOSRelease(26), tabs: [TabSpec(title: "Home"), TabSpec(title: "Radio"), TabSpec(title: "Library")])
        // U+0378 is unassigned: no font of the toolkit has it.
        spec.accessory = AccessorySpec(title: "Now", subtitle: "A\u{0378}")
        expectInputError({ _ = try renderer.renderImage(document(spec)) }, path: "accessory.subtitle", containing: "U+0378")
        spec.accessory = AccessorySpec(title: "Now", icon: .file("missing.svg"))
        expectInputError({ _ = try renderer.renderImage(document(spec)) }, path: "accessory.icon", containing: "missing")
    }
}
