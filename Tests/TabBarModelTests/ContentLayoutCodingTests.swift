import Foundation
import TabBarModel
import XCTest

/// The content's body is an enum in Swift and a flat object in the layout JSON (`kind`, `rows`,
/// `image` or `grid`); both directions keep every body as it was.
final class ContentLayoutCodingTests: XCTestCase {
    private let frame = Rect(x: 0, y: 0, width: 393, height: 852)

    private func roundTrip(_ content: ContentLayout) throws -> (ContentLayout, [String: Any]) {
        let data = try JSONEncoder().encode(content)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (try JSONDecoder().decode(ContentLayout.self, from: data), object)
    }

    func testEveryBodySurvivesTheFlatJSONShape() throws {
        let grid = GridLayout(columns: 4, cells: [])
        for (body, kind) in [(ContentLayout.Body.color, "color"), (.image("backdrop.png"), "image"), (.rows([]), "rows"), (.grid(grid), "grid")] {
            let content = ContentLayout(body: body, frame: frame, scrollOffset: 12, topInset: 100)
            let (decoded, object) = try roundTrip(content)
            XCTAssertEqual(decoded, content, kind)
            XCTAssertEqual(object["kind"] as? String, kind)
            XCTAssertNotNil(object["rows"] as? [Any], "rows is always written, empty unless a list")
            XCTAssertEqual(object["image"] != nil, kind == "image", kind)
            XCTAssertEqual(object["grid"] != nil, kind == "grid", kind)
        }
    }

    func testTheAccessorsReadOnlyTheirOwnBody() {
        let picture = ContentLayout(body: .image("a.png"), frame: frame, scrollOffset: 0, topInset: 0)
        XCTAssertEqual(picture.image, "a.png")
        XCTAssertEqual(picture.rows, [])
        XCTAssertNil(picture.grid)
        XCTAssertEqual(picture.kind, .image)
        XCTAssertTrue(picture.reaches(below: 800))
        XCTAssertFalse(ContentLayout(body: .color, frame: frame, scrollOffset: 0, topInset: 0).reaches(below: 800), "a colour has nothing to scroll")
    }

    func testAnImageBodyWithoutItsPathIsRefused() {
        let json = #"{"kind":"image","frame":{"x":0,"y":0,"width":10,"height":10},"scrollOffset":0,"topInset":0,"rows":[]}"#
        XCTAssertThrowsError(try JSONDecoder().decode(ContentLayout.self, from: Data(json.utf8)))
    }
}
