import Foundation
import TabBarImage

/// Writes an output file (or `-`, standard output) through the one writer, reporting a
/// failure as invalid input (exit 2).
func writeOutput(_ data: Data, to path: String) throws(CommandFailure) {
    try writeOutputs([(data, path)])
}

/// Writes several outputs all or nothing: when one cannot be written, none replaces its file.
func writeOutputs(_ outputs: [(data: Data, path: String)]) throws(CommandFailure) {
    var batch = StagedWrites()
    do {
        for output in outputs { try batch.stage(output.data, to: output.path) }
        try batch.commit()
    } catch {
        throw .invalidInput(error.description)
    }
}
