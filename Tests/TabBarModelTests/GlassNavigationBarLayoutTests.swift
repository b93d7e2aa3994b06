import Foundation
import TabBarModel
import XCTest

/// iOS 26's navigation bar against real renders: matjic/close.matj.io `screenshots/Simulator
/// Screenshot - iPhone 17 Pro - 2025-10-22 at 18.48.36.png` (SwiftUI, iPhone 17 Pro, 402×874 @3x,
/// large title "Close", a symbol button at each end) and `… iPhone Air - 2025-10-22 at 18.59.46.png`
/// (420×912): 44 pt glass circles whose tops are the safe area's (62; 68 on the Air), 16 pt from
/// the edges (20 on the Air); the large title's baseline 152.3 (158.3 on the Air); the Dynamic
/// Island's top at 14 (20 on the Air).
final class GlassNavigationBarLayoutTests: XCTestCase {
    private func screen(_ device: String, ios: Int = 26, largeTitle: Bool = true, back: String? = nil, scrollOffset: Double? = nil,
                        content: ContentSpec = ContentSpec(color: Color(rgb: 0xF2F2F7))) throws -> ScreenLayout {
        var spec = Spec(
            device: .preset(device), ios: IOSRelease(ios), tabs: tabs(3),
            navigationBar: NavigationBarSpec(
                title: "Close", largeTitle: largeTitle, back: back,
                leftItems: back == nil ? [BarButtonItemSpec(systemItem: .organize)] : [],
                rightItems: [BarButtonItemSpec(systemItem: .add)]),
            content: content)
        spec.scrollOffset = scrollOffset
        return try XCTUnwrap(try makeLayout(spec).screenLayout)
    }

    func testGlassButtonsAreCirclesAtTheSafeAreaTopAndTheMargins() throws {
        for (device, width, top, margin) in [("iphone-17-pro", 402.0, 62.0, 16.0), ("iphone-air", 420.0, 68.0, 20.0)] {
            let bar = try XCTUnwrap(try screen(device).navigationBar)
            let left = try XCTUnwrap(bar.leftItems.first)
            let right = try XCTUnwrap(bar.rightItems.first)
            XCTAssertTrue(left.glass && right.glass, device)
            XCTAssertFalse(left.bordered, "glass is not the classic bordered button")
            XCTAssertEqual(left.frame, Rect(x: margin, y: top, width: 44, height: 44), device)
            XCTAssertEqual(right.frame, Rect(x: width - margin - 44, y: top, width: 44, height: 44), device)
        }
    }

    func testLargeTitleBaselineSitsWhereSwiftUIPutsIt() throws {
        for (device, baseline) in [("iphone-17-pro", 152.3), ("iphone-air", 158.3)] {
            let title = try XCTUnwrap(try screen(device).navigationBar?.largeTitle)
            XCTAssertEqual(title.frame.minY + title.style.baselineInLine, baseline, accuracy: 0.01, device)
            XCTAssertEqual(title.frame.minX, device == "iphone-air" ? 20 : 16, device)
        }
    }

    func testIslandSitsFortyEightPointsAboveTheSafeArea() throws {
        for (device, top) in [("iphone-15", 11.0), ("iphone-17-pro", 14.0), ("iphone-air", 20.0)] {
            let island = try XCTUnwrap(try screen(device).statusBar?.islandFrame)
            XCTAssertEqual(island.minY, top, device)
        }
    }

    func testBackButtonIsAGlassCircleWithNoTitle() throws {
        let back = try XCTUnwrap(try screen("iphone-17-pro", largeTitle: false, back: "Contacts").navigationBar?.back)
        XCTAssertTrue(back.glass)
        XCTAssertNil(back.title)
        XCTAssertEqual(back.form, .chevronOnly)
        XCTAssertEqual(back.frame, Rect(x: 16, y: 62, width: 44, height: 44))
        XCTAssertEqual(back.chevronFrame.midX, back.frame.midX, accuracy: 1e-9)
        XCTAssertEqual(back.chevronFrame.midY, back.frame.midY, accuracy: 1e-9)
    }

    func testIOS26BarHasNoBackgroundAndFadesContentUnderIt() throws {
        XCTAssertEqual(try screen("iphone-17-pro").navigationBar?.background, .clear)
        let rows = ContentSpec(rows: (0..<30).map { RowSpec(title: "Row \($0)") })
        XCTAssertEqual(try screen("iphone-17-pro", scrollOffset: 200, content: rows).navigationBar?.background, .scrollEdgeEffect)
    }

    /// iOS 15–18: at rest with a large title the bar takes its scroll-edge appearance (no material,
    /// no hairline); scrolled, the standard one.
    func testScrollEdgeAppearanceOfIOS15To18() throws {
        let rows = ContentSpec(rows: (0..<30).map { RowSpec(title: "Row \($0)") })
        for ios in [15, 17, 18] {
            XCTAssertEqual(try screen("iphone-15", ios: ios, scrollOffset: 0, content: rows).navigationBar?.background, .clear, "iOS \(ios)")
            XCTAssertEqual(try screen("iphone-15", ios: ios, scrollOffset: 120, content: rows).navigationBar?.background, .material, "iOS \(ios)")
            let bar = try XCTUnwrap(try screen("iphone-15", ios: ios, scrollOffset: 0, content: rows).navigationBar)
            XCTAssertFalse(bar.leftItems.contains { $0.glass }, "no glass before iOS 26")
        }
        XCTAssertEqual(try screen("iphone-15", ios: 14, scrollOffset: 0, content: rows).navigationBar?.background, .material)
    }
}
