/// Turns a spec into frames in points for its device and orientation.
public struct LayoutEngine {
    private let measurer: any TextMeasuring

    public init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// - Parameters:
    ///   - presentation: the order and selection to show (a controller's state); the spec's own when nil.
    ///   - scale: pixels per point for rasterising; the device's own when nil.
    ///   - naturalIconSizes: the natural size in points of each icon file the spec names, as
    ///     the renderer reads it; a file missing here is drawn in its symbol box.
    public func layout(
        _ spec: Spec, presentation: TabBarPresentation? = nil, scale: Int? = nil, source: String = "spec",
        naturalIconSizes: [IconReference: Size] = [:]
    ) throws(SpecError) -> Layout {
        try SpecValidator(source: source).validate(spec)
        let presentation = presentation ?? TabBarPresentation(spec: spec)
        // Only a screen whose toolbar stands in for the bar has no tabs to order.
        guard !presentation.order.isEmpty || spec.tabs.isEmpty, Set(presentation.order).count == presentation.order.count,
              presentation.order.allSatisfy({ spec.tabs.indices.contains($0) }) else {
            throw SpecError(file: source, path: "tabs", message: "the tab order shown does not belong to this spec")
        }
        guard let device = spec.device.device else {
            throw SpecError(file: source, path: "device", message: "unknown device \"\(spec.device.name)\"")
        }
        if let scale, PixelScale(scale) == nil {
            throw SpecError(file: source, path: "scale", message: PixelScale.expectation(got: scale))
        }
        let orientation = device.rotates ? (spec.orientation ?? .portrait) : .landscape
        let screen = device.screenSize(orientation)
        let inset = device.bottomInset(orientation)

        var layout: Layout
        switch (device.family, Self.arrangement(spec: spec, device: device, orientation: orientation)) {
        case (.tv, _):
            layout = topBar(spec, presentation, device: device, screen: screen)
        case (_, .sidebar(let metrics)):
            layout = SidebarArranger(metrics: metrics, measurer: measurer)
                .layout(spec, presentation, device: device, orientation: orientation, screen: screen)
        case (_, .topCapsule(let metrics)):
            layout = TopCapsuleArranger(metrics: metrics, measurer: measurer)
                .layout(spec, presentation, device: device, orientation: orientation, screen: screen)
        case (_, let arrangement):
            layout = bottomBar(spec, presentation, arrangement, device: device, orientation: orientation, screen: screen, inset: inset)
        }
        layout.scale = scale ?? device.scale
        for index in layout.tabs.indices {
            guard let box = layout.tabs[index].iconFrame, let icon = layout.tabs[index].icon else { continue }
            let drawn = IconDrawing.frame(in: box, reference: icon, natural: naturalIconSizes[icon], sizing: spec.iconSizing ?? .natural)
            layout.tabs[index].iconFrame = drawn
            if drawn != box { layout.tabs[index].symbolBox = box }
        }
        layout.makeRoomForShadows(spec.look)
        // The More and Edit screens replace the tab's own screen, keyboard included.
        let shown = device.family == .tv ? nil : spec.controllerScreen(for: presentation)
        if spec.keyboard, shown == nil {
            let height = device.keyboardHeight(orientation: orientation, style: spec.style)
            let keyboard = Rect(x: 0, y: screen.height - height, width: screen.width, height: height)
            layout.hidden = true
            layout.keyboardFrame = keyboard
            layout.canvas = keyboard
        }
        if let shown {
            layout = ScreenLayoutEngine(measurer: measurer).arrange(
                layout, spec: spec.drawnSpec(for: presentation), device: device, shown: shown)
        } else if spec.isScreen || spec.focus != nil {
            layout = ScreenLayoutEngine(measurer: measurer).arrange(layout, spec: spec, device: device)
        }
        layout.placeSeparator()
        if spec.direction == .rtl { layout.mirror() }
        layout.warnings += LayoutWarning.itemWarnings(layout.tabs)
        if case .tab(let selected) = presentation.selection, spec.tabs.indices.contains(selected), spec.tabs[selected].removed {
            layout.warnings.append(LayoutWarning(
                code: .selectedNotShown, path: "selected",
                message: "the selected tab is removed, so no tab is shown as selected"))
        }
        return layout
    }

    // MARK: - iPhone and iPad: along the bottom edge

    private func bottomBar(
        _ spec: Spec, _ presentation: TabBarPresentation, _ arrangement: BarArrangement, device: Device, orientation: Orientation,
        screen: Size, inset: Double
    ) -> Layout {
        let look = spec.look
        let kind = arrangement.kind
        let capacity = device.barItemCapacity ?? LayoutConstants.phoneItemCapacity
        let plan = ItemPlan(order: presentation.order, capacity: capacity)
        let contents = plan.items.map { ItemContent(spec: spec, item: $0) }
        let height = barHeight(arrangement, spec: spec, look: look)
        let barFrame = Rect(x: 0, y: screen.height - height - inset, width: screen.width, height: height + inset)
        let content = Rect(x: 0, y: barFrame.y, width: screen.width, height: height)

        var tabs: [TabLayout]
        var capsule: Rect?
        var items = plan.items
        var glass: GlassBarArranger.Arranged?
        var floating: FloatingCapsuleMetrics?
        switch arrangement {
        case .floatingCapsule(let metrics):
            let arranged = GlassBarArranger(metrics: metrics, measurer: measurer)
                .arrange(spec, presentation, capacity: capacity, screen: screen)
            tabs = arranged.tabs
            capsule = arranged.capsule
            items = arranged.items
            glass = arranged
            floating = metrics
        case .compactInline(let metrics), .inline(let metrics, _):
            tabs = inlineItems(contents, kind: kind, metrics: metrics, gapNarrow: device.isNarrowPhone, in: content, bar: barFrame)
        case .stacked, .stackedCentered, .topCapsule, .sidebar:
            tabs = stackedItems(contents, kind: kind, spec: spec, look: look, in: content, bar: barFrame)
        }
        for position in tabs.indices {
            switch items[position] {
            case .tab(let index): tabs[position].selected = presentation.selection == .tab(index)
            case .more: tabs[position].selected = presentation.selectedTab.map((glass?.moreList ?? plan.moreList).contains) ?? true
            }
            if case .tab(let index) = items[position] {
                let tab = spec.tabs[index]
                tabs[position].iconMode = tab.iconMode ?? .template
                // UIKit's selectedImage replaces the image while the item is selected.
                if tabs[position].selected, let selectedIcon = tab.selectedIcon { tabs[position].icon = selectedIcon }
            }
            if tabs[position].selected, let floating {
                tabs[position].titleStyle = floating.selectedTitleStyle
            }
        }
        let scrollEdge = spec.style == .modern && look.hasScrollEdgeAppearance && spec.scrollEdge == true
        var layout = Layout(
            device: spec.device.name, family: device.family, orientation: orientation, style: spec.style,
            ios: spec.style == .modern ? spec.release.major : nil,
            // On a phone without a home indicator the capsule rises above the 49 pt frame.
            scale: device.scale, screen: screen, safeAreaBottom: inset, hidden: false, canvas: capsule.map(barFrame.union) ?? barFrame,
            bar: BarLayout(frame: barFrame, contentFrame: content, edge: .bottom, kind: kind, scrollEdge: scrollEdge, capsule: capsule),
            keyboardFrame: nil,
            homeIndicator: spec.homeIndicator == false ? nil : homeIndicator(family: device.family, orientation: orientation, screen: screen, inset: inset),
            tabs: tabs, moreList: glass?.moreList ?? plan.moreList, notShown: glass?.folded ?? [], warnings: [])
        if let glass, let floating {
            layout.placeGlassExtras(glass, gap: floating.accessoryGap)
        }
        return layout
    }

    /// Which arrangement UIKit uses for this release, device and orientation, with the release's
    /// figures for it.
    static func arrangement(spec: Spec, device: Device, orientation: Orientation) -> BarArrangement {
        let look = spec.look
        let stacked: BarArrangement = device.family == .pad ? .stackedCentered(barHeight: look.padBarHeight) : .stacked
        guard spec.style == .modern else {
            // The 2008 bars: 49 pt on iPhone, 50 on the iPad.
            return device.family == .pad ? .stackedCentered(barHeight: 50) : .stacked
        }
        if device.family == .phone, let capsule = look.floatingCapsule { return .floatingCapsule(capsule) }
        if device.family == .pad, let top = look.topCapsule, spec.placement ?? .main == .main {
            return spec.mode == .sidebar ? .sidebar(top.sidebar) : .topCapsule(top)
        }
        guard look.inlineItems, let compact = look.compactInline, let regular = look.regularInline else { return stacked }
        // A phone in landscape has compact height, whatever its width.
        if device.hasRegularWidth(orientation) {
            return .inline(regular, barHeight: device.family == .phone ? compact.barHeight : regular.barHeight)
        }
        return orientation == .landscape ? .compactInline(compact) : .stacked
    }

    /// The bar's height above the inset.
    private func barHeight(_ arrangement: BarArrangement, spec: Spec, look: ReleaseLook) -> Double {
        switch arrangement {
        case .compactInline(let metrics): metrics.barHeight
        case .inline(_, let height), .stackedCentered(let height): height
        case .stacked, .floatingCapsule, .topCapsule, .sidebar: LayoutConstants.phoneBarHeight
        }
    }

    /// Icon over title; equal slots on iPhone, fixed-width items centred on iPad.
    private func stackedItems(
        _ contents: [ItemContent], kind: BarKind, spec: Spec, look: ReleaseLook, in content: Rect, bar: Rect
    ) -> [TabLayout] {
        let classic = spec.style == .classic ? ClassicBarMetrics.forBar(padWidth: kind == .stackedCentered) : nil
        let count = Double(contents.count)
        let width = kind == .stackedCentered ? look.padItemWidth : content.width / count
        let spacing = kind == .stackedCentered ? look.padItemSpacing : 0
        let start = kind == .stackedCentered ? (content.width - (count * width + (count - 1) * spacing)) / 2 : 0
        let metrics = look.stacked
        let titleStyle = classic?.titleStyle ?? metrics.titleStyle
        return contents.enumerated().map { position, item in
            let frame = Rect(x: start + Double(position) * (width + spacing), y: content.y, width: width, height: content.height)
            let iconBox = classic?.iconSize ?? metrics.iconBox
            let iconCenterY = classic.map { $0.iconTop + $0.iconSize / 2 } ?? metrics.iconCenterY
            let iconFrame = item.icon.map { _ in
                Rect(x: frame.midX - iconBox / 2, y: frame.y + iconCenterY - iconBox / 2, width: iconBox, height: iconBox)
            }
            let margin = LayoutConstants.titleSideMargin
            let titleFrame: Rect
            let baseline: Double?
            if let classic {
                titleFrame = Rect(x: frame.x + margin, y: frame.y + classic.titleTop, width: frame.width - 2 * margin, height: classic.titleHeight)
                baseline = nil
            } else {
                let line = titleStyle.lineHeight
                baseline = frame.y + metrics.titleBaseline
                titleFrame = Rect(x: frame.x + margin, y: frame.y + metrics.titleBaseline - titleStyle.ascent, width: frame.width - 2 * margin, height: line)
            }
            let titleWidth = item.title.isEmpty ? 0 : measurer.width(of: item.title, style: titleStyle)
            var tab = TabLayout(
                id: item.id, title: item.title, specIndex: item.specIndex, icon: item.icon,
                selected: false, isMore: item.isMore, enabled: item.enabled,
                frame: frame, hitRegion: frame.insetBy(dx: -spacing / 2, dy: 0), iconFrame: iconFrame, titleFrame: titleFrame,
                titleStyle: titleStyle, titleBaseline: baseline, titleWidth: titleWidth, badge: item.badge, badgeFrame: nil)
            if let badge = item.badge {
                let anchor = iconFrame?.midX ?? (frame.midX + min(titleWidth, titleFrame.width) / 2 - 6)
                tab.badgeFrame = BadgePlacement(measurer: measurer).frame(
                    text: badge, style: tab.badgeTextStyle, edge: .leading(anchor + LayoutConstants.badgeOffsetFromIconCenter),
                    top: content.minY + (classic == nil ? look.badgeTop : LayoutConstants.classicBadgeTop), limit: frame.width, within: bar)
            }
            return tab
        }
    }

    /// Icon beside title. Compact height: equal slots, the pair centred in each. Regular width:
    /// each item as wide as its pair, with equal gaps between the items and at both ends.
    private func inlineItems(
        _ contents: [ItemContent], kind: BarKind, metrics: InlineItemMetrics, gapNarrow: Bool, in content: Rect, bar: Rect
    ) -> [TabLayout] {
        let gap = gapNarrow ? metrics.narrowGap : metrics.gap
        let style = metrics.titleStyle
        let titleWidths = contents.map { $0.title.isEmpty ? 0 : measurer.width(of: $0.title, style: style) }
        let pairWidths = contents.indices.map { index in
            let icon = contents[index].icon == nil ? 0 : metrics.iconBox
            let between = icon > 0 && titleWidths[index] > 0 ? gap : 0
            return icon + between + titleWidths[index]
        }
        let count = Double(contents.count)
        var frames: [Rect] = []
        var hitRegions: [Rect] = []
        if kind == .compactInline {
            let width = content.width / count
            for position in contents.indices {
                let slot = Rect(x: Double(position) * width, y: content.y, width: width, height: content.height)
                frames.append(slot)
                hitRegions.append(slot)
            }
        } else {
            let widths = pairWidths.map { $0 + 2 * LayoutConstants.titleSideMargin }
            let spacing = max(0, (content.width - widths.reduce(0, +)) / (count + 1))
            var x = spacing
            for width in widths {
                let frame = Rect(x: x, y: content.y, width: width, height: content.height)
                frames.append(frame)
                hitRegions.append(frame.insetBy(dx: -spacing / 2, dy: 0))
                x += width + spacing
            }
        }
        return contents.indices.map { position in
            let item = contents[position]
            let frame = frames[position]
            // A short landscape bar still takes a 44 pt touch: the region reaches into the inset
            // below and, where there is none, above the bar.
            var hit = hitRegions[position]
            hit.height = bar.maxY - hit.minY
            if hit.height < LayoutConstants.minimumHitSize {
                hit.y = bar.maxY - LayoutConstants.minimumHitSize
                hit.height = LayoutConstants.minimumHitSize
            }
            let pairWidth = min(pairWidths[position], frame.width - 2 * LayoutConstants.titleSideMargin)
            let left = frame.midX - pairWidth / 2
            let iconFrame = item.icon.map { _ in
                Rect(x: left, y: frame.midY - metrics.iconBox / 2, width: metrics.iconBox, height: metrics.iconBox)
            }
            let titleLeft = iconFrame.map { $0.maxX + (titleWidths[position] > 0 ? gap : 0) } ?? left
            let baseline = frame.midY + style.capHeight / 2
            let titleFrame = Rect(
                x: titleLeft, y: baseline - style.ascent, width: max(0, left + pairWidth - titleLeft), height: style.lineHeight)
            var tab = TabLayout(
                id: item.id, title: item.title, specIndex: item.specIndex, icon: item.icon,
                selected: false, isMore: item.isMore, enabled: item.enabled,
                frame: frame, hitRegion: hit, iconFrame: iconFrame, titleFrame: titleFrame,
                titleStyle: style, titleBaseline: baseline, titleWidth: titleWidths[position], badge: item.badge, badgeFrame: nil)
            if let badgeStyle = metrics.badgeTextStyle { tab.badgeTextStyle = badgeStyle }
            if let badge = item.badge {
                let anchor = iconFrame ?? Rect(x: titleFrame.maxX - 12, y: frame.midY - 8, width: 12, height: 12)
                tab.badgeFrame = BadgePlacement(measurer: measurer).frame(
                    text: badge, style: tab.badgeTextStyle, edge: .leading(anchor.midX + LayoutConstants.badgeOffsetFromIconCenter),
                    top: anchor.minY - LayoutConstants.inlineBadgeRise, limit: hitRegions[position].width, within: bar)
            }
            return tab
        }
    }

    // MARK: - Apple TV: text-only items along the top, only as many as fit

    private func topBar(_ spec: Spec, _ presentation: TabBarPresentation, device: Device, screen: Size) -> Layout {
        let barFrame = Rect(x: 0, y: 0, width: screen.width, height: LayoutConstants.tvBarHeight)
        let style = TextStyle.tvTabTitle
        let padding = LayoutConstants.tvItemPadding
        let spacing = LayoutConstants.tvItemSpacing
        let available = screen.width - 2 * LayoutConstants.tvSideMargin

        var widths: [Double] = []
        var used = 0.0
        for index in presentation.order {
            let title = spec.tabs[index].title ?? ""
            let width = measurer.width(of: title, style: style) + 2 * padding
            let needed = used + (widths.isEmpty ? 0 : spacing) + width
            if needed > available { break }
            widths.append(width)
            used = needed
        }
        let shown = widths.count
        var x = (screen.width - used) / 2
        let itemTop = barFrame.midY - LayoutConstants.tvItemHeight / 2
        var tabs: [TabLayout] = []
        for (position, index) in presentation.order.prefix(shown).enumerated() {
            let content = ItemContent(spec: spec, item: .tab(index))
            let frame = Rect(x: x, y: itemTop, width: widths[position], height: LayoutConstants.tvItemHeight)
            let titleFrame = frame.insetBy(dx: padding, dy: (frame.height - style.size * 1.25) / 2)
            var tab = TabLayout(
                id: content.id, title: content.title, specIndex: index, icon: nil,
                selected: presentation.selection == .tab(index), isMore: false, enabled: content.enabled,
                frame: frame, hitRegion: frame.insetBy(dx: -spacing / 2, dy: 0), iconFrame: nil,
                titleFrame: titleFrame, titleStyle: style, titleWidth: widths[position] - 2 * padding,
                badge: content.badge, badgeFrame: nil)
            if let badge = content.badge {
                tab.badgeFrame = BadgePlacement(measurer: measurer).frame(
                    text: badge, style: tab.badgeTextStyle, edge: .leading(frame.maxX - LayoutConstants.badgeHeight),
                    top: frame.minY - LayoutConstants.badgeHeight / 2, limit: frame.width, within: barFrame)
            }
            tabs.append(tab)
            x += widths[position] + spacing
        }
        let notShown = Array(presentation.order.dropFirst(shown))
        let warnings = LayoutWarning.notShown(
            notShown, selected: presentation.selectedTab,
            reason: "does not fit on the Apple TV bar, which has no More tab; it is not shown",
            selectedReason: "the selected tab does not fit on the bar, so no tab is shown as selected")
        return Layout(
            device: spec.device.name, family: device.family, orientation: .landscape, style: spec.style, ios: nil,
            scale: device.scale, screen: screen, safeAreaBottom: 0, hidden: false, canvas: barFrame,
            bar: BarLayout(frame: barFrame, contentFrame: barFrame, edge: .top, kind: .tv),
            keyboardFrame: nil, homeIndicator: nil, tabs: tabs, moreList: [], notShown: notShown,
            warnings: warnings)
    }

    // MARK: - Shared pieces

    private func homeIndicator(family: DeviceFamily, orientation: Orientation, screen: Size, inset: Double) -> Rect? {
        guard inset > 0 else { return nil }
        let width = family == .pad ? 315.0 : (orientation == .landscape ? 210.0 : 134.0)
        let height = LayoutConstants.homeIndicatorHeight
        return Rect(
            x: (screen.width - width) / 2, y: screen.height - LayoutConstants.homeIndicatorBottom - height,
            width: width, height: height)
    }
}

/// Which spec tabs a bottom bar shows, and whether a More item replaces the last slot.
struct ItemPlan {
    enum Item: Equatable {
        case tab(Int)
        case more

        var specIndex: Int? {
            if case .tab(let index) = self { return index }
            return nil
        }
    }

    let items: [Item]
    let moreList: [Int]

    /// - Parameter order: spec indices in the order the user sees them.
    init(order: [Int], capacity: Int) {
        if order.count <= capacity {
            items = order.map(Item.tab)
            moreList = []
        } else {
            items = order.prefix(capacity - 1).map(Item.tab) + [.more]
            moreList = Array(order.dropFirst(capacity - 1))
        }
    }
}

/// What an item shows, from its spec tab or, for More, the system's More item.
struct ItemContent {
    let specIndex: Int?
    let isMore: Bool
    let id: String
    let title: String
    let icon: IconReference?
    let badge: String?
    let enabled: Bool

    init(spec: Spec, item: ItemPlan.Item) {
        specIndex = item.specIndex
        isMore = item == .more
        switch item {
        case .tab(let index):
            let tab = spec.tabs[index]
            id = spec.tabId(at: index)
            // A search tab without its own picture or title takes the system's (UISearchTab's
            // magnifying glass and "Search"), wherever it is drawn.
            let search = tab.role == .search
            title = tab.title ?? (search ? "Search" : "")
            icon = tab.icon ?? (search ? .system(.search) : nil)
            badge = tab.badge?.text
            enabled = tab.enabled
        case .more:
            id = "more"
            title = "More"
            icon = .system(.more)
            badge = nil
            enabled = true
        }
    }
}

/// How a bar's items are arranged, each case with the release's figures it needs: which figures
/// exist follows from the case, so no engine unwraps an optional row of the release table.
enum BarArrangement {
    case stacked
    case stackedCentered(barHeight: Double)
    case compactInline(InlineItemMetrics)
    /// On a phone of regular width the items are inline, but the bar keeps compact height.
    case inline(InlineItemMetrics, barHeight: Double)
    case floatingCapsule(FloatingCapsuleMetrics)
    case topCapsule(TopCapsuleMetrics)
    case sidebar(SidebarMetrics)

    var kind: BarKind {
        switch self {
        case .stacked: .stacked
        case .stackedCentered: .stackedCentered
        case .compactInline: .compactInline
        case .inline: .inline
        case .floatingCapsule: .floatingCapsule
        case .topCapsule: .topCapsule
        case .sidebar: .sidebar
        }
    }
}
