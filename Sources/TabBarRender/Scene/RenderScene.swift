import TabBarGeometry
import TabBarModel

/// Everything drawing a spec needs, resolved once: the layout's frames, the spec as drawn, the
/// colours after appearance, release, tint and what lies under the glass, and the decoded
/// pictures. The painters read only this; lint, the contrast check and snapshot tests read the
/// same value, so a spec is laid out and its files decoded once however many look at it.
///
/// Holds decoded pictures (C resources) of the renderer that made it: draw it with that renderer.
public struct RenderScene {
    /// The document the scene was made from.
    public let document: SpecDocument
    /// Frames in points, where they lie on the screen.
    public private(set) var layout: Layout
    /// Every piece of text no font of the set can draw; drawing the scene refuses the first.
    public let undrawableText: [SpecError]
    /// The spec as drawn: the More and Edit screens are drawn from the spec their screen is made of.
    public let spec: Spec
    /// The bar items' colours, after appearance, release and tint, and on iOS 26's glass after
    /// the mean colour of what lies under the glass.
    public let palette: Palette
    /// The colours as the spec states them, before the glass adapts them: the screen's content
    /// (the Edit grid's items) takes these.
    public let statedPalette: Palette
    /// The home indicator's colour, dark or light after what lies under it; nil where there is none.
    public let homeIndicatorColor: Color?

    /// The icon of each item in `layout.tabs`, by position; nil for title-only items.
    let icons: [BarIcon?]
    /// The picture behind a bare bar.
    let backdrop: ImageSource?
    /// The pictures of a screen spec's content and bar buttons.
    let screen: ScreenAssets?
    let accessoryIcon: ImageSource?

    init(
        document: SpecDocument, layout: Layout, undrawableText: [SpecError], spec: Spec, palette: Palette, statedPalette: Palette, homeIndicatorColor: Color?,
        icons: [BarIcon?], backdrop: ImageSource?, screen: ScreenAssets?, accessoryIcon: ImageSource?
    ) {
        self.document = document
        self.layout = layout
        self.undrawableText = undrawableText
        self.spec = spec
        self.palette = palette
        self.statedPalette = statedPalette
        self.homeIndicatorColor = homeIndicatorColor
        self.icons = icons
        self.backdrop = backdrop
        self.screen = screen
        self.accessoryIcon = accessoryIcon
    }

    /// What a bare bar is drawn over when the spec names no picture.
    var backdropColor: Color {
        if case .color(let color)? = spec.backdrop { return color }
        return statedPalette.defaultBackdrop
    }

    /// The same scene drawn at another scale: frames and colours are in points, so only the
    /// pixels per point change (the contrast check measures at @3x whatever the device).
    public func drawn(at scale: PixelScale) -> RenderScene {
        var scaled = self
        scaled.layout.scale = scale.value
        return scaled
    }
}
