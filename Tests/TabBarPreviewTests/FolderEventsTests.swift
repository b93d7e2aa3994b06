import Foundation
import TabBarWatch
import XCTest

/// The watcher's wake-ups: a change in a watched folder ends a wait that would otherwise last
/// a minute; nothing else does.
final class FolderEventsTests: XCTestCase {
    private func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folder-events-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// `change` runs on another thread a moment after the wait began.
    private func waitWakes(_ events: FolderEvents, after change: @escaping @Sendable () throws -> Void) -> FolderEvents.Wake {
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { try? change() }
        return events.wait(idle: 60, busy: 60)
    }

    func testWritingReplacingAndRemovingAFileWakeTheWait() throws {
        let folder = try scratchFolder()
        let spec = folder.appendingPathComponent("bar.yaml")
        try "tabs: []\n".write(to: spec, atomically: false, encoding: .utf8)
        let events = FolderEvents()
        events.watch(FolderEvents.folders(of: [spec.path]))
        XCTAssertTrue(events.watchesEverything)
        let changed = FolderEvents.Wake.changed([folder.path])
        XCTAssertEqual(waitWakes(events) { try "tabs: [a]\n".write(to: spec, atomically: false, encoding: .utf8) }, changed, "written in place")
        XCTAssertEqual(waitWakes(events) { try "tabs: [b]\n".write(to: spec, atomically: true, encoding: .utf8) }, changed, "renamed over")
        XCTAssertEqual(waitWakes(events) { try FileManager.default.removeItem(at: spec) }, changed, "removed")
    }

    func testAChangeElsewhereDoesNotWakeAndInterruptEndsTheWait() throws {
        let watched = try scratchFolder()
        let other = try scratchFolder()
        let events = FolderEvents()
        events.watch([watched.path])
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
            try? "x".write(to: other.appendingPathComponent("x.yaml"), atomically: false, encoding: .utf8)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) { events.interrupt() }
        XCTAssertEqual(events.wait(idle: 60, busy: 60), .timedOut, "only the interrupt ended the wait")
    }

    /// Each event names the folder it happened in, among several watched.
    func testTheWakeNamesTheFoldersThatChanged() throws {
        let first = try scratchFolder()
        let second = try scratchFolder()
        let events = FolderEvents()
        events.watch([first.path, second.path])
        let wake = waitWakes(events) { try "x".write(to: second.appendingPathComponent("x.swift"), atomically: false, encoding: .utf8) }
        XCTAssertEqual(wake, .changed([second.path]))
    }

    /// Two names of one folder share the kernel's watch: letting one name go keeps the other's.
    func testLettingGoOfOneNameOfAFolderKeepsWatchingIt() throws {
        let folder = try scratchFolder()
        let events = FolderEvents()
        events.watch([folder.path, folder.path + "/."])
        events.watch([folder.path])
        let wake = waitWakes(events) { try "x".write(to: folder.appendingPathComponent("x.yaml"), atomically: false, encoding: .utf8) }
        XCTAssertEqual(wake, .changed([folder.path]))
    }

    func testAFolderThatCannotBeWatchedIsLookedAtOften() throws {
        let folder = try scratchFolder()
        let events = FolderEvents()
        events.watch([folder.path, folder.appendingPathComponent("not-made-yet").path])
        XCTAssertFalse(events.watchesEverything)
        XCTAssertEqual(events.wait(idle: 60, busy: 0.05), .timedOut, "the busy interval ran out")
        events.watch([folder.path])
        XCTAssertTrue(events.watchesEverything, "a folder no longer asked for is let go")
    }
}
