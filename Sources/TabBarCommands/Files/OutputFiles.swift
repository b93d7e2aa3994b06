import Foundation
import TabBarFiles
import TabBarImage
import TabBarModel
import TabBarRender

/// Outputs of one run must not land on each other or on what the run reads: two specs named
/// alike rendered into one folder, `-o` naming the spec itself, an icon or a backdrop, or the
/// sheet. Checked before anything is written.
enum OutputCollisions {
    /// - Parameters:
    ///   - outputs: each output path with what produces it (a spec's path, `--sheet`).
    ///   - inputs: each spec's path and the folder its relative asset paths start from.
    package static func check(
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
    package let device: UInt64
    let inode: UInt64

    package init?(_ path: String) {
        var info = stat()
        guard PathBytes.withCString(path, { stat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
