/// Builds a screen around a laid-out tab bar: status bar, navigation bar, content, toolbar and
/// keyboard, and the Apple TV's focus.
struct ScreenLayoutEngine {
    let measurer: any TextMeasuring

    /// - Parameter shown: the More list or the Edit screen, whose content replaces the spec's.
    func arrange(_ bar: Layout, spec: Spec, device: Device, shown: ControllerScreen? = nil) -> Layout {
        if device.family == .tv { return arrangeTV(bar, spec: spec) }
        guard spec.isScreen else { return bar }
        var layout = bar
        let orientation = layout.orientation
        let width = layout.screen.width
        let height = layout.screen.height
        let style = spec.style
        let hiding = spec.navigationBar?.hidden
        let fullScreen = hiding == .fullScreen
        let scrollOffset = spec.scrollOffset ?? 0

        var statusBar: StatusBarLayout?
        if !fullScreen, spec.statusBar?.hidden != true, let kind = device.statusBar(orientation: orientation, style: style) {
            statusBar = StatusBarLayoutEngine(measurer: measurer).layout(
                spec.statusBar, kind: kind.kind, height: kind.height, width: width, ios: layout.ios,
                islandTop: device.islandTop)
        }
        let statusHeight = statusBar?.frame.height ?? 0

        // The navigation bar. Its expanded height sets where the content starts, whatever the scroll.
        let navMetrics = NavigationBarMetrics.forBar(family: device.family, orientation: orientation, style: style, screenWidth: width)
        let largeTitleAllowed = !(device.family == .phone && orientation == .landscape)
        let look = spec.look
        let glass = style == .modern ? look.glassChrome : nil
        let navEngine = NavigationBarLayoutEngine(measurer: measurer, metrics: navMetrics, glass: glass)
        // iOS 26 starts the row at the safe area's top, 5 pt below the island's status bar.
        let navTop = statusBar != nil && look.navigationRowAtSafeArea && style == .modern && orientation == .portrait
            ? max(statusHeight, device.topInsetPortrait) : statusHeight
        var navigationBar = spec.navigationBar.map { barSpec in
            navEngine.layout(
                barSpec, top: navTop, backgroundTop: style == .modern ? 0 : statusHeight, width: width,
                scrollOffset: scrollOffset, largeTitleAllowed: largeTitleAllowed,
                translucent: style == .modern && (barSpec.translucent ?? spec.translucent))
        }
        // iPadOS 18: the floating tab bar takes the middle of the navigation bar's row; the bar's
        // buttons stay at its ends, and an inline title under the capsule gives way to it.
        if layout.bar.kind == .topCapsule, let capsule = layout.bar.capsule, let title = navigationBar?.title,
           title.frame.minX < capsule.maxX, title.frame.maxX > capsule.minX {
            navigationBar?.title = nil
        }
        let navShown = navigationBar != nil && navigationBar?.hidden == nil
        var navExpandedHeight = 0.0
        if navShown, let barSpec = spec.navigationBar {
            navExpandedHeight = navTop - statusHeight + navMetrics.rowHeight
                + (barSpec.largeTitle && largeTitleAllowed ? navEngine.largeTitleHeight : 0)
        }

        var keyboard: Rect?
        if spec.keyboard {
            let keyboardHeight = device.keyboardHeight(orientation: orientation, style: style)
            keyboard = Rect(x: 0, y: height - keyboardHeight, width: width, height: keyboardHeight)
            layout.keyboardFrame = keyboard
        }
        if spec.tabs.isEmpty || spec.keyboard || fullScreen { layout.hidden = true }
        let bottomTranslucent = style == .modern && spec.translucent

        var toolbar: ToolbarLayout?
        if let toolbarSpec = spec.toolbar {
            let metrics = ToolbarMetrics.forBar(family: device.family, orientation: orientation, style: style, screenWidth: width)
            let frame: Rect
            let row: Rect
            if let floating = glass?.toolbar, device.family == .phone {
                // iOS 26: a row of glass floating above the home indicator, in from the edges;
                // over a tab bar, above its capsule (and its accessory).
                let above = ([layout.bar.capsule?.minY, layout.accessory?.frame.minY].compactMap { $0 }.min())
                    .map { $0 - floating.gapAboveTabBar }
                let bottom = spec.tabs.isEmpty || layout.hidden ? height - floating.bottomMargin : above ?? height - floating.bottomMargin
                row = Rect(x: floating.sideMargin, y: bottom - floating.height, width: width - 2 * floating.sideMargin, height: floating.height)
                frame = row
            } else if spec.tabs.isEmpty {
                let inset = layout.safeAreaBottom
                frame = Rect(x: 0, y: height - metrics.height - inset, width: width, height: metrics.height + inset)
                row = Rect(x: 0, y: frame.minY, width: width, height: metrics.height)
            } else {
                // With a tab bar too, UIKit stacks the toolbar right above it.
                row = Rect(x: 0, y: layout.bar.frame.minY - metrics.height, width: width, height: metrics.height)
                frame = row
            }
            let hidden = spec.keyboard || fullScreen || hiding == .gesture || hiding == .keyboard
            toolbar = ToolbarLayoutEngine(measurer: measurer, metrics: metrics, glass: device.family == .phone ? glass : nil).layout(
                toolbarSpec, frame: frame, row: row, translucent: bottomTranslucent, hidden: hidden)
        }

        // Content runs under translucent bars and stops at opaque ones and at the keyboard.
        var contentTop = 0.0
        if let navigationBar, navShown, !navigationBar.translucent {
            contentTop = navigationBar.frame.maxY
        } else if style == .classic {
            contentTop = statusHeight
        }
        var contentBottom = height
        if !layout.hidden, !bottomTranslucent { contentBottom = min(contentBottom, layout.bar.frame.minY) }
        if let toolbar, !toolbar.hidden, !bottomTranslucent { contentBottom = min(contentBottom, toolbar.frame.minY) }
        if let keyboard { contentBottom = min(contentBottom, keyboard.minY) }
        let contentFrame = Rect(x: 0, y: contentTop, width: width, height: max(0, contentBottom - contentTop))
        let topInset = max(0, statusHeight + navExpandedHeight - contentTop)
        let rowMetrics = RowMetrics.forList(family: device.family, style: style, screenWidth: width)
        let content: ContentLayout
        switch shown {
        case .moreList(let list)?:
            content = moreListLayout(list, tabs: spec.tabs, frame: contentFrame, topInset: topInset, metrics: rowMetrics, scale: layout.scale)
        case .editing(let edit)?:
            let metrics = GridMetrics.forGrid(family: device.family, orientation: orientation, style: style, screenWidth: width)
            var grid = GridLayoutEngine(measurer: measurer, metrics: metrics)
                .layout(edit.items, top: contentFrame.minY + topInset, width: width)
            for position in grid.cells.indices {
                grid.cells[position].iconMode = spec.tabs[grid.cells[position].specIndex].iconMode ?? .template
            }
            content = ContentLayout(body: .grid(grid), frame: contentFrame, scrollOffset: 0, topInset: topInset)
        case .tab?, nil:
            content = contentLayout(
                spec.content, frame: contentFrame, topInset: topInset, scrollOffset: scrollOffset,
                metrics: rowMetrics, scale: layout.scale)
        }

        if let bar = navigationBar, let barSpec = spec.navigationBar {
            navigationBar?.background = Self.background(
                of: bar, spec: barSpec, glass: glass != nil, content: content,
                scrollEdge: style == .modern && look.hasScrollEdgeAppearance && scrollOffset <= 0)
        }
        layout.canvas = Rect(x: 0, y: 0, width: width, height: height)
        // iOS 15: a bar at rest over content that does not reach it shows no material.
        if spec.scrollEdge == nil, style == .modern, spec.look.hasScrollEdgeAppearance, !layout.hidden {
            layout.bar.scrollEdge = !content.reaches(below: layout.bar.frame.minY)
        }
        layout.screenLayout = ScreenLayout(statusBar: statusBar, navigationBar: navigationBar, content: content, toolbar: toolbar)
        layout.warnings += warnings(navigationBar: navigationBar, content: content)
        return layout
    }

    /// iOS 26 draws no bar, only the soft edge over content under it; from iOS 15 a bar with a
    /// large title over content at its top takes the scroll-edge appearance (nothing behind it);
    /// otherwise the material and the hairline.
    static func background(
        of bar: NavigationBarLayout, spec: NavigationBarSpec, glass: Bool, content: ContentLayout, scrollEdge: Bool
    ) -> NavigationBarBackground {
        let under = content.reaches(above: bar.frame.maxY)
        if glass { return under ? .scrollEdgeEffect : .clear }
        return scrollEdge && spec.largeTitle && !under ? .clear : .material
    }

    private func contentLayout(
        _ spec: ContentSpec?, frame: Rect, topInset: Double, scrollOffset: Double, metrics: RowMetrics, scale: Int
    ) -> ContentLayout {
        if let rows = spec?.rows {
            let rowLayouts = ListLayoutEngine(measurer: measurer, metrics: metrics, scale: scale)
                .layout(rows, top: frame.minY + topInset, scrollOffset: scrollOffset, width: frame.width)
            return ContentLayout(body: .rows(rowLayouts), frame: frame, scrollOffset: scrollOffset, topInset: topInset)
        }
        if let image = spec?.image {
            return ContentLayout(body: .image(image), frame: frame, scrollOffset: scrollOffset, topInset: topInset)
        }
        return ContentLayout(body: .color, frame: frame, scrollOffset: scrollOffset, topInset: topInset)
    }

    /// The More list: one row per tab that does not fit, with its icon, title and badge and a
    /// disclosure chevron, each row pointing back at its tab.
    private func moreListLayout(_ list: MoreListState, tabs: [TabSpec], frame: Rect, topInset: Double, metrics: RowMetrics, scale: Int) -> ContentLayout {
        let rowSpecs = list.rows.map { row in
            RowSpec(title: row.title, icon: row.icon, badge: row.badge.map(Badge.text), chevron: true, enabled: row.enabled)
        }
        var rows = ListLayoutEngine(measurer: measurer, metrics: metrics, scale: scale)
            .layout(rowSpecs, top: frame.minY + topInset, scrollOffset: 0, width: frame.width)
        for position in rows.indices {
            let index = list.rows[position].specIndex
            rows[position].tab = index
            // A row's image view honours the image's rendering mode, as the bar does.
            rows[position].iconMode = tabs[index].iconMode ?? .template
        }
        return ContentLayout(body: .rows(rows), frame: frame, scrollOffset: 0, topInset: topInset)
    }

    private func warnings(navigationBar: NavigationBarLayout?, content: ContentLayout) -> [LayoutWarning] {
        var warnings: [LayoutWarning] = []
        func check(_ text: TextLayout?, path: String) {
            guard let text, text.truncated else { return }
            warnings.append(LayoutWarning(
                code: .titleTruncated, path: path,
                message: "\"\(text.text)\" is \(points(text.naturalWidth)) pt wide and is truncated to \(points(text.frame.width)) pt"))
        }
        if let navigationBar, navigationBar.hidden == nil {
            check(navigationBar.title, path: "navigationBar.title")
            check(navigationBar.largeTitle, path: "navigationBar.title")
            for item in navigationBar.leftItems + navigationBar.rightItems { check(item.title, path: item.path + ".title") }
        }
        for row in content.rows { check(row.title, path: row.path + ".title") }
        for cell in content.grid?.cells ?? [] { check(cell.title, path: cell.path + ".title") }
        return warnings
    }

    private func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    // MARK: - Apple TV

    private func arrangeTV(_ bar: Layout, spec: Spec) -> Layout {
        var layout = bar
        let screen = Rect(x: 0, y: 0, width: layout.screen.width, height: layout.screen.height)
        if spec.isScreen {
            let image = spec.content?.image
            layout.canvas = screen
            layout.screenLayout = ScreenLayout(
                statusBar: nil, navigationBar: nil,
                content: ContentLayout(body: image.map { .image($0) } ?? .color, frame: screen, scrollOffset: 0, topInset: 0),
                toolbar: nil)
        }
        switch spec.focus {
        case nil:
            break
        case .content?:
            layout.hidden = true
            layout.tvFocus = TVFocusLayout(inContent: true, focusedTab: nil, raisedFrame: nil, liftScale: ScreenConstants.tvLiftScale, selectedMark: nil)
        case .tab(let reference)?:
            let specIndex = Spec.resolve(reference, in: spec)
            let focused = layout.tabs.firstIndex { $0.specIndex == specIndex }
            let selected = layout.tabs.firstIndex { $0.selected }
            let scale = ScreenConstants.tvLiftScale
            let raised = focused.map { position -> Rect in
                let frame = layout.tabs[position].frame
                return Rect(
                    x: frame.midX - frame.width * scale / 2, y: frame.midY - frame.height * scale / 2,
                    width: frame.width * scale, height: frame.height * scale)
            }
            layout.tvFocus = TVFocusLayout(
                inContent: false, focusedTab: focused, raisedFrame: raised, liftScale: scale,
                selectedMark: selected == focused ? nil : selected)
            if focused == nil {
                layout.warnings.append(LayoutWarning(
                    code: .focusedNotShown, path: "focus",
                    message: "the focused tab does not fit on the bar, so no tab is shown focused"))
            }
        }
        return layout
    }
}

extension Spec {
    /// The spec index a tab reference names; the validator has made sure it exists.
    static func resolve(_ reference: TabReference, in spec: Spec) -> Int {
        switch reference {
        case .index(let index): index
        case .id(let id): spec.tabs.indices.first { spec.tabId(at: $0) == id } ?? 0
        }
    }
}
