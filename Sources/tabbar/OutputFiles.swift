import Foundation
import TabBarImage

/// Writes an output file atomically, reporting a failure as invalid input (exit 2).
func writeOutput(_ data: Data, to path: String) throws(CommandFailure) {
    do {
        try AtomicFile.write(data, to: path)
    } catch {
        throw .invalidInput(error.description)
    }
}
