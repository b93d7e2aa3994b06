import Foundation
import TabBarFiles
#if canImport(Glibc)
import Glibc
#endif

/// Wakes a watcher when anything changes in the folders it names (Linux's inotify), so between
/// edits the process sleeps instead of looking at its files many times a second. An event only
/// says "look now": the stamps of `WatchedFiles` still decide what changed. Where inotify is
/// missing, full, or cannot watch a folder (one not made yet), `wait` returns after the short
/// interval as a timed look would; on file systems that never report (some network and VM
/// shares), the long interval's look still finds every change.
public final class FolderEvents: @unchecked Sendable {
    /// The most folders watched; past it, the watcher looks at the short interval instead.
    public static let maxFolders = 8_192

    private let inotify: Int32
    /// A pipe `interrupt()` writes to from another thread, so a waiting look returns at once.
    private let wakeUp: Int32
    private let wakeUpWriter: Int32
    private var watches: [String: Int32] = [:]
    /// Whether every folder asked for is watched (so `wait` sleeps its idle interval).
    public private(set) var watchesEverything = false

    public init() {
        inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        } else {
            ends = [-1, -1]
        }
        wakeUp = ends[0]
        wakeUpWriter = ends[1]
    }

    deinit {
        if inotify >= 0 { close(inotify) }
        if wakeUp >= 0 { close(wakeUp) }
        if wakeUpWriter >= 0 { close(wakeUpWriter) }
    }

    /// Watches exactly `folders` from now on (folders no longer named are let go).
    public func watch(_ folders: Set<String>) {
        guard inotify >= 0 else { return }
        for (folder, descriptor) in watches where !folders.contains(folder) {
            watches[folder] = nil
            // Two names of one folder get one watch from the kernel; it goes with the last name.
            if !watches.values.contains(descriptor) { inotify_rm_watch(inotify, descriptor) }
        }
        var missing = folders.count > Self.maxFolders
        for folder in folders.sorted().prefix(Self.maxFolders) where watches[folder] == nil {
            let mask = IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
                | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR
            let descriptor = PathBytes.withCString(folder) { inotify_add_watch(inotify, $0, UInt32(mask)) }
            if descriptor >= 0 {
                watches[folder] = descriptor
            } else {
                missing = true
            }
        }
        watchesEverything = !missing
    }

    /// What ended a wait.
    public enum Wake: Equatable, Sendable {
        /// Something changed in these watched folders (all of them when the kernel's queue
        /// overflowed and it cannot say which).
        case changed(Set<String>)
        /// The time ran out, or `interrupt()` was called: look at everything.
        case timedOut
    }

    /// Returns as soon as something changed in a watched folder, after `idle` seconds when every
    /// folder is watched (`busy` otherwise), or when `interrupt()` is called.
    @discardableResult
    public func wait(idle: TimeInterval, busy: TimeInterval) -> Wake {
        let timeout = inotify >= 0 && watchesEverything ? idle : busy
        var descriptors = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeUp, events: Int16(POLLIN), revents: 0)]
        guard poll(&descriptors, nfds_t(descriptors.count), Int32(max(0, timeout) * 1000)) > 0 else { return .timedOut }
        drain(wakeUp)
        let folders = changedFolders()
        return folders.isEmpty ? .timedOut : .changed(folders)
    }

    /// Makes a `wait` in progress (or the next one) return at once.
    public func interrupt() {
        var one: UInt8 = 1
        _ = write(wakeUpWriter, &one, 1)
    }

    /// The watched folders the pending events name.
    private func changedFolders() -> Set<String> {
        guard inotify >= 0 else { return [] }
        let byDescriptor = Dictionary(grouping: watches.keys) { watches[$0]! }
        var folders: Set<String> = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = read(inotify, &buffer, buffer.count)
            guard count > 0 else { break }
            // Each event: descriptor (Int32), mask, cookie, name length (UInt32 each), then the name.
            var offset = 0
            while offset + 16 <= count {
                let fields = buffer.withUnsafeBytes { raw in
                    (raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                     raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                     raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                }
                if fields.1 & UInt32(IN_Q_OVERFLOW) != 0 { folders.formUnion(watches.keys) }
                folders.formUnion(byDescriptor[fields.0] ?? [])
                offset += 16 + Int(fields.2)
            }
        }
        return folders
    }

    /// Reads what is pending on `descriptor`.
    private func drain(_ descriptor: Int32) {
        guard descriptor >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(descriptor, &buffer, buffer.count) > 0 {}
    }

    /// The folders to watch for `files`: the folder each is in (an editor that saves by renaming
    /// a new file over the old replaces the file, not the folder).
    public static func folders(of files: some Sequence<String>) -> Set<String> {
        Set(files.map { file in
            let folder = (file as NSString).deletingLastPathComponent
            return folder.isEmpty ? "." : folder
        })
    }
}
