import Foundation
import TabBarImage
import TabBarModel
import TabBarRender
import XCTest

/// Issue 41, round three, §16: a contact sheet of a long icon set fits in an image Cairo can
/// make, and one that cannot says so in words, before any memory is taken for it.
final class HostileSheetTests: XCTestCase {
    private func sheet(cells count: Int, canvas: Double = 25) -> ContactSheet {
        let icon = RGBAImage(width: 4, height: 4)
        let cell = ContactSheet.Cell(
            title: "i.svg", icon: icon, inkBox: nil, targetBox: nil, targetIsRound: false, centreOfMass: nil, errors: [], warnings: [])
        return ContactSheet(title: "\(count) icons", canvas: canvas, pixelsPerPoint: 4, columns: 8, cells: Array(repeating: cell, count: count))
    }

    func testASheetOfFifteenHundredIconsTakesMoreColumnsThanAnImageIsTall() throws {
        let image = try PNGCodec.decode(try sheet(cells: 1_500).png(fonts: try FontSet.locate()))
        XCTAssertLessThanOrEqual(image.height, 32_767, "Cairo's tallest image")
        XCTAssertGreaterThan(image.width, 8 * 170, "more than eight columns")
        XCTAssertGreaterThanOrEqual((image.width - 32) / 170 * ((image.height - 76) / 187), 1_500, "a cell for every icon")
    }

    func testASheetTooLargeForOneImageIsRefusedInWords() throws {
        XCTAssertThrowsError(try sheet(cells: 40_000).png(fonts: try FontSet.locate())) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("a sheet of") && text.contains("at most 32767 px a side") && text.contains("100 million pixels"), text)
            XCTAssertFalse(text.contains("invalid value"), "not Cairo's words: \(text)")
        }
    }
}
