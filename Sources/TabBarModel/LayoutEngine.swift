/// Turns a spec into frames in points for its device and orientation.
public struct LayoutEngine {
    private let measurer: any TextMeasuring

    public init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// - Parameters:
    ///   - presentation: the order and selection to show (a controller's state); the spec's own when nil.
    ///   - scale: pixels per point for rasterising; the device's own when nil.
    public func layout(
        _ spec: Spec, presentation: TabBarPresentation? = nil, scale: Int? = nil, source: String = "spec"
    ) throws(SpecError) -> Layout {
        try SpecValidator(source: source).validate(spec)
        let presentation = presentation ?? TabBarPresentation(spec: spec)
        // Only a screen whose toolbar stands in for the bar has no tabs to order.
        guard !presentation.order.isEmpty || spec.tabs.isEmpty, Set(presentation.order).count == presentation.order.count,
              presentation.order.allSatisfy({ spec.tabs.indices.contains($0) }) else {
            throw SpecError(file: source, path: "tabs", message: "the tab order shown does not belong to this spec")
        }
        guard let device = Device.named(spec.device) else {
            throw SpecError(file: source, path: "device", message: "unknown device \"\(spec.device)\"")
        }
        if let scale, !(1...3).contains(scale) {
            throw SpecError(file: source, path: "scale", message: "expected 1, 2 or 3, got \(scale)")
        }
        let orientation = device.rotates ? (spec.orientation ?? .portrait) : .landscape
        let screen = device.screenSize(orientation)
        let inset = device.bottomInset(orientation)

        var layout: Layout
        switch device.family {
        case .phone, .pad:
            layout = bottomBar(spec, presentation, device: device, orientation: orientation, screen: screen, inset: inset)
        case .tv:
            layout = topBar(spec, presentation, device: device, screen: screen)
        }
        layout.scale = scale ?? device.scale
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
        _ spec: Spec, _ presentation: TabBarPresentation, device: Device, orientation: Orientation,
        screen: Size, inset: Double
    ) -> Layout {
        let metrics = BarMetrics.forBar(family: device.family, style: spec.style)
        let barFrame = Rect(
            x: 0, y: screen.height - metrics.contentHeight - inset,
            width: screen.width, height: metrics.contentHeight + inset)
        let content = Rect(x: 0, y: barFrame.y, width: screen.width, height: metrics.contentHeight)

        let capacity = device.barItemCapacity ?? LayoutConstants.phoneItemCapacity
        let plan = ItemPlan(order: presentation.order, capacity: capacity)

        let slots: [(frame: Rect, hitRegion: Rect)]
        if device.family == .pad {
            let width = LayoutConstants.padItemWidth
            let spacing = LayoutConstants.padItemSpacing
            let count = Double(plan.items.count)
            let start = (content.width - (count * width + (count - 1) * spacing)) / 2
            slots = plan.items.indices.map { position in
                let frame = Rect(
                    x: start + Double(position) * (width + spacing), y: content.y,
                    width: width, height: content.height)
                return (frame, frame.insetBy(dx: -spacing / 2, dy: 0))
            }
        } else {
            // Equal slots across the whole width (UITabBar.ItemPositioning.fill).
            let width = content.width / Double(plan.items.count)
            slots = plan.items.indices.map { position in
                let frame = Rect(x: Double(position) * width, y: content.y, width: width, height: content.height)
                return (frame, frame)
            }
        }

        var tabs: [TabLayout] = []
        for (position, item) in plan.items.enumerated() {
            let (frame, hitRegion) = slots[position]
            let content = ItemContent(spec: spec, item: item)
            let iconFrame = content.icon.map { _ in
                Rect(
                    x: frame.midX - metrics.iconSize / 2, y: frame.y + metrics.iconTop,
                    width: metrics.iconSize, height: metrics.iconSize)
            }
            let titleFrame = Rect(
                x: frame.x + metrics.titleSideMargin, y: frame.y + metrics.titleTop,
                width: frame.width - 2 * metrics.titleSideMargin, height: metrics.titleHeight)
            let titleWidth = content.title.isEmpty ? 0 : measurer.width(of: content.title, style: metrics.titleStyle)
            let selected: Bool
            switch item {
            case .tab(let index): selected = presentation.selection == .tab(index)
            case .more: selected = presentation.selectedTab.map(plan.moreList.contains) ?? true
            }
            var tab = TabLayout(
                id: content.id, title: content.title, specIndex: item.specIndex, icon: content.icon,
                selected: selected, isMore: item == .more, enabled: content.enabled,
                frame: frame, hitRegion: hitRegion, iconFrame: iconFrame, titleFrame: titleFrame,
                titleStyle: metrics.titleStyle, titleWidth: titleWidth, badge: content.badge, badgeFrame: nil)
            if let badge = content.badge {
                let anchor = iconFrame?.midX ?? (frame.midX + min(titleWidth, titleFrame.width) / 2 - 6)
                tab.badgeFrame = badgeFrame(
                    text: badge, left: anchor + LayoutConstants.badgeOffsetFromIconCenter,
                    top: barFrame.minY + LayoutConstants.badgeTop, slot: frame, within: barFrame)
            }
            tabs.append(tab)
        }
        return Layout(
            device: device.name, family: device.family, orientation: orientation, style: spec.style,
            scale: device.scale, screen: screen, safeAreaBottom: inset, hidden: false, canvas: barFrame,
            bar: BarLayout(frame: barFrame, contentFrame: content, edge: .bottom,
                           metrics: device.family == .pad ? "centered" : "fill"),
            keyboardFrame: nil,
            homeIndicator: homeIndicator(family: device.family, orientation: orientation, screen: screen, inset: inset),
            tabs: tabs, moreList: plan.moreList, notShown: [], warnings: [])
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
                tab.badgeFrame = badgeFrame(
                    text: badge, left: frame.maxX - LayoutConstants.badgeHeight,
                    top: frame.minY - LayoutConstants.badgeHeight / 2, slot: frame, within: barFrame)
            }
            tabs.append(tab)
            x += widths[position] + spacing
        }
        let notShown = Array(presentation.order.dropFirst(shown))
        var warnings = notShown.map { index in
            LayoutWarning(
                code: .tabNotShown, path: "tabs[\(index)]",
                message: "does not fit on the Apple TV bar, which has no More tab; it is not shown")
        }
        if let selected = presentation.selectedTab, notShown.contains(selected) {
            warnings.append(LayoutWarning(
                code: .selectedNotShown, path: "selected",
                message: "the selected tab does not fit on the bar, so no tab is shown as selected"))
        }
        return Layout(
            device: device.name, family: device.family, orientation: .landscape, style: spec.style,
            scale: device.scale, screen: screen, safeAreaBottom: 0, hidden: false, canvas: barFrame,
            bar: BarLayout(frame: barFrame, contentFrame: barFrame, edge: .top, metrics: "tv"),
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

    /// A red capsule at least 18 pt on each side, at most its item's slot wide, kept inside the bar.
    private func badgeFrame(text: String, left: Double, top: Double, slot: Rect, within bar: Rect) -> Rect {
        let width = BadgeSizing(limit: slot.width).width(of: text, measurer: measurer)
        let margin = LayoutConstants.badgeEdgeMargin
        let x = max(bar.minX + margin, min(left, bar.maxX - margin - width))
        let y = max(bar.minY + margin, min(top, bar.maxY - margin - LayoutConstants.badgeHeight))
        return Rect(x: x, y: y, width: width, height: LayoutConstants.badgeHeight)
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
private struct ItemContent {
    let id: String
    let title: String
    let icon: IconReference?
    let badge: String?
    let enabled: Bool

    init(spec: Spec, item: ItemPlan.Item) {
        switch item {
        case .tab(let index):
            let tab = spec.tabs[index]
            id = spec.tabId(at: index)
            title = tab.title ?? ""
            icon = tab.icon
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
