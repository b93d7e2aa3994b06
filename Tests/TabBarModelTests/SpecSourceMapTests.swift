import TabBarModel
import XCTest

final class SpecSourceMapTests: XCTestCase {
    func testFindsTheLineOfAFieldInYAML() {
        let map = SpecSourceMap(text: """
            # a comment
            device: iphone-15
            selected: b
            tabs:
              - { id: a, title: A }
              - id: b
                title: Compose
                badge: New
            """)
        XCTAssertEqual(map.location(of: "device"), SpecLocation(line: 2, column: 1))
        XCTAssertEqual(map.location(of: "tabs[1].title"), SpecLocation(line: 7, column: 5))
        XCTAssertEqual(map.location(of: "tabs[0].title")?.line, 5)
        XCTAssertEqual(map.location(of: "tabs[1].enabled")?.line, 6, "a default points at its tab")
        XCTAssertEqual(map.location(of: "tabs")?.line, 4)
        XCTAssertNil(map.location(of: "toolbar"))
    }

    func testFindsTheLineOfAFieldInJSON() {
        let map = SpecSourceMap(text: "{\n  \"device\": \"iphone-15\",\n  \"tabs\": [\n    {\"id\": \"a\"},\n    {\"id\": \"b\", \"badge\": 2}\n  ]\n}\n")
        XCTAssertEqual(map.location(of: "tabs[1].badge")?.line, 5)
        XCTAssertEqual(map.location(of: "device")?.line, 2)
    }

    func testTextThatDoesNotParseFindsNothing() {
        XCTAssertNil(SpecSourceMap(text: "device: [").location(of: "device"))
    }
}
