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

    /// Has the kernel map and clear `buffer`'s pages, a huge page at a time from its start, until
    /// `stop` returns true or the buffer is done: run on a second thread beside one that fills the
    /// buffer from its start, it takes the clearing of fresh pages (a fifth of inflating a screen)
    /// off the writer's path. Populating leaves a page already written as it is; a kernel without
    /// it (before Linux 5.14) refuses the first step, and the writer faults its pages in as before.
    public static func populate(_ buffer: UnsafeMutableRawBufferPointer, until stop: () -> Bool) {
        #if os(Linux)
        guard buffer.count >= minimumBytes, let base = buffer.baseAddress else { return }
        // MADV_POPULATE_WRITE, by number: older C headers do not name it.
        let populateWrite: Int32 = 23
        let pageStart = Int(bitPattern: base) & ~(Int(getpagesize()) - 1)
        let end = Int(bitPattern: base) + buffer.count
        var at = pageStart
        while at < end, !stop() {
            let length = min(hugePage - (at & (hugePage - 1)), end - at)
            guard let step = UnsafeMutableRawPointer(bitPattern: at), madvise(step, length, populateWrite) == 0 else { return }
            at += length
        }
        #endif
    }
}
