import Foundation
import TestSupport
import TabBarImage
import TabBarModel
import TabBarRender
import XCTest

/// The checkout this test file lives in.

func makeRenderer() throws -> Renderer {
    try Renderer()
}

func document(_ spec: Spec, in directory: String = NSTemporaryDirectory()) -> SpecDocument {
    SpecDocument(spec: spec, source: "test.yaml", baseDirectory: directory)
}

/// A fresh folder for files a test writes.
func temporaryFolder() throws -> URL {
    let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tabbarkit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

extension RGBAImage {
    /// The pixel under a point, in points at `scale`.
    func pixel(at point: Point, scale: Int, canvas: Rect) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self[Int((point.x - canvas.x) * Double(scale)), Int((point.y - canvas.y) * Double(scale))]
    }

    /// Every pixel inside a rectangle given in points.
    func pixels(in rect: Rect, scale: Int, canvas: Rect) -> [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] {
        let s = Double(scale)
        let x0 = Int(((rect.minX - canvas.x) * s).rounded()), x1 = Int(((rect.maxX - canvas.x) * s).rounded())
        let y0 = Int(((rect.minY - canvas.y) * s).rounded()), y1 = Int(((rect.maxY - canvas.y) * s).rounded())
        var result: [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] = []
        for y in max(0, y0)..<min(height, y1) {
            for x in max(0, x0)..<min(width, x1) { result.append(self[x, y]) }
        }
        return result
    }
}

func isClose(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), to color: Color, tolerance: Int = 6) -> Bool {
    abs(Int(pixel.r) - Int((color.red * 255).rounded())) <= tolerance
        && abs(Int(pixel.g) - Int((color.green * 255).rounded())) <= tolerance
        && abs(Int(pixel.b) - Int((color.blue * 255).rounded())) <= tolerance
}

func expectInputError(
    _ body: () throws -> Void, path: String, containing text: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    do {
        try body()
        XCTFail("expected an input error at \(path)", file: file, line: line)
    } catch RenderError.input(let error) {
        XCTAssertEqual(error.path, path, file: file, line: line)
        XCTAssertTrue(error.message.contains(text), "\(error.message) should contain \(text)", file: file, line: line)
    } catch {
        XCTFail("unexpected error \(error)", file: file, line: line)
    }
}
