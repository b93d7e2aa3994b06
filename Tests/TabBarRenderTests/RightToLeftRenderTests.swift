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
}
