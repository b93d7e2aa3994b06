import Glibc

/// Which file a path names and when it last changed: another inode (a save that replaces the
/// file), another size, or another modification or change time means other bytes may be there.
/// The renderer's cache of pictures and the preview's watcher both judge a file by it.
public struct FileStamp: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: timespec
    let changed: timespec

    /// Nil when the path cannot be looked at. The path is taken as the bytes it stands for
    /// (`PathBytes`), so a name that is not UTF-8 is looked up as it is.
    public init?(_ path: String) {
        var info = stat()
        guard PathBytes.withCString(path, { stat($0, &info) }) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = info.st_mtim
        changed = info.st_ctim
    }

    public static func == (a: FileStamp, b: FileStamp) -> Bool {
        a.device == b.device && a.inode == b.inode && a.size == b.size
            && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
            && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
    }
}
