import Foundation
import TabBarModel
import XCTest

final class SpecOverrideTests: XCTestCase {
    private let yaml = "device: iphone-15\nselected: b\ntabs:\n  - { id: a, title: Alpha, icon: \"system:favorites\" }\n  - { id: b, title: Beta, icon: \"system:search\", badge: 2 }\n"

    private func decode(_ text: String, _ overrides: [String], format: SpecFormat = .yaml) throws -> Spec {
        try SpecDecoder().decode(
            Data(text.utf8), format: format, source: "phone.yaml",
            overrides: try overrides.map { try SpecOverride(argument: $0) })
    }

    private func error(_ text: String, _ overrides: [String]) -> SpecError? {
        do {
            _ = try decode(text, overrides)
            return nil
        } catch {
            return error as? SpecError
        }
    }

    func testOverridesReachTopLevelKeysAndListItemsAsTypedValues() throws {
        let spec = try decode(yaml, ["appearance=dark", "ios=26", "tabs[1].badge=9", "tabs[0].title=Home", "tint=#FF0000"])
        XCTAssertEqual(spec.appearance, .dark)
        XCTAssertEqual(spec.ios, try decode("device: iphone-15\nios: 26\ntabs: [{ title: A }]\n", []).ios)
        XCTAssertEqual(spec.tabs[0].title, "Home")
        XCTAssertEqual(spec.tint, try decode(yaml + "tint: \"#FF0000\"\n", []).tint)
        XCTAssertEqual(spec.tabs[1].badge, try decode(yaml.replacingOccurrences(of: "badge: 2", with: "badge: 9"), []).tabs[1].badge)
        XCTAssertNotEqual(spec.tabs[1].badge, try decode(yaml, []).tabs[1].badge)
    }

    func testAJSONSpecTakesOverridesLikeAYAMLOne() throws {
        let json = #"{"device": "iphone-15", "tabs": [{"title": "A"}, {"title": "B"}]}"#
        let spec = try decode(json, ["appearance=dark", "device=iphone-16-pro"], format: .json)
        XCTAssertEqual(spec.appearance, .dark)
        XCTAssertEqual(spec.device, .preset("iphone-16-pro"))
    }

    func testABadValueIsCheckedAsIfWrittenAndTheMessageNamesSetAndThePath() {
        XCTAssertEqual(error(yaml, ["appearance=dusk"])?.path, "--set appearance")
        XCTAssertEqual(error(yaml, ["appearance=dusk"])?.file, "phone.yaml")
        XCTAssertTrue(error(yaml, ["appearance=dusk"])?.message.contains("light | dark") == true)
        XCTAssertEqual(error(yaml, ["tabs[1].badge=[1]"])?.path, "--set tabs[1].badge")
        XCTAssertEqual(error(yaml, ["tabs[1].bagde=3"])?.path, "--set tabs[1].bagde")
        // An error in the file itself still points at the file's field.
        XCTAssertEqual(error(yaml.replacingOccurrences(of: "badge: 2", with: "badge: [2]"), ["appearance=dark"])?.path, "tabs[1].badge")
    }

    func testAPathOutsideTheTreeIsOneTypedError() {
        let past = error(yaml, ["tabs[5].badge=1"])
        XCTAssertEqual(past?.path, "--set tabs[5].badge")
        XCTAssertTrue(past?.message.contains("tabs has 2 items") == true, past?.message ?? "")
        XCTAssertTrue(error(yaml, ["device.width=3"])?.message.contains("device is not a mapping") == true)
        XCTAssertThrowsError(try SpecOverride(argument: "appearance")) { error in
            XCTAssertEqual(error as? SpecOverrideError, .missingValue(argument: "appearance"))
        }
        for bad in ["=dark", "tabs[x].badge=1", "tabs..a=1", "tabs[1]badge=1", ".a=1"] {
            XCTAssertThrowsError(try SpecOverride(argument: bad), bad)
        }
    }

    func testTheMatrixMakesEveryCombinationFirstKeySlowestWithStableLabels() throws {
        let matrix = try SpecMatrix(arguments: ["appearance=light,dark", "ios=18,26", "device=iphone-16-pro"])
        let stems = matrix.variants.map { $0.fileStem(specName: "phone") }
        XCTAssertEqual(stems, [
            "phone.light.ios18.iphone-16-pro", "phone.light.ios26.iphone-16-pro",
            "phone.dark.ios18.iphone-16-pro", "phone.dark.ios26.iphone-16-pro",
        ])
        XCTAssertEqual(SpecMatrix().variants.map { $0.fileStem(specName: "phone") }, ["phone"])
        XCTAssertEqual(try SpecOverride(argument: "tabs[1].badge=9").label, "badge9")
        XCTAssertEqual(try SpecOverride(argument: "tint=#FF0000").label, "FF0000")
        XCTAssertThrowsError(try SpecMatrix(arguments: ["appearance=light,,dark"]))
        XCTAssertThrowsError(try SpecMatrix(arguments: ["ios=18", "ios=26"]))
        XCTAssertThrowsError(try SpecMatrix(arguments: ["tabs[0].title=a b,a-b"]), "two values, one file name")
    }

    func testSheetHeadingsTakeRowsFromTheFirstKeyAndColumnsFromTheRest() throws {
        let two = try SpecMatrix(arguments: ["appearance=light,dark", "device=iphone-8,iphone-15", "ios=18,26"])
        let headings = two.sheetHeadings(specNames: ["phone"])
        XCTAssertEqual(headings.rows, ["light", "dark"])
        XCTAssertEqual(headings.columns, ["iphone-8 · ios18", "iphone-8 · ios26", "iphone-15 · ios18", "iphone-15 · ios26"])
        XCTAssertEqual(headings.rows.count * headings.columns.count, two.variants.count)
        let one = try SpecMatrix(arguments: ["appearance=light,dark"]).sheetHeadings(specNames: ["a", "b"])
        XCTAssertEqual(one.rows, ["a", "b"])
        XCTAssertEqual(one.columns, ["light", "dark"])
    }

    func testAssetsAreEveryIconAndPictureTheSpecNamesWithOverridesApplied() throws {
        let text = yaml.replacingOccurrences(of: "system:favorites", with: "icons/home.svg") + "backdrop: photo.JPG\ntint: \"#FF0000\"\n"
        XCTAssertEqual(SpecDecoder.assets(in: Data(text.utf8)), [.file("icons/home.svg"), .system("search"), .file("photo.JPG")])
        let overridden = SpecDecoder.assets(in: Data(text.utf8), overrides: [try SpecOverride(argument: "backdrop=#000000")])
        XCTAssertEqual(overridden, [.file("icons/home.svg"), .system("search")])
        XCTAssertEqual(SpecDecoder.assets(in: Data("tabs: [".utf8)), [], "text that does not parse names nothing")
    }
}
