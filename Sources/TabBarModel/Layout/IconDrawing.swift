/// How big a tab's picture is drawn: the toolkit's one rule, which the layout, the renderer,
/// `layout --json` and the icon check all apply.
///
/// UIKit sizes a bar item's image by the kind of image it is. A `UIImage` made from a file is
/// drawn at its own size in points (`UIImage.size`: pixels over the scale its `@2x`/`@3x` name
/// declares; a vector asset's page size), centred on the item's image slot; UIKit does not scale
/// it to the slot, which is why the HIG asks for custom tab icons exported at 25×25 pt. A
/// template symbol image is drawn at the symbol configuration the bar gives it, the release's
/// symbol size. The toolkit's `system:` icons stand in for UIKit's system items and symbols, so
/// they fill the release's symbol box; files keep their natural size unless the spec asks for
/// `iconSizing: fit`. `sf:` names are symbols too, drawn by Ionicons: SF Symbols of one
/// configuration share a size the way Ionicons share their grid (a wide symbol is wider, not
/// smaller), so Ionicons' live area spans the symbol box and each drawing keeps its proportions.
public enum IconDrawing {
    /// Ionicons draw on a 512-unit grid inside a 448-unit live area (32 units clear each side):
    /// on iOS 26's 24 pt box a 512-unit drawing is 27.4 pt, its ink at most 24.
    public static let ioniconsLiveArea = 448.0

    /// The frame a picture is drawn in.
    /// - Parameters:
    ///   - box: the release's symbol box for the item, which the layout places.
    ///   - natural: a file's own size in points, or an `sf:` drawing's size in Ionicons' units,
    ///     read by whoever reads files; nil when unknown.
    public static func frame(in box: Rect, reference: IconReference, natural: Size?, sizing: IconSizing) -> Rect {
        guard let natural, natural.width > 0, natural.height > 0 else { return box }
        let size: Size
        switch (reference, sizing) {
        case (.sf, _):
            let scale = min(box.width, box.height) / ioniconsLiveArea
            size = Size(width: natural.width * scale, height: natural.height * scale)
        case (.file, .natural):
            size = natural
        default:
            return box
        }
        return Rect(x: box.midX - size.width / 2, y: box.midY - size.height / 2, width: size.width, height: size.height)
    }
}
