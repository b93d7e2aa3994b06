import CCairo
import CPango
import CRSVG
import Foundation

/// The libraries and fonts a render's pixels depend on. A snapshot run writes it into its
/// summary, and a folder of references keeps the one its references were recorded in, so a
/// verify elsewhere can name what differs instead of only counting pixels.
public struct RenderEnvironment: Codable, Sendable, Equatable {
    public var cairo: String
    public var pango: String
    public var harfbuzz: String
    public var freetype: String
    public var librsvg: String
    public var fontconfig: String
    /// `FontSet.digest`: which font files, at which versions.
    public var fonts: String

    public init(cairo: String, pango: String, harfbuzz: String, freetype: String, librsvg: String, fontconfig: String, fonts: String) {
        self.cairo = cairo
        self.pango = pango
        self.harfbuzz = harfbuzz
        self.freetype = freetype
        self.librsvg = librsvg
        self.fontconfig = fontconfig
        self.fonts = fonts
    }

    /// The versions of the libraries loaded in this process (not the headers it was built
    /// with: a binary run against another distribution's libraries reports those) and `fonts`' digest.
    public static func current(fonts: FontSet) -> RenderEnvironment {
        RenderEnvironment(
            cairo: String(cString: cairo_version_string()),
            pango: String(cString: pango_version_string()),
            harfbuzz: String(cString: hb_version_string()),
            freetype: freetypeVersion(),
            librsvg: "\(rsvg_major_version).\(rsvg_minor_version).\(rsvg_micro_version)",
            fontconfig: dotted(FcGetVersion()),
            fonts: fonts.digest())
    }

    private static func freetypeVersion() -> String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// Fontconfig's version number (21400) as 2.14.0.
    private static func dotted(_ version: Int32) -> String {
        "\(version / 10000).\(version / 100 % 100).\(version % 100)"
    }

    /// Each library or font set whose version differs, as `cairo 1.16.0 (recorded) / 1.18.4 (here)`,
    /// in a fixed order; empty when the environments are the same.
    public func differences(recorded: RenderEnvironment) -> [String] {
        let pairs: [(String, String, String)] = [
            ("cairo", recorded.cairo, cairo), ("pango", recorded.pango, pango),
            ("harfbuzz", recorded.harfbuzz, harfbuzz), ("freetype", recorded.freetype, freetype),
            ("librsvg", recorded.librsvg, librsvg), ("fontconfig", recorded.fontconfig, fontconfig),
            ("fonts", Self.short(recorded.fonts), Self.short(fonts)),
        ]
        return pairs.filter { $0.1 != $0.2 }.map { "\($0.0) \($0.1) (recorded) / \($0.2) (here)" }
    }

    private static func short(_ digest: String) -> String { String(digest.prefix(12)) }

    /// The one line a verify prints when the references were recorded in another environment;
    /// nil when nothing differs.
    public func note(recorded: RenderEnvironment) -> String? {
        let differing = differences(recorded: recorded)
        guard !differing.isEmpty else { return nil }
        return "environment: the references were recorded with other libraries or fonts than this machine's: "
            + differing.joined(separator: ", ")
            + "; text and anti-aliased edges may differ for that reason alone: record and verify in one environment (README: One environment for recording and CI)"
    }
}
