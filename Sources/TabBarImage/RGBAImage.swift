import CPNG

/// Straight (non-premultiplied) 8-bit RGBA pixels, row-major, rows packed (stride = width * 4).
///
/// The C encoders and decoders trust that `pixels` holds exactly width × height × 4 bytes, so it
/// is read-only from outside: pixels change through `subscript(x:y:)` or
/// `withUnsafeMutablePixels`, neither of which can change the count.
public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public private(set) var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "pixel buffer does not match \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)) {
        self.width = width
        self.height = height
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            pixels[index] = fill.r
            pixels[index + 1] = fill.g
            pixels[index + 2] = fill.b
            pixels[index + 3] = fill.a
        }
        self.pixels = pixels
    }

    /// Copies Cairo's premultiplied native-endian ARGB32 rows, un-premultiplying them exactly as
    /// the PNG encoder does, so an image and its PNG always hold the same pixels.
    public init(premultipliedARGB32 source: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) {
        self.width = width
        self.height = height
        self.pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            tbk_unpremultiply_argb32(source, Int32(width), Int32(height), stride, buffer.baseAddress!)
            count = width * height * 4
        }
    }

    /// The pixel at (x, y) as (r, g, b, a).
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        get {
            let index = (y * width + x) * 4
            return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
        }
        set {
            precondition(x >= 0 && y >= 0 && x < width && y < height, "pixel (\(x), \(y)) is outside \(width)×\(height)")
            let index = (y * width + x) * 4
            pixels[index] = newValue.r
            pixels[index + 1] = newValue.g
            pixels[index + 2] = newValue.b
            pixels[index + 3] = newValue.a
        }
    }

    /// Lets `body` write the bytes in place (row-major RGBA); the buffer's length is fixed, so the
    /// image keeps its size.
    public mutating func withUnsafeMutablePixels<Result>(
        _ body: (UnsafeMutableBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        try pixels.withUnsafeMutableBufferPointer { buffer in try body(buffer) }
    }
}
