import TabBarImage
import XCTest

/// The renderer's pixels (Cairo's premultiplied ARGB32 words) to straight RGBA, as the PNG encoder
/// and `RGBAImage` convert them eight and thirty-two at a time, checked pixel by pixel against the
/// one-pixel rule written out here.
final class PremultipliedEncodingTests: XCTestCase {
    /// A premultiplied word to straight (r, g, b, a), rounding to nearest: a clear pixel is all zeros.
    private func straight(_ word: UInt32) -> [UInt8] {
        let alpha = word >> 24
        guard alpha > 0 else { return [0, 0, 0, 0] }
        func channel(_ shift: UInt32) -> UInt8 { UInt8(((word >> shift & 0xFF) * 255 + alpha / 2) / alpha) }
        return [channel(16), channel(8), channel(0), UInt8(alpha)]
    }

    /// Rows where every group of eight (and of thirty-two) the fast paths take is met: long opaque
    /// runs, clear runs (some with colour left in them), groups with one translucent pixel, and
    /// text-like bursts of changing pixels; the width is no multiple of 8.
    private func words(width: Int, height: Int, seed: UInt64) -> [UInt32] {
        var state = seed
        func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        func premultiplied(alpha: UInt32) -> UInt32 {
            let channel = { alpha == 0 ? 0 : next() % (alpha + 1) }
            return alpha << 24 | channel() << 16 | channel() << 8 | channel()
        }
        var pixels: [UInt32] = []
        for y in 0..<height {
            var x = 0
            while x < width {
                let run = min(width - x, 1 + Int(next() % 70))
                let kind = (Int(next() % 6) + y) % 6
                let flat = premultiplied(alpha: [255, 0, 128][kind % 3])
                for index in 0..<run {
                    switch kind {
                    case 0, 3: pixels.append(flat)
                    case 1: pixels.append(index == run / 2 ? premultiplied(alpha: 1 + next() % 254) : 0xFF10_2030)
                    case 2: pixels.append(next() % 4 == 0 ? UInt32(next() % 256) << 16 : 0)
                    case 4: pixels.append(premultiplied(alpha: next() % 3 == 0 ? 255 : next() % 256))
                    default: pixels.append(index % 9 < 3 ? premultiplied(alpha: 255) : 0xFFFF_FFFF)
                    }
                }
                x += run
            }
        }
        return pixels
    }

    private func check(width: Int, height: Int, seed: UInt64, file: StaticString = #filePath, line: UInt = #line) throws {
        let pixels = words(width: width, height: height, seed: seed)
        let expected = RGBAImage(width: width, height: height, pixels: pixels.flatMap(straight))
        try pixels.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self).baseAddress!
            let converted = RGBAImage(premultipliedARGB32: bytes, width: width, height: height, stride: width * 4)
            XCTAssertEqual(converted, expected, "RGBAImage(premultipliedARGB32:)", file: file, line: line)
            for compression in [PNGCodec.Compression.fast, .small] {
                let png = try PNGCodec.encodePremultipliedARGB32(
                    pixels: bytes, width: width, height: height, stride: width * 4, compression: compression)
                XCTAssertEqual(try PNGCodec.decode(png), expected, "\(compression)", file: file, line: line)
            }
        }
    }

    func testEveryKindOfGroupConvertsAsThePixelRuleSays() throws {
        try check(width: 203, height: 60, seed: 1)
        try check(width: 7, height: 5, seed: 2)
        try check(width: 1206, height: 40, seed: 3)
    }

    func testAFlatPictureWithBurstsOfLiteralsRoundTripsThroughTheRunEncoder() throws {
        // Mostly flat, with bursts of changing bytes that cannot start a match (the run encoder's
        // literals) crossing band seams: 1206 px rows make a band of 217 rows.
        let width = 1206, height = 500
        var pixels = [UInt32](repeating: 0xFFF2_F2F7, count: width * height)
        var state: UInt32 = 7
        for y in stride(from: 3, to: height, by: 5) {
            for x in stride(from: (y * 37) % 97, to: width - 40, by: 131) {
                for k in 0..<23 {
                    state = state &* 1_103_515_245 &+ 12_345
                    pixels[y * width + x + k] = 0xFF00_0000 | state >> 8
                }
            }
        }
        let expected = RGBAImage(width: width, height: height, pixels: pixels.flatMap(straight))
        let png = try pixels.withUnsafeBytes { raw in
            try PNGCodec.encodePremultipliedARGB32(
                pixels: raw.bindMemory(to: UInt8.self).baseAddress!, width: width, height: height, stride: width * 4)
        }
        XCTAssertLessThan(png.count, width * height, "the run encoder made it, not the fallback")
        XCTAssertEqual(try PNGCodec.decode(png), expected)
    }
}
