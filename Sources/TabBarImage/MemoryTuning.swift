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
        guard let mallopt = function("mallopt", as: (@convention(c) (Int32, Int32) -> Int32).self) else { return }
        let mmapThreshold: Int32 = -3, trimThreshold: Int32 = -1, arenaMax: Int32 = -8
        _ = mallopt(mmapThreshold, Int32(mmapBytes))
        _ = mallopt(trimThreshold, Int32(keptBytes))
        _ = mallopt(arenaMax, Int32(max(2, threads)))
    }

    /// Call when a batch is over and its threads' buffers are free: hands that memory back to the
    /// kernel, which the next phase (the report, on another thread's heap) cannot reuse, so the
    /// two phases' peaks do not add up.
    public static func batchEnded() {
        guard let trim = function("malloc_trim", as: (@convention(c) (Int) -> Int32).self) else { return }
        _ = trim(0)
    }

    /// Swift's Glibc module leaves out <malloc.h>: its functions are looked up by name, and the
    /// parameters above are its numbers.
    private static func function<F>(_ name: String, as type: F.Type) -> F? {
        #if canImport(Glibc)
        guard let symbol = dlsym(nil, name) else { return nil }
        return unsafeBitCast(symbol, to: type)
        #else
        return nil
        #endif
    }

    /// Above any one render's surface (a 13-inch iPad screen @2x is 21 MiB of pixels), and
    /// glibc's ceiling for this setting.
    static let mmapBytes = 32 << 20
    /// What a heap may keep free between images.
    static let keptBytes = 64 << 20
}
