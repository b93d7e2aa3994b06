/// Right-to-left layouts, as UIKit makes them: the engines lay out left to right and this one step
/// reflects every frame about the screen's vertical centre line. Pictures are not flipped (UIKit
/// flips only images marked to be), so only the painters' chevrons need the layout's direction.
struct Mirror {
    /// Twice the x of the line frames are reflected about.
    let doubledAxis: Double

    func callAsFunction(_ rect: Rect) -> Rect {
        Rect(x: doubledAxis - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height)
    }

    func callAsFunction(_ rect: Rect?) -> Rect? { rect.map { self($0) } }

    func callAsFunction(_ text: TextLayout) -> TextLayout {
        var text = text
        text.frame = self(text.frame)
        return text
    }

    func callAsFunction(_ text: TextLayout?) -> TextLayout? { text.map { self($0) } }
}

extension Layout {
    /// Reflects the whole layout (bar, items, badges, keyboard, screen) for a right-to-left language.
    /// `tabs` keeps its order: the first tab is still first, now at the right.
    mutating func mirror() {
        let m = Mirror(doubledAxis: 2 * screenFrame.midX)
        layoutDirection = .rtl
        canvas = m(canvas)
        bar.frame = m(bar.frame)
        bar.contentFrame = m(bar.contentFrame)
        bar.separator = m(bar.separator)
        bar.capsule = m(bar.capsule)
        keyboardFrame = m(keyboardFrame)
        homeIndicator = m(homeIndicator)
        for index in tabs.indices {
            tabs[index].frame = m(tabs[index].frame)
            tabs[index].hitRegion = m(tabs[index].hitRegion)
            tabs[index].iconFrame = m(tabs[index].iconFrame)
            tabs[index].symbolBox = m(tabs[index].symbolBox)
            tabs[index].titleFrame = m(tabs[index].titleFrame)
            tabs[index].badgeFrame = m(tabs[index].badgeFrame)
        }
        if let raised = tvFocus?.raisedFrame { tvFocus?.raisedFrame = m(raised) }
        screenLayout?.mirror(m)
    }
}

extension ScreenLayout {
    mutating func mirror(_ m: Mirror) {
        if var bar = statusBar {
            bar.frame = m(bar.frame)
            bar.time = m(bar.time)
            bar.date = m(bar.date)
            bar.carrier = m(bar.carrier)
            bar.signalFrame = m(bar.signalFrame)
            bar.wifiFrame = m(bar.wifiFrame)
            bar.batteryFrame = m(bar.batteryFrame)
            bar.batteryPercentage = m(bar.batteryPercentage)
            bar.islandFrame = m(bar.islandFrame)
            statusBar = bar
        }
        if var bar = navigationBar {
            bar.frame = m(bar.frame)
            bar.backgroundFrame = m(bar.backgroundFrame)
            bar.row = m(bar.row)
            bar.title = m(bar.title)
            bar.largeTitle = m(bar.largeTitle)
            bar.largeTitleArea = m(bar.largeTitleArea)
            if var back = bar.back {
                back.frame = m(back.frame)
                back.hitRegion = m(back.hitRegion)
                back.chevronFrame = m(back.chevronFrame)
                back.title = m(back.title)
                bar.back = back
            }
            bar.leftItems = bar.leftItems.map { $0.mirrored(m) }
            bar.rightItems = bar.rightItems.map { $0.mirrored(m) }
            if var control = bar.segmentedControl {
                control.frame = m(control.frame)
                control.segments = control.segments.map { SegmentLayout(frame: m($0.frame), title: m($0.title)) }
                bar.segmentedControl = control
            }
            navigationBar = bar
        }
        content.frame = m(content.frame)
        switch content.body {
        case .rows(let rows):
            content.body = .rows(rows.map { row in
                var row = row
                row.frame = m(row.frame)
                row.iconFrame = m(row.iconFrame)
                row.title = m(row.title)
                row.detail = m(row.detail)
                row.badgeFrame = m(row.badgeFrame)
                row.chevronFrame = m(row.chevronFrame)
                row.separatorFrame = m(row.separatorFrame)
                return row
            })
        case .grid(var grid):
            grid.cells = grid.cells.map { cell in
                var cell = cell
                cell.frame = m(cell.frame)
                cell.iconFrame = m(cell.iconFrame)
                cell.title = m(cell.title)
                return cell
            }
            content.body = .grid(grid)
        case .color, .image:
            break
        }
        if var bar = toolbar {
            bar.frame = m(bar.frame)
            bar.contentFrame = m(bar.contentFrame)
            bar.items = bar.items.map { $0.mirrored(m) }
            toolbar = bar
        }
    }
}

extension BarItemLayout {
    func mirrored(_ m: Mirror) -> BarItemLayout {
        var item = self
        item.frame = m(frame)
        item.hitRegion = m(hitRegion)
        item.title = m(title)
        item.glyphFrame = m(glyphFrame)
        return item
    }
}
