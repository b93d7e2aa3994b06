import Foundation
import TabBarModel
import XCTest

func decodeYAMLSpec(_ text: String, source: String) throws -> Spec {
    try SpecDecoder().decode(Data(text.utf8), format: .yaml, source: source)
}

/// The error of a YAML spec that must not decode; the test fails when it decodes.
func decodingFailure(_ text: String, source: String, file: StaticString, line: UInt) -> SpecError? {
    do {
        _ = try decodeYAMLSpec(text, source: source)
        XCTFail("decoding should have failed", file: file, line: line)
    } catch let error as SpecError {
        return error
    } catch {
        XCTFail("unexpected error \(error)", file: file, line: line)
    }
    return nil
}
