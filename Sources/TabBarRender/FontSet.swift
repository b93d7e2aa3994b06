import Foundation

/// The font files the toolkit draws with: Inter for Latin text, Nanum Gothic for Korean.
///
/// Only these files are given to fontconfig, so installing other fonts on the machine
/// cannot change a render.
public struct FontSet: Sendable, Equatable {
    public static let requiredFiles = [
        "Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf", "Inter-Bold.otf",
        "NanumGothic.ttf", "NanumGothicBold.ttf",
    ]
    /// Where Debian's fonts-inter and fonts-nanum put them.
    public static let debianDirectories = ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/nanum"]
    /// Families in fallback order, as Pango wants them.
    static let families = "Inter, NanumGothic"

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
                "font files not found: \(missing.joined(separator: ", ")) (looked in \(directories.joined(separator: ", "))); install the Debian packages fonts-inter and fonts-nanum, for example with scripts/setup.sh")
        }
        return FontSet(files: files)
    }
}
