import ContrastCheck
import TabBarModel
import XCTest

final class WCAGTests: XCTestCase {
    /// Figures WCAG's own examples and checkers give.
    func testRatiosMatchWCAG() {
        XCTAssertEqual(WCAG.contrast(Color(rgb: 0x000000), Color(rgb: 0xFFFFFF)), 21, accuracy: 1e-9)
        XCTAssertEqual(WCAG.contrast(Color(rgb: 0x777777), Color(rgb: 0xFFFFFF)), 4.48, accuracy: 0.01)
        XCTAssertEqual(WCAG.contrast(Color(rgb: 0x007AFF), Color(rgb: 0xFFFFFF)), 4.02, accuracy: 0.01)
        XCTAssertEqual(WCAG.contrast(Color(rgb: 0xFFCC00), Color(rgb: 0xFFFFFF)), 1.51, accuracy: 0.01)
        XCTAssertEqual(WCAG.contrast(Color(rgb: 0x123456), Color(rgb: 0x123456)), 1, accuracy: 1e-9)
        XCTAssertEqual(WCAG.luminance(Color(rgb: 0xFFFFFF)), 1, accuracy: 1e-9)
        XCTAssertGreaterThan(WCAG.deltaE(Color(rgb: 0x007AFF), Color(rgb: 0x999999)), 25, "blue and grey of near luminance")
    }
}
