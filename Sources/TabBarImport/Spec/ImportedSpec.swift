import Foundation
import TabBarModel
import TabBarFiles

/// How imported bars become specs.
public struct SpecOptions: Sendable, Equatable {
    /// A preset name; the bar's phone by default.
    public var device: String
    /// The language drawn; nil is the app's development language.
    public var locale: String?
    public var appearance: Appearance
    /// Icon paths are written relative to this folder (where the spec goes); nil writes them absolute.
    public var outputDirectory: String?

    public init(device: String = "iphone-17-pro", locale: String? = nil, appearance: Appearance = .light, outputDirectory: String? = nil) {
        self.device = device
        self.locale = locale
        self.appearance = appearance
        self.outputDirectory = outputDirectory
    }
}

/// One spec made from one imported bar in one language.
public struct ImportedSpec: Sendable {
    /// Stable: the bar's name, with the language when more than one is written.
    public var name: String
    public var bar: ImportedTabBar
    public var locale: String
    /// The YAML text, a comment per field naming the file and line it came from.
    public var yaml: String
    /// The spec the YAML decodes to, through the toolkit's one loader.
    public var document: SpecDocument
    /// What the code leaves to run time, this bar's and those found making the spec.
    public var unknowns: [ImportUnknown]
    /// Each field written with the places it comes from, as its comment says them
    /// (`tabs[1].title` → `App/Tabs.swift:13; de at App/de.lproj/Localizable.strings:3`).
    public var fieldSources: [String: String] = [:]
}

/// A spec that the toolkit refused: a bug in the importer, reported rather than written.
public struct ImportSpecError: Error, CustomStringConvertible, Sendable {
    public var bar: String
    public var error: SpecError
    public var description: String { "\(bar): the imported spec does not load: \(error)" }
}

extension ImportResult {
    /// Every language the app ships, the development language first.
    public var locales: [String] {
        let development = resources.strings.developmentLanguage
        return [development] + resources.strings.locales.filter { $0 != development }.sorted()
    }

    /// The bars with at least one tab the code states; a bar whose tabs are all made at run time
    /// has no spec (its unknowns say why).
    public var drawableBars: [ImportedTabBar] { bars.filter { !$0.tabs.isEmpty } }

    /// One spec per drawable bar in `options.locale` (or the development language).
    public func specs(_ options: SpecOptions = SpecOptions(), nameWithLocale: Bool = false) throws(ImportSpecError) -> [ImportedSpec] {
        var specs: [ImportedSpec] = []
        for bar in drawableBars {
            var builder = SpecBuilder(result: self, bar: bar, options: options)
            specs.append(try builder.build(nameWithLocale: nameWithLocale))
        }
        return specs
    }

    /// One spec per bar and language the app ships.
    public func specsForAllLocales(_ options: SpecOptions = SpecOptions()) throws(ImportSpecError) -> [ImportedSpec] {
        var specs: [ImportedSpec] = []
        for locale in locales {
            var localized = options
            localized.locale = locale
            specs += try self.specs(localized, nameWithLocale: true)
        }
        return specs
    }
}

/// Turns one imported bar into YAML with provenance comments, then loads it as any spec is loaded.
struct SpecBuilder {
    let result: ImportResult
    let bar: ImportedTabBar
    let options: SpecOptions
    private var unknowns: [ImportUnknown] = []
    private var lines: [String] = []
    private var sources: [String: String] = [:]

    init(result: ImportResult, bar: ImportedTabBar, options: SpecOptions) {
        self.result = result
        self.bar = bar
        self.options = options
    }

    private var locale: String { options.locale ?? result.resources.strings.developmentLanguage }

    mutating func build(nameWithLocale: Bool) throws(ImportSpecError) -> ImportedSpec {
        let name = nameWithLocale ? "\(bar.name).\(locale)" : bar.name
        unknowns = bar.unknowns
        let kind = switch bar.kind {
        case .swiftUI: "SwiftUI TabView"
        case .uiKit: "UIKit tab bar controller"
        case .interfaceBuilder: "storyboard tab bar controller"
        }
        comment("\(name): the \(kind) declared at \(bar.provenance).")
        comment("Written by `tabbar import`; import again rather than edit it.")
        field("device", YAMLText.quote(options.device), nil)
        if options.appearance == .dark { field("appearance", "dark", nil) }
        field("locale", YAMLText.quote(locale), nil)
        if let tint = bar.tint {
            writeColor("tint", tint)
        } else if let (accent, set) = accentColor() {
            writeColor("tint", accent, set: set)
        }
        writeColor("unselectedTint", bar.unselectedTint)
        writeColor("barTint", bar.barTint)
        writeColor("badgeColor", bar.badgeColor)
        if let selected = bar.selected {
            switch selected.value {
            case .id(let id): field("selected", YAMLText.quote(id), selected.provenance.description)
            case .index(let index): field("selected", String(index), selected.provenance.description)
            }
        }
        if let adaptable = bar.sidebarAdaptable, adaptable.value {
            comment(".tabViewStyle(.sidebarAdaptable) at \(adaptable.provenance): a tab bar on iPhone, a sidebar on iPad.")
        }
        if let minimizes = bar.minimizes, minimizes.value {
            comment(".tabBarMinimizeBehavior at \(minimizes.provenance): the bar minimises on scroll; `--set minimized=true` draws that.")
        }
        if let accessory = bar.accessory {
            let title = accessory.value.map { resolve($0, field: "accessory.title", at: accessory.provenance) } ?? "Accessory"
            lines.append("accessory:  # " + YAMLText.comment("\(accessory.provenance)\(accessory.value == nil ? " (placeholder title)" : "")"))
            lines.append("  title: \(YAMLText.quote(title))")
        }
        writeTabs()
        if !unknowns.isEmpty {
            // A field of the spec, so lint and the report see each one (`import-unknown`).
            comment("Known only when the app runs (drawn with a placeholder or left out):")
            lines.append("unknowns:")
            let entries = unknowns.map { SpecUnknown.bounded(field: $0.field, file: $0.provenance.file, line: $0.provenance.line, reason: $0.reason) }
            for entry in SpecUnknown.boundedList(entries) {
                field("field", YAMLText.quote(entry.field), nil, indent: "  - ")
                field("source", YAMLText.quote(entry.source), nil, indent: "    ")
                field("reason", YAMLText.quote(entry.reason), nil, indent: "    ")
            }
        }
        let yaml = lines.joined(separator: "\n") + "\n"
        let base = options.outputDirectory ?? "/"
        do {
            let document = try SpecDocument(yaml: yaml, source: name + ".yaml", baseDirectory: base)
            return ImportedSpec(name: name, bar: bar, locale: locale, yaml: yaml, document: document, unknowns: unknowns, fieldSources: sources)
        } catch {
            throw ImportSpecError(bar: bar.name, error: error)
        }
    }

    /// The app's `AccentColor` set tints every bar that sets no tint of its own. An app and its
    /// extensions may each have one: the bar's is the one nearest its file (Mastodon's app has an
    /// unset one, the system's tint, and its widget a purple one). Which target a catalog belongs
    /// to is in the Xcode project, which is not read, so two equally near are reported rather than
    /// one picked.
    private mutating func accentColor() -> (Traced<ImportedColor>, ColorAsset)? {
        let sets = result.resources.assets.accentColors
        let barFolders = Self.folders(bar.provenance.file)
        let nearness = sets.map { set in zip(Self.folders(set.provenance.file), barFolders).prefix { $0 == $1 }.count }
        guard let nearest = nearness.max() else { return nil }
        let candidates = sets.indices.filter { nearness[$0] == nearest }.map { sets[$0] }
        if candidates.allSatisfy(\.isUnset) { return nil }
        guard candidates.count == 1, let set = candidates.first else {
            let places = candidates.map { "`\($0.provenance.file)`" }.joined(separator: ", ")
            note("tint", "several targets have an AccentColor (\(places)); which is this bar's is in the Xcode project, which is not read; the default is drawn", bar.provenance)
            return nil
        }
        return (Traced(.asset(set.name), at: set.provenance), set)
    }

    private static func folders(_ file: String) -> [Substring] {
        file.split(separator: "/").dropLast()
    }

    /// `path`: the field's path in the spec, when it is not the top-level `key`.
    private mutating func field(_ key: String, _ value: String, _ comment: String?, indent: String = "", path: String? = nil) {
        if let comment, let field = path ?? (indent.isEmpty ? key : nil) { sources[field] = comment }
        lines.append(indent + key + ": " + value + (comment.map { "  # " + YAMLText.comment($0) } ?? ""))
    }

    /// A comment line; what it quotes from the app (a file or folder name) cannot end it.
    private mutating func comment(_ text: String, indent: String = "") {
        lines.append(indent + "# " + YAMLText.comment(text))
    }

    private mutating func note(_ field: String, _ reason: String, _ provenance: Provenance) {
        unknowns.append(ImportUnknown(provenance: provenance, bar: bar.name, field: field, reason: reason))
    }

    /// `set`: the colour set already chosen for an asset colour (of several of one name).
    private mutating func writeColor(_ key: String, _ traced: Traced<ImportedColor>?, set: ColorAsset? = nil) {
        guard let traced else { return }
        switch traced.value {
        case .value(let light, let dark):
            let color = options.appearance == .dark ? (dark ?? light) : light
            field(key, YAMLText.quote(color.hexString), traced.provenance.description)
        case .asset(let name):
            guard let asset = set ?? result.resources.assets.color(named: name) else {
                note(key, "no colour set named \"\(name)\" in the app's asset catalogs; the default is drawn", traced.provenance)
                return
            }
            let color = options.appearance == .dark ? (asset.dark ?? asset.light) : (asset.light ?? asset.dark)
            guard let color else {
                note(key, "the colour set \"\(name)\" has no colour this reader understands; the default is drawn", asset.provenance)
                return
            }
            let source = traced.provenance == asset.provenance ? "colour set \(name) at \(asset.provenance)" : "\(traced.provenance), colour set \(name) at \(asset.provenance)"
            field(key, YAMLText.quote(color.hexString), source)
        }
    }

    /// The text the app shows, with any character a spec refuses (ESC, U+0085) written visibly.
    private mutating func resolve(_ text: ImportedText, field: String, at provenance: Provenance) -> String {
        SpecCharacters.visible(resolveText(text, field: field, at: provenance))
    }

    private mutating func resolveText(_ text: ImportedText, field: String, at provenance: Provenance) -> String {
        switch text {
        case .verbatim(let value): return value
        case .localized(let key, let table, let fallback):
            if let entry = result.resources.strings.lookup(key: key, table: table, locale: locale) { return entry.value }
            if locale != result.resources.strings.developmentLanguage, !result.resources.strings.locales.isEmpty {
                note(field, "no \(locale) translation of \"\(key)\"\(table.map { " in \($0)" } ?? ""); the app shows \"\(fallback)\"", provenance)
            }
            return fallback
        }
    }

    private func translationSource(_ text: ImportedText) -> String? {
        guard case .localized(let key, let table, _) = text,
              let entry = result.resources.strings.lookup(key: key, table: table, locale: locale)
        else { return nil }
        return "\(locale) at \(entry.provenance)"
    }

    private mutating func writeTabs() {
        lines.append("tabs:")
        var usedIDs: Set<String> = []
        for (position, tab) in bar.tabs.enumerated() {
            let path = "tabs[\(position)]"
            var first = true
            func prefix() -> String {
                defer { first = false }
                return first ? "  - " : "    "
            }
            var written: [(String, String, String?)] = []
            if let found = tab.id.map(SpecCharacters.visible), var id = Optional(found), !id.isEmpty {
                var counter = 2
                while usedIDs.contains(id) { id = "\(found)-\(counter)"; counter += 1 }
                usedIDs.insert(id)
                written.append(("id", YAMLText.quote(id), nil))
            }
            if let title = tab.title {
                let text = resolve(title.value, field: "\(path).title", at: title.provenance)
                let source = [title.provenance.description, translationSource(title.value)].compactMap { $0 }.joined(separator: "; ")
                // An empty title (`title=""` in a storyboard, `UITabBarItem(title: "", …)`) is an
                // icon-only tab, which a spec states by leaving the key out.
                if !text.isEmpty { written.append(("title", YAMLText.quote(text), source)) }
            } else if unknowns.contains(where: { $0.field == "\(path).title" }) || tab.icon == nil {
                written.append(("title", YAMLText.quote("?"), "placeholder: the title is known only when the app runs"))
            }
            if let icon = tab.icon, let (value, comment) = iconValue(icon, field: "\(path).icon") {
                written.append(("icon", YAMLText.quote(value), comment))
                if case .asset(let name) = icon.value, result.resources.assets.image(named: name)?.original == true {
                    written.append(("iconMode", "original", "the image set renders as original"))
                }
            }
            if let icon = tab.selectedIcon, tab.icon != nil, let (value, comment) = iconValue(icon, field: "\(path).selectedIcon") {
                written.append(("selectedIcon", YAMLText.quote(value), comment))
            }
            if let badge = tab.badge {
                switch badge.value {
                case .count(let count): written.append(("badge", String(count), badge.provenance.description))
                case .text(let text):
                    let value = resolve(text, field: "\(path).badge", at: badge.provenance).trimmingCharacters(in: .whitespacesAndNewlines)
                    if !value.isEmpty, !value.contains(where: \.isNewline) {
                        written.append(("badge", YAMLText.quote(value), badge.provenance.description))
                    }
                }
            }
            if tab.isSearch { written.append(("role", "search", tab.provenance.description)) }
            if let section = tab.section {
                comment("in TabSection \(YAMLText.quote(resolve(section.value, field: "\(path)", at: section.provenance))) at \(section.provenance)", indent: "  ")
            }
            if written.isEmpty { written.append(("title", YAMLText.quote("?"), "placeholder")) }
            for (key, value, comment) in written {
                field(key, value, comment ?? (key == "id" ? tab.provenance.description : nil), indent: prefix(), path: "\(path).\(key)")
            }
        }
    }

    private mutating func iconValue(_ icon: Traced<ImportedIcon>, field: String) -> (String, String)? {
        switch icon.value {
        case .symbol(let name):
            guard SFSymbol(name) != nil else {
                let nearest = SFSymbol.nearestNames(to: name).map { "\"\($0)\"" }.joined(separator: ", ")
                note(field, "SF Symbol \"\(name)\" is not one the toolkit draws (nearest: \(nearest)); left out", icon.provenance)
                return nil
            }
            return ("sf:" + name, icon.provenance.description)
        case .systemItem(let name):
            return ("system:" + name, icon.provenance.description)
        case .asset(let name):
            guard let asset = result.resources.assets.image(named: name) else {
                // `Image("house")` for an SF Symbol the app ships no asset for would not draw; say so.
                note(field, "no image set named \"\(name)\" in the app's asset catalogs; left out", icon.provenance)
                return nil
            }
            guard let file = asset.file else {
                note(field, "\(asset.problem ?? "the image set has no drawable file") (\(asset.provenance)); left out", icon.provenance)
                return nil
            }
            let path = relative(file)
            guard !path.unicodeScalars.contains(where: SpecCharacters.isRefused) else {
                note(field, "the image set's file has a control character in its path, which a spec cannot name; left out", icon.provenance)
                return nil
            }
            return (path, "\(icon.provenance), image set \(name)")
        }
    }

    private func relative(_ file: String) -> String {
        let absolute = Self.absolute(file)
        guard let directory = options.outputDirectory else { return absolute }
        return Self.relativePath(from: Self.absolute(directory), to: absolute)
    }

    static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (joined as NSString).standardizingPath
    }

    static func relativePath(from directory: String, to file: String) -> String {
        let from = directory.split(separator: "/")
        let to = file.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        return (ups + to[common...].map(String.init)).joined(separator: "/")
    }
}

/// YAML scalars the importer writes: always double-quoted, so no text is read as a number,
/// a boolean or a comment.
enum YAMLText {
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                // U+2028 and U+2029 are line breaks to YAML, which would fold the space after them.
                if MessageText.isUnsafe(scalar) || scalar.value == 0xFEFF {
                    out += String(format: "\\u%04X", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Text for a comment: a line feed, CR, U+2028 or any other control character in a name would
    /// end the comment and start a key of the spec, so each is written as an escape.
    static func comment(_ text: String) -> String {
        MessageText.oneLine(text, limit: .max)
    }

    /// `MainTabBarController` → `main-tab-bar-controller`, `Main-tab bar` → `main-tab-bar`.
    static func slug(_ name: String) -> String {
        var out = ""
        var previousLower = false
        for character in name {
            if character.isUppercase, previousLower { out += "-" }
            if character.isLetter || character.isNumber {
                out += character.lowercased()
                previousLower = character.isLowercase || character.isNumber
            } else if !out.hasSuffix("-"), !out.isEmpty {
                out += "-"
                previousLower = false
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out
    }
}
