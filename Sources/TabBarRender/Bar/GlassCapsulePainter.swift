import CCairo
import TabBarModel

/// iOS 26's Liquid Glass capsule: the content under it lightly blurred, saturated and lifted
/// towards white (light) or dark grey (dark), a thin bright rim, and a pill behind the selected
/// item. Nothing is drawn beside the capsule: the content shows all round it.
///
/// Figures measured on iOS 26.1 simulator renders (README, "iOS 26"): over black the dark glass
/// is rgb(25,25,25) and its pill rgb(58,58,58); over #F0F3F7 the light glass is #FBFDFD and its
/// pill #EAECED.
enum GlassCapsulePainter {
    static let blurSigma = 2.25

    static func tone(_ appearance: Appearance) -> PixelTone {
        appearance == .dark
            ? PixelTone(saturation: 3, gain: 0.27, lift: 25)
            : PixelTone(saturation: 5.6, gain: 0.13, lift: 220)
    }

    /// The glass, made of the content drawn by `drawContent`, clipped to the capsule, and its rim.
    static func paintGlass(
        layout: Layout, appearance: Appearance, on context: CairoContext,
        drawContent: (CairoContext) throws(RenderError) -> Void
    ) throws(RenderError) {
        // The capsule, the search button and the accessory are each a piece of glass.
        for shape in layout.glassShapes {
            let radius = min(shape.width, shape.height) / 2
            try ContentBlur(screen: layout.screenFrame, sigma: blurSigma, resolution: Double(layout.scale), tone: tone(appearance))
                .paint(under: shape, cornerRadius: radius, on: context, drawContent: drawContent)
            // A 1 pt rim inside the edge, lighter than the fill.
            let rim = shape.insetBy(dx: 0.5, dy: 0.5)
            context.addRoundedRect(rim, radius: radius - 0.5)
            context.setColor(Color(rgb: 0xFFFFFF, alpha: appearance == .dark ? 0.17 : 0.37))
            cairo_set_line_width(context.pointer, 1)
            cairo_stroke(context.pointer)
        }
    }

    /// The pill behind the selected item: a shade darker on light glass, lighter on dark.
    static func paintSelection(layout: Layout, appearance: Appearance, on context: CairoContext) {
        guard let selected = layout.selectedTab, selected.enabled else { return }
        let frame = selected.frame
        context.addRoundedRect(frame, radius: frame.height / 2)
        context.setColor(appearance == .dark ? Color(rgb: 0xFFFFFF, alpha: 0.14) : Color(rgb: 0x000000, alpha: 0.07))
        cairo_fill(context.pointer)
    }
}
