import CCairo
import TabBarModel

/// Draws a whole screen, back to front: the content, then each translucent bar over the content
/// blurred beneath it (navigation bar, toolbar, tab bar), the keyboard, the status bar and the
/// home indicator.
struct ScreenPainter {
    let layout: Layout
    let screen: ScreenLayout
    let spec: Spec
    let assets: ScreenAssets
    /// The tab bar's colours as the spec states them, which the content's items take.
    let statedPalette: Palette
    /// Draws the tab bar, with its icons.
    let tabBar: BarPainter
    let text: TextEngine
    let iconDrawer: TemplateIconDrawer
    /// Blurred scratches of the content, named by their pixels, when drawing pixels.
    var blurs: BlurCache? = nil

    /// The screen's content, as drawn under its bars.
    static func content(
        _ screen: ScreenLayout, layout: Layout, spec: Spec, assets: ScreenAssets, statedPalette: Palette, text: TextEngine,
        iconDrawer: TemplateIconDrawer
    ) -> ContentPainter {
        ContentPainter(
            content: screen.content, palette: ScreenPalette(spec: spec), style: spec.style, image: assets.contentImage,
            rowIcons: assets.rowIcons, gridIcons: assets.gridIcons, itemPalette: statedPalette, text: text,
            iconDrawer: iconDrawer, direction: layout.layoutDirection)
    }

    func paint(on context: CairoContext) throws(RenderError) {
        let palette = ScreenPalette(spec: spec)
        let style = spec.style
        let content = Self.content(
            screen, layout: layout, spec: spec, assets: assets, statedPalette: statedPalette, text: text, iconDrawer: iconDrawer)
        try content.paint(on: context)
        let scratchContent = content.forScratch()
        // A long-lived renderer (one that keeps painted glass) names the content by what draws it,
        // so that a redraw of the same screen neither draws the rows again on each scratch nor
        // paints the same glass again. A batch names it by the scratch's drawn pixels instead: its
        // renderers share blurs, and seldom the same rows.
        let shared = blurs.map { cache in
            SharedBlur(cache: cache, content: cache.composites == nil ? nil : scratchContent.name.map(ScratchContent.screenContent))
        }
        let blur = ContentBlur(screen: Rect(x: 0, y: 0, width: layout.screen.width, height: layout.screen.height), shared: shared)
        func blurUnder(_ region: Rect) throws(RenderError) {
            try blur.paint(under: region, on: context) { scratch throws(RenderError) in try scratchContent.paint(on: scratch) }
        }

        let look = spec.look
        func paintGlass(_ pieces: [Rect]) throws(RenderError) {
            for piece in pieces {
                try GlassCapsulePainter.paintPiece(
                    piece, screen: layout.screenFrame, scale: layout.scale, look: look, appearance: spec.appearance, on: context,
                    shared: shared
                ) { scratch throws(RenderError) in try scratchContent.paint(on: scratch) }
            }
        }
        if let bar = screen.navigationBar, bar.hidden == nil {
            if bar.translucent, bar.background == .material { try blurUnder(bar.backgroundFrame) }
            // iOS 26: each button's piece of glass under its symbol or word.
            let glassPieces = ([bar.back?.glass == true ? bar.back?.frame : nil] + (bar.leftItems + bar.rightItems).map { $0.glass ? $0.frame : nil })
                .compactMap { $0 }
            try paintGlass(glassPieces)
            var painter = NavigationBarPainter(
                bar: bar, palette: palette, style: style, scale: layout.scale, text: text,
                leftIcons: assets.leftIcons, rightIcons: assets.rightIcons, iconDrawer: iconDrawer,
                direction: layout.layoutDirection)
            painter.scrollEdgeOpacity = look.glassChrome?.scrollEdgeOpacity
            try painter.paint(on: context)
        }
        if let toolbar = screen.toolbar, !toolbar.hidden {
            // iOS 26 floats the toolbar: glass under its groups, no bar behind them.
            if !toolbar.glass.isEmpty {
                try paintGlass(toolbar.glass)
            } else if toolbar.translucent {
                try blurUnder(toolbar.frame)
            }
            try ToolbarPainter(
                toolbar: toolbar, palette: palette, style: style, scale: layout.scale, text: text,
                icons: assets.toolbarIcons, iconDrawer: iconDrawer
            ).paint(on: context)
        }
        if !layout.hidden {
            if layout.bar.kind == .floatingCapsule {
                try GlassCapsulePainter.paintGlass(layout: layout, look: look, appearance: spec.appearance, on: context, shared: shared) { scratch throws(RenderError) in
                    try scratchContent.paint(on: scratch)
                }
            } else if layout.bar.kind == .topCapsule {
                try TopCapsulePainter.paintMaterial(layout: layout, look: look, appearance: spec.appearance, on: context, shared: shared) { scratch throws(RenderError) in
                    try scratchContent.paint(on: scratch)
                }
            } else if layout.bar.kind == .sidebar {
                // The sidebar's panel is opaque.
            } else if spec.translucent, style == .modern, !layout.bar.scrollEdge {
                try blurUnder(layout.bar.frame)
            }
            try tabBar.paint(on: context)
        }
        if let keyboard = layout.keyboardFrame {
            KeyboardPainter(
                frame: keyboard, style: style, appearance: spec.appearance,
                bottomInset: KeyboardPainter.bottomStrip(keyboard, layout: layout, style: style), text: text
            ).paint(on: context)
        }
        if let statusBar = screen.statusBar {
            StatusBarPainter(statusBar: statusBar, palette: palette, text: text).paint(on: context)
        }
        if layout.hidden {
            // The tab bar draws the home indicator when it shows; otherwise it floats over the screen.
            tabBar.drawHomeIndicator(on: context)
        }
    }
}
