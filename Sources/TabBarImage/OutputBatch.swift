#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes several outputs all or nothing: when one cannot be written, none replaces its file.
/// The one writer of every command's outputs and of the libraries that write what a command does.
public enum OutputBatch {
    /// - Parameters:
    ///   - prepared: outputs already written beside their places (or held, for a stream).
    ///   - folderFiles: files the caller names itself inside a folder the user named (a report
    ///     folder), written by `FolderFile`'s rule: never through a link found there.
    public static func write(
        _ outputs: [(data: Data, path: String)], adopting prepared: [PreparedOutput] = [],
        folderFiles: (folder: String, files: [(data: Data, name: String)])? = nil
    ) throws(FileWriteError) {
        var batch = StagedWrites()
        // Every staged file first, so that a stream that fails below leaves none of them behind.
        for output in prepared { output.adoptFile(into: &batch) }
        if let folderFiles {
            for file in folderFiles.files { try batch.stage(file.data, named: file.name, in: folderFiles.folder) }
        }
        for output in prepared { try output.stageBytes(into: &batch) }
        for output in outputs { try batch.stage(output.data, to: output.path) }
        try batch.commit()
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
