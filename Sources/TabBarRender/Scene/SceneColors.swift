import TabBarModel

/// The colours UIKit adapts to what lies under them, read from a scratch drawing of it: iOS 26's
/// items on glass, and the home indicator.
struct SceneColors {
    /// The layout in the coordinates it is drawn in (`Layout.relativeToCanvas`).
    let layout: Layout
    let look: ReleaseLook
    /// Draws what lies under the bar (the backdrop or the screen's content); nil where nothing
    /// is known to (a keyboard over a hidden bar).
    let drawUnder: ((CairoContext) throws(RenderError) -> Void)?

    /// iOS 26 colours the items on its glass after the mean colour under the capsule.
    func items(_ stated: Palette) throws(RenderError) -> Palette {
        var palette = stated
        guard let vibrancy = look.glassVibrancy, [.floatingCapsule, .topCapsule].contains(layout.bar.kind),
              let capsule = layout.bar.capsule, let drawUnder,
              let backdrop = try RegionSample.mean(of: capsule, draw: drawUnder)
        else { return palette }
        palette.takeGlassBackdrop(backdrop, vibrancy)
        return palette
    }

    /// UIKit adapts the home indicator to what lies under it: dark over light content, light
    /// over dark, whatever the appearance. Under it lies the bar's material where an edge-to-edge
    /// bar has one, and the content (or backdrop) otherwise; the 2008 bar is black.
    func homeIndicator(_ palette: Palette) throws(RenderError) -> Color? {
        guard let frame = layout.homeIndicator else { return nil }
        let white = Color(rgb: 0xFFFFFF), black = Color(rgb: 0x000000)
        guard layout.style == .modern else { return white }
        let around = frame.insetBy(dx: -4, dy: -2)
        var under = try drawUnder.flatMap { draw throws(RenderError) in try RegionSample.mean(of: around, draw: draw) }
            ?? palette.defaultBackdrop
        let edgeToEdge: Set<BarKind> = [.stacked, .stackedCentered, .compactInline, .inline]
        if !layout.hidden, edgeToEdge.contains(layout.bar.kind), !layout.bar.scrollEdge, layout.bar.frame.contains(frame.center) {
            under = palette.barBackground.over(under)
        }
        return under.luma < 0.5 ? white : black
    }
}
