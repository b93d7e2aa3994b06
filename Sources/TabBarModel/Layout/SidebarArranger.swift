/// The iPad's sidebar (`mode: sidebar`, iPadOS 18 and later): every tab in a column at the
/// leading edge, the ungrouped tabs first, then each group's title and its children; the
/// sidebar toggle at the top. While it is open the top bar is not shown.
///
/// The rows are the layout's `tabs`, so hit testing, icons and badges work on them as on a bar;
/// the group titles are in `Layout.sidebarHeaders`.
struct SidebarArranger {
    let metrics: SidebarMetrics
    let measurer: any TextMeasuring

    func layout(_ spec: Spec, _ presentation: TabBarPresentation, device: Device, orientation: Orientation, screen: Size) -> Layout {
        let panel = Rect(
            x: metrics.panelInset, y: metrics.panelInset,
            width: metrics.width - 2 * metrics.panelInset, height: screen.height - 2 * metrics.panelInset)
        let toolbarTop = device.topInsetPortrait
        let toggle = Rect(
            x: panel.minX + metrics.rowInset, y: toolbarTop + (metrics.toolbarHeight - LayoutConstants.minimumHitSize) / 2,
            width: LayoutConstants.minimumHitSize, height: LayoutConstants.minimumHitSize)
        var y = toolbarTop + metrics.toolbarHeight
        var tabs: [TabLayout] = []
        var headers: [SidebarHeader] = []
        let shown = Set(presentation.order)
        let grouped = (spec.groups ?? []).map { group in group.children.compactMap(spec.tabIndex).filter(shown.contains) }
        let inGroups = Set(grouped.joined())
        func addRow(_ index: Int) {
            let content = ItemContent(spec: spec, item: .tab(index))
            let row = Rect(x: panel.minX + metrics.rowInset, y: y, width: panel.width - 2 * metrics.rowInset, height: metrics.rowHeight)
            let style = metrics.titleStyle
            let baseline = row.midY + style.capHeight / 2
            let titleX = row.minX + metrics.titleLeading
            let iconFrame = content.icon.map { _ in
                Rect(x: row.minX + metrics.iconLeading, y: row.midY - metrics.iconBox / 2, width: metrics.iconBox, height: metrics.iconBox)
            }
            let titleWidth = content.title.isEmpty ? 0 : measurer.width(of: content.title, style: style)
            // Leading-aligned: the title's box is as wide as the title, up to the room before the badge.
            let titleBox = Rect(x: titleX, y: baseline - style.ascent, width: min(titleWidth, row.maxX - titleX - 40), height: style.lineHeight)
            var tab = TabLayout(
                id: content.id, title: content.title, specIndex: index, icon: content.icon,
                selected: presentation.selection == .tab(index), isMore: false, enabled: content.enabled,
                frame: row, hitRegion: row, iconFrame: iconFrame,
                titleFrame: titleBox, titleStyle: style, titleBaseline: baseline, titleWidth: titleWidth,
                badge: content.badge, badgeFrame: nil)
            if let badge = content.badge {
                // Sidebars show counts at the row's trailing end.
                tab.badgeFrame = BadgePlacement(measurer: measurer).frame(
                    text: badge, style: tab.badgeTextStyle, edge: .trailing(row.maxX - 12), top: nil, limit: row.width / 2, within: row)
            }
            tabs.append(tab)
            y += metrics.rowHeight
        }
        presentation.order.filter { !inGroups.contains($0) }.forEach(addRow)
        for (group, children) in zip(spec.groups ?? [], grouped) {
            let style = metrics.headerStyle
            let width = min(measurer.width(of: group.title, style: style), panel.width - 2 * metrics.rowInset - metrics.iconLeading)
            let frame = Rect(x: panel.minX + metrics.rowInset + metrics.iconLeading, y: y, width: width, height: metrics.headerHeight)
            headers.append(SidebarHeader(title: group.title, frame: frame, titleStyle: style, titleBaseline: frame.maxY - 10))
            y += metrics.headerHeight
            children.forEach(addRow)
        }
        var bar = BarLayout(frame: panel, contentFrame: panel, edge: .leading, kind: .sidebar)
        bar.sidebarToggle = toggle
        let screenRect = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        var layout = Layout(
            device: spec.device.name, family: device.family, orientation: orientation, style: spec.style,
            ios: spec.release.major, scale: device.scale, screen: screen, safeAreaBottom: device.bottomInset(orientation),
            hidden: false, canvas: screenRect, bar: bar, keyboardFrame: nil, homeIndicator: nil,
            tabs: tabs, moreList: [], notShown: [], warnings: [])
        layout.sidebarHeaders = headers
        return layout
    }
}
