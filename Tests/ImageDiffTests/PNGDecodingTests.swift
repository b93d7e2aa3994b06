import Foundation
import TabBarBenchmarks
import ImageDiff
import TabBarImage
import XCTest

/// The PNG decoder on files built here byte by byte (stored deflate blocks, every filter, every colour
/// type and bit depth, Adam7), and on broken files, each refused with a message naming the fault.
final class PNGDecodingTests: XCTestCase {
    // MARK: - Building PNGs

    private static let crcTable: [UInt32] = (0 ..< 256).map { n in
        var c = UInt32(n)
        for _ in 0 ..< 8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private func crc(_ bytes: [UInt8]) -> UInt32 {
        ~bytes.reduce(UInt32.max) { Self.crcTable[Int(($0 ^ UInt32($1)) & 0xff)] ^ ($0 >> 8) }
    }

    private func be32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    private func zlib(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65535, data.count)
            let length = UInt16(end - start)
            out += [end == data.count ? 1 : 0, UInt8(length & 0xff), UInt8(length >> 8), UInt8(~length & 0xff), UInt8(~length >> 8)]
            out += data[start ..< end]
            start = end
        } while start < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return out + be32(b << 16 | a)
    }

    private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc(body))
    }

    private func header(_ width: Int, _ height: Int, depth: UInt8, color: UInt8, interlace: UInt8 = 0) -> [UInt8] {
        be32(UInt32(width)) + be32(UInt32(height)) + [depth, color, 0, 0, interlace]
    }

    private let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    private func png(_ ihdr: [UInt8], before: [[UInt8]] = [], data: [UInt8]) -> Data {
        Data(signature + chunk("IHDR", ihdr) + before.joined() + chunk("IDAT", zlib(data)) + chunk("IEND", []))
    }

    /// Rows of samples, each with filter byte 0.
    private func unfiltered(_ rows: [[UInt8]]) -> [UInt8] {
        rows.flatMap { [0] + $0 }
    }

    /// `row` filtered with PNG filter `type` against `previous` (nil for the first row).
    private func filter(_ type: UInt8, _ row: [UInt8], _ previous: [UInt8]?, bpp: Int) -> [UInt8] {
        let above = previous ?? [UInt8](repeating: 0, count: row.count)
        var out: [UInt8] = [type]
        for i in row.indices {
            let a = i >= bpp ? Int(row[i - bpp]) : 0, b = Int(above[i]), c = i >= bpp ? Int(above[i - bpp]) : 0
            let predictor: Int
            switch type {
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = (a + b) / 2
            case 4:
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
            default: predictor = 0
            }
            out.append(UInt8(truncatingIfNeeded: Int(row[i]) - predictor))
        }
        return out
    }

    private func decodeError(_ data: Data, maxPixels: Int = PNGCodec.defaultMaxPixels) -> String {
        do {
            _ = try PNGCodec.decode(data, maxPixels: maxPixels)
            return "decoded"
        } catch {
            return "\(error)"
        }
    }

    // MARK: - Decoding

    func testEncoderOutputDecodesToTheSamePixels() throws {
        let image = SyntheticImages.noise(width: 37, height: 23, seed: 3)
        XCTAssertEqual(try PNGCodec.decode(PNGCodec.encode(image)), image)
    }

    func testRunEncoderAndItsFallbackRoundTripDeterministically() throws {
        // A flat UI picture goes through the run encoder, noise through libdeflate; both must decode exactly.
        let ui = SyntheticImages.screenshotPair(width: 320, height: 480, seed: 3).expected
        let noise = SyntheticImages.noise(width: 200, height: 100, seed: 4, opaque: true)
        for image in [ui, noise] {
            for compression in [PNGCodec.Compression.fast, .small] {
                let png = try PNGCodec.encode(image, compression: compression)
                XCTAssertEqual(try PNGCodec.decode(png), image)
                XCTAssertEqual(try PNGCodec.encode(image, compression: compression), png, "the same pixels give the same bytes")
            }
        }
        XCTAssertLessThan(try PNGCodec.encode(ui, compression: .fast).count, ui.pixels.count / 20, "runs of flat colour compress")
        XCTAssertLessThan(try PNGCodec.encode(noise, compression: .fast).count, noise.pixels.count * 101 / 100, "noise is not blown up")
    }

    func testAnEmptyImageIsRefusedWithAMessage() {
        for compression in [PNGCodec.Compression.fast, .small] {
            XCTAssertThrowsError(try PNGCodec.encode(RGBAImage(width: 0, height: 3, pixels: []), compression: compression)) { error in
                XCTAssertEqual("\(error)", "cannot encode a 0x3 image")
            }
        }
    }

    func testRunEncoderBandsGiveTheSameBytesOnAnyNumberOfThreads() throws {
        // 700 × 1500 is five bands of about a megabyte: runs cross every seam, and the checksums of
        // the bands are joined. The decoder checks the zlib checksum.
        let ui = SyntheticImages.screenshotPair(width: 700, height: 1500, seed: 5).actual
        let one = try PNGCodec.encode(ui, compression: .fast, queue: WorkQueue(jobs: 1))
        XCTAssertEqual(try PNGCodec.decode(one), ui)
        XCTAssertLessThan(one.count, ui.pixels.count / 4, "the run encoder made it, not the fallback")
        for jobs in [2, 3, 8] {
            XCTAssertEqual(try PNGCodec.encode(ui, compression: .fast, queue: WorkQueue(jobs: jobs)), one, "\(jobs) threads")
        }
    }

    func testEveryFilterTypeUnfilters() throws {
        // Gray + alpha, 8 bits: 2 bytes a pixel, 3 pixels a row, one row per filter type.
        let rows: [[UInt8]] = (0 ..< 5).map { (y: Int) -> [UInt8] in
            (0 ..< 6).map { (x: Int) -> UInt8 in UInt8(truncatingIfNeeded: x * 41 + y * 97 + x * y * 13) }
        }
        var data: [UInt8] = []
        for (y, row) in rows.enumerated() { data += filter(UInt8(y), row, y > 0 ? rows[y - 1] : nil, bpp: 2) }
        let image = try PNGCodec.decode(png(header(3, 5, depth: 8, color: 4), data: data))
        for (y, row) in rows.enumerated() {
            for x in 0 ..< 3 {
                let pixel = image[x, y]
                XCTAssertEqual([pixel.r, pixel.g, pixel.b, pixel.a], [row[2 * x], row[2 * x], row[2 * x], row[2 * x + 1]], "(\(x), \(y))")
            }
        }
    }

    func testLowBitDepthGrayScalesToFullRange() throws {
        // 1-bit: 1 0 1 ; 2-bit: 0 1 2 3 ; 4-bit: 15 0 5.
        let one = try PNGCodec.decode(png(header(3, 1, depth: 1, color: 0), data: unfiltered([[0b1010_0000]])))
        XCTAssertEqual((0 ..< 3).map { one[$0, 0].r }, [255, 0, 255])
        let two = try PNGCodec.decode(png(header(4, 1, depth: 2, color: 0), data: unfiltered([[0b0001_1011]])))
        XCTAssertEqual((0 ..< 4).map { two[$0, 0].g }, [0, 85, 170, 255])
        let four = try PNGCodec.decode(png(header(3, 1, depth: 4, color: 0), data: unfiltered([[0xF0, 0x50]])))
        XCTAssertEqual((0 ..< 3).map { four[$0, 0].b }, [255, 0, 85])
        XCTAssertEqual(four[0, 0].a, 255)
    }

    func testTransparencyKeysAndPaletteAlpha() throws {
        // 16-bit gray with tRNS 0x1234: that sample is transparent, others opaque, scaled to 8 bits.
        let gray = try PNGCodec.decode(png(
            header(2, 1, depth: 16, color: 0), before: [chunk("tRNS", [0x12, 0x34])],
            data: unfiltered([[0x12, 0x34, 0xFF, 0xFF]])))
        XCTAssertEqual(gray[0, 0].a, 0)
        XCTAssertEqual(gray[1, 0].r, 255)
        XCTAssertEqual(gray[1, 0].a, 255)
        // 8-bit RGB with a colour key.
        let rgb = try PNGCodec.decode(png(
            header(2, 1, depth: 8, color: 2), before: [chunk("tRNS", [0, 10, 0, 20, 0, 30])],
            data: unfiltered([[10, 20, 30, 10, 20, 31]])))
        XCTAssertEqual(rgb[0, 0].a, 0)
        XCTAssertEqual([rgb[1, 0].r, rgb[1, 0].g, rgb[1, 0].b, rgb[1, 0].a], [10, 20, 31, 255])
        // 2-bit palette of three colours, the first two with alpha from tRNS.
        let palette = try PNGCodec.decode(png(
            header(3, 1, depth: 2, color: 3),
            before: [chunk("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255]), chunk("tRNS", [0, 128])],
            data: unfiltered([[0b0001_1000]])))
        XCTAssertEqual([palette[0, 0].r, palette[0, 0].a], [255, 0])
        XCTAssertEqual([palette[1, 0].g, palette[1, 0].a], [255, 128])
        XCTAssertEqual([palette[2, 0].b, palette[2, 0].a], [255, 255])
    }

    func testSixteenBitColourRoundsToEightBits() throws {
        // RGBA 16: 0x8080 → 128, 0x00FF → 1 (rounded), 0xFFFF → 255, 0x7F7F → 127.
        let image = try PNGCodec.decode(png(
            header(1, 1, depth: 16, color: 6), data: unfiltered([[0x80, 0x80, 0x00, 0xFF, 0xFF, 0xFF, 0x7F, 0x7F]])))
        XCTAssertEqual([image[0, 0].r, image[0, 0].g, image[0, 0].b, image[0, 0].a], [128, 1, 255, 127])
    }

    /// Issue 41 §15: above 16 MB of filtered rows, a 16-bit image is inflated a row at a time
    /// (a 520 KB file can hold 512 MB of rows); the pixels are those of the whole-buffer path.
    func testALargeSixteenBitImageDecodesRowByRowToTheSamePixels() throws {
        let width = 1_500, height = 1_500, bpp = 8
        var rows: [UInt8] = []
        rows.reserveCapacity(height * (width * bpp + 1))
        var previous: [UInt8]?
        var expected = RGBAImage(width: width, height: height)
        func scaled(_ value: UInt16) -> UInt8 { UInt8((UInt32(value) * 255 + 32767) / 65535) }
        for y in 0 ..< height {
            var row = [UInt8](repeating: 0, count: width * bpp)
            for x in 0 ..< width {
                let r = UInt16(truncatingIfNeeded: x &* 37 &+ y), g = UInt16(truncatingIfNeeded: y &* 11)
                let b = UInt16(truncatingIfNeeded: (x ^ y) &* 5), a = UInt16(65_535 - x)
                let at = x * bpp
                row[at] = UInt8(r >> 8); row[at + 1] = UInt8(r & 0xff); row[at + 2] = UInt8(g >> 8); row[at + 3] = UInt8(g & 0xff)
                row[at + 4] = UInt8(b >> 8); row[at + 5] = UInt8(b & 0xff); row[at + 6] = UInt8(a >> 8); row[at + 7] = UInt8(a & 0xff)
                expected[x, y] = (scaled(r), scaled(g), scaled(b), scaled(a))
            }
            // Every filter type in the first rows (and now and then); the rest plain.
            if y < 10 || y % 97 == 0 {
                rows += filter(UInt8(y % 5), row, previous, bpp: bpp)
            } else {
                rows.append(0)
                rows += row
            }
            previous = row
        }
        XCTAssertGreaterThan(rows.count, 16 << 20, "past the row-at-a-time threshold")
        let ihdr = header(width, height, depth: 16, color: 6)
        XCTAssertEqual(try PNGCodec.decode(png(ihdr, data: rows)), expected)
        // Its faults as the whole-buffer path names them: too little data, and too much.
        XCTAssertTrue(decodeError(png(ihdr, data: Array(rows.dropLast(10)))).contains("truncated"))
        XCTAssertTrue(decodeError(png(ihdr, data: rows + [0, 0, 0])).contains("holds more than a 1500x1500 image"))
    }

    func testAdam7InterlacedImageEqualsItsPlainTwin() throws {
        let width = 11, height = 9
        let source = SyntheticImages.noise(width: width, height: height, seed: 8)
        func pixelBytes(_ x: Int, _ y: Int) -> [UInt8] { Array(source.pixels[(y * width + x) * 4 ..< (y * width + x) * 4 + 4]) }
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        var data: [UInt8] = []
        for (x0, y0, dx, dy) in passes where x0 < width && y0 < height {
            var previous: [UInt8]?
            for y in stride(from: y0, to: height, by: dy) {
                let row = stride(from: x0, to: width, by: dx).flatMap { pixelBytes($0, y) }
                data += filter(4, row, previous, bpp: 4)
                previous = row
            }
        }
        XCTAssertEqual(try PNGCodec.decode(png(header(width, height, depth: 8, color: 6, interlace: 1), data: data)), source)
    }

    func testAncillaryChunksAreSkippedAndIDATMaySplit() throws {
        let rows = unfiltered([[1, 2, 3, 255], [4, 5, 6, 255]])
        let stream = zlib(rows)
        let file = signature + chunk("IHDR", header(1, 2, depth: 8, color: 6)) + chunk("tEXt", Array("Comment\0hi".utf8))
            + chunk("IDAT", Array(stream[..<5])) + chunk("IDAT", Array(stream[5...])) + chunk("IEND", [])
        let image = try PNGCodec.decode(Data(file))
        XCTAssertEqual(image.pixels, [1, 2, 3, 255, 4, 5, 6, 255])
    }

    // MARK: - Refusals

    func testBrokenFilesAreRefusedWithTheirFault() {
        let good = png(header(2, 2, depth: 8, color: 6), data: unfiltered([[1, 2, 3, 4, 5, 6, 7, 8], [9, 10, 11, 12, 13, 14, 15, 16]]))
        XCTAssertEqual(decodeError(good), "decoded")

        XCTAssertTrue(decodeError(Data("GIF89a, not a PNG".utf8)).contains("not a PNG file"))
        XCTAssertTrue(decodeError(good.prefix(40)).contains("truncated"))
        var flipped = [UInt8](good)
        flipped[flipped.count - 20] ^= 0x40 // inside the IDAT data
        XCTAssertTrue(decodeError(Data(flipped)).contains("CRC error in chunk IDAT"))

        XCTAssertTrue(decodeError(png(header(2, 2, depth: 4, color: 2), data: [])).contains("invalid bit depth 4 for colour type 2"))
        XCTAssertTrue(decodeError(png(header(2, 2, depth: 8, color: 5), data: [])).contains("invalid colour type 5"))
        XCTAssertTrue(decodeError(png(header(2, 2, depth: 8, color: 6, interlace: 2), data: [])).contains("unknown interlace method 2"))
        XCTAssertTrue(decodeError(png(header(0, 2, depth: 8, color: 6), data: [])).contains("invalid image size 0x2"))
        XCTAssertTrue(decodeError(good, maxPixels: 3).contains("more than the 3 allowed"))

        let rows = unfiltered([[1, 2, 3, 4, 5, 6, 7, 8], [9, 10, 11, 12, 13, 14, 15, 16]])
        XCTAssertTrue(decodeError(png(header(2, 2, depth: 8, color: 6), data: Array(rows.dropLast(3)))).contains("truncated: 15 of 18 bytes"))
        XCTAssertTrue(decodeError(png(header(2, 2, depth: 8, color: 6), data: rows + [0])).contains("more than a 2x2 image"))
        var badFilter = rows
        badFilter[9] = 7
        XCTAssertTrue(decodeError(png(header(2, 2, depth: 8, color: 6), data: badFilter)).contains("unknown row filter 7 in row 1"))
        let garbage = Data(signature + chunk("IHDR", header(2, 2, depth: 8, color: 6)) + chunk("IDAT", [0x78, 0x01, 0xFF, 0xFF, 0xFF]) + chunk("IEND", []))
        XCTAssertTrue(decodeError(garbage).contains("not a valid zlib stream"))

        let noData = Data(signature + chunk("IHDR", header(2, 2, depth: 8, color: 6)) + chunk("IEND", []))
        XCTAssertTrue(decodeError(noData).contains("no image data"))
        let headerLast = Data(signature + chunk("IDAT", zlib(rows)) + chunk("IHDR", header(2, 2, depth: 8, color: 6)) + chunk("IEND", []))
        XCTAssertTrue(decodeError(headerLast).contains("not IHDR"))
        XCTAssertTrue(decodeError(png(header(2, 2, depth: 8, color: 6), before: [chunk("ZZZZ", [1])], data: rows)).contains("unknown critical chunk ZZZZ"))
        let noEnd = Data(signature + chunk("IHDR", header(2, 2, depth: 8, color: 6)) + chunk("IDAT", zlib(rows)))
        XCTAssertTrue(decodeError(noEnd).contains("truncated"))

        let palette = [chunk("PLTE", [255, 0, 0, 0, 255, 0])]
        XCTAssertTrue(decodeError(png(header(2, 1, depth: 8, color: 3), before: palette, data: unfiltered([[1, 2]])))
            .contains("palette index 2 is beyond the 2 palette entries"))
        XCTAssertTrue(decodeError(png(header(2, 1, depth: 8, color: 3), data: unfiltered([[0, 0]]))).contains("without PLTE"))
        XCTAssertTrue(decodeError(png(header(1, 1, depth: 8, color: 6), before: [chunk("tRNS", [0, 0])], data: unfiltered([[0, 0, 0, 0]])))
            .contains("tRNS chunk in an image with an alpha channel"))
    }

    /// The stream's Adler-32 is checked row by row as the rows are unfiltered: a wrong one is still
    /// refused when every chunk CRC is right, and named before a bad filter byte in any row, by
    /// `decode` and by `check` (which verifies without unfiltering) alike; the zlib header's own
    /// rules (deflate, its check bits, no preset dictionary) still hold.
    func testTheZlibChecksumAndHeaderAreCheckedOnEveryPath() {
        func check(_ data: Data) -> String {
            do {
                _ = try PNGCodec.check(data)
                return "decoded"
            } catch {
                return "\(error)"
            }
        }
        let rows = unfiltered([[1, 2, 3, 4, 5, 6, 7, 8], [9, 10, 11, 12, 13, 14, 15, 16], [17, 18, 19, 20, 21, 22, 23, 24]])
        func stream(_ rows: [UInt8], adlerFlip: UInt8 = 0, header: [UInt8]? = nil) -> Data {
            var z = zlib(rows)
            z[z.count - 1] ^= adlerFlip
            if let header { z.replaceSubrange(0 ..< 2, with: header) }
            return Data(signature + chunk("IHDR", self.header(2, 3, depth: 8, color: 6)) + chunk("IDAT", z) + chunk("IEND", []))
        }
        for read in [{ self.decodeError($0) }, check] {
            XCTAssertEqual(read(stream(rows)), "decoded")
            XCTAssertTrue(read(stream(rows, adlerFlip: 1)).contains("not a valid zlib stream"))
            var badLastRow = rows
            badLastRow[18] = 9
            XCTAssertTrue(read(stream(badLastRow)).contains("unknown row filter 9 in row 2"))
            XCTAssertTrue(read(stream(badLastRow, adlerFlip: 1)).contains("not a valid zlib stream"))
            var badFirstRow = rows
            badFirstRow[0] = 9
            XCTAssertTrue(read(stream(badFirstRow, adlerFlip: 1)).contains("not a valid zlib stream"))
            XCTAssertTrue(read(stream(Array(rows.dropLast(2)), adlerFlip: 1)).contains("not a valid zlib stream"))
            XCTAssertTrue(read(stream(Array(rows.dropLast(2)))).contains("truncated: 25 of 27 bytes"))
            // 0x78 0x20 asks for a preset dictionary (FDICT) and is a multiple of 31, as the check bits want.
            XCTAssertTrue(read(stream(rows, header: [0x78, 0x20])).contains("not a valid zlib stream"))
            XCTAssertTrue(read(stream(rows, header: [0x78, 0x02])).contains("not a valid zlib stream"))
            XCTAssertTrue(read(stream(rows, header: [0x79, 0x01])).contains("not a valid zlib stream"))
        }
    }
}
