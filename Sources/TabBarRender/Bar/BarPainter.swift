import CCairo
import TabBarModel

/// Draws a laid-out bar: background, items, badges, in the spec's style.
struct BarPainter {
    let layout: Layout
    /// The release's figures, looked up once by the renderer.
    let look: ReleaseLook
    var palette: Palette
    let appearance: Appearance
    let text: TextEngine
    /// The icon of each item in `layout.tabs`, by position; nil for title-only items.
    let icons: [BarIcon?]
    /// Set when drawing pixels: icons then come from cached masks aligned to the pixel grid.
    let masks: IconMaskCache?
    /// The iOS 26 bottom accessory's icon.
    var accessoryIcon: ImageSource? = nil
    /// The home indicator's colour, resolved by the scene.
    var homeIndicatorColor: Color? = nil

    func paint(on context: CairoContext) throws(RenderError) {
        switch (layout.family, layout.style) {
        case (.tv, _):
            if let focus = layout.tvFocus {
                try TVFocusPainter(bar: self, focus: focus).paint(on: context)
            } else {
                try paintTV(on: context)
            }
        case (_, .classic):
            try ClassicBarPainter(bar: self).paint(on: context)
        case (_, .modern):
            try paintModern(on: context)
        }
    }

    // MARK: Modern (iOS 7 and later)

    private func paintModern(on context: CairoContext) throws(RenderError) {
        if let top = TopCapsulePainter(bar: self) {
            try top.paint(on: context)
            return
        }
        if let sidebar = SidebarPainter(bar: self) {
            try sidebar.paint(on: context)
            return
        }
        if layout.bar.kind == .floatingCapsule {
            // The glass itself is painted with the backdrop, which it is made of.
            GlassCapsulePainter.paintSelection(layout: layout, look: look, appearance: appearance, on: context)
        } else if !layout.bar.scrollEdge {
            context.fill(layout.bar.frame, palette.barBackground)
        }
        if let separator = layout.bar.separator {
            context.fill(separator, palette.hairline)
        }
        for (position, tab) in layout.tabs.enumerated() {
            let color = itemColor(tab, icon: true)
            if let icon = icons[position], let box = tab.iconFrame {
                try drawIcon(icon, in: box, color: color, on: context)
            }
            drawTitle(tab, color: tab.enabled ? (tab.selected ? palette.selectedTitle : palette.unselectedTitle) : palette.disabled, on: context)
        }
        drawBadges(on: context)
        if let accessory = layout.accessory {
            try AccessoryPainter(bar: self, accessory: accessory, icon: accessoryIcon).paint(on: context)
        }
        drawHomeIndicator(on: context)
    }

    /// A tab's icon in its drawn frame: a template in `color`, or the picture's own colours.
    func drawIcon(_ icon: BarIcon, in frame: Rect, color: Color, on context: CairoContext) throws(RenderError) {
        switch icon.mode {
        case .template: try drawTemplate(icon.image, in: frame, on: context) { context.setColor(color) }
        case .original: try iconDrawer.drawOriginal(icon.image, in: frame, on: context)
        }
    }

    func itemColor(_ tab: TabLayout, icon: Bool = false) -> Color {
        guard tab.enabled else { return palette.disabled }
        if tab.selected { return palette.selected }
        return icon ? palette.unselectedIcon : palette.unselected
    }

    func drawTitle(_ tab: TabLayout, color: Color, on context: CairoContext) {
        guard !tab.title.isEmpty else { return }
        context.setColor(color)
        text.draw(tab.title, style: tab.titleStyle, in: tab.titleFrame, baseline: tab.titleBaseline, on: context)
    }

    /// Draws an icon as a template image: only its alpha counts, the colour comes from `setSource`.
    func drawTemplate(
        _ icon: ImageSource, in frame: Rect, on context: CairoContext, setSource: () -> Void
    ) throws(RenderError) {
        try iconDrawer.draw(icon, in: frame, on: context, setSource: setSource)
    }

    private var iconDrawer: TemplateIconDrawer {
        TemplateIconDrawer(scale: Double(layout.scale), origin: Point(x: layout.canvas.x, y: layout.canvas.y), masks: masks)
    }

    /// The 2008 bar's badges are rimmed and glossed; later ones are flat.
    func drawBadges(on context: CairoContext, finish: BadgeDrawer.Finish = .flat) {
        let drawer = BadgeDrawer(fill: palette.badge, textColor: palette.badgeText, finish: finish, text: text)
        for tab in layout.tabs {
            guard let badge = tab.badge, let frame = tab.badgeFrame else { continue }
            drawer.draw(badge, style: tab.badgeTextStyle, in: frame, on: context)
        }
    }

    func drawHomeIndicator(on context: CairoContext) {
        guard let frame = layout.homeIndicator, let color = homeIndicatorColor else { return }
        context.addRoundedRect(frame, radius: frame.height / 2)
        context.setColor(color)
        cairo_fill(context.pointer)
    }

    // MARK: Apple TV

    private func paintTV(on context: CairoContext) throws(RenderError) {
        context.fill(layout.bar.frame, palette.barBackground)
        let cr = context.pointer
        for tab in layout.tabs {
            if tab.selected {
                // The highlighted item floats above the bar on a soft shadow.
                for step in 1...4 {
                    let spread = Double(step) * 2
                    context.addRoundedRect(tab.frame.offsetBy(dx: 0, dy: 6).insetBy(dx: -spread, dy: -spread), radius: tab.frame.height / 2 + spread)
                    context.setColor(Color(rgb: 0x000000, alpha: 0.05))
                    cairo_fill(cr)
                }
                context.addRoundedRect(tab.frame, radius: tab.frame.height / 2)
                context.setColor(Color(rgb: 0xFFFFFF))
                cairo_fill(cr)
            }
            let color = !tab.enabled ? palette.disabled
                : tab.selected ? Color(rgb: 0x1C1C1E) : palette.unselectedTitle
            drawTitle(tab, color: color, on: context)
        }
        drawBadges(on: context)
    }
}
