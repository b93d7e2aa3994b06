/// The whole iOS 26 iPhone bar: the glass capsule (FloatingCapsuleArranger), and around it the
/// search tab's round button at the trailing end, the minimised bar (the selected tab alone in a
/// circle at the leading edge) and the bottom accessory (a glass row above the capsule, or
/// inline beside the minimised circle).
struct GlassBarArranger {
    let metrics: FloatingCapsuleMetrics
    let measurer: any TextMeasuring

    struct Arranged {
        var capsule: Rect
        var tabs: [TabLayout]
        /// Spec tab or More, by position in `tabs`.
        var items: [ItemPlan.Item]
        var searchButton: Rect?
        var accessory: AccessoryLayout?
        /// Tabs the minimised bar hides for now.
        var folded: [Int]
        var moreList: [Int]
    }

    func arrange(_ spec: Spec, _ presentation: TabBarPresentation, capacity: Int, screen: Size) -> Arranged {
        let search = presentation.order.first { spec.tabs[$0].role == .search }
        let plan = ItemPlan(order: presentation.order.filter { $0 != search }, capacity: capacity)
        let selected = presentation.selectedTab
        let bottom = screen.height - metrics.bottomMargin
        let searchSize = spec.minimized ? metrics.minimizedSize : metrics.height
        let searchRoom = search == nil ? 0 : searchSize + metrics.searchGap

        var capsule: Rect
        var tabs: [TabLayout]
        var items: [ItemPlan.Item]
        var folded: [Int] = []
        if spec.minimized {
            // The selected tab (or More when it holds the selection) alone in a circle.
            let shown = plan.items.first { $0.specIndex == selected && selected != nil }
                ?? (plan.moreList.contains(selected ?? -1) ? .more : plan.items[0])
            capsule = Rect(
                x: metrics.sideMargin, y: bottom - metrics.minimizedSize, width: metrics.minimizedSize, height: metrics.minimizedSize)
            tabs = [circleItem(ItemContent(spec: spec, item: shown), in: capsule)]
            items = [shown]
            folded = plan.items.compactMap(\.specIndex).filter { $0 != shown.specIndex }
        } else {
            let room = Size(width: screen.width - searchRoom, height: screen.height)
            let arranged = FloatingCapsuleArranger(metrics: metrics, measurer: measurer)
                .arrange(plan.items.map { ItemContent(spec: spec, item: $0) }, screen: room)
            capsule = arranged.capsule
            tabs = arranged.tabs
            items = plan.items
            // The capsule and the search button are centred together.
            let shift = (screen.width - (capsule.width + searchRoom)) / 2 - capsule.minX
            capsule = capsule.offsetBy(dx: shift, dy: 0)
            tabs = tabs.map { $0.walkingFrames(.offset(dx: shift, dy: 0)) }
        }
        var searchButton: Rect?
        if let search {
            // Beside the capsule, the two centred together; at the trailing edge when minimised.
            let x = spec.minimized ? screen.width - metrics.sideMargin - searchSize : capsule.maxX + metrics.searchGap
            let button = Rect(x: x, y: bottom - searchSize, width: searchSize, height: searchSize)
            searchButton = button
            tabs.append(circleItem(ItemContent(spec: spec, item: .tab(search)), in: button))
            items.append(.tab(search))
        }
        var accessory: AccessoryLayout?
        if let content = spec.accessory {
            let frame: Rect
            if spec.minimized {
                let left = capsule.maxX + metrics.accessoryGap
                let right = (searchButton?.minX).map { $0 - metrics.accessoryGap } ?? screen.width - metrics.sideMargin
                frame = Rect(x: left, y: bottom - metrics.accessoryHeight, width: right - left, height: metrics.accessoryHeight)
            } else {
                // In line with the bar group below it: the capsule and the search button.
                let group = searchButton.map(capsule.union) ?? capsule
                frame = Rect(
                    x: group.minX, y: capsule.minY - metrics.accessoryGap - metrics.accessoryHeight,
                    width: group.width, height: metrics.accessoryHeight)
            }
            accessory = AccessoryLayout(content, frame: frame, metrics: metrics)
        }
        return Arranged(
            capsule: capsule, tabs: tabs, items: items, searchButton: searchButton, accessory: accessory,
            folded: folded, moreList: plan.moreList)
    }

    /// An item alone in a round glass button: its icon centred, no title, the pill 4 pt in.
    private func circleItem(_ item: ItemContent, in circle: Rect) -> TabLayout {
        let pill = circle.insetBy(dx: metrics.itemInset, dy: metrics.itemInset)
        let icon = min(metrics.iconBox, pill.height - 8)
        let iconFrame = Rect(x: circle.midX - icon / 2, y: circle.midY - icon / 2, width: icon, height: icon)
        let style = metrics.titleStyle
        var tab = TabLayout(
            id: item.id, title: item.icon == nil ? item.title : "", specIndex: item.specIndex, icon: item.icon,
            selected: false, isMore: item.isMore, enabled: item.enabled,
            frame: pill, hitRegion: circle, iconFrame: item.icon == nil ? nil : iconFrame,
            titleFrame: Rect(x: pill.minX, y: circle.midY - style.lineHeight / 2, width: pill.width, height: style.lineHeight),
            titleStyle: style, titleBaseline: nil, titleWidth: 0, badge: item.badge, badgeFrame: nil)
        if let badge = item.badge {
            tab.badgeFrame = BadgePlacement(measurer: measurer).frame(
                text: badge, style: tab.badgeTextStyle, edge: .leading(iconFrame.midX + LayoutConstants.badgeOffsetFromIconCenter),
                top: circle.minY, limit: circle.width, within: circle.insetBy(dx: -10, dy: -4))
        }
        return tab
    }
}

/// Where the bottom accessory and its parts lie: the icon at the leading end, the title over
/// the subtitle in the column beside it (mirrored with the rest of the layout right to left).
public struct AccessoryLayout: Codable, Equatable, Sendable {
    public var frame: Rect
    public var title: String?
    public var subtitle: String?
    public var icon: IconReference?
    public var iconFrame: Rect?
    /// The text column beside the icon.
    public var textFrame: Rect
    /// Each line's box: the column's width, one line of its style tall; nil without the text.
    public var titleFrame: Rect?
    public var titleBaseline: Double?
    public var subtitleFrame: Rect?
    public var subtitleBaseline: Double?
    public var titleStyle: TextStyle
    public var subtitleStyle: TextStyle

    init(_ spec: AccessorySpec, frame: Rect, metrics: FloatingCapsuleMetrics) {
        self.frame = frame
        title = spec.title
        subtitle = spec.subtitle
        icon = spec.icon
        let box = frame.height - 16
        iconFrame = spec.icon.map { _ in Rect(x: frame.minX + 12, y: frame.midY - box / 2, width: box, height: box) }
        titleStyle = metrics.accessoryTitleStyle
        subtitleStyle = metrics.accessorySubtitleStyle
        let left = (iconFrame?.maxX ?? frame.minX + 8) + 10
        textFrame = Rect(x: left, y: frame.minY, width: max(0, frame.maxX - 16 - left), height: frame.height)
        let hasTitle = !(spec.title ?? "").isEmpty
        let hasSubtitle = !(spec.subtitle ?? "").isEmpty
        // One line centred on the row; two lines share it.
        if hasTitle {
            let baseline = hasSubtitle ? textFrame.midY - 2 : textFrame.midY + titleStyle.capHeight / 2
            titleBaseline = baseline
            titleFrame = Self.line(in: textFrame, baseline: baseline, style: titleStyle)
        }
        if hasSubtitle {
            let baseline = hasTitle ? textFrame.midY + 14 : textFrame.midY + subtitleStyle.capHeight / 2
            subtitleBaseline = baseline
            subtitleFrame = Self.line(in: textFrame, baseline: baseline, style: subtitleStyle)
        }
    }

    private static func line(in column: Rect, baseline: Double, style: TextStyle) -> Rect {
        Rect(x: column.minX, y: baseline - style.ascent, width: column.width, height: style.lineHeight)
    }
}

extension Layout {
    /// The search button and the accessory; a bare bar's picture grows up to show the accessory.
    mutating func placeGlassExtras(_ arranged: GlassBarArranger.Arranged, gap: Double) {
        bar.searchButton = arranged.searchButton
        accessory = arranged.accessory
        if let accessory, accessory.frame.minY - gap < canvas.minY {
            let top = accessory.frame.minY - gap
            canvas = Rect(x: canvas.x, y: top, width: canvas.width, height: canvas.maxY - top)
        }
    }

    /// Every glass shape an iOS 26 iPhone bar draws: the capsule (or the minimised circle), the
    /// search button and the accessory.
    public var glassShapes: [Rect] {
        [bar.capsule, bar.searchButton, accessory?.frame].compactMap { $0 }
    }
}
