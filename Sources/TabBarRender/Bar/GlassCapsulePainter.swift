import CCairo
import TabBarModel

/// iOS 26's Liquid Glass capsule: the content under it lightly blurred, saturated and lifted
/// towards white (light) or dark grey (dark), a thin bright rim, and a pill behind the selected
/// item. Nothing is drawn beside the capsule: the content shows all round it.
///
/// Its figures are the release table's (`ReleaseLook.glass`, `glassShadow`, `glassRim`).
enum GlassCapsulePainter {

    /// The glass, made of the content drawn by `drawContent`, clipped to the capsule, and its rim.
    /// - Parameter shared: names what `drawContent` draws, for the batch's blurs.
    static func paintGlass(
        layout: Layout, look: ReleaseLook, appearance: Appearance, on context: CairoContext, shared: SharedBlur? = nil,
        drawContent: (CairoContext) throws(RenderError) -> Void
    ) throws(RenderError) {
        // The capsule, the search button and the accessory are each a piece of glass.
        for shape in layout.glassShapes {
            try paintPiece(
                shape, screen: layout.screenFrame, scale: layout.scale, look: look, appearance: appearance, on: context,
                shared: shared, drawContent: drawContent)
        }
    }

    /// One piece of glass, fully rounded: its shadow (light), the content blurred and toned inside
    /// it, and its rim.
    static func paintPiece(
        _ shape: Rect, screen: Rect, scale: Int, look: ReleaseLook, appearance: Appearance, on context: CairoContext,
        shared: SharedBlur? = nil, drawContent: (CairoContext) throws(RenderError) -> Void
    ) throws(RenderError) {
        let radius = min(shape.width, shape.height) / 2
        if appearance == .light, let shadow = look.glassShadow {
            try paintShadow(shadow, of: shape, radius: radius, screen: screen, on: context, blurs: shared?.cache)
        }
        guard let glass = look.glass else { return }
        let tone = glass.tone(appearance)
        try ContentBlur(
            screen: screen, sigma: glass.blurSigma, resolution: Double(scale),
            tone: PixelTone(saturation: tone.saturation, gain: tone.gain, lift: tone.lift), shared: shared)
            .paint(under: shape, cornerRadius: radius, on: context, drawContent: drawContent)
        let stroke = look.glassRim?.stroke(appearance) ?? (width: 1, alpha: appearance == .dark ? 0.17 : 0.37)
        let half = stroke.width / 2
        context.addRoundedRect(shape.insetBy(dx: half, dy: half), radius: radius - half)
        context.setColor(Color(rgb: 0xFFFFFF, alpha: stroke.alpha))
        cairo_set_line_width(context.pointer, stroke.width)
        cairo_stroke(context.pointer)
    }

    /// The shape in black, dropped and blurred, round the glass (the glass covers the rest).
    private static func paintShadow(
        _ shadow: GlassShadow, of shape: Rect, radius: Double, screen: Rect, on context: CairoContext, blurs: BlurCache?
    ) throws(RenderError) {
        let reach = shadow.reach
        let area = Rect(
            x: shape.minX - reach, y: shape.minY - reach + shadow.offsetY,
            width: shape.width + 2 * reach, height: shape.height + 2 * reach)
        let dropped = shape.offsetBy(dx: 0, dy: shadow.offsetY)
        let color = Color(rgb: 0x000000, alpha: shadow.opacity(of: shape))
        let shared = blurs.map { SharedBlur(cache: $0, content: .roundedRect(dropped, radius: radius, color)) }
        try ContentBlur(screen: screen, sigma: shadow.blur, shared: shared).paint(under: area, on: context) { scratch in
            scratch.addRoundedRect(dropped, radius: radius)
            scratch.setColor(color)
            cairo_fill(scratch.pointer)
        }
    }

    /// The pill behind the selected item: a shade darker on light glass, lighter on dark.
    static func paintSelection(layout: Layout, look: ReleaseLook, appearance: Appearance, on context: CairoContext) {
        guard let selected = layout.selectedTab, selected.enabled, let glass = look.glass else { return }
        let frame = selected.frame
        context.addRoundedRect(frame, radius: frame.height / 2)
        context.setColor(glass.pill(appearance))
        cairo_fill(context.pointer)
    }
}
