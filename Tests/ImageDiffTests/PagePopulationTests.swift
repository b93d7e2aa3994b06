import Foundation
import Glibc
import TabBarFiles
import TabBarImage
import XCTest

/// `HugePages.populate` runs beside a writer (the check of a file compared with itself): it must
/// leave written bytes as they are, map what it is given, and stop when told.
final class PagePopulationTests: XCTestCase {
    private let size = 8 << 20

    private func freshMapping() throws -> UnsafeMutableRawBufferPointer {
        let base = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let base, base != MAP_FAILED else { throw XCTSkip("mmap failed") }
        return UnsafeMutableRawBufferPointer(start: base, count: size)
    }

    /// How many of the mapping's 4 KiB pages are resident.
    private func residentPages(_ buffer: UnsafeMutableRawBufferPointer) -> Int {
        let page = Int(getpagesize())
        var vector = [UInt8](repeating: 0, count: size / page)
        XCTAssertEqual(mincore(buffer.baseAddress, size, &vector), 0)
        return vector.filter { $0 & 1 == 1 }.count
    }

    func testPopulatingMapsEveryPageAndKeepsWhatWasWritten() throws {
        let buffer = try freshMapping()
        defer { munmap(buffer.baseAddress, size) }
        // The first half written as an inflater would have, before the pages are populated.
        for i in stride(from: 0, to: size / 2, by: 997) { buffer[i] = UInt8(truncatingIfNeeded: i &* 31 &+ 7) }
        HugePages.populate(buffer) { false }
        XCTAssertEqual(residentPages(buffer), size / Int(getpagesize()))
        for i in stride(from: 0, to: size / 2, by: 997) { XCTAssertEqual(buffer[i], UInt8(truncatingIfNeeded: i &* 31 &+ 7)) }
        XCTAssertTrue(stride(from: size / 2, to: size, by: 4096).allSatisfy { buffer[$0] == 0 })
    }

    func testAStopAtOnceLeavesThePagesAlone() throws {
        let buffer = try freshMapping()
        defer { munmap(buffer.baseAddress, size) }
        HugePages.populate(buffer) { true }
        XCTAssertEqual(residentPages(buffer), 0)
    }

    private static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c = UInt32.max
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0 ..< 8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return ~c
    }

    /// A check large enough to populate beside its inflater still tells a good file from a bad one.
    func testALargeCheckStillRefusesABrokenStream() throws {
        var image = RGBAImage(width: 1200, height: 1100, fill: (30, 60, 90, 255))
        for y in stride(from: 0, to: 1100, by: 7) { image[y % 1200, y] = (255, 0, 0, 255) }
        let file = try PNGCodec.encode(image)
        XCTAssertEqual(try PNGCodec.check(file).width, 1200)
        // The last IDAT byte is the Adler-32's last: flip it and mend the chunk's CRC, so only the stream is wrong.
        var bytes = [UInt8](file)
        let iend = bytes.count - 12
        let idatEnd = iend - 4
        bytes[idatEnd - 1] ^= 1
        var start = 8
        while start < iend {
            let length = Int(bytes[start]) << 24 | Int(bytes[start + 1]) << 16 | Int(bytes[start + 2]) << 8 | Int(bytes[start + 3])
            if start + 12 + length == iend {
                let crc = Self.crc(bytes[(start + 4) ..< (start + 8 + length)])
                for k in 0 ..< 4 { bytes[idatEnd + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
            }
            start += 12 + length
        }
        XCTAssertThrowsError(try PNGCodec.check(Data(bytes))) { error in
            XCTAssertTrue("\(error)".contains("not a valid zlib stream"), "\(error)")
        }
    }
}
