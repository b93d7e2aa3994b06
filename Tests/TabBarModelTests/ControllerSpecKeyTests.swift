import Foundation
import TabBarModel
import XCTest

/// The spec keys the controller and the guideline checks read: placement, toolbar, and per tab
/// shouldSelect, customizable, restorationId and removed.
final class ControllerSpecKeyTests: XCTestCase {
    private func decode(_ text: String) throws -> Spec {
        try SpecDecoder().decode(Data(text.utf8), format: .yaml, source: "bar.yaml")
    }

    private func failure(_ text: String) -> SpecError? {
        do {
            _ = try decode(text)
            return nil
        } catch {
            return error as? SpecError
        }
    }

    func testDefaults() throws {
        let spec = try decode("device: iphone-15\ntabs:\n  - { id: a, title: A }\n")
        XCTAssertNil(spec.placement)
        XCTAssertNil(spec.toolbar)
        XCTAssertTrue(spec.tabs[0].shouldSelect)
        XCTAssertTrue(spec.tabs[0].customizable)
        XCTAssertFalse(spec.tabs[0].removed)
        XCTAssertEqual(spec.restorationId(at: 0), "a", "the tab's id")
    }

    func testEveryKeyDecodesAndEncodesBack() throws {
        let spec = try decode("""
            device: ipad
            placement: popover
            toolbar:
              items:
                - { title: Delete }
                - { icon: "system:search" }
            tabs:
              - { id: a, title: A, shouldSelect: false, customizable: false, restorationId: a-v2 }
              - { id: b, title: B, removed: true }
            """)
        XCTAssertEqual(spec.placement, .popover)
        XCTAssertEqual(spec.toolbar?.items, [BarButtonItemSpec(title: "Delete"), BarButtonItemSpec(icon: .system(.search))])
        XCTAssertFalse(spec.tabs[0].shouldSelect)
        XCTAssertFalse(spec.tabs[0].customizable)
        XCTAssertEqual(spec.restorationId(at: 0), "a-v2")
        XCTAssertTrue(spec.tabs[1].removed)
        let json = try JSONEncoder().encode(spec)
        XCTAssertEqual(try SpecDecoder().decode(json, format: .json, source: "again.json"), spec)
    }

    func testBadValuesNameTheirField() {
        let placement = failure("device: ipad\nplacement: sidebar\ntabs:\n  - { title: A }\n")
        XCTAssertEqual(placement?.path, "placement")
        XCTAssertEqual(placement?.message, "expected main | splitPrimary | splitSecondary | popover, got \"sidebar\"")
        XCTAssertEqual(failure("device: iphone-15\nplacement: popover\ntabs:\n  - { title: A }\n")?.path, "placement",
                       "split views and popovers with a tab bar are an iPad layout")
        XCTAssertNil(failure("device: iphone-15\nplacement: main\ntabs:\n  - { title: A }\n"))
        XCTAssertEqual(failure("device: iphone-15\ntoolbar:\n  items:\n    - { style: done }\ntabs:\n  - { title: A }\n")?.path, "toolbar.items[0]", "a style alone is not a button")
        XCTAssertEqual(failure("device: iphone-15\ntoolbar:\n  items:\n    - { title: \" \" }\ntabs:\n  - { title: A }\n")?.path, "toolbar.items[0].title")
        XCTAssertEqual(failure("device: iphone-15\ntoolbar: [a]\ntabs:\n  - { title: A }\n")?.path, "toolbar[0]", "a list is items; a word is not an item")
        // JSON: Yams reads a quoted empty string in YAML as no value at all.
        let json = "{\"device\": \"iphone-15\", \"tabs\": [{\"title\": \"A\", \"restorationId\": \"\"}]}"
        XCTAssertThrowsError(try SpecDecoder().decode(Data(json.utf8), format: .json, source: "bar.json")) { error in
            XCTAssertEqual((error as? SpecError)?.path, "tabs[0].restorationId")
        }
        XCTAssertEqual(failure("device: iphone-15\ntabs:\n  - { title: A, shouldSelect: sometimes }\n")?.path, "tabs[0].shouldSelect")
        XCTAssertEqual(failure("device: iphone-15\ntabs:\n  - { title: A, removed: true }\n")?.path, "tabs", "at least one tab stays")
    }
}
