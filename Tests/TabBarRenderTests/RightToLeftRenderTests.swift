import Foundation
import TabBarImage
import TabBarModel
import TabBarRender
import XCTest

/// Text in a right-to-left layout runs right to left even without letters that say so, and a
/// renderer that drew one leaves the next left-to-right picture exactly as a fresh one draws it.
final class RightToLeftRenderTests: XCTestCase {
    /// One tab: its slot is the whole width, so mirroring leaves every frame where it was and
    /// only the text's direction can change the picture.
    private func bar(_ title: String, _ direction: LayoutDirection) -> SpecDocument {
        document(Spec(device: "iphone-8", ios: IOSRelease(17), tabs: [TabSpec(title: title, icon: .system(.favorites))], layoutDirection: direction))
    }

    func testNeutralTextRunsRightToLeftInAMirroredLayout() throws {
        let renderer = try makeRenderer()
        let rtl = try renderer.renderImage(bar("!?", .rtl))
        XCTAssertNotEqual(rtl, try renderer.renderImage(bar("!?", .ltr)), "punctuation alone takes the paragraph's direction")
        XCTAssertEqual(rtl, try renderer.renderImage(bar("?!", .ltr)), "right to left, \"!?\" reads \"?!\" from the left")
    }

    func testARightToLeftRenderLeavesTheNextOneUnchanged() throws {
        let spec = Spec(device: "iphone-15", ios: IOSRelease(17), selected: .index(1), tabs: [
            TabSpec(title: "Mail", icon: .system(.downloads), badge: .count(3)), TabSpec(title: "12:30", icon: .system(.recents)),
        ])
        let fresh = try makeRenderer().render(document(spec))
        let reused = try makeRenderer()
        var mirrored = spec
        mirrored.layoutDirection = .rtl
        let rtl = try reused.render(document(mirrored))
        XCTAssertNotEqual(rtl, fresh)
        XCTAssertEqual(try reused.render(document(spec)), fresh, "byte for byte")
    }

    /// The sidebar toggle is `sidebar.leading`: its divided column sits on the leading side, so a
    /// right-to-left layout draws it on the right (UIKit flips the symbol), not a left-handed copy.
    func testTheSidebarTogglesColumnIsOnTheLeadingSide() throws {
        let renderer = try makeRenderer()
        func dividerInk(_ direction: LayoutDirection) throws -> (left: Int, right: Int) {
            var spec = Spec(
                device: "ipad-pro-11", ios: IOSRelease(26), backdrop: .color(Color(red: 1, green: 1, blue: 1)),
                tabs: ["Home", "Library", "Search"].map { TabSpec(title: $0, icon: .system(.favorites)) }, layoutDirection: direction)
            spec.mode = .sidebar
            let layout = try renderer.layout(document(spec), scale: 2)
            let toggle = try XCTUnwrap(layout.bar.sidebarToggle).center
            let image = try renderer.renderImage(document(spec), scale: 2)
            // The glyph is 22 pt wide; its divider stands 8 pt in from the leading edge.
            func ink(atX x: Double) -> Int {
                image.pixels(in: Rect(x: x - 0.5, y: toggle.y - 5, width: 1, height: 10), scale: 2, canvas: layout.canvas)
                    .filter { Int($0.r) + Int($0.g) + Int($0.b) < 600 }.count
            }
            return (ink(atX: toggle.x - 3), ink(atX: toggle.x + 3))
        }
        let ltr = try dividerInk(.ltr), rtl = try dividerInk(.rtl)
        XCTAssertGreaterThan(ltr.left, 10, "left to right: the divider 3 pt left of the centre")
        XCTAssertEqual(ltr.right, 0)
        XCTAssertGreaterThan(rtl.right, 10, "right to left: the divider 3 pt right of the centre")
        XCTAssertEqual(rtl.left, 0)
    }
}
