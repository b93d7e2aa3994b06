import Foundation
import TabBarFiles
import TabBarModel

/// The files a set of specs draws from (each spec, then every icon, backdrop and picture it
/// names), stamped as they are now. `render --watch` and `tabbar preview` both poll through this:
/// a look costs one stat per file, so a watcher sleeping between looks keeps the CPU idle.
public struct WatchedFiles {
    /// Every file one spec depends on, each with its stamp (nil: not there).
    public typealias Stamps = [String: FileStamp?]

    public let overrides: [SpecOverride]
    public let systemIcons: String

    /// A spec's bytes and the assets they name: a spec that did not change is not parsed again
    /// at every look.
    private struct Scan {
        let data: Data
        let assets: [SpecAsset]
    }
    private var scanned: [String: Scan] = [:]

    public init(overrides: [SpecOverride], systemIcons: String) {
        self.overrides = overrides
        self.systemIcons = systemIcons
    }

    /// The spec and the files it names, as paths a stat can take.
    public mutating func files(of spec: String) -> [String] {
        guard let data = try? BoundedFile.read(spec, maxBytes: SpecInputLimits.maxBytes) else {
            scanned[spec] = nil
            return [spec]
        }
        let assets: [SpecAsset]
        if let known = scanned[spec], known.data == data {
            assets = known.assets
        } else {
            assets = SpecDecoder.assets(in: data, overrides: overrides)
            scanned[spec] = Scan(data: data, assets: assets)
        }
        let folder = (spec as NSString).deletingLastPathComponent
        return [spec] + assets.map { asset in
            switch asset {
            case .file(let path):
                path.hasPrefix("/") ? path : ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(path)
            case .system(let name):
                (systemIcons as NSString).appendingPathComponent(name + ".svg")
            }
        }
    }

    /// Every file of every spec, each as it is now.
    public mutating func stamps(of specs: [String]) -> Stamps {
        var result: Stamps = [:]
        for spec in specs {
            for file in files(of: spec) where result[file] == nil {
                result[file] = FileStamp(file)
            }
        }
        return result
    }
}
