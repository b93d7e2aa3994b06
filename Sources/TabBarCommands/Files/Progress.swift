import Foundation

/// "Rendering 12/50" on a terminal; silent when standard error is piped or logged.
package final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private var total: Int
    private var done = 0
    private var enabled: Bool

    package init(total: Int) {
        self.total = total
        self.enabled = total > 1 && isatty(STDERR_FILENO) == 1
    }

    /// For a run that learns its size once it has read its inputs.
    package func begin(total: Int) {
        lock.withLock {
            self.total = total
            enabled = total > 1 && isatty(STDERR_FILENO) == 1
        }
    }

    package func advance() {
        guard enabled else { return }
        lock.withLock {
            done += 1
            FileHandle.standardError.write(Data("\rRendering \(done)/\(total)".utf8))
        }
    }

    package func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
