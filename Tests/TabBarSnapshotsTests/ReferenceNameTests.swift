import Foundation
import TabBarModel
import TabBarSnapshots
import XCTest

final class ReferenceNameTests: XCTestCase {
    private let yaml = "device: iphone-15\nselected: b\ntabs:\n  - { id: a, title: Alpha, icon: \"system:favorites\" }\n  - { id: b, title: Beta, icon: \"system:search\", badge: 2 }\n"

    private func decode(_ overrides: [String]) throws -> Spec {
        try SpecDecoder().decode(
            Data(yaml.utf8), format: .yaml, source: "phone.yaml",
            overrides: try overrides.map { try SpecOverride(argument: $0) })
    }

    func testReferenceNamesAddOnlyWhatTheNameDoesNotShow() throws {
        let variant = try SpecMatrix(arguments: ["appearance=dark", "ios=26"]).variants[0]
        let spec = try decode(variant.overrides.map { "\($0.path)=\($0.value)" })
        XCTAssertEqual(ReferenceName.make(specName: "phone", spec: spec, scale: 3, variant: variant), "phone.ios26.iphone-15.dark@3x.png")
        XCTAssertEqual(ReferenceName.make(specName: "phone", spec: spec, scale: 3), "phone.iphone-15.dark@3x.png")
    }

    func testASpecFileIsNamedByItsFileNameAndTheDevicesScaleUnlessOneIsGiven() throws {
        let document = SpecDocument(spec: try decode([]), source: "specs/phone.yaml")
        XCTAssertEqual(ReferenceName.make(specPath: "specs/phone.yaml", document: document, scale: nil), "phone.iphone-15.light@3x.png")
        XCTAssertEqual(ReferenceName.make(specPath: "specs/phone.yaml", document: document, scale: 2), "phone.iphone-15.light@2x.png")
    }
}
