import Foundation
import TabBarModel
import TabBarFiles

/// An image set: the file a tab bar draws, chosen from what the set ships.
public struct ImageAsset: Sendable, Equatable {
    public var name: String
    /// The SVG, or the PNG (2x preferred, as the toolkit draws at 2x by default), or the PDF;
    /// nil when the set has nothing drawable.
    public var file: String?
    /// Why `file` is nil.
    public var problem: String?
    /// `template-rendering-intent: original` in the set.
    public var original: Bool
    public var provenance: Provenance
}

/// A colour set's light and dark values.
public struct ColorAsset: Sendable, Equatable {
    public var name: String
    public var light: Color?
    public var dark: Color?
    public var provenance: Provenance
    /// No entry gives a colour at all: Xcode's new-project `AccentColor`, which leaves the
    /// system's tint (unlike a colour written in a form this reader does not know).
    public var isUnset: Bool = false
}

/// The images and colours of the app's asset catalogs, by name.
public struct AssetCatalogs: Sendable {
    public private(set) var images: [String: ImageAsset] = [:]
    public private(set) var colors: [String: ColorAsset] = [:]
    /// Every `AccentColor` set: an app and each of its extensions may have one.
    public private(set) var accentColors: [ColorAsset] = []
    var problems: [ImportProblem] = []

    public init() {}

    /// The image set of that name; asset names are matched as Xcode does, case-insensitively
    /// when no exact match exists (generated `ImageResource` names are lower camel case).
    public func image(named name: String) -> ImageAsset? {
        images[name] ?? images.first { $0.key.lowercased() == name.lowercased() }?.value
    }

    public func color(named name: String) -> ColorAsset? {
        colors[name] ?? colors.first { $0.key.lowercased() == name.lowercased() }?.value
    }

    mutating func read(catalog: String, limits: ImportLimits, within app: AppFolder, budget: inout Int) {
        walk(catalog, depth: 0, limits: limits, app: app, budget: &budget)
    }

    private mutating func walk(_ folder: String, depth: Int, limits: ImportLimits, app: AppFolder, budget: inout Int) {
        guard depth <= limits.maxDepth, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            budget -= 1
            guard budget > 0 else { return }
            let path = folder + "/" + entry
            guard app.admits(path) else {
                problems.append(AppFolder.outside(path))
                continue
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            if entry.hasSuffix(".imageset") {
                readImageSet(path, name: String(entry.dropLast(".imageset".count)), limits: limits, app: app)
            } else if entry.hasSuffix(".colorset") {
                readColorSet(path, name: String(entry.dropLast(".colorset".count)), limits: limits, app: app)
            } else if !entry.contains(".") || entry.hasSuffix(".folder") {
                // A plain folder groups sets (and may namespace them; names stay the set's own).
                walk(path, depth: depth + 1, limits: limits, app: app, budget: &budget)
            }
        }
    }

    private mutating func contents(_ folder: String, limits: ImportLimits, app: AppFolder) -> [String: Any]? {
        let path = folder + "/Contents.json"
        guard app.admits(path) else {
            problems.append(AppFolder.outside(path))
            return nil
        }
        switch TextFile.read(path, limits: limits) {
        case .failure(let problem):
            problems.append(problem)
            return nil
        case .success(let text):
            guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
                problems.append(ImportProblem(provenance: Provenance(file: path, line: 0), message: "not valid JSON; not read"))
                return nil
            }
            return object
        }
    }

    private mutating func readImageSet(_ folder: String, name: String, limits: ImportLimits, app: AppFolder) {
        guard let object = contents(folder, limits: limits, app: app) else { return }
        let entries = (object["images"] as? [[String: Any]] ?? []).filter { ($0["appearances"] as? [Any]) == nil }
        let files = entries.compactMap { entry -> (file: String, scale: String)? in
            guard let file = entry["filename"] as? String, !file.contains("/") else { return nil }
            return (file, entry["scale"] as? String ?? "")
        }
        func pick(_ suffix: String, scale: String? = nil) -> String? {
            files.first { $0.file.lowercased().hasSuffix(suffix) && (scale == nil || $0.scale == scale!) }?.file
        }
        // A PDF (Xcode's vector image) is drawn through poppler, when the set has nothing else.
        var chosen = pick(".svg") ?? pick(".png", scale: "2x") ?? pick(".png", scale: "3x") ?? pick(".png") ?? pick(".jpg") ?? pick(".pdf")
        var problem: String? = chosen == nil ? "the image set has no SVG, PNG or PDF file" : nil
        if let file = chosen, !app.admits(folder + "/" + file) {
            chosen = nil
            problem = "its file \(MessageText.quote(file)) is a link to outside the app's folder"
        }
        let properties = object["properties"] as? [String: Any] ?? [:]
        let original = (properties["template-rendering-intent"] as? String) == "original"
        images[name] = ImageAsset(
            name: name, file: chosen.map { folder + "/" + $0 }, problem: problem, original: original,
            provenance: Provenance(file: folder + "/Contents.json", line: 1))
    }

    private mutating func readColorSet(_ folder: String, name: String, limits: ImportLimits, app: AppFolder) {
        guard let object = contents(folder, limits: limits, app: app) else { return }
        var light: Color?
        var dark: Color?
        let entries = object["colors"] as? [[String: Any]] ?? []
        for entry in entries {
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
            // High-contrast variants are not what a screenshot shows.
            let isOther = appearances.contains { ($0["appearance"] as? String) != "luminosity" }
            guard !isOther, let color = Self.color(entry["color"] as? [String: Any] ?? [:], dark: isDark) else { continue }
            if isDark { dark = dark ?? color } else { light = light ?? color }
        }
        let isUnset = !entries.contains { $0["color"] != nil }
        let asset = ColorAsset(
            name: name, light: light, dark: dark, provenance: Provenance(file: folder + "/Contents.json", line: 1), isUnset: isUnset)
        if name == "AccentColor" { accentColors.append(asset) }
        // An app and its extensions each have an `AccentColor`; the extensions' are often unset.
        if isUnset, colors[name].map({ !$0.isUnset }) == true { return }
        colors[name] = asset
    }

    /// Components written as 0…1 decimals, 0…255 integers or `0xFF` hex, as Xcode writes them.
    static func color(_ object: [String: Any], dark: Bool) -> Color? {
        if let reference = object["reference"] as? String, case .value(let light, let darkValue)? = SystemColors.color(named: reference) {
            return dark ? (darkValue ?? light) : light
        }
        guard let components = object["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> Double? {
            let raw: String
            if let text = components[key] as? String { raw = text.trimmingCharacters(in: .whitespaces) }
            else if let number = components[key] as? Double { raw = String(number) }
            else { return nil }
            if raw.lowercased().hasPrefix("0x") { return UInt8(raw.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            if !raw.contains("."), let whole = Int(raw) { return whole > 1 ? Double(min(whole, 255)) / 255 : Double(whole) }
            guard let value = Double(raw), value.isFinite else { return nil }
            return min(max(value, 0), 1)
        }
        if let white = component("white") {
            return Color(red: white, green: white, blue: white, alpha: component("alpha") ?? 1)
        }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        return Color(red: red, green: green, blue: blue, alpha: component("alpha") ?? 1)
    }
}
