import Foundation
import TabBarModel
import XCTest

/// iOS 26's floating toolbar against the one real render of its row: matjic/close.matj.io
/// `screenshots/Simulator Screenshot - iPhone 17 Pro - 2025-10-22 at 18.48.36.png` (SwiftUI's bottom
/// bar with its search field: glass 48 pt tall, 28 pt from the left, right and bottom edges of the
/// 402×874 screen; the same 28 on the 440 pt iPhone 17 Pro Max, `screenshots/home light.png`).
final class GlassToolbarLayoutTests: XCTestCase {
    private let mailItems = [
        BarButtonItemSpec(systemItem: .organize), BarButtonItemSpec(systemItem: .flexibleSpace),
        BarButtonItemSpec(title: "Updated Just Now"), BarButtonItemSpec(systemItem: .flexibleSpace),
        BarButtonItemSpec(systemItem: .reply), BarButtonItemSpec(systemItem: .compose),
    ]

    private func toolbar(_ items: [BarButtonItemSpec], device: String = "iphone-17-pro", ios: Int = 26, tabs count: Int = 0) throws -> ToolbarLayout {
        let spec = Spec(
            device: .preset(device), ios: IOSRelease(ios), tabs: count == 0 ? [] : tabs(count),
            navigationBar: NavigationBarSpec(title: "Mailboxes"), toolbar: ToolbarSpec(items: items))
        return try XCTUnwrap(try makeLayout(spec).screenLayout?.toolbar)
    }

    func testToolbarFloatsInFromTheEdgesAboveTheHomeIndicator() throws {
        for (device, width, height) in [("iphone-17-pro", 402.0, 874.0), ("iphone-17-pro-max", 440.0, 956.0)] {
            let bar = try toolbar(mailItems, device: device)
            XCTAssertEqual(bar.contentFrame, Rect(x: 28, y: height - 28 - 48, width: width - 56, height: 48), device)
            XCTAssertEqual(bar.frame, bar.contentFrame, "no bar reaches the screen's edges: \(device)")
            XCTAssertEqual(bar.glass.first?.minX, 28, device)
            XCTAssertEqual(bar.glass.last?.maxX, width - 28, device)
        }
    }

    func testButtonsWithNoSpaceBetweenThemShareOneCapsuleAndALoneSymbolIsACircle() throws {
        let bar = try toolbar(mailItems)
        XCTAssertTrue(bar.items.allSatisfy { $0.glass && !$0.bordered })
        XCTAssertEqual(bar.glass.count, 3, "folder, the status words, reply and compose together: \(bar.glass)")
        guard bar.glass.count == 3, bar.items.count == 4 else { return }
        XCTAssertEqual(bar.glass[0], Rect(x: 28, y: 798, width: 48, height: 48), "a lone symbol's circle")
        XCTAssertEqual(bar.glass[2], Rect(x: 374 - 96, y: 798, width: 96, height: 48), "two symbols, one capsule")
        XCTAssertEqual(bar.items[2].frame.minX, bar.items[3].frame.minX - 48, "the grouped symbols touch")
        // The words' capsule: the navigation bar's padding each side.
        let words = bar.items[1]
        XCTAssertEqual(bar.glass[1], words.frame)
        XCTAssertEqual(words.frame.width, try XCTUnwrap(words.title).frame.width + 24, accuracy: 1e-9)
        XCTAssertEqual(words.frame.midX, (28 + 48 + 374 - 96) / 2, accuracy: 1e-9, "the two flexible spaces are equal")
    }

    func testWithoutSpacesEachButtonIsItsOwnCircleSpreadAcrossTheRow() throws {
        let bar = try toolbar([BarButtonItemSpec(systemItem: .action), BarButtonItemSpec(systemItem: .trash), BarButtonItemSpec(systemItem: .add)])
        XCTAssertEqual(bar.glass.map(\.width), [48, 48, 48])
        XCTAssertEqual(bar.glass.map(\.midX), [52, 201, 350])
    }

    func testOverATabBarTheToolbarStandsAboveTheCapsule() throws {
        let spec = Spec(device: "iphone-17-pro", ios: IOSRelease(26), tabs: tabs(3), toolbar: ToolbarSpec(items: mailItems))
        let layout = try makeLayout(spec)
        let capsule = try XCTUnwrap(layout.bar.capsule)
        let bar = try XCTUnwrap(layout.screenLayout?.toolbar)
        XCTAssertEqual(bar.contentFrame.maxY, capsule.minY - 8)
    }

    func testIOS18ToolbarIsStillAnEdgeToEdgeBarWithoutGlass() throws {
        let bar = try toolbar(mailItems, ios: 18)
        XCTAssertTrue(bar.glass.isEmpty)
        XCTAssertEqual(bar.frame.minX, 0)
        XCTAssertEqual(bar.frame.width, 402)
        XCTAssertFalse(bar.items.contains { $0.glass })
    }
}
