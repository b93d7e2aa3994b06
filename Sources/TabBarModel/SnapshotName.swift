/// The file name of a spec's reference image: what it shows, readable in a folder listing,
/// e.g. `phone-badges.iphone-15.light@3x.png`.
public enum SnapshotName {
    public static func make(specName: String, spec: Spec, scale: Int) -> String {
        let look = spec.style == .classic ? "classic" : spec.appearance.rawValue
        let turned = spec.orientation == .landscape && spec.device.device?.rotates == true ? "-landscape" : ""
        return "\(specName).\(spec.device.name)\(turned).\(look)@\(scale)x.png"
    }
}
