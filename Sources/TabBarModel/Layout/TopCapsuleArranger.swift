/// Places the iPad's floating tab bar (iPadOS 18 and later): a capsule centred under the status
/// bar whose items are their titles, each in a pill as wide as the title plus padding; the pills
/// tile the capsule. Tabs that do not fit the width are reachable only from the sidebar: iPadOS
/// 18 has no More tab.
struct TopCapsuleArranger {
    let metrics: TopCapsuleMetrics
    let measurer: any TextMeasuring

    /// The search tab is a glyph in a round pill at the trailing end (iPadOS 26 renders).
    static let searchGlyph = 17.0

    func layout(_ spec: Spec, _ presentation: TabBarPresentation, device: Device, orientation: Orientation, screen: Size) -> Layout {
        let top = device.topInsetPortrait + metrics.gapBelowStatusBar
        let hasToggle = spec.mode != nil
        // The toggle sits at the leading edge of the capsule's row; the capsule stays centred.
        let toggleRoom = hasToggle ? 2 * (metrics.sideMargin + metrics.toggleSize + metrics.sideMargin) : 0
        let available = min(metrics.maximumWidth, screen.width - 2 * metrics.sideMargin - toggleRoom) - 2 * metrics.itemInset

        let search = presentation.order.filter { spec.tabs[$0].role == .search }
        let others = presentation.order.filter { spec.tabs[$0].role != .search }
        let searchWidth = search.isEmpty ? 0 : metrics.pillHeight + metrics.titlePadding
        var widths: [(index: Int, width: Double)] = []
        var used = searchWidth
        for index in others {
            let width = pillWidth(spec.tabs[index].title ?? "")
            if used + width > available { break }
            widths.append((index, width))
            used += width
        }
        widths += search.map { ($0, searchWidth) }
        let shownIndices = Set(widths.map(\.index))
        let notShown = presentation.order.filter { !shownIndices.contains($0) }

        let capsuleWidth = used + 2 * metrics.itemInset
        let capsule = Rect(x: (screen.width - capsuleWidth) / 2, y: top, width: capsuleWidth, height: metrics.height)
        let bar = Rect(x: 0, y: 0, width: screen.width, height: capsule.maxY + metrics.gapBelow)
        var x = capsule.minX + metrics.itemInset
        let tabs = widths.map { index, width in
            let content = ItemContent(spec: spec, item: .tab(index))
            let selected = presentation.selection == .tab(index)
            let style = selected ? metrics.selectedTitleStyle : metrics.titleStyle
            let pill = Rect(x: x, y: capsule.minY + metrics.itemInset, width: width, height: metrics.pillHeight)
            x += width
            let isSearch = spec.tabs[index].role == .search
            let baseline = capsule.minY + metrics.titleBaseline
            let titleFrame = isSearch
                ? Rect(x: pill.midX, y: baseline - style.ascent, width: 0, height: style.lineHeight)
                : Rect(x: pill.minX + metrics.titlePadding, y: baseline - style.ascent, width: pill.width - 2 * metrics.titlePadding, height: style.lineHeight)
            let iconFrame = isSearch
                ? Rect(x: pill.midX - Self.searchGlyph / 2, y: pill.midY - Self.searchGlyph / 2, width: Self.searchGlyph, height: Self.searchGlyph)
                : nil
            var tab = TabLayout(
                id: content.id, title: isSearch ? "" : content.title, specIndex: index,
                icon: isSearch ? (content.icon ?? .system(.search)) : nil,
                selected: selected, isMore: false, enabled: content.enabled,
                frame: pill, hitRegion: Rect(x: pill.minX, y: capsule.minY, width: max(pill.width, LayoutConstants.minimumHitSize), height: capsule.height),
                iconFrame: iconFrame, titleFrame: titleFrame, titleStyle: style, titleBaseline: baseline,
                titleWidth: isSearch || content.title.isEmpty ? 0 : measurer.width(of: content.title, style: style),
                badge: content.badge, badgeFrame: nil)
            if let badge = content.badge {
                tab.badgeFrame = BadgePlacement(measurer: measurer).frame(
                    text: badge, style: tab.badgeTextStyle, edge: .leading(pill.maxX - LayoutConstants.badgeHeight),
                    top: pill.minY - LayoutConstants.inlineBadgeRise, limit: pill.width, within: bar)
            }
            return tab
        }
        let warnings = LayoutWarning.notShown(
            notShown, selected: presentation.selectedTab,
            reason: "does not fit the \(Int(metrics.maximumWidth)) pt top bar, which has no More tab; it is reachable from the sidebar",
            selectedReason: "the selected tab does not fit the top bar; it is selected in the sidebar only")
        var barLayout = BarLayout(frame: bar, contentFrame: Rect(x: 0, y: capsule.minY, width: screen.width, height: capsule.height), edge: .top, kind: .topCapsule, capsule: capsule)
        if hasToggle {
            barLayout.sidebarToggle = Rect(
                x: metrics.sideMargin, y: capsule.midY - LayoutConstants.minimumHitSize / 2,
                width: LayoutConstants.minimumHitSize, height: LayoutConstants.minimumHitSize)
        }
        return Layout(
            device: spec.device.name, family: device.family, orientation: orientation, style: spec.style,
            ios: spec.release.major, scale: device.scale, screen: screen, safeAreaBottom: device.bottomInset(orientation),
            hidden: false, canvas: bar, bar: barLayout, keyboardFrame: nil, homeIndicator: nil,
            tabs: tabs, moreList: [], notShown: notShown, warnings: warnings)
    }

    private func pillWidth(_ title: String) -> Double {
        // The selected title may be bolder (iPadOS 18's Headline): size for it, so selecting never reflows the bar.
        let text = max(measurer.width(of: title, style: metrics.titleStyle), measurer.width(of: title, style: metrics.selectedTitleStyle))
        return text + 2 * metrics.titlePadding
    }
}

extension LayoutWarning {
    /// Tabs a bar without a More tab cannot show (Apple TV, the iPad's top bar), and the selected
    /// one among them.
    static func notShown(_ indices: [Int], selected: Int?, reason: String, selectedReason: String) -> [LayoutWarning] {
        var warnings = indices.map { LayoutWarning(code: .tabNotShown, path: "tabs[\($0)]", message: reason) }
        if let selected, indices.contains(selected) {
            warnings.append(LayoutWarning(code: .selectedNotShown, path: "selected", message: selectedReason))
        }
        return warnings
    }
}
