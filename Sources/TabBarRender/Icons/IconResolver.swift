import Foundation
import TabBarIcons
import TabBarModel

/// Where the files a spec names are: `system:NAME` icons and bar glyphs in the toolkit's own icon
/// folder, `sf:NAME` drawings in the installed Ionicons, other paths from the spec's folder. The
/// renderer, the icon check and the command line all resolve through this one type.
public struct IconResolver: Sendable, Equatable {
    /// Folder holding `NAME.svg` for every `system:NAME` icon, and `bar/` for toolbar glyphs.
    public var systemIconDirectory: String

    public init(systemIconDirectory: String) {
        self.systemIconDirectory = systemIconDirectory
    }

    /// The icons shipped with this module as a SwiftPM resource: found the same way by a
    /// dependent package, by the tests, and by a `tabbar` copied together with its resource bundle.
    public static func bundled() throws(RenderError) -> IconResolver {
        guard let directory = TabBarIcons.directory else {
            throw .setup("the toolkit's icons are missing from their resource bundle \(TabBarIcons.bundlePath)")
        }
        return IconResolver(systemIconDirectory: directory)
    }

    /// The file of one of the toolkit's own icons.
    public func systemIcon(_ name: SystemIcon) -> String {
        (systemIconDirectory as NSString).appendingPathComponent(name.rawValue + ".svg")
    }

    /// The file of a toolbar glyph, named relative to the icon folder (`bar/add.svg`).
    public func glyph(_ file: String) -> String {
        (systemIconDirectory as NSString).appendingPathComponent(file)
    }

    /// The file an icon reference in `document` means. Only an `sf:` name can fail: it needs
    /// Ionicons, found by `ioniconsDirectory()`.
    public func path(of reference: IconReference, in document: SpecDocument) throws(IoniconsMissing) -> String {
        switch reference {
        case .system(let name): systemIcon(name)
        case .sf(let symbol): sfSymbol(symbol, in: try ioniconsDirectory())
        case .file(let file): path(file, relativeTo: document.baseDirectory)
        }
    }

    /// The file that draws an SF Symbols name, in Ionicons' folder `ionicons`.
    public func sfSymbol(_ symbol: SFSymbol, in ionicons: String) -> String {
        (ionicons as NSString).appendingPathComponent(symbol.drawing + ".svg")
    }

    /// The environment variable that names Ionicons' folder of SVG files, before any search.
    public static let ioniconsVariable = "TABBARKIT_IONICONS"
    /// The Python package whose `icons/` folder holds Ionicons; scripts/setup.sh installs it.
    static let ioniconsPackage = "ionicons_python"
    /// A drawing every Ionicons release has: a folder without it is not Ionicons.
    static let ioniconsMarker = "home.svg"

    /// Ionicons' folder of SVG files, by one rule: `TABBARKIT_IONICONS` when set (and then only
    /// it, so a user or a test can point elsewhere); else the package in the usual site-packages
    /// folders (Debian's, pip's, a user's, pyenv's); else where `python3` imports it from. The
    /// drawings are found at run time because they are not ours to ship: the same rule serves
    /// an installed `tabbar`, the tests, and a library user's tests.
    ///
    /// The search reads folders and may start `python3` once, so callers that draw many icons
    /// keep the answer (the renderer keeps it for its life).
    public func ioniconsDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(IoniconsMissing) -> String {
        let files = FileManager.default
        func isIonicons(_ folder: String) -> Bool {
            files.fileExists(atPath: (folder as NSString).appendingPathComponent(Self.ioniconsMarker))
        }
        if let chosen = environment[Self.ioniconsVariable], !chosen.isEmpty {
            guard isIonicons(chosen) else { throw .notInFolder(chosen) }
            return chosen
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        let pyenv = environment["PYENV_ROOT"] ?? (home as NSString).appendingPathComponent(".pyenv")
        for packages in Self.sitePackages(home: home, pyenv: pyenv) {
            let folder = ((packages as NSString).appendingPathComponent(Self.ioniconsPackage) as NSString)
                .appendingPathComponent("icons")
            if isIonicons(folder) { return folder }
        }
        if let folder = Self.askPython(environment: environment), isIonicons(folder) { return folder }
        throw .notInstalled
    }

    /// The folders pip and Debian install Python packages into, in a fixed order so the same
    /// machine always gives the same answer: system-wide first, then the user's, then pyenv's.
    private static func sitePackages(home: String, pyenv: String) -> [String] {
        // `*` stands for each folder there, as python3.11 or a pyenv version.
        let patterns = [
            "/usr/lib/python3/dist-packages",
            "/usr/local/lib/*/dist-packages",
            "/usr/local/lib/*/site-packages",
            "/usr/lib/*/site-packages",
            home + "/.local/lib/*/site-packages",
            pyenv + "/versions/*/lib/*/site-packages",
        ]
        return patterns.flatMap(expand)
    }

    /// The paths a pattern names, each `*` one folder level, sorted.
    private static func expand(_ pattern: String) -> [String] {
        var found = [""]
        for part in pattern.split(separator: "/", omittingEmptySubsequences: true) {
            found = found.flatMap { parent -> [String] in
                let base = parent.isEmpty ? "/" : parent
                guard part == "*" else { return [(base as NSString).appendingPathComponent(String(part))] }
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
                return entries.sorted().filter { !$0.hasPrefix(".") }.map { (base as NSString).appendingPathComponent($0) }
            }
        }
        return found
    }

    /// Where the `python3` on PATH imports the package from, for a Python installed elsewhere
    /// (a virtual environment, a prefix of its own); nil when there is none or it lacks the package.
    private static func askPython(environment: [String: String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import os, \(ioniconsPackage) as p; print(os.path.join(os.path.dirname(p.__file__), 'icons'))",
        ]
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let text = String(data: data, encoding: .utf8) else { return nil }
        let folder = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return folder.isEmpty ? nil : folder
    }

    /// A path from a spec: absolute as it is, relative from the spec's folder; standardised so
    /// the same file named two ways is one file.
    public func path(_ path: String, relativeTo directory: String) -> String {
        let full = path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
        return (full as NSString).standardizingPath
    }
}

/// Why an `sf:` name cannot be drawn on this machine: Ionicons, which draws them, is not found.
/// Callers put it after the spec's file and field.
public enum IoniconsMissing: Error, Equatable, CustomStringConvertible {
    /// `TABBARKIT_IONICONS` names a folder without Ionicons' drawings.
    case notInFolder(String)
    /// Neither the usual folders nor `python3` have the package.
    case notInstalled

    public var description: String {
        let install = "install it with `pip install ionicons-python` (scripts/setup.sh does)"
        switch self {
        case .notInFolder(let folder):
            return "sf: icons are drawn by Ionicons, but \(IconResolver.ioniconsVariable)=\(MessageText.quote(folder)) holds no \(IconResolver.ioniconsMarker); point it at ionicons_python/icons or unset it"
        case .notInstalled:
            return "sf: icons are drawn by Ionicons, which is not installed; \(install), or set \(IconResolver.ioniconsVariable) to its icons folder"
        }
    }
}
