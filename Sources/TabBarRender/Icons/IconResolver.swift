import Foundation
import TabBarModel

/// Where the files a spec names are: `system:NAME` icons and bar glyphs in the toolkit's own icon
/// folder, other paths from the spec's folder. The renderer, the icon check and the command line
/// all resolve through this one type.
public struct IconResolver: Sendable, Equatable {
    /// Folder holding `NAME.svg` for every `system:NAME` icon, and `bar/` for toolbar glyphs.
    public var systemIconDirectory: String

    public init(systemIconDirectory: String) {
        self.systemIconDirectory = systemIconDirectory
    }

    /// The icons shipped with this module as a SwiftPM resource: found the same way by a
    /// dependent package, by the tests, and by a `tabbar` copied together with its resource bundle.
    public static func bundled() throws(RenderError) -> IconResolver {
        guard let url = Bundle.module.url(forResource: "Icons", withExtension: nil) else {
            throw .setup("the toolkit's icons are missing from its resource bundle \(Bundle.module.bundlePath)")
        }
        return IconResolver(systemIconDirectory: url.path)
    }

    /// The file of one of the toolkit's own icons.
    public func systemIcon(_ name: SystemIcon) -> String {
        (systemIconDirectory as NSString).appendingPathComponent(name.rawValue + ".svg")
    }

    /// The file of a toolbar glyph, named relative to the icon folder (`bar/add.svg`).
    public func glyph(_ file: String) -> String {
        (systemIconDirectory as NSString).appendingPathComponent(file)
    }

    /// The file an icon reference in `document` means.
    public func path(of reference: IconReference, in document: SpecDocument) -> String {
        switch reference {
        case .system(let name): systemIcon(name)
        case .file(let file): path(file, relativeTo: document.baseDirectory)
        }
    }

    /// A path from a spec: absolute as it is, relative from the spec's folder; standardised so
    /// the same file named two ways is one file.
    public func path(_ path: String, relativeTo directory: String) -> String {
        let full = path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
        return (full as NSString).standardizingPath
    }
}
