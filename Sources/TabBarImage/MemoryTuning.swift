#if canImport(Glibc)
import Glibc
#endif

/// How glibc's allocator treats the large, short-lived buffers of a batch (a surface, its pixels
/// as RGBA, a reference decoded, a PNG): left alone, it hands every freed megabyte back to the
/// kernel and faults it in again for the next spec, which cost a quarter of a verify's CPU time.
public enum MemoryTuning {
    /// Call once at the start of a command that renders or compares many images, before its
    /// threads start. Buffers below `mmapBytes` come from the heap, where a freed one is reused,
    /// rather than from fresh mappings; up to `keptBytes` free at the heap's top stay there for
    /// the next image; the threads share a few arenas rather than one each, which bounds the peak.
    public static func forBatch(threads: Int) {
        #if canImport(Glibc)
        // Swift's Glibc module leaves out <malloc.h>: the function is looked up by name, and the
        // parameters are malloc.h's numbers.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let mmapThreshold: Int32 = -3, trimThreshold: Int32 = -1, arenaMax: Int32 = -8
        _ = mallopt(mmapThreshold, Int32(mmapBytes))
        _ = mallopt(trimThreshold, Int32(keptBytes))
        _ = mallopt(arenaMax, Int32(max(2, threads)))
        #endif
    }

    /// Above any one render's surface (a 13-inch iPad screen @2x is 21 MiB of pixels), and
    /// glibc's ceiling for this setting.
    static let mmapBytes = 32 << 20
    /// What a heap may keep free between images.
    static let keptBytes = 64 << 20
}
