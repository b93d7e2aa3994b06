import Foundation
import TabBarModel

/// The file name of a spec's reference image: what it shows, readable in a folder listing,
/// e.g. `phone-badges.iphone-15.light@3x.png`. The command line, `assertSnapshot` and the suite
/// runner all name references here.
///
/// A matrix variant adds the labels of its values the name does not already show (device,
/// appearance, style and orientation are in it anyway), in matrix order, after the spec's name:
/// `phone` × appearance=dark × ios=26 → `phone.ios26.iphone-16.dark@3x.png`.
public enum ReferenceName {
    public static func make(specName: String, spec: Spec, scale: Int, variant: SpecVariant = SpecVariant(overrides: [])) -> String {
        let look = spec.style == .classic ? "classic" : spec.appearance.rawValue
        let turned = spec.orientation == .landscape && spec.device.device?.rotates == true ? "-landscape" : ""
        let shown: Set<String> = ["device", "appearance", "style", "orientation"]
        let extra = variant.overrides.filter { !shown.contains($0.path) }.map { "." + $0.label }.joined()
        return "\(specName)\(extra).\(spec.device.name)\(turned).\(look)@\(scale)x.png"
    }

    /// The name of a spec file's reference: the file's name without its extension stands for the
    /// spec; `scale` nil is the device's own.
    public static func make(
        specPath: String, document: SpecDocument, scale: Int?, variant: SpecVariant = SpecVariant(overrides: [])
    ) -> String {
        let specName = ((specPath as NSString).lastPathComponent as NSString).deletingPathExtension
        let deviceScale = document.spec.device.device?.scale ?? 1
        return make(specName: specName, spec: document.spec, scale: scale ?? deviceScale, variant: variant)
    }

    /// The spec an app's code gave when its references were written, kept beside them
    /// (`pantry-tabs.de.imported.yaml`), so a verify can say in words which field changed.
    public static func importedSpec(specName: String) -> String {
        specName + ".imported.yaml"
    }

    /// A reference's name less the `.<device>.<look>@<scale>x.png` that ends every name: the spec's
    /// name and its variant's labels. Nil for a name not of that shape.
    public static func stem(of name: String) -> String? {
        guard name.hasSuffix(".png") else { return nil }
        let parts = name.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, let look = parts.last, look.contains("@"),
              ["light", "dark", "classic"].contains(look.split(separator: "@").first.map(String.init) ?? "")
        else { return nil }
        return parts.dropLast(2).joined(separator: ".")
    }
}
