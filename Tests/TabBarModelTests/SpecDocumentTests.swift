import Foundation
import TabBarModel
import XCTest

/// The one spec loader, shared by the command line and TabBarTesting.
final class SpecDocumentTests: XCTestCase {
    func testYAMLAndJSONTextGiveTheSameSpec() throws {
        let yaml = try SpecDocument(yaml: "device: iphone-15\ntabs:\n  - { title: Home, icon: \"system:favorites\" }\n")
        let json = try SpecDocument(json: #"{"device": "iphone-15", "tabs": [{"title": "Home", "icon": "system:favorites"}]}"#)
        XCTAssertEqual(yaml.spec, json.spec)
        XCTAssertEqual(yaml.spec.tabs.first?.icon, .system(.favorites))
        XCTAssertEqual(yaml.baseDirectory, ".")
    }

    func testAFileIsReadWithItsFolderAsTheBase() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spec-document-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bar.yml")
        try Data("device: iphone-8\ntabs:\n  - { title: A }\n".utf8).write(to: file)
        let document = try SpecDocument(contentsOf: file)
        XCTAssertEqual(document.baseDirectory, folder.path)
        XCTAssertEqual(document.source, file.path)
    }

    func testErrorsAreTheCommandLinesOneLineMessages() {
        XCTAssertThrowsError(try SpecDocument(yaml: "device: iphone-15\ntabs:\n  - { title: A, badge: [1] }\n")) { error in
            XCTAssertEqual((error as? SpecError)?.path, "tabs[0].badge", "\(error)")
        }
        XCTAssertThrowsError(try SpecDocument(contentsOf: URL(fileURLWithPath: "/nonexistent/bar.yaml"))) { error in
            XCTAssertEqual("\(error)", "/nonexistent/bar.yaml: no such file")
        }
        XCTAssertThrowsError(try SpecDocument(contentsOf: URL(fileURLWithPath: "/tmp/bar.txt"))) { error in
            XCTAssertEqual("\(error)", "/tmp/bar.txt: expected a .yaml, .yml or .json spec file")
        }
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        XCTAssertThrowsError(try SpecDocument(json: deep)) { error in
            XCTAssertTrue("\(error)".contains("nested more than"), "\(error)")
        }
    }
}
