import CPNG
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Why a PNG could not be read or written.
public struct PNGError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// PNG encoding and decoding in C around libdeflate. Decoding inflates with libdeflate and checks
/// every chunk (see `tbk_png_decode`).
public enum PNGCodec {
    /// Largest image `decode` accepts unless told otherwise (64 megapixels).
    public static let defaultMaxPixels = 64 * 1024 * 1024

    /// How hard the encoder works. Both write unfiltered rows as one deflate stream, byte-identical
    /// run to run and whatever the thread count.
    public enum Compression: Sendable {
        /// A single pass that only repeats the pixel to the left or the row above, in bands of rows
        /// on every thread the queue allows: several times faster than libdeflate's fastest level on
        /// flat user-interface pictures, files about twice as large; pictures without such runs
        /// (photos) fall back to `.small`.
        case fast
        /// libdeflate level 1.
        case small
    }

    /// Encodes straight RGBA pixels; `.small` by default, for files that are kept (references, artifacts).
    public static func encode(
        _ image: RGBAImage, compression: Compression = .small, queue: WorkQueue = WorkQueue()
    ) throws -> Data {
        try image.pixels.withUnsafeBufferPointer { buffer in
            try encode(
                pixels: buffer.baseAddress!, width: image.width, height: image.height,
                stride: image.width * 4, layout: TBK_PIXELS_RGBA, compression: compression, queue: queue)
        }
    }

    /// Encodes Cairo's premultiplied native-endian ARGB32 rows without an intermediate copy; `.fast`
    /// by default, for the renderer's output.
    public static func encodePremultipliedARGB32(
        pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, compression: Compression = .fast,
        queue: WorkQueue = WorkQueue()
    ) throws -> Data {
        try encode(
            pixels: pixels, width: width, height: height, stride: stride, layout: TBK_PIXELS_CAIRO_ARGB32,
            compression: compression, queue: queue)
    }

    private static func encode(
        pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, layout: tbk_pixel_layout,
        compression: Compression, queue: WorkQueue
    ) throws -> Data {
        // Checked before the sizes become C ints.
        guard (1...1 << 24).contains(width), (1...1 << 24).contains(height) else {
            throw PNGError("cannot encode a \(width)x\(height) image")
        }
        if compression == .fast, let data = try encodeRuns(
            pixels: pixels, width: width, height: height, stride: stride, layout: layout, queue: queue)
        {
            return data
        }
        var output = tbk_png_buffer()
        var message = [CChar](repeating: 0, count: 256)
        let status = tbk_png_encode(
            pixels, Int32(width), Int32(height), stride, layout, 1, &output, &message, message.count)
        guard status == 0 else { throw PNGError(Self.text(message)) }
        return Self.take(output)
    }

    /// The run encoder's PNG, or nil when libdeflate should encode the image instead.
    private static func encodeRuns(
        pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, layout: tbk_pixel_layout,
        queue: WorkQueue
    ) throws -> Data? {
        var pointer: OpaquePointer?
        let bands = Int(tbk_png_runs_begin(pixels, Int32(width), Int32(height), stride, layout, &pointer))
        guard bands > 0, let pointer else { return nil }
        let encoder = RunEncoder(pointer)
        _ = queue.map(bands) { band in tbk_png_runs_encode_band(encoder.pointer, Int32(band)) }
        var output = tbk_png_buffer()
        switch tbk_png_runs_finish(encoder.pointer, &output) {
        case 0: return Self.take(output)
        case 1: return nil
        default: throw PNGError("out of memory for a \(width)x\(height) image")
        }
    }

    /// The encoder's malloc'd bytes as Data, without copying them.
    private static func take(_ output: tbk_png_buffer) -> Data {
        Data(bytesNoCopy: output.data, count: output.size, deallocator: .free)
    }

    /// A C error buffer up to its terminating zero.
    private static func text(_ buffer: [CChar]) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The width and height a PNG's header declares, read before any decoding so that a file's
    /// claim can be checked against what it should be; nil when the bytes do not start as a PNG.
    public static func declaredSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// Decodes straight into the image's own buffer: no second full-size copy, and for 8-bit RGBA
    /// rows (what this toolkit writes) no separate buffer of filtered rows either.
    public static func decode(_ data: Data, maxPixels: Int = defaultMaxPixels) throws -> RGBAImage {
        var message = [CChar](repeating: 0, count: 256)
        return try data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let header = try Self.header(bytes, maxPixels: maxPixels, message: &message)
            let count = header.width * header.height * 4
            var status: Int32 = 1
            let pixels = [UInt8](unsafeUninitializedCapacity: header.capacity) { buffer, initialized in
                HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
                status = tbk_png_decode_into(
                    bytes.baseAddress, bytes.count, UInt64(maxPixels), buffer.baseAddress, header.capacity, &message, message.count)
                initialized = status == 0 ? count : 0
            }
            guard status == 0 else { throw PNGError(Self.text(message)) }
            return RGBAImage(width: header.width, height: header.height, pixels: pixels)
        }
    }

    /// The size of the image `data` decodes to, once it is known to decode: what `decode` gives or
    /// the error it throws, without the pixels (8-bit RGBA rows are inflated, not unfiltered).
    public static func check(_ data: Data, maxPixels: Int = defaultMaxPixels) throws -> (width: Int, height: Int) {
        var message = [CChar](repeating: 0, count: 256)
        return try data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let header = try Self.header(bytes, maxPixels: maxPixels, message: &message)
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: header.capacity, alignment: 16)
            defer { buffer.deallocate() }
            HugePages.advise(buffer)
            // A check runs alone (a file compared with itself): the other core clears the pages
            // ahead of the inflater, and is waited for before the buffer is freed.
            let population = PagePopulation(buffer)
            defer { population.finish() }
            guard tbk_png_check_into(
                bytes.baseAddress, bytes.count, UInt64(maxPixels), buffer.baseAddress?.assumingMemoryBound(to: UInt8.self),
                header.capacity, &message, message.count) == 0
            else { throw PNGError(Self.text(message)) }
            return (header.width, header.height)
        }
    }

    /// The size the header declares and the bytes the decoder's buffer needs, checked (see `tbk_png_header`).
    private static func header(
        _ bytes: UnsafeBufferPointer<UInt8>, maxPixels: Int, message: inout [CChar]
    ) throws -> (width: Int, height: Int, capacity: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        var capacity = 0
        guard tbk_png_header(
            bytes.baseAddress, bytes.count, UInt64(maxPixels), &width, &height, &capacity, &message, message.count) == 0
        else { throw PNGError(Self.text(message)) }
        return (Int(width), Int(height), capacity)
    }
}

/// Owns a C run encoder; its bands are distinct memory, so threads may encode different bands at once.
private final class RunEncoder: @unchecked Sendable {
    let pointer: OpaquePointer
    init(_ pointer: OpaquePointer) { self.pointer = pointer }
    deinit { tbk_png_runs_free(pointer) }
}


/// `HugePages.populate` of one buffer on a thread of its own, stopped early by `finish`, which
/// returns once that thread has let go of the buffer.
private final class PagePopulation: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var stopped = false
    private let done = DispatchGroup()

    init(_ buffer: UnsafeMutableRawBufferPointer) {
        pthread_mutex_init(mutex, nil)
        let pages = UncheckedBuffer(buffer: buffer)
        DispatchQueue.global().async(group: done) { [self] in
            HugePages.populate(pages.buffer) { isStopped }
        }
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    private var isStopped: Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return stopped
    }

    func finish() {
        pthread_mutex_lock(mutex)
        stopped = true
        pthread_mutex_unlock(mutex)
        done.wait()
    }

    /// The buffer handed to the populating thread, which only advises the kernel about its pages.
    private struct UncheckedBuffer: @unchecked Sendable {
        let buffer: UnsafeMutableRawBufferPointer
    }
}
