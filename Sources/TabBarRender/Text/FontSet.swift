import CPango
import Foundation

/// The font files the toolkit draws with: Inter for Latin, Greek and Cyrillic, Nanum Gothic for
/// Korean, Noto for Arabic, Hebrew, Thai, Devanagari, Chinese and Japanese, and Noto Color Emoji.
///
/// Only these files are given to fontconfig, so installing other fonts on the machine
/// cannot change a render.
public struct FontSet: Sendable, Equatable {
    public static let requiredFiles = [
        "Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf", "Inter-Bold.otf",
        "NanumGothic.ttf", "NanumGothicBold.ttf",
        "NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf",
        "NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Bold.ttf",
        "NotoSansThai-Regular.ttf", "NotoSansThai-Bold.ttf",
        "NotoSansDevanagari-Regular.ttf", "NotoSansDevanagari-Bold.ttf",
        "NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc",
        "NotoColorEmoji.ttf",
    ]
    /// Families in fallback order, as Pango wants them. Pango takes each character from the
    /// first family that has it: Inter before everything, and Nanum Gothic before Noto's CJK
    /// so Korean looks as it always has; Japanese before Chinese for the shared ideographs.
    static let families = "Inter, NanumGothic, Noto Sans Arabic, Noto Sans Hebrew, Noto Sans Thai, Noto Sans Devanagari, Noto Sans CJK JP, Noto Sans CJK SC, Noto Color Emoji"
    /// What the set covers, for the message about a character it does not.
    public static let coverage = "the toolkit draws Latin, Greek, Cyrillic, Korean, Japanese, Chinese, Arabic, Hebrew, Thai and Devanagari text and emoji"

    /// Each required face by family and style, as fontconfig names it, and the Debian package
    /// that installs it.
    static let faces: [(family: String, style: String, package: String)] = [
        ("Inter", "Regular", "fonts-inter"), ("Inter", "Medium", "fonts-inter"),
        ("Inter", "Semi Bold", "fonts-inter"), ("Inter", "Bold", "fonts-inter"),
        ("NanumGothic", "Regular", "fonts-nanum"), ("NanumGothic", "Bold", "fonts-nanum"),
        ("Noto Sans Arabic", "Regular", "fonts-noto-core"), ("Noto Sans Arabic", "Bold", "fonts-noto-core"),
        ("Noto Sans Hebrew", "Regular", "fonts-noto-core"), ("Noto Sans Hebrew", "Bold", "fonts-noto-core"),
        ("Noto Sans Thai", "Regular", "fonts-noto-core"), ("Noto Sans Thai", "Bold", "fonts-noto-core"),
        ("Noto Sans Devanagari", "Regular", "fonts-noto-core"), ("Noto Sans Devanagari", "Bold", "fonts-noto-core"),
        ("Noto Sans CJK JP", "Regular", "fonts-noto-cjk"), ("Noto Sans CJK JP", "Bold", "fonts-noto-cjk"),
        ("Noto Color Emoji", "Regular", "fonts-noto-color-emoji"),
    ]

    public let files: [String]

    public init(files: [String]) {
        self.files = files
    }

    /// Asks fontconfig for each required face by family and style, wherever under the standard
    /// font folders the packages put it. Only the files found are handed to the renderer's own fontconfig, so
    /// renders stay the same bytes.
    public static func locate() throws(RenderError) -> FontSet {
        guard let config = FcConfigCreate() else { throw .setup("fontconfig could not start") }
        defer { FcConfigDestroy(config) }
        guard FcConfigParseAndLoadFromMemory(config, configuration(fontFolders: standardFolders), 1) != 0, FcConfigBuildFonts(config) != 0 else {
            throw .setup("fontconfig could not read the font folders \(standardFolders.joined(separator: ", "))")
        }
        var files: [String] = []
        var missing: [(face: String, package: String)] = []
        for face in faces {
            if let file = systemFile(family: face.family, style: face.style, config: config) {
                if !files.contains(file) { files.append(file) }
            } else {
                missing.append(("\(face.family) \(face.style)", face.package))
            }
        }
        guard missing.isEmpty else {
            var packages: [String] = []
            for item in missing where !packages.contains(item.package) { packages.append(item.package) }
            throw .setup(
                "fonts not installed: \(missing.map(\.face).joined(separator: ", ")); install the Debian package\(packages.count == 1 ? "" : "s") \(packages.joined(separator: ", ")) (apt-get install \(packages.joined(separator: " ")), or scripts/setup.sh)")
        }
        return FontSet(files: files)
    }

    /// Where Debian's font packages and a user's own fonts go, and where fc-cache keeps what it
    /// read of them. Only these, not the system's fifty files of rules in /etc/fonts: the rules
    /// change nothing about which file holds which face, and parsing them took longer than the
    /// rest of finding the fonts.
    static let standardFolders = ["/usr/share/fonts", "/usr/local/share/fonts", "~/.local/share/fonts", "~/.fonts"]
    /// A fontconfig configuration of `fontFolders` and the cache folders: where Debian's fc-cache
    /// writes (the packages' triggers run it) and the user's own cache.
    static func configuration(fontFolders: [String]) -> String {
        """
        <?xml version="1.0"?>
        <fontconfig>
        \(fontFolders.map { "  <dir>\($0)</dir>\n" }.joined())  <cachedir>/var/cache/fontconfig</cachedir>
          <cachedir prefix="xdg">fontconfig</cachedir>
        </fontconfig>
        """
    }

    /// The file of the face whose own style is `style`; the first by path when several copies are installed,
    /// so the choice does not depend on fontconfig's cache order.
    static func systemFile(family: String, style: String, config: OpaquePointer) -> String? {
        guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return nil }
        defer {
            FcPatternDestroy(pattern)
            FcObjectSetDestroy(objects)
        }
        // By family only: the style is compared below, as a name that a release may spell
        // another way (Inter 4.0 says `Semi Bold`, Inter 4.1 `SemiBold`).
        _ = FcPatternAddString(pattern, "family", family)
        _ = FcObjectSetAdd(objects, "file")
        _ = FcObjectSetAdd(objects, "style")
        guard let list = FcFontList(config, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(list) }
        func string(_ font: OpaquePointer, _ object: String) -> String? {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, object, 0, &value) == FcResultMatch, let value else { return nil }
            return String(cString: value)
        }
        var found: [String] = []
        for index in 0..<Int(list.pointee.nfont) {
            // A face lists its own style first; Inter Thin also answers to "Regular" after it.
            guard let font = list.pointee.fonts[index], let own = string(font, "style"), sameStyle(own, style), let file = string(font, "file") else { continue }
            found.append(file)
        }
        return found.sorted().first
    }

    /// Whether two style names are one style however spaced, hyphenated or capitalised:
    /// `Semi Bold`, `SemiBold` and `Semi-Bold` are.
    static func sameStyle(_ one: String, _ other: String) -> Bool {
        // Style names are ASCII but for a few localised ones; the ASCII key spares every face
        // listed at each start the Unicode tables (0.2 ms of a one-bar render).
        func asciiKey(_ name: String) -> [UInt8]? {
            var key: [UInt8] = []
            for byte in name.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): key.append(byte)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): key.append(byte + 32)
                case 0x80...: return nil
                default: continue
                }
            }
            return key
        }
        if let one = asciiKey(one), let other = asciiKey(other) { return one == other }
        func key(_ name: String) -> String { name.lowercased().filter { $0.isLetter || $0.isNumber } }
        return key(one) == key(other)
    }

    /// Finds every required file by name in `directories` (the `TABBARKIT_FONT_DIRS` override),
    /// or says which are missing and how to get them.
    public static func locate(in directories: [String]) throws(RenderError) -> FontSet {
        var files: [String] = []
        var missing: [String] = []
        for name in requiredFiles {
            let candidates = directories.map { ($0 as NSString).appendingPathComponent(name) }
            if let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) {
                files.append(found)
            } else {
                missing.append(name)
            }
        }
        guard missing.isEmpty else {
            throw .setup(
                "font files not found: \(missing.joined(separator: ", ")) (looked in \(directories.joined(separator: ", "))); install the Debian packages fonts-inter, fonts-nanum, fonts-noto-core, fonts-noto-cjk and fonts-noto-color-emoji, for example with scripts/setup.sh")
        }
        return FontSet(files: files)
    }
}
