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

/// Writes several outputs all or nothing: when one cannot be written, none replaces its file.
/// - Parameters:
///   - prepared: outputs already written beside their places (or held, for a stream).
///   - folderFiles: files the command names itself inside a folder the user named (a report
///     folder), written by `FolderFile`'s rule: never through a link found there.
public func writeOutputs(
    _ outputs: [(data: Data, path: String)], adopting prepared: [PreparedOutput] = [],
    folderFiles: (folder: String, files: [(data: Data, name: String)])? = nil
) throws(CommandFailure) {
    var batch = StagedWrites()
    // Every staged file first, so that a stream that fails below leaves none of them behind.
    for output in prepared { output.adoptFile(into: &batch) }
    do {
        if let folderFiles {
            for file in folderFiles.files { try batch.stage(file.data, named: file.name, in: folderFiles.folder) }
        }
        for output in prepared { try output.stageBytes(into: &batch) }
        for output in outputs { try batch.stage(output.data, to: output.path) }
        try batch.commit()
    } catch {
        throw .invalidInput(error.description)
    }
}

/// One output of a batch, made ready on the thread that drew it: a file is written at once
/// under a temporary name beside its place (so a batch of thousands keeps names, not bytes), a
/// FIFO, a device or standard output keeps its bytes until the batch commits.
public struct PreparedOutput: Sendable {
    private enum Held: Sendable {
        case staged(StagedFile)
        case bytes(Data)
    }

    private let held: Held
    public let path: String

    public init(_ data: Data, to path: String) throws(FileWriteError) {
        self.path = path
        if case .file(let target) = try OutputDestination.resolve(path) {
            // The batch cleaned the output folder once before it started (RenderCommand).
            held = .staged(try StagedFile.stage(data, besides: target, cleaning: false))
        } else {
            held = .bytes(data)
        }
    }

    public func adoptFile(into batch: inout StagedWrites) {
        if case .staged(let file) = held { batch.adopt(file, shownAs: path) }
    }

    public func stageBytes(into batch: inout StagedWrites) throws(FileWriteError) {
        if case .bytes(let data) = held { try batch.stage(data, to: path) }
    }

    public func discard() {
        if case .staged(let file) = held { file.discard() }
    }
}

/// Prints a command's result on standard output through the one writer, so a write that fails
/// (a full disk, a closed pipe) is an error (exit 2), not a silent loss.
public func printOutput(_ text: String) throws(CommandFailure) {
    try writeOutput(Data((text + "\n").utf8), to: "-")
}
