import Foundation
import TabBarModel
import XCTest

/// Screens as apps have them: a navigation bar alone (no tab bar, no toolbar), and the home
/// indicator left out on request.
final class ScreenFurnitureTests: XCTestCase {
    private let navigationOnly = """
        device: iphone-17-pro
        ios: 26
        navigationBar: { title: Settings, largeTitle: true }
        content: { rows: [{ title: General }] }
        """

    func testAScreenWithOnlyANavigationBarIsWritable() throws {
        let spec = try SpecDecoder().decode(Data((navigationOnly).utf8), format: .yaml, source: "nav.yaml")
        let layout = try makeLayout(spec)
        XCTAssertTrue(layout.hidden, "no tab bar is drawn")
        XCTAssertNotNil(layout.screenLayout?.navigationBar)
        XCTAssertNil(layout.screenLayout?.toolbar)
    }

    func testABareSpecWithNoTabsStillNamesTheField() {
        XCTAssertThrowsError(try SpecDecoder().decode(Data("device: iphone-17-pro\nios: 26\n".utf8), format: .yaml, source: "bare.yaml")) { error in
            XCTAssertTrue("\(error)".contains("tabs"), "\(error)")
        }
    }

    func testHomeIndicatorFalseLeavesItOut() throws {
        let shown = try makeLayout(try SpecDecoder().decode(Data((navigationOnly).utf8), format: .yaml, source: "nav.yaml"))
        XCTAssertNotNil(shown.homeIndicator, "screenshots have one by default")
        let hidden = try makeLayout(try SpecDecoder().decode(Data((navigationOnly + "\nhomeIndicator: false\n").utf8), format: .yaml, source: "nav.yaml"))
        XCTAssertNil(hidden.homeIndicator)
    }
}
