import Foundation
import TabBarModel

/// A bar item's picture as UIKit draws it: the image and how it is coloured. Where and how big it
/// is drawn is the layout's `iconFrame`, sized by `IconDrawing` from `naturalSize`.
struct BarIcon {
    let image: ImageSource
    let mode: IconMode

    /// A file's own size in points, as `UIImage.size` reads it: an SVG's size, a PNG's pixels
    /// over the scale its name declares. Nil when the picture declares no size.
    static func naturalSize(of image: ImageSource, file: String) -> Size? {
        image.intrinsicSize.map { pixels in
            let scale = Double(fileScale(file))
            return Size(width: pixels.width / scale, height: pixels.height / scale)
        }
    }

    /// The points-to-pixels factor a file name declares, as `UIImage(named:)` reads it:
    /// `tab@2x.png` and `tab@3x~iphone.png` hold 2 and 3 pixels per point, a name without a
    /// suffix one. SVG sizes are already in points, and their names carry no suffix.
    static func fileScale(_ path: String) -> Int {
        var stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if let tilde = stem.lastIndex(of: "~") { stem = String(stem[..<tilde]) }
        guard stem.hasSuffix("x"), let at = stem.lastIndex(of: "@") else { return 1 }
        let digits = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
        guard let scale = Int(digits).flatMap(PixelScale.init) else { return 1 }
        return scale.value
    }
}
