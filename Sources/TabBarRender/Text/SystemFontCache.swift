import CPango
import Foundation

/// The faces fontconfig's own caches hold for some folders, by file. Only the cache folders are
/// configured, not the system's fonts or rules, so reading it costs little; a folder whose cache
/// is missing or older than the folder is simply absent. The faces stay valid while it lives.
final class SystemFontCache {
    /// Each file's faces, in the cache's order.
    private(set) var faces: [String: [OpaquePointer]] = [:]
    private var sets: [UnsafeMutablePointer<FcFontSet>] = []

    init(folders: [String]) {
        guard let config = FcConfigCreate() else { return }
        defer { FcConfigDestroy(config) }
        guard FcConfigParseAndLoadFromMemory(config, FontSet.configuration(fontFolders: []), 0) != 0 else { return }
        var seen = Set<String>()
        for folder in folders where seen.insert(folder).inserted {
            guard let cache = FcDirCacheLoad(folder, config, nil) else { continue }
            // The copy holds its own references; the cache itself can go.
            let set = FcCacheCopySet(cache)
            FcDirCacheUnload(cache)
            guard let set else { continue }
            sets.append(set)
            for index in 0..<Int(set.pointee.nfont) {
                guard let face = set.pointee.fonts[index] else { continue }
                var file: UnsafeMutablePointer<FcChar8>?
                guard FcPatternGetString(face, "file", 0, &file) == FcResultMatch, let file else { continue }
                faces[String(cString: file), default: []].append(face)
            }
        }
    }

    /// Drops the references the copies hold; faces added elsewhere keep their own.
    deinit {
        for set in sets { FcFontSetDestroy(set) }
    }
}
