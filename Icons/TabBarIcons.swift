import Foundation

/// The toolkit's own SVG icons (`system:NAME`, and the bar glyphs in `bar/`), shipped as this
/// small target's SwiftPM resource so that a dependent package, the tests and an installed
/// `tabbar` (its resource bundle beside it) find them the same way.
public enum TabBarIcons {
    /// The folder holding `NAME.svg` for every system icon and `bar/` for toolbar glyphs; nil
    /// when the resource bundle is missing.
    public static var directory: String? {
        Bundle.module.url(forResource: "svg", withExtension: nil)?.path
    }

    /// Where the bundle was looked for, for a message when it is missing.
    public static var bundlePath: String { Bundle.module.bundlePath }
}
