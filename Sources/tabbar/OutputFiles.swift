import Foundation
import TabBarImage
import TabBarModel
import TabBarRender

/// Writes an output file (or `-`, standard output) through the one writer, reporting a
/// failure as invalid input (exit 2).
func writeOutput(_ data: Data, to path: String) throws(CommandFailure) {
    try writeOutputs([(data, path)])
}

/// Writes several outputs all or nothing: when one cannot be written, none replaces its file.
/// - Parameter prepared: outputs already written beside their places (or held, for a stream).
func writeOutputs(_ outputs: [(data: Data, path: String)], adopting prepared: [PreparedOutput] = []) throws(CommandFailure) {
    var batch = StagedWrites()
    // Every staged file first, so that a stream that fails below leaves none of them behind.
    for output in prepared { output.adoptFile(into: &batch) }
    do {
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
struct PreparedOutput: Sendable {
    private enum Held: Sendable {
        case staged(StagedFile)
        case bytes(Data)
    }

    private let held: Held
    let path: String

    init(_ data: Data, to path: String) throws(FileWriteError) {
        self.path = path
        if case .file(let target) = try OutputDestination.resolve(path) {
            // The batch cleaned the output folder once before it started (RenderCommand).
            held = .staged(try StagedFile.stage(data, besides: target, cleaning: false))
        } else {
            held = .bytes(data)
        }
    }

    func adoptFile(into batch: inout StagedWrites) {
        if case .staged(let file) = held { batch.adopt(file, shownAs: path) }
    }

    func stageBytes(into batch: inout StagedWrites) throws(FileWriteError) {
        if case .bytes(let data) = held { try batch.stage(data, to: path) }
    }

    func discard() {
        if case .staged(let file) = held { file.discard() }
    }
}

/// Prints a command's result on standard output through the one writer, so a write that fails
/// (a full disk, a closed pipe) is an error (exit 2), not a silent loss.
func printOutput(_ text: String) throws(CommandFailure) {
    try writeOutput(Data((text + "\n").utf8), to: "-")
}

/// Outputs of one run must not land on each other or on what the run reads: two specs named
/// alike rendered into one folder, `-o` naming the spec itself, an icon or a backdrop, or the
/// sheet. Checked before anything is written.
enum OutputCollisions {
    /// - Parameters:
    ///   - outputs: each output path with what produces it (a spec's path, `--sheet`).
    ///   - inputs: each spec's path and the folder its relative asset paths start from.
    static func check(
        outputs: [(path: String, producer: String)], inputs: [(path: String, baseDirectory: String)], overrides: [SpecOverride]
    ) throws(CommandFailure) {
        var firstProducer: [String: String] = [:]
        for output in outputs where output.path != "-" {
            let key = canonical(output.path)
            if let earlier = firstProducer[key] {
                throw .invalidInput("\(output.path): both \(earlier) and \(output.producer) would write it; rename one or choose another output")
            }
            firstProducer[key] = output.producer
        }
        // Only an output that exists can be an input; a fresh folder costs no asset scan.
        var existing: [FileIdentity: String] = [:]
        for output in outputs where output.path != "-" {
            if let identity = FileIdentity(output.path) { existing[identity] = output.path }
        }
        guard !existing.isEmpty else { return }
        let resolver = IconResolver(systemIconDirectory: "/")
        for input in inputs {
            if let identity = FileIdentity(input.path), let output = existing[identity] {
                throw .invalidInput("\(output): it is the spec \(input.path) itself; choose another output")
            }
            guard let data = try? BoundedFile.read(input.path, maxBytes: SpecInputLimits.maxBytes) else { continue }
            for case .file(let asset) in SpecDecoder.assets(in: data, overrides: overrides) {
                let path = resolver.path(asset, relativeTo: input.baseDirectory)
                if let identity = FileIdentity(path), let output = existing[identity] {
                    throw .invalidInput("\(output): \(input.path) draws from it (\(asset)); choose another output")
                }
            }
        }
    }

    /// The path with its folder's symlinks resolved, so two spellings of one file compare equal.
    private static func canonical(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return (FilePaths.real(url.deletingLastPathComponent().path) as NSString).appendingPathComponent(url.lastPathComponent)
    }
}

/// A file's device and inode, symlinks followed: one file however it is named.
struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
