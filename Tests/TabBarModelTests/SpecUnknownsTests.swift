import Foundation
import TabBarModel
import XCTest

/// `unknowns:`, which `tabbar import` writes: read, bounded, encoded back, and linted one warning
/// per entry naming the source line.
final class SpecUnknownsTests: XCTestCase {
    private let base = """
        device: iphone-15
        tabs:
          - { title: Shop }
          - { title: Cart }

        """

    private func spec(_ unknowns: String) throws -> Spec {
        try decodeYAMLSpec(base + unknowns, source: "bar.yaml")
    }

    private func error(_ unknowns: String, line: UInt = #line) -> SpecError? {
        decodingFailure(base + unknowns, source: "bar.yaml", file: #filePath, line: line)
    }

    func testEntriesAreReadAndEncodedBack() throws {
        let decoded = try spec("""
            unknowns:
              - { field: "tabs[1].badge", source: "App/Store Tabs.swift:8", reason: "`cartCount` is known only when the app runs; left out" }
              - { field: "tabs[2]", source: "C:/App/Tabs.swift:12", reason: "tabs inside #if DEBUG" }
            """)
        XCTAssertEqual(decoded.unknowns, [
            SpecUnknown(field: "tabs[1].badge", source: "App/Store Tabs.swift:8", reason: "`cartCount` is known only when the app runs; left out"),
            SpecUnknown(field: "tabs[2]", source: "C:/App/Tabs.swift:12", reason: "tabs inside #if DEBUG"),
        ])
        let json = try JSONEncoder().encode(decoded)
        XCTAssertEqual(try SpecDocument(json: String(decoding: json, as: UTF8.self)).spec, decoded)
        XCTAssertNil(try spec("").unknowns)
    }

    func testEachFieldIsCheckedWithItsPath() throws {
        XCTAssertEqual(error(#"unknowns: [{ field: "tabs[1].badge", source: "App/Tabs.swift", reason: "x" }]"#)?.path, "unknowns[0].source")
        XCTAssertEqual(error(#"unknowns: [{ field: "tabs[1].badge", source: "App/Tabs.swift:0", reason: "x" }]"#)?.path, "unknowns[0].source")
        XCTAssertEqual(error(#"unknowns: [{ field: "tabs[1].badge", source: ":12", reason: "x" }]"#)?.path, "unknowns[0].source")
        XCTAssertEqual(error(#"unknowns: [{ field: "tabs[1", source: "A.swift:1", reason: "x" }]"#)?.path, "unknowns[0].field")
        XCTAssertEqual(error(#"unknowns: [{ field: "tabs..title", source: "A.swift:1", reason: "x" }]"#)?.path, "unknowns[0].field")
        XCTAssertEqual(error(#"unknowns: [{ field: "tabs[0]", source: "A.swift:1", reason: "  " }]"#)?.path, "unknowns[0].reason")
        XCTAssertEqual(error(#"unknowns: [{ field: "tabs[0]", source: "A.swift:1", reason: "two\nlines" }]"#)?.path, "unknowns[0].reason")
        XCTAssertTrue(error(#"unknowns: [{ field: "tabs[0]", source: "A.swift:1" }]"#)?.path.hasPrefix("unknowns[0]") ?? false)
        XCTAssertTrue(error(#"unknowns: [{ field: "tabs[0]", source: "A.swift:1", reason: "x", line: 3 }]"#)?.path.hasPrefix("unknowns[0]") ?? false)
        let message = error(#"unknowns: [{ field: "tabs[1].badge", source: "App/Tabs.swift", reason: "x" }]"#)?.message ?? ""
        XCTAssertTrue(message.contains("expected FILE:LINE"), message)
    }

    func testTheListAndItsTextsAreBounded() throws {
        let entry = #"  - { field: "tabs[0]", source: "A.swift:1", reason: "x" }"#
        XCTAssertEqual(try spec("unknowns:\n" + Array(repeating: entry, count: 1_000).joined(separator: "\n")).unknowns?.count, 1_000)
        let tooMany = error("unknowns:\n" + Array(repeating: entry, count: 1_001).joined(separator: "\n"))
        XCTAssertEqual(tooMany?.path, "unknowns")
        XCTAssertTrue(tooMany?.message.contains("at most 1000") ?? false, "\(String(describing: tooMany))")
        let long = String(repeating: "a", count: 1_001)
        XCTAssertEqual(error(#"unknowns: [{ field: "tabs[0]", source: "A.swift:1", reason: "\#(long)" }]"#)?.path, "unknowns[0].reason")
        XCTAssertEqual(error(#"unknowns: [{ field: "tabs[0]", source: "\#(long + long):1", reason: "x" }]"#)?.path, "unknowns[0].source")
    }

    /// What the importer reads is never trusted to fit: `bounded` always makes an entry that loads.
    func testBoundedEntriesAlwaysLoad() throws {
        let entry = SpecUnknown.bounded(
            field: "tint color", file: "App/" + String(repeating: "x", count: 5_000) + "\n.swift", line: 0,
            reason: "first\nsecond\u{2028}" + String(repeating: "y", count: 5_000))
        XCTAssertEqual(entry.field, "tabs")
        XCTAssertTrue(entry.source.hasSuffix(".swift:1") || entry.source.hasSuffix("…:1"), entry.source)
        let spec = Spec(device: "iphone-15", tabs: [TabSpec(title: "Shop")], unknowns: [entry])
        let json = String(decoding: try JSONEncoder().encode(spec), as: UTF8.self)
        XCTAssertEqual(try SpecDocument(json: json).spec.unknowns, [entry])
    }

    func testLintWarnsOncePerUnknownNamingTheSourceLine() throws {
        let decoded = try spec("""
            unknowns:
              - { field: "tabs[1].badge", source: "App/StoreTabs.swift:8", reason: "`cartCount` is known only when the app runs; left out" }
              - { field: "tabs[0].title", source: "App/StoreTabs.swift:7", reason: "`model.title()` is known only when the app runs" }
            """)
        let findings = GuidelineChecker().check(decoded, layout: try makeLayout(decoded)).filter { $0.rule == "import-unknown" }
        XCTAssertEqual(findings.map(\.path), ["unknowns[0]", "unknowns[1]"])
        XCTAssertEqual(findings.map(\.severity), [.warning, .warning])
        XCTAssertTrue(findings[0].message.hasPrefix("App/StoreTabs.swift:8: tabs[1].badge: `cartCount` is known only when the app runs"), findings[0].message)
        XCTAssertTrue(findings[1].message.hasPrefix("App/StoreTabs.swift:7: tabs[0].title:"), findings[1].message)
        XCTAssertEqual(GuidelineChecker().check(try spec(""), layout: try makeLayout(try spec(""))).filter { $0.rule == "import-unknown" }, [])
    }
}
