import Foundation
import Yams

/// A file a spec draws from, as the spec names it.
public enum SpecAsset: Hashable, Sendable {
    /// A path, relative to the spec's folder unless absolute: an icon, a backdrop, a picture.
    case file(String)
    /// One of the toolkit's own icons, `system:NAME`.
    case system(String)
}

extension SpecDecoder {
    static let imageExtensions = ["svg", "png", "jpg", "jpeg"]

    /// Every asset the spec names (with the overrides applied), found by walking its tree rather
    /// than its types, so that an icon anywhere (tabs, toolbar, rows, accessory) and a backdrop
    /// are all found: a string `system:NAME`, or one ending in an image file's extension. Text
    /// that does not parse names none.
    public static func assets(in data: Data, overrides: [SpecOverride] = []) -> [SpecAsset] {
        let data = ByteOrderMark.stripped(data)
        guard (try? SpecInputLimits.check(data, source: "")) != nil,
              let written = String(data: data, encoding: .utf8),
              let text = try? applying(overrides, to: written, source: ""),
              let root = try? Yams.compose(yaml: text, .basic)
        else { return [] }
        var found: [SpecAsset] = []
        var seen: Set<SpecAsset> = []
        // As the decoder's checks do, at most `maxValues` with aliases expanded: a kilobyte of
        // aliases stands for billions, and a watcher scans on every look. Beyond it the spec is
        // refused when drawn, and names nothing.
        var budget = SpecInputLimits.maxValues
        func walk(_ node: Node) {
            budget -= 1
            guard budget >= 0 else { return }
            switch node {
            case .scalar(let scalar):
                let value = scalar.string
                let asset: SpecAsset?
                if value.hasPrefix("system:") {
                    asset = .system(String(value.dropFirst("system:".count)))
                } else if let dot = value.lastIndex(of: "."), imageExtensions.contains(value[value.index(after: dot)...].lowercased()) {
                    asset = .file(value)
                } else {
                    asset = nil
                }
                if let asset, seen.insert(asset).inserted { found.append(asset) }
            case .mapping(let mapping):
                mapping.forEach { walk($0.value) }
            case .sequence(let sequence):
                sequence.forEach(walk)
            default:
                // Yams 6's `.alias`: its parser puts the anchored node itself where an alias stands.
                break
            }
        }
        walk(root)
        return budget >= 0 ? found : []
    }
}
