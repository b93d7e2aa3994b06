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
/// `iconSizing: fit`.
public enum IconDrawing {
    /// The frame a picture is drawn in.
    /// - Parameters:
    ///   - box: the release's symbol box for the item, which the layout places.
    ///   - natural: the file's own size in points, read by whoever reads files; nil when unknown.
    public static func frame(in box: Rect, reference: IconReference, natural: Size?, sizing: IconSizing) -> Rect {
        guard case .file = reference, sizing == .natural, let natural, natural.width > 0, natural.height > 0 else {
            return box
        }
        return Rect(x: box.midX - natural.width / 2, y: box.midY - natural.height / 2, width: natural.width, height: natural.height)
    }
}
