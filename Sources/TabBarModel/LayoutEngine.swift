/// Turns a spec into frames in points for its device and orientation.
public struct LayoutEngine {
    private let measurer: any TextMeasuring

    public init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// - Parameter scale: pixels per point for rasterising; the device's own when nil.
    public func layout(_ spec: Spec, scale: Int? = nil, source: String = "spec") throws(SpecError) -> Layout {
        try SpecValidator(source: source).validate(spec)
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
            layout = bottomBar(spec, device: device, orientation: orientation, screen: screen, inset: inset)
        case .tv:
            layout = topBar(spec, device: device, screen: screen)
        }
        layout.scale = scale ?? device.scale
        if spec.keyboard {
            let height = LayoutConstants.keyboardHeight(family: device.family, orientation: orientation, style: spec.style) + inset
            let keyboard = Rect(x: 0, y: screen.height - height, width: screen.width, height: height)
            layout.hidden = true
            layout.keyboardFrame = keyboard
            layout.canvas = keyboard
        }
        if spec.isScreen || spec.focus != nil {
            layout = ScreenLayoutEngine(measurer: measurer).arrange(layout, spec: spec, device: device)
        }
        layout.warnings += warnings(for: layout.tabs)
        return layout
    }

    // MARK: - iPhone and iPad: along the bottom edge

    private func bottomBar(
        _ spec: Spec, device: Device, orientation: Orientation, screen: Size, inset: Double
    ) -> Layout {
        let metrics = BarMetrics.forBar(family: device.family, style: spec.style)
        let barFrame = Rect(
            x: 0, y: screen.height - metrics.contentHeight - inset,
            width: screen.width, height: metrics.contentHeight + inset)
        let content = Rect(x: 0, y: barFrame.y, width: screen.width, height: metrics.contentHeight)

        // iPad keeps the same tabs in both orientations, so its capacity comes from the portrait width.
        let capacity = device.family == .pad
            ? Int((device.portraitSize.width + LayoutConstants.padItemSpacing)
                  / (LayoutConstants.padItemWidth + LayoutConstants.padItemSpacing))
            : LayoutConstants.phoneItemCapacity
        let plan = ItemPlan(tabCount: spec.tabs.count, capacity: capacity)

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

        let selectedIndex = spec.selectedIndex
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
            case .tab(let index): selected = index == selectedIndex
            case .more: selected = plan.moreList.contains(selectedIndex)
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
                    top: barFrame.minY + LayoutConstants.badgeTop, within: barFrame)
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

    private func topBar(_ spec: Spec, device: Device, screen: Size) -> Layout {
        let barFrame = Rect(x: 0, y: 0, width: screen.width, height: LayoutConstants.tvBarHeight)
        let style = TextStyle.tvTabTitle
        let padding = LayoutConstants.tvItemPadding
        let spacing = LayoutConstants.tvItemSpacing
        let available = screen.width - 2 * LayoutConstants.tvSideMargin

        var widths: [Double] = []
        var used = 0.0
        for index in spec.tabs.indices {
            let title = spec.tabs[index].title ?? ""
            let width = measurer.width(of: title, style: style) + 2 * padding
            let needed = used + (widths.isEmpty ? 0 : spacing) + width
            if needed > available { break }
            widths.append(width)
            used = needed
        }
        let shown = widths.count
        let selectedIndex = spec.selectedIndex
        var x = (screen.width - used) / 2
        let itemTop = barFrame.midY - LayoutConstants.tvItemHeight / 2
        var tabs: [TabLayout] = []
        for index in 0..<shown {
            let content = ItemContent(spec: spec, item: .tab(index))
            let frame = Rect(x: x, y: itemTop, width: widths[index], height: LayoutConstants.tvItemHeight)
            let titleFrame = frame.insetBy(dx: padding, dy: (frame.height - style.size * 1.25) / 2)
            var tab = TabLayout(
                id: content.id, title: content.title, specIndex: index, icon: nil,
                selected: index == selectedIndex, isMore: false, enabled: content.enabled,
                frame: frame, hitRegion: frame.insetBy(dx: -spacing / 2, dy: 0), iconFrame: nil,
                titleFrame: titleFrame, titleStyle: style, titleWidth: widths[index] - 2 * padding,
                badge: content.badge, badgeFrame: nil)
            if let badge = content.badge {
                tab.badgeFrame = badgeFrame(
                    text: badge, left: frame.maxX - LayoutConstants.badgeHeight,
                    top: frame.minY - LayoutConstants.badgeHeight / 2, within: barFrame)
            }
            tabs.append(tab)
            x += widths[index] + spacing
        }
        let notShown = Array(shown..<spec.tabs.count)
        var warnings = notShown.map { index in
            LayoutWarning(
                code: .tabNotShown, path: "tabs[\(index)]",
                message: "does not fit on the Apple TV bar, which has no More tab; it is not shown")
        }
        if notShown.contains(selectedIndex) {
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

    /// A red capsule at least 18 pt on each side, kept inside the bar.
    private func badgeFrame(text: String, left: Double, top: Double, within bar: Rect) -> Rect {
        let textWidth = measurer.width(of: text, style: .badge)
        let width = max(LayoutConstants.badgeHeight, textWidth + LayoutConstants.badgeTextPadding)
        let margin = LayoutConstants.badgeEdgeMargin
        let x = max(bar.minX + margin, min(left, bar.maxX - margin - width))
        let y = max(bar.minY + margin, min(top, bar.maxY - margin - LayoutConstants.badgeHeight))
        return Rect(x: x, y: y, width: width, height: LayoutConstants.badgeHeight)
    }

    private func warnings(for tabs: [TabLayout]) -> [LayoutWarning] {
        var warnings: [LayoutWarning] = []
        for tab in tabs {
            let path = tab.specIndex.map { "tabs[\($0)]" } ?? "more"
            let hit = tab.hitRegion
            if hit.width < LayoutConstants.minimumHitSize || hit.height < LayoutConstants.minimumHitSize {
                warnings.append(LayoutWarning(
                    code: .hitRegionTooSmall, path: path,
                    message: "hit region is \(format(hit.width))×\(format(hit.height)) pt, smaller than 44×44 pt"))
            }
            if tab.titleTruncated {
                warnings.append(LayoutWarning(
                    code: .titleTruncated, path: tab.specIndex.map { "tabs[\($0)].title" } ?? path,
                    message: "\"\(tab.title)\" is \(format(tab.titleWidth)) pt wide and is truncated to \(format(tab.titleFrame.width)) pt"))
            }
        }
        return warnings
    }

    private func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
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

    init(tabCount: Int, capacity: Int) {
        if tabCount <= capacity {
            items = (0..<tabCount).map(Item.tab)
            moreList = []
        } else {
            items = (0..<(capacity - 1)).map(Item.tab) + [.more]
            moreList = Array((capacity - 1)..<tabCount)
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
