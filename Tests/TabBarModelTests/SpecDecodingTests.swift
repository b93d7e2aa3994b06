import Foundation
import TabBarModel
import XCTest

final class SpecDecodingTests: XCTestCase {
    private func decodeYAML(_ text: String) throws -> Spec {
        try decodeYAMLSpec(text, source: "bar.yaml")
    }

    /// The error's one-line message for a YAML spec that must fail.
    private func failure(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> SpecError? {
        decodingFailure(text, source: "bar.yaml", file: file, line: line)
    }

    private let validYAML = """
        device: iphone-15
        orientation: portrait
        style: modern
        appearance: dark
        tint: "#FF9500"
        barTint: "#101010CC"
        translucent: true
        backdrop: "#336699"
        keyboard: false
        selected: recents
        tabs:
          - { id: favorites, title: Favorites, icon: "system:favorites" }
          - { id: recents, title: Recents, icon: "system:recents", badge: 3 }
          - { id: keypad, title: Keypad, icon: "icons/keypad.svg", badge: "!" }
          - { id: voicemail, title: Voicemail, enabled: false }
        """

    func testYAMLAndJSONDecodeToTheSameSpec() throws {
        let yaml = try decodeYAML(validYAML)
        let json = """
            {"device": "iphone-15", "orientation": "portrait", "style": "modern", "appearance": "dark",
             "tint": "#FF9500", "barTint": "#101010CC", "translucent": true, "backdrop": "#336699",
             "keyboard": false, "selected": "recents",
             "tabs": [
               {"id": "favorites", "title": "Favorites", "icon": "system:favorites"},
               {"id": "recents", "title": "Recents", "icon": "system:recents", "badge": 3},
               {"id": "keypad", "title": "Keypad", "icon": "icons/keypad.svg", "badge": "!"},
               {"id": "voicemail", "title": "Voicemail", "enabled": false}]}
            """
        let fromJSON = try SpecDecoder().decode(Data(json.utf8), format: .json, source: "bar.json")
        XCTAssertEqual(yaml, fromJSON)
        XCTAssertEqual(yaml.appearance, .dark)
        XCTAssertEqual(yaml.tint, Color(rgb: 0xFF9500))
        XCTAssertEqual(yaml.barTint?.alpha ?? 0, 0xCC / 255, accuracy: 1e-9)
        XCTAssertEqual(yaml.backdrop, .color(Color(rgb: 0x336699)))
        XCTAssertEqual(yaml.tabs[1].badge, .count(3))
        XCTAssertEqual(yaml.tabs[2].badge, .text("!"))
        XCTAssertEqual(yaml.tabs[0].icon, .system(.favorites))
        XCTAssertEqual(yaml.tabs[2].icon, .file("icons/keypad.svg"))
        XCTAssertFalse(yaml.tabs[3].enabled)
        XCTAssertEqual(yaml.selectedIndex, 1)
    }

    /// Anchors, aliases, merge keys, nulls and quoted numbers decode as YAML means them (the
    /// spec checks before decoding parse without Yams' default resolver, which they do not need).
    func testAnchorsMergeKeysNullsAndQuotedNumbers() throws {
        let spec = try decodeYAML("""
            device: iphone-15
            tint: ~
            tabs:
              - &favorite { title: Favorites, icon: "system:favorites", badge: 3 }
              - { <<: *favorite, title: Recents }
              - *favorite
              - { title: "12", icon: "system:search", badge: "7", enabled: no }
            """)
        XCTAssertEqual(spec.tabs.map(\.title), ["Favorites", "Recents", "Favorites", "12"])
        XCTAssertEqual(spec.tabs[1].icon, .system(.favorites))
        XCTAssertEqual(spec.tabs[1].badge, .count(3))
        XCTAssertEqual(spec.tabs[2].badge, .count(3))
        XCTAssertEqual(spec.tabs[3].badge, .text("7"))
        XCTAssertFalse(spec.tabs[3].enabled)
        XCTAssertNil(spec.tint)
        // A quoted `<<` is an ordinary key, which a tab does not have.
        XCTAssertEqual(failure("""
            device: iphone-15
            tabs:
              - { "<<": x, title: A }
            """)?.path, "tabs[0].<<")
    }

    /// A key written twice is named with both lines and its field, whichever Yams parsed it (Yams 6
    /// refuses such a mapping itself; Package.swift accepts Yams 5 and 6).
    func testDuplicateKeysNameTheFieldAndBothLines() {
        let cases: [(text: String, path: String, lines: String)] = [
            ("device: iphone-15\ntabs:\n  - { title: A }\ndevice: iphone-8\n", "device", "lines 1 and 4"),
            ("device: iphone-15\ntabs:\n  - { title: A, \"title\": B }\n", "tabs[0].title", "lines 3 and 3"),
            ("device: iphone-15\ntabs:\n  - title: A\n    'title': B\n    title: C\n", "tabs[0].title", "lines 3 and 4"),
            ("device: iphone-15\ntabs:\n  - { title: A }\n  - { title: B, badge: 1, badge: 2 }\n", "tabs[1].badge", "lines 4 and 4"),
            ("{\"device\": \"iphone-15\",\n \"tabs\": [{\"title\": \"Ä\"}],\n \"tabs\": []}\n", "tabs", "lines 2 and 3"),
            ("device: iphone-15\nnavigationBar:\n" + String(repeating: "  title: X\n", count: 40) + "tabs:\n  - { title: A }\n", "navigationBar.title", "lines 3 and 4"),
        ]
        for (text, path, lines) in cases {
            let error = failure(text)
            XCTAssertEqual(error?.path, path, text)
            XCTAssertTrue(error?.message.contains("duplicate key") == true, "\(text): \(error?.message ?? "")")
            XCTAssertTrue(error?.message.contains(lines) == true, "\(text): \(error?.message ?? "")")
            XCTAssertFalse(error?.message.contains("\u{E000}") == true)
        }
    }

    func testDefaultsForOmittedKeys() throws {
        let spec = try decodeYAML("device: iphone-8\ntabs:\n  - { title: Only }\n")
        XCTAssertEqual(spec.style, .modern)
        XCTAssertEqual(spec.appearance, .light)
        XCTAssertTrue(spec.translucent)
        XCTAssertFalse(spec.keyboard)
        XCTAssertEqual(spec.selectedIndex, 0)
        XCTAssertEqual(spec.tabId(at: 0), "only")
    }

    func testSpecEncodesBackToWhatWasWritten() throws {
        let spec = try decodeYAML(validYAML)
        let data = try JSONEncoder().encode(spec)
        XCTAssertEqual(try SpecDecoder().decode(data, format: .json, source: "round-trip.json"), spec)
    }

    func testUnknownKeyNamesItsPath() {
        let error = failure("device: iphone-15\ntabs:\n  - { title: A }\n  - { title: B, bagde: 2 }\n")
        XCTAssertEqual(error?.file, "bar.yaml")
        XCTAssertEqual(error?.path, "tabs[1].bagde")
        XCTAssertTrue(error?.message.contains("unknown key") ?? false, error?.message ?? "")
        XCTAssertTrue(error?.message.contains("badge") ?? false, "lists the keys that are allowed")
    }

    func testAMisspeltKeyGetsADidYouMean() {
        XCTAssertTrue(failure("device: iphone-15\ntabz:\n  - { title: A }\n")?.message.contains("unknown key; did you mean \"tabs\"?") ?? false)
        XCTAssertTrue(failure("device: iphone-15\ntabs:\n  - { title: A, bagde: 2 }\n")?.message.contains("did you mean \"badge\"?") ?? false)
        let far = failure("device: iphone-15\nwallpaper: x\ntabs:\n  - { title: A }\n")
        XCTAssertFalse(far?.message.contains("did you mean") ?? true, "no guess for a word near no key: \(far?.message ?? "")")
    }

    /// Foundation's decoder takes a comma before `}` or `]`; JSON does not, nor does any other tool
    /// a team runs over the same file.
    func testJSONThatIsNotJSONIsRefusedWithItsLine() throws {
        func refusal(_ text: String) -> SpecError? {
            do {
                _ = try SpecDecoder().decode(Data(text.utf8), format: .json, source: "bar.json")
                return nil
            } catch {
                return error
            }
        }
        let trailing = refusal("{\"device\": \"iphone-15\",\n \"tabs\": [{\"title\": \"A\"},],\n}")
        XCTAssertEqual(trailing?.message, "not valid JSON at line 2, column 26: a comma before \"]\" is not JSON; remove it")
        XCTAssertEqual(trailing?.location, SpecLocation(line: 2, column: 26))
        XCTAssertTrue(refusal("{\"device\": \"iphone-15\", \"tabs\": [{\"title\": \"A\",}]}")?.message.contains("a comma before \"}\"") ?? false)
        for bad in ["{\"a\": 01}", "{\"a\": 'x'}", "{a: 1}", "{\"a\": 1} x", "{\"a\": \"\\q\"}", "{\"a\": [1 2]}", "{\"a\": tru}"] {
            XCTAssertTrue(refusal(bad)?.message.hasPrefix("not valid JSON at line 1") ?? false, bad)
        }
        XCTAssertNoThrow(try SpecDecoder().decode(Data("{\"device\": \"iphone-15\", \"tabs\": [{\"title\": \"A\\u00e9\", \"badge\": 12}]}".utf8), format: .json, source: "ok.json"))
    }

    func testWrongTypeNamesItsPathAndTheExpectedType() {
        let error = failure("device: iphone-15\ntranslucent: maybe\ntabs:\n  - { title: A }\n")
        XCTAssertEqual(error?.path, "translucent")
        XCTAssertEqual(error?.message, "expected true or false")
    }

    func testBadgeThatIsNeitherNumberNorText() {
        let empty = failure("device: iphone-15\ntabs:\n  - { title: A }\n  - { title: B }\n  - { title: C, badge: \"  \" }\n")
        XCTAssertEqual(empty?.path, "tabs[2].badge")
        XCTAssertTrue(empty?.message.contains("non-empty one-line string") ?? false, empty?.message ?? "")
        let list = failure("device: iphone-15\ntabs:\n  - { title: A, badge: [1, 2] }\n")
        XCTAssertEqual(list?.path, "tabs[0].badge")
        XCTAssertEqual(list?.message, "expected a number or a string such as \"!\"")
        let twoLines = failure("device: iphone-15\ntabs:\n  - { title: A, badge: \"a\\nb\" }\n")
        XCTAssertEqual(twoLines?.path, "tabs[0].badge")
    }

    /// UIKit's badgeValue is any string, and a count of 0 or below is shown as its digits.
    func testAnyTextAndAnyCountAreBadges() throws {
        let spec = try decodeYAML("device: iphone-15\ntabs:\n  - { title: A, badge: \"new!!\" }\n  - { title: B, badge: -3 }\n  - { title: C, badge: 0 }\n  - { title: D, badge: \" 99+ \" }\n")
        XCTAssertEqual(spec.tabs.map(\.badge), [.text("new!!"), .count(-3), .count(0), .text("99+")])
        XCTAssertEqual(spec.tabs.map { $0.badge?.text }, ["new!!", "-3", "0", "99+"])
    }

    func testUnknownDeviceSaysWhereTheKnownOnesAreListed() {
        let error = failure("device: iphone-99\ntabs:\n  - { title: A }\n")
        XCTAssertEqual(error?.path, "device")
        XCTAssertTrue(error?.message.contains("tabbar devices") ?? false, error?.message ?? "")
        XCTAssertTrue(error?.message.contains("iphone-99") ?? false, error?.message ?? "")
    }

    func testEmptyTabListIsRejected() {
        XCTAssertEqual(failure("device: iphone-15\ntabs: []\n")?.path, "tabs")
    }

    func testMissingRequiredKey() {
        let error = failure("tabs:\n  - { title: A }\n")
        XCTAssertEqual(error?.path, "device")
        XCTAssertTrue(error?.message.contains("required") ?? false)
    }

    func testKeywordFieldsListTheirChoices() {
        let error = failure("device: iphone-15\norientation: sideways\ntabs:\n  - { title: A }\n")
        XCTAssertEqual(error?.path, "orientation")
        XCTAssertEqual(error?.message, "expected portrait | landscape, got \"sideways\"")
    }

    func testBadColourAndUnknownSystemIcon() {
        XCTAssertEqual(failure("device: iphone-15\ntint: blue\ntabs:\n  - { title: A }\n")?.path, "tint")
        let icon = failure("device: iphone-15\ntabs:\n  - { title: A, icon: \"system:rocket\" }\n")
        XCTAssertEqual(icon?.path, "tabs[0].icon")
        XCTAssertTrue(icon?.message.contains("most-viewed") ?? false)
    }

    func testSelectionMustNameAnExistingTab() {
        let index = failure("device: iphone-15\nselected: 4\ntabs:\n  - { title: A }\n")
        XCTAssertEqual(index?.path, "selected")
        XCTAssertTrue(index?.message.contains("from 0 to 0") ?? false, index?.message ?? "")
        let id = failure("device: iphone-15\nselected: nowhere\ntabs:\n  - { title: A }\n")
        XCTAssertEqual(id?.path, "selected")
    }

    func testTabNeedsTitleOrIcon() {
        XCTAssertEqual(failure("device: iphone-15\ntabs:\n  - { id: blank }\n")?.path, "tabs[0]")
    }

    func testSyntaxErrorsSayWhichLanguage() {
        let yaml = failure("device: [iphone-15\ntabs:\n")
        XCTAssertEqual(yaml?.path, "")
        XCTAssertTrue(yaml?.message.hasPrefix("not valid YAML") ?? false, yaml?.message ?? "")
        do {
            _ = try SpecDecoder().decode(Data("{\"device\": ".utf8), format: .json, source: "bad.json")
            XCTFail("should fail")
        } catch {
            XCTAssertEqual(error.file, "bad.json")
            XCTAssertTrue(error.message.hasPrefix("not valid JSON"), error.message)
        }
    }

    func testAppleTVRefusesPortraitAndKeyboard() {
        XCTAssertEqual(failure("device: apple-tv\norientation: portrait\ntabs:\n  - { title: A }\n")?.path, "orientation")
        XCTAssertEqual(failure("device: apple-tv\nkeyboard: true\ntabs:\n  - { title: A }\n")?.path, "keyboard")
    }

    func testErrorDescriptionIsOneLineWithFileAndPath() {
        let error = SpecError(file: "phone.yaml", path: "tabs[2].badge", message: "expected a number")
        XCTAssertEqual(error.description, "phone.yaml: tabs[2].badge: expected a number")
    }
}
