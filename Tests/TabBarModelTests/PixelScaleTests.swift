import TabBarModel
import XCTest

/// The one scale rule, as the model, the device decoder and the command line apply it.
final class PixelScaleTests: XCTestCase {
    func testOnlyTheScalesOfRealDevicesAreScales() throws {
        XCTAssertEqual([0, 1, 2, 3, 4, -1].map { PixelScale($0)?.value }, [nil, 1, 2, 3, nil, nil])
        XCTAssertEqual(PixelScale.expectation(got: 4), "expected 1, 2 or 3, got 4")
        XCTAssertThrowsError(try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(2)), scale: 4)) { error in
            XCTAssertEqual((error as? SpecError)?.path, "scale")
            XCTAssertTrue("\(error)".contains(PixelScale.expectation(got: 4)), "\(error)")
        }
        XCTAssertThrowsError(try SpecDocument(yaml: "device: { width: 300, height: 600, scale: 5 }\ntabs: [{ title: A }]\n")) { error in
            XCTAssertTrue("\(error)".contains("expected 1, 2 or 3, got 5"), "\(error)")
        }
    }
}
