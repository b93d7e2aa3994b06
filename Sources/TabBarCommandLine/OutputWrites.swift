#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import TabBarImage

/// Writes an output file (or `-`, standard output) through the one writer, reporting a
/// failure as invalid input (exit 2).
public func writeOutput(_ data: Data, to path: String) throws(CommandFailure) {
    try writeOutputs([(data, path)])
}

/// Writes several outputs all or nothing (`OutputBatch.write`), reporting a failure as invalid
/// input (exit 2).
public func writeOutputs(
    _ outputs: [(data: Data, path: String)], adopting prepared: [PreparedOutput] = [],
    folderFiles: (folder: String, files: [(data: Data, name: String)])? = nil
) throws(CommandFailure) {
    do {
        try OutputBatch.write(outputs, adopting: prepared, folderFiles: folderFiles)
    } catch {
        throw .invalidInput(error.description)
    }
}

/// Prints a command's result on standard output through the one writer, so a write that fails
/// (a full disk, a closed pipe) is an error (exit 2), not a silent loss.
public func printOutput(_ text: String) throws(CommandFailure) {
    try writeOutput(Data((text + "\n").utf8), to: "-")
}
