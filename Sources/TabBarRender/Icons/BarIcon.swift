import Foundation
import TabBarModel

/// A bar item's picture as UIKit draws it: the image, how it is coloured, and the size it has.
///
/// The layout gives each item an icon box (the release's symbol size); how big a picture is
/// can only be known from its file, so the rule that sizes it lives here, with the renderer.
struct BarIcon {
    let image: ImageSource
    let mode: IconMode
    /// The picture's own size in points; nil fits it to the icon box.
    let naturalSize: Size?
    /// For an `sf:` drawing, its own size in Ionicons' units, which scale with the box.
    let symbolUnits: Size?

    /// Ionicons draw on a 512-unit grid inside a 448-unit live area (32 units clear on each
    /// side). SF Symbols of one configuration share a size the same way (a wide symbol is wider,
    /// not smaller), so the live area spans the release's icon box and each drawing keeps its
    /// proportions: on iOS 26's 24 pt box the 512-unit drawing is 27.4 pt, its ink at most 24.
    static let ioniconsLiveArea = 448.0

    /// - Parameters:
    ///   - reference: the toolkit's `system:` symbols are drawn at the release's symbol size,
    ///     `sf:` names at it too by Ionicons' grid (whatever `iconSizing` says: they are symbols),
    ///     a file at its natural size unless the spec asks for `iconSizing: fit`.
    init(image: ImageSource, reference: IconReference, mode: IconMode, sizing: IconSizing) {
        self.image = image
        self.mode = mode
        if case .sf = reference {
            symbolUnits = image.intrinsicSize
            naturalSize = nil
            return
        }
        symbolUnits = nil
        switch (reference, sizing) {
        case (.file(let path), .natural):
            naturalSize = image.intrinsicSize.map { pixels in
                let scale = Double(Self.fileScale(path))
                return Size(width: pixels.width / scale, height: pixels.height / scale)
            }
        default:
            naturalSize = nil
        }
    }

    /// Where the picture is drawn for an item whose icon box is `box`: at its natural size with
    /// its centre on the box's centre, as a `UIImageView` centres its image; else filling the box.
    func frame(in box: Rect) -> Rect {
        if let units = symbolUnits {
            let scale = min(box.width, box.height) / Self.ioniconsLiveArea
            return Rect(
                x: box.midX - units.width * scale / 2, y: box.midY - units.height * scale / 2,
                width: units.width * scale, height: units.height * scale)
        }
        guard let size = naturalSize else { return box }
        return Rect(x: box.midX - size.width / 2, y: box.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The points-to-pixels factor a file name declares, as `UIImage(named:)` reads it:
    /// `tab@2x.png` and `tab@3x~iphone.png` hold 2 and 3 pixels per point, a name without a
    /// suffix one. SVG sizes are already in points, and their names carry no suffix.
    static func fileScale(_ path: String) -> Int {
        var stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if let tilde = stem.lastIndex(of: "~") { stem = String(stem[..<tilde]) }
        guard stem.hasSuffix("x"), let at = stem.lastIndex(of: "@") else { return 1 }
        let digits = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
        guard let scale = Int(digits), (1...3).contains(scale) else { return 1 }
        return scale
    }
}
