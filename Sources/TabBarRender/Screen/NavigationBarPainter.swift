import CCairo
import TabBarModel

/// Draws a navigation bar over what the screen painter put behind it (the blurred content when
/// it is translucent): background, hairline, back button, title or segmented control, buttons
/// and the large title.
struct NavigationBarPainter {
    let bar: NavigationBarLayout
    let palette: ScreenPalette
    let style: Style
    let scale: Int
    let text: TextEngine
    /// The icons of `bar.leftItems` and `bar.rightItems`, by position; nil for text buttons.
    let leftIcons: [ImageSource?]
    let rightIcons: [ImageSource?]
    let iconDrawer: TemplateIconDrawer
    /// Right to left, the back chevron points right.
    let direction: LayoutDirection
    /// iOS 26: how opaque the soft edge is at the screen's top (GlassChromeMetrics).
    var scrollEdgeOpacity: Double? = nil

    func paint(on context: CairoContext) throws(RenderError) {
        let base = palette.navigationBarBackground
        if style == .classic {
            ClassicChrome.paintBar(bar.backgroundFrame, base: base, darkLineAtTop: false, on: context)
        } else {
            switch bar.background {
            case .material:
                context.fill(bar.backgroundFrame, base)
                let pixel = 1 / Double(scale)
                context.fill(Rect(x: bar.frame.minX, y: bar.frame.maxY - pixel, width: bar.frame.width, height: pixel), palette.barHairline)
            case .clear:
                break
            case .scrollEdgeEffect:
                paintScrollEdge(on: context)
            }
        }
        if let back = bar.back { paintBack(back, on: context) }
        if let title = bar.title {
            drawTitle(title, on: context)
        }
        if let largeTitle = bar.largeTitle, let area = bar.largeTitleArea {
            // The large title slides up under the row as the content scrolls, clipped to its area.
            context.withSavedStateUnchecked {
                context.addRect(area)
                cairo_clip(context.pointer)
                context.setColor(palette.navigationTitle)
                text.draw(largeTitle.text, style: largeTitle.style, in: largeTitle.frame, on: context)
            }
        }
        if let control = bar.segmentedControl {
            SegmentedControlPainter(control: control, palette: palette, style: style, barBase: base, text: text).paint(on: context)
        }
        // iOS 26's glass buttons take the label colour (black and white symbols on Close's renders).
        let items = BarItemPainter(
            tint: glassItems ? palette.navigationTitle : palette.navigationTint, disabled: palette.disabledButton, style: style, barBase: base, text: text,
            iconDrawer: iconDrawer)
        for (position, item) in bar.leftItems.enumerated() {
            try items.paint(item, icon: leftIcons[position], on: context)
        }
        for (position, item) in bar.rightItems.enumerated() {
            try items.paint(item, icon: rightIcons[position], on: context)
        }
    }

    /// iOS 26's soft edge: the page's colour over the content, strongest at the screen's top and
    /// gone at the row's bottom, so the title and the glass buttons read over what scrolled under.
    private func paintScrollEdge(on context: CairoContext) {
        guard let opacity = scrollEdgeOpacity else { return }
        let area = Rect(x: bar.backgroundFrame.minX, y: bar.backgroundFrame.minY, width: bar.backgroundFrame.width, height: bar.row.maxY - bar.backgroundFrame.minY)
        let gradient = CairoPattern.verticalGradient(
            from: area.minY, to: area.maxY,
            stops: [(0, palette.background.withAlpha(opacity)), (0.6, palette.background.withAlpha(opacity * 0.6)), (1, palette.background.withAlpha(0))])
        context.addRect(area)
        cairo_set_source(context.pointer, gradient.pointer)
        cairo_fill(context.pointer)
    }

    private func drawTitle(_ title: TextLayout, on context: CairoContext) {
        if style == .classic {
            ClassicChrome.drawEmbossed(title.text, style: title.style, in: title.frame, color: palette.navigationTitle, text: text, on: context)
        } else {
            context.setColor(palette.navigationTitle)
            text.draw(title.text, style: title.style, in: title.frame, on: context)
        }
    }

    private var glassItems: Bool { (bar.leftItems + bar.rightItems).contains { $0.glass } || bar.back?.glass == true }

    private func paintBack(_ back: BackButtonLayout, on context: CairoContext) {
        if back.bordered {
            ClassicChrome.paintButton(
                back.frame, barBase: palette.navigationBarBackground, done: false, pointed: true,
                pointWidth: back.chevronFrame.width, on: context)
            if let title = back.title {
                ClassicChrome.drawEmbossed(title.text, style: title.style, in: title.frame, color: palette.navigationTint, text: text, on: context)
            }
            return
        }
        let color = back.glass ? palette.navigationTitle : palette.navigationTint
        ScreenGlyphs.backChevron(in: back.chevronFrame, lineWidth: 3, color: color, direction: direction, on: context)
        if let title = back.title {
            context.setColor(palette.navigationTint)
            text.draw(title.text, style: title.style, in: title.frame, on: context)
        }
    }
}
