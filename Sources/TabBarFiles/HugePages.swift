#if canImport(Glibc)
import Glibc
#endif

/// Large buffers (decoded images, the PNG files they come from) are touched once, from end to
/// end, by a short-lived process: with 4 KiB pages that is one page fault per 4 KiB, a good part
/// of a whole diff's time. Transparent huge pages map 2 MiB at a fault where the kernel allows it
/// (`madvise` mode); elsewhere the advice is ignored and the pages are what they would have been.
public enum HugePages {
    /// Smaller buffers hold no whole 2 MiB page worth asking for.
    static let minimumBytes = 4 << 20
    private static let hugePage = 2 << 20

    /// Advises the 2 MiB-aligned part of `buffer` before it is first written.
    public static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
        #if os(Linux)
        guard buffer.count >= minimumBytes, let base = buffer.baseAddress else { return }
        let start = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
        let end = (Int(bitPattern: base) + buffer.count) & ~(hugePage - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, end - start, MADV_HUGEPAGE)
        #endif
    }
}
