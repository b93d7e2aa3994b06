import Foundation
import TabBarModel

/// The blurred scratches of one batch, by what they show, so specs over the same backdrop at the
/// same size, scale and blur blur it once and share the pixels.
///
/// The batch owns it and hands it to each of its renderers; it lives as long as the batch. An
/// entry is immutable and made by the same code a miss runs, so a hit gives the same bytes as
/// drawing again, whatever the thread count. Its size is bounded: a scratch is kept the second
/// time it is made (a bar whose capsule fits its titles makes many that never come again), the
/// least recently used go first, and one larger than the bound is never kept.
///
/// A long-lived renderer (the preview's) may also keep what painting a named blur did to the
/// picture, by the picture's pixels there before: a redraw over the same backdrop copies them in.
public final class BlurCache: @unchecked Sendable {
    /// The bound on the pixels kept, in bytes.
    public let maxBytes: Int
    private let blurs: PixelStore<BlurKey>
    let composites: PixelStore<CompositeKey>?
    /// Filled text kept by its outline and the pixels under it, when painted regions are kept.
    let fills: PixelStore<FillKey>?

    /// A bar's blurred backdrop at 1 px a point is a few hundred KiB, a glass capsule's at @3x
    /// about 1 MiB: the default keeps the common sizes of a suite. (Twice as much saved another
    /// 7 % of a 1,000-spec verify's CPU time and raised its peak by 10 MiB.)
    /// - Parameter compositeBytes: the bound on painted regions kept, and again on filled text
    ///   kept; none by default, as the specs of a batch seldom paint the same glass or text over
    ///   the same pixels.
    public init(maxBytes: Int = 8 << 20, compositeBytes: Int = 0) {
        self.maxBytes = maxBytes
        blurs = PixelStore(maxBytes: maxBytes)
        composites = compositeBytes > 0 ? PixelStore(maxBytes: compositeBytes) : nil
        fills = compositeBytes > 0 ? PixelStore(maxBytes: compositeBytes) : nil
    }

    /// The bytes of blurred scratches kept now; never above `maxBytes`.
    public var bytes: Int { blurs.bytes }

    /// How many scratches are kept now.
    public var count: Int { blurs.count }

    /// The bytes of painted regions kept now.
    public var compositeBytes: Int { composites?.bytes ?? 0 }

    func pixels(for key: BlurKey) -> [UInt32]? { blurs.pixels(for: key) }

    func store(_ pixels: [UInt32], for key: BlurKey) { blurs.store(pixels, for: key) }

    /// Offers `count` pixels under `key`, made by `make` only if they are kept (`PixelStore`).
    func store(count: Int, for key: BlurKey, _ make: () -> [UInt32]) { blurs.store(count: count, for: key, make) }
}

/// Pixels by key, bounded in bytes: kept the second time they are offered, the least recently
/// used dropped first, never one entry larger than the bound.
final class PixelStore<Key: Hashable>: @unchecked Sendable {
    let maxBytes: Int
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var uses: UInt64 = 0
    private var storedBytes = 0
    /// Keys offered once and not kept, by hash; cleared when it reaches `maxSeen`.
    private var seen: Set<Int> = []
    private static var maxSeen: Int { 4096 }

    private struct Entry {
        let pixels: [UInt32]
        var lastUse: UInt64
    }

    init(maxBytes: Int) {
        self.maxBytes = maxBytes
    }

    var bytes: Int { lock.withLock { storedBytes } }

    var count: Int { lock.withLock { entries.count } }

    func pixels(for key: Key) -> [UInt32]? {
        lock.withLock {
            uses += 1
            entries[key]?.lastUse = uses
            return entries[key]?.pixels
        }
    }

    func store(_ pixels: [UInt32], for key: Key) {
        store(count: pixels.count, for: key) { pixels }
    }

    /// Offers `count` pixels under `key`: the second offer of a key keeps what `make` gives, and
    /// only then is `make` called, so a first offer copies nothing.
    func store(count: Int, for key: Key, _ make: () -> [UInt32]) {
        let size = count * MemoryLayout<UInt32>.size
        guard size <= maxBytes else { return }
        let offeredBefore = lock.withLock {
            guard seen.remove(key.hashValue) != nil else {
                if seen.count >= Self.maxSeen { seen.removeAll() }
                seen.insert(key.hashValue)
                return false
            }
            return true
        }
        guard offeredBefore else { return }
        let pixels = make()
        lock.withLock {
            uses += 1
            if let old = entries.updateValue(Entry(pixels: pixels, lastUse: uses), forKey: key) {
                storedBytes -= old.pixels.count * MemoryLayout<UInt32>.size
            }
            storedBytes += size
            while storedBytes > maxBytes, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                entries[oldest.key] = nil
                storedBytes -= oldest.value.pixels.count * MemoryLayout<UInt32>.size
            }
        }
    }
}

/// Everything a blurred scratch's pixels depend on.
struct BlurKey: Hashable {
    let content: ScratchContent
    /// The scratch's place, in the drawing's points.
    let area: Rect
    let resolution: Double
    let sigma: Double
    let tone: PixelTone?
}

/// What a scratch shows before it is blurred, when it can be named: a backdrop, as
/// `BackdropPainter` draws it, or a shadow's shape.
enum ScratchContent: Hashable {
    /// A rounded rectangle filled with `color`, nothing elsewhere.
    case roundedRect(Rect, radius: Double, Color)
    /// `color` filling `canvas`, nothing elsewhere.
    case color(Color, canvas: Rect)
    /// The picture filling `screen`, clipped to `clip` when there is one.
    case picture(FileDigest, screen: Rect, clip: Rect?)
    /// Whatever was drawn, by the scratch's pixels before the blur.
    case drawn(ContentDigest, width: Int, height: Int)
    /// A screen's content as its painter draws it on a scratch.
    case screenContent(ContentName)
}

/// A file by its path and its bytes, so a file changed since another renderer read it is
/// never taken for it.
struct FileDigest: Hashable {
    let path: String
    let count: Int
    let hash: ContentDigest

    init(path: String, bytes: Data) {
        self.path = path
        count = bytes.count
        hash = bytes.withUnsafeBytes(ContentDigest.init)
    }
}

/// 128 bits of a run of bytes: two independent multiply-rotate lanes over alternate 8-byte words, fast
/// enough to be lost beside decoding a picture or blurring a scratch.
struct ContentDigest: Hashable {
    let lanes: SIMD2<UInt64>

    init(_ raw: UnsafeRawBufferPointer) {
        // Plain words rather than a SIMD2 (x86-64 has no 64-bit vector multiply), each lane taking
        // every other word: a preview redraw digests megabytes of pixels.
        var first: UInt64 = 0x9E37_79B9_7F4A_7C15, second: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        let pairs = raw.count / 16
        for index in 0..<pairs {
            let one = raw.loadUnaligned(fromByteOffset: index * 16, as: UInt64.self)
            let two = raw.loadUnaligned(fromByteOffset: index * 16 + 8, as: UInt64.self)
            first = (first ^ one) &* 0x1000_0000_01B3
            second = (second ^ two) &* 0xFF51_AFD7_ED55_8CCD
            first = first << 31 | first >> 33
            second = second << 31 | second >> 33
        }
        for index in (pairs * 16)..<raw.count {
            first = (first ^ UInt64(raw[index])) &* 0x1000_0000_01B3
            second = (second ^ UInt64(raw[index])) &* 0xFF51_AFD7_ED55_8CCD
        }
        lanes = SIMD2(first, second)
    }
}
