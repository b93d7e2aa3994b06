import Foundation
import TabBarFiles
import TabBarImage
import TabBarModel
import TabBarWatch

/// `render --watch`: renders, then watches the specs and the files they draw from (`WatchedFiles`
/// and `FolderEvents`, which `tabbar preview` watches through too), and renders again when one
/// changes. A failed
/// render prints its error and keeps the last good outputs (outputs are written all or nothing),
/// and watching goes on.
struct RenderWatch {
    package let specs: [String]
    package let overrides: [SpecOverride]
    let systemIcons: String
    /// How often files are looked at when their folders cannot be watched; otherwise a change
    /// wakes the watcher, which also looks once a second.
    var interval: TimeInterval = 0.25
    /// Stop after this many renders (for tests); nil watches until interrupted.
    package var limit: Int?

    package func run(render: () throws -> Int) {
        var last: WatchedFiles.Stamps?
        var renders = 0
        var watched = WatchedFiles(overrides: overrides, systemIcons: systemIcons)
        let events = FolderEvents()
        while limit.map({ renders < $0 }) ?? true {
            let now = watched.stamps(of: specs)
            guard now != last else {
                events.watch(FolderEvents.folders(of: now.keys))
                events.wait(idle: 1, busy: interval)
                continue
            }
            last = now
            let started = Date()
            do {
                let count = try render()
                let milliseconds = Int((Date().timeIntervalSince(started) * 1000).rounded())
                say("\(Self.clock(started)) rendered \(count) file\(count == 1 ? "" : "s") in \(milliseconds) ms")
            } catch let failure as CommandFailure {
                say("\(Self.clock(started)) failed, last good output kept: \(failure.lines.map { MessageText.oneLine($0) }.joined(separator: "; "))")
            } catch {
                say("\(Self.clock(started)) failed, last good output kept: \(MessageText.oneLine("\(error)"))")
            }
            renders += 1
        }
    }

    /// One line, written at once: a pipe's reader sees each render as it happens.
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private static func clock(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: date)
    }
}
