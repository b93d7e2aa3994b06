import XCTest

@testable import TabBarModel

final class LayoutWarningTests: XCTestCase {
    private func item(width: Double, height: Double = 49, title: String = "A", titleWidth: Double = 10) -> TabLayout {
        let slot = Rect(x: 0, y: 0, width: width, height: height)
        return TabLayout(
            id: "a", title: title, specIndex: 2, icon: nil, selected: false, isMore: false, enabled: true,
            frame: slot, hitRegion: slot, iconFrame: nil, titleFrame: slot.insetBy(dx: 2, dy: 0),
            titleStyle: .tabTitle, titleWidth: titleWidth, badge: nil, badgeFrame: nil)
    }

    func testSlotNarrowerThan44PointsIsReported() {
        let warnings = LayoutWarning.itemWarnings([item(width: 40)])
        XCTAssertEqual(warnings.map(\.code), [.hitRegionTooSmall])
        XCTAssertEqual(warnings.first?.path, "tabs[2]")
        XCTAssertEqual(warnings.first?.message, "hit region is 40×49 pt, smaller than 44×44 pt")
        XCTAssertEqual(LayoutWarning.itemWarnings([item(width: 60, height: 30)]).map(\.code), [.hitRegionTooSmall])
        XCTAssertEqual(LayoutWarning.itemWarnings([item(width: 44, height: 44)]), [], "44 pt is enough")
    }

    func testTitleWiderThanItsFrameIsReported() {
        let warnings = LayoutWarning.itemWarnings([item(width: 60, titleWidth: 70)])
        XCTAssertEqual(warnings.map(\.code), [.titleTruncated])
        XCTAssertEqual(warnings.first?.path, "tabs[2].title")
    }
}
