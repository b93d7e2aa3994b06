import CPNG
import Foundation

/// Why a PNG could not be read or written.
public struct PNGError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// PNG encoding and decoding in C around libdeflate.
///
/// Encoding writes unfiltered rows as one deflate stream made in a single pass that only repeats the
/// pixel to the left or the row above: the toolkit's pictures are flat colour, and that pass is
/// several times faster than even libdeflate's fastest level (files are about 1.5× larger). Pictures
/// it does not suit, such as photos, fall back to libdeflate level 1. Decoding inflates with
/// libdeflate and checks every chunk (see `tbk_png_decode`).
public enum PNGCodec {
    /// Largest image `decode` accepts unless told otherwise (64 megapixels).
    public static let defaultMaxPixels = 64 * 1024 * 1024

    public static func encode(_ image: RGBAImage) throws -> Data {
        try image.pixels.withUnsafeBufferPointer { buffer in
            try encode(
                pixels: buffer.baseAddress!, width: image.width, height: image.height,
                stride: image.width * 4, layout: TBK_PIXELS_RGBA)
        }
    }

    /// Encodes Cairo's premultiplied native-endian ARGB32 rows without an intermediate copy.
    public static func encodePremultipliedARGB32(
        pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int
    ) throws -> Data {
        try encode(pixels: pixels, width: width, height: height, stride: stride, layout: TBK_PIXELS_CAIRO_ARGB32)
    }

    private static func encode(
        pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, layout: tbk_pixel_layout
    ) throws -> Data {
        var output = tbk_png_buffer()
        var message = [CChar](repeating: 0, count: 256)
        let status = tbk_png_encode(
            pixels, Int32(width), Int32(height), stride, layout, 0, Int32(TBK_FILTER_NONE),
            &output, &message, message.count)
        defer { tbk_png_buffer_free(&output) }
        guard status == 0 else { throw PNGError(Self.text(message)) }
        return Data(bytes: output.data, count: output.size)
    }

    /// A C error buffer up to its terminating zero.
    private static func text(_ buffer: [CChar]) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    public static func decode(_ data: Data, maxPixels: Int = defaultMaxPixels) throws -> RGBAImage {
        var width: Int32 = 0
        var height: Int32 = 0
        var pixels: UnsafeMutablePointer<UInt8>?
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { raw in
            tbk_png_decode(
                raw.bindMemory(to: UInt8.self).baseAddress, raw.count, UInt64(maxPixels),
                &width, &height, &pixels, &message, message.count)
        }
        guard status == 0, let pixels else { throw PNGError(Self.text(message)) }
        defer { tbk_png_free(pixels) }
        let count = Int(width) * Int(height) * 4
        return RGBAImage(
            width: Int(width), height: Int(height),
            pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
    }
}
