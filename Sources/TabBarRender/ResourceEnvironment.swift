import Foundation

extension RenderResources {
    /// Folders (separated by `:`) holding the toolkit's fonts by file name, instead of fontconfig's.
    public static let fontDirectoriesVariable = "TABBARKIT_FONT_DIRS"
    /// A folder of `NAME.svg` system icons, instead of the ones bundled with this module.
    public static let iconsVariable = "TABBARKIT_ICONS"

    /// The resources as the environment asks for them: `TABBARKIT_FONT_DIRS` and `TABBARKIT_ICONS`
    /// when set (an empty value counts as unset, as a shell's `VAR=` usually means), the installed
    /// fonts and the bundled icons otherwise. The one place these variables are read, so the
    /// `tabbar` command and TabBarTesting's assertions draw with the same fonts and icons.
    /// - Parameter iconDirectory: a folder given explicitly (`--icons`); it wins over the environment.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment, iconDirectory: String? = nil
    ) throws(RenderError) -> RenderResources {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let fonts: FontSet
        if let directories = value(fontDirectoriesVariable) {
            fonts = try FontSet.locate(in: directories.split(separator: ":").map(String.init))
        } else {
            fonts = try FontSet.locate()
        }
        let icons: String
        if let given = iconDirectory ?? value(iconsVariable) {
            icons = given
        } else {
            icons = try IconResolver.bundled().systemIconDirectory
        }
        return RenderResources(fonts: fonts, systemIconDirectory: icons)
    }
}
