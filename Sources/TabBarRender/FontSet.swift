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
    /// Where Debian's fonts-inter, fonts-nanum, fonts-noto-core, fonts-noto-cjk and
    /// fonts-noto-color-emoji put them.
    public static let debianDirectories = [
        "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/nanum",
        "/usr/share/fonts/truetype/noto", "/usr/share/fonts/opentype/noto",
    ]
    /// Families in fallback order, as Pango wants them. Pango takes each character from the
    /// first family that has it: Inter before everything, and Nanum Gothic before Noto's CJK
    /// so Korean looks as it always has; Japanese before Chinese for the shared ideographs.
    static let families = "Inter, NanumGothic, Noto Sans Arabic, Noto Sans Hebrew, Noto Sans Thai, Noto Sans Devanagari, Noto Sans CJK JP, Noto Sans CJK SC, Noto Color Emoji"
    /// What the set covers, for the message about a character it does not.
    public static let coverage = "the toolkit draws Latin, Greek, Cyrillic, Korean, Japanese, Chinese, Arabic, Hebrew, Thai and Devanagari text and emoji"

    public let files: [String]

    /// Finds every required file in `directories`, or says which are missing and how to get them.
    public static func locate(in directories: [String] = debianDirectories) throws(RenderError) -> FontSet {
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
