import TabBarModel

/// The colours one bar item shows, measured from the rendered bar.
struct ItemColors {
    /// The tab it stands for (nil for More) and where it is on the bar.
    let item: TabLayout
    /// The bar around the item, blurred backdrop and all: what its icon and title stand on.
    let background: Color
    let icon: Color?
    let title: Color?
    let badge: BadgeColors?

    struct BadgeColors {
        let fill: Color
        let text: Color
    }

    /// The item's ink: its icon, or its title when it has none.
    var ink: Color? { icon ?? title }

    /// Measures every item of a bar; `layout` in canvas coordinates, as the image was drawn.
    static func measure(_ layout: Layout, pixels: BarPixels) -> [ItemColors] {
        let titleBoxes = layout.tabs.map(titleBox)
        // Whatever is drawn on the bar is left out of what stands behind it, with a margin for
        // anti-aliasing and the 2008 badge's rim; so is the hairline along the top edge.
        let badges = layout.tabs.compactMap { $0.badgeFrame?.insetBy(dx: -2.5, dy: -2.5) }
        let drawn = layout.tabs.compactMap { $0.iconFrame?.insetBy(dx: -1, dy: -1) }
            + titleBoxes.compactMap { $0?.insetBy(dx: -1, dy: -1) } + badges
        let bar = layout.bar.contentFrame
        let hairline = Rect(x: bar.minX, y: layout.bar.frame.minY, width: bar.width, height: 1)
        let behind = pixels.mask(drawn + [hairline])
        let badgeMask = pixels.mask(badges)
        return layout.tabs.enumerated().compactMap { position, item in
            let slot = Rect(x: item.frame.minX, y: max(item.frame.minY, bar.minY), width: item.frame.width,
                            height: min(item.frame.maxY, bar.maxY) - max(item.frame.minY, bar.minY))
            guard let background = pixels.median(in: slot, excluding: behind) else { return nil }
            // A badge overlaps its icon's corner; its red is not the icon's colour.
            let icon = item.iconFrame.map { pixels.ink(in: $0, over: background, excluding: badgeMask) }
            let title = titleBoxes[position].map { pixels.ink(in: $0, over: background, excluding: badgeMask) }
            var badge: BadgeColors?
            if let frame = item.badgeFrame {
                // The fill beside the text: the capsule's middle third, away from its rounded
                // ends and from the 2008 gloss over its top; the text covers less than half of it.
                let band = Rect(x: frame.minX + 3, y: frame.minY + frame.height / 3, width: frame.width - 6, height: frame.height / 3)
                if let fill = pixels.median(in: band) {
                    badge = BadgeColors(fill: fill, text: pixels.ink(in: BadgeSizing.textFrame(in: frame), over: fill))
                }
            }
            return ItemColors(item: item, background: background, icon: icon, title: title, badge: badge)
        }
    }

    /// Where the title's text is drawn: centred in its frame, as wide as it is or the frame allows.
    private static func titleBox(_ item: TabLayout) -> Rect? {
        guard !item.title.isEmpty, item.titleWidth > 0 else { return nil }
        let width = min(item.titleWidth, item.titleFrame.width)
        return Rect(x: item.titleFrame.midX - width / 2, y: item.titleFrame.minY, width: width, height: item.titleFrame.height)
    }
}
