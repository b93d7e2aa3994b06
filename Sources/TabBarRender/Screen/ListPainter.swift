import CCairo
import TabBarModel

/// Draws the rows of a list: icon, title, detail, badge, chevron and the separator under each.
struct ListPainter {
    let rows: [RowLayout]
    /// The icon of each row, by row index.
    let icons: [Int: ImageSource]
    let palette: ScreenPalette
    let style: Style
    let text: TextEngine
    let iconDrawer: TemplateIconDrawer
    /// Which way disclosure chevrons point.
    let direction: LayoutDirection

    func paint(on context: CairoContext, visible: Rect) throws(RenderError) {
        for row in rows where row.frame.maxY > visible.minY && row.frame.minY < visible.maxY {
            try paint(row, on: context)
        }
    }

    private func paint(_ row: RowLayout, on context: CairoContext) throws(RenderError) {
        context.fill(row.separatorFrame, palette.separator)
        // A disabled row keeps its place and shape, its icon and title faded.
        func faded(_ color: Color) -> Color { row.enabled ? color : color.withAlpha(color.alpha * 0.35) }
        if let icon = icons[row.index], let frame = row.iconFrame {
            switch row.iconMode {
            case .template: try iconDrawer.draw(icon, in: frame, on: context) { context.setColor(faded(palette.rowIcon)) }
            case .original: try iconDrawer.drawOriginal(icon, in: frame, on: context)
            }
        }
        context.setColor(faded(palette.label))
        text.draw(row.title.text, style: row.title.style, in: row.title.frame, on: context)
        if let detail = row.detail {
            context.setColor(palette.secondaryLabel)
            text.draw(detail.text, style: detail.style, in: detail.frame, on: context)
        }
        if let badge = row.badge, let frame = row.badgeFrame {
            BadgeDrawer(fill: palette.badge, textColor: palette.badgeText, finish: style == .classic ? .rimmed : .flat, text: text)
                .draw(badge, in: frame, on: context)
        }
        if let chevron = row.chevronFrame {
            ScreenGlyphs.disclosureChevron(in: chevron, lineWidth: style == .classic ? 3 : 2, color: palette.chevron, direction: direction, on: context)
        }
    }
}
