/// A change applied to every frame of a layout: moving it onto a picture's canvas, or reflecting
/// it for a right-to-left language. Each layout type lists its frames once, in `walkingFrames`,
/// and every such change goes through that one list, so a new field is moved and mirrored alike
/// (`FrameWalkTests` checks every frame of every example both ways).
public struct FrameTransform: Sendable {
    /// What becomes of a rectangle.
    let rect: @Sendable (Rect) -> Rect
    /// What becomes of a y coordinate alone (a baseline).
    let y: @Sendable (Double) -> Double

    /// Moves everything by (dx, dy).
    public static func offset(dx: Double, dy: Double) -> FrameTransform {
        FrameTransform(rect: { $0.offsetBy(dx: dx, dy: dy) }, y: { $0 + dy })
    }

    /// Reflects about the vertical line at x = doubledAxis / 2; heights and baselines stay.
    public static func mirror(doubledAxis: Double) -> FrameTransform {
        FrameTransform(rect: { Rect(x: doubledAxis - $0.x - $0.width, y: $0.y, width: $0.width, height: $0.height) }, y: { $0 })
    }

    func callAsFunction(_ rect: Rect) -> Rect { self.rect(rect) }
    func callAsFunction(_ rect: Rect?) -> Rect? { rect.map(self.rect) }
    func callAsFunction(_ rects: [Rect]) -> [Rect] { rects.map(self.rect) }
    func callAsFunction<Part: FrameWalking>(_ part: Part) -> Part { part.walkingFrames(self) }
    func callAsFunction<Part: FrameWalking>(_ part: Part?) -> Part? { part.map { $0.walkingFrames(self) } }
    func callAsFunction<Part: FrameWalking>(_ parts: [Part]) -> [Part] { parts.map { $0.walkingFrames(self) } }
}

/// A part of a layout that holds frames.
public protocol FrameWalking {
    /// The same part with `transform` applied to each of its frames (and its parts').
    func walkingFrames(_ transform: FrameTransform) -> Self
}

extension Layout: FrameWalking {
    public func walkingFrames(_ t: FrameTransform) -> Layout {
        var layout = self
        layout.canvas = t(canvas)
        layout.bar = t(bar)
        layout.keyboardFrame = t(keyboardFrame)
        layout.homeIndicator = t(homeIndicator)
        layout.tabs = t(tabs)
        layout.accessory = t(accessory)
        layout.sidebarHeaders = sidebarHeaders.map { t($0) }
        layout.tvFocus = t(tvFocus)
        layout.screenLayout = t(screenLayout)
        return layout
    }
}

extension BarLayout: FrameWalking {
    public func walkingFrames(_ t: FrameTransform) -> BarLayout {
        var bar = self
        bar.frame = t(frame)
        bar.contentFrame = t(contentFrame)
        bar.separator = t(separator)
        bar.capsule = t(capsule)
        bar.sidebarToggle = t(sidebarToggle)
        bar.searchButton = t(searchButton)
        return bar
    }
}

extension TabLayout: FrameWalking {
    public func walkingFrames(_ t: FrameTransform) -> TabLayout {
        var tab = self
        tab.frame = t(frame)
        tab.hitRegion = t(hitRegion)
        tab.iconFrame = t(iconFrame)
        tab.symbolBox = t(symbolBox)
        tab.titleFrame = t(titleFrame)
        tab.titleBaseline = titleBaseline.map(t.y)
        tab.badgeFrame = t(badgeFrame)
        return tab
    }
}

extension AccessoryLayout: FrameWalking {
    public func walkingFrames(_ t: FrameTransform) -> AccessoryLayout {
        var accessory = self
        accessory.frame = t(frame)
        accessory.iconFrame = t(iconFrame)
        accessory.textFrame = t(textFrame)
        accessory.titleFrame = t(titleFrame)
        accessory.titleBaseline = titleBaseline.map(t.y)
        accessory.subtitleFrame = t(subtitleFrame)
        accessory.subtitleBaseline = subtitleBaseline.map(t.y)
        return accessory
    }
}

extension SidebarHeader: FrameWalking {
    public func walkingFrames(_ t: FrameTransform) -> SidebarHeader {
        var header = self
        header.frame = t(frame)
        header.titleBaseline = t.y(titleBaseline)
        return header
    }
}

extension TVFocusLayout: FrameWalking {
    public func walkingFrames(_ t: FrameTransform) -> TVFocusLayout {
        var focus = self
        focus.raisedFrame = t(raisedFrame)
        return focus
    }
}

extension TextLayout: FrameWalking {
    public func walkingFrames(_ t: FrameTransform) -> TextLayout {
        var text = self
        text.frame = t(frame)
        return text
    }
}

extension ScreenLayout: FrameWalking {
    public func walkingFrames(_ t: FrameTransform) -> ScreenLayout {
        var screen = self
        screen.statusBar = t(statusBar)
        screen.navigationBar = t(navigationBar)
        screen.content = t(content)
        screen.toolbar = t(toolbar)
        return screen
    }
}

extension StatusBarLayout: FrameWalking {
    public func walkingFrames(_ t: FrameTransform) -> StatusBarLayout {
        var bar = self
        bar.frame = t(frame)
        bar.time = t(time)
        bar.date = t(date)
        bar.carrier = t(carrier)
        bar.signalFrame = t(signalFrame)
        bar.wifiFrame = t(wifiFrame)
        bar.batteryFrame = t(batteryFrame)
        bar.batteryPercentage = t(batteryPercentage)
        bar.islandFrame = t(islandFrame)
        return bar
    }
}

extension NavigationBarLayout: FrameWalking {
    public func walkingFrames(_ t: FrameTransform) -> NavigationBarLayout {
        var bar = self
        bar.frame = t(frame)
        bar.backgroundFrame = t(backgroundFrame)
        bar.row = t(row)
        bar.title = t(title)
        bar.largeTitle = t(largeTitle)
        bar.largeTitleArea = t(largeTitleArea)
        bar.back = t(back)
        bar.leftItems = t(leftItems)
        bar.rightItems = t(rightItems)
        bar.segmentedControl = t(segmentedControl)
        return bar
    }
}

extension BackButtonLayout: FrameWalking {
    public func walkingFrames(_ t: FrameTransform) -> BackButtonLayout {
        var back = self
        back.frame = t(frame)
        back.hitRegion = t(hitRegion)
        back.chevronFrame = t(chevronFrame)
        back.title = t(title)
        return back
    }
}

extension BarItemLayout: FrameWalking {
    public func walkingFrames(_ t: FrameTransform) -> BarItemLayout {
        var item = self
        item.frame = t(frame)
        item.hitRegion = t(hitRegion)
        item.title = t(title)
        item.glyphFrame = t(glyphFrame)
        return item
    }
}

extension SegmentedControlLayout: FrameWalking {
    public func walkingFrames(_ t: FrameTransform) -> SegmentedControlLayout {
        var control = self
        control.frame = t(frame)
        control.segments = t(segments)
        return control
    }
}

extension SegmentLayout: FrameWalking {
    public func walkingFrames(_ t: FrameTransform) -> SegmentLayout {
        SegmentLayout(frame: t(frame), title: t(title))
    }
}

extension ToolbarLayout: FrameWalking {
    public func walkingFrames(_ t: FrameTransform) -> ToolbarLayout {
        var bar = self
        bar.frame = t(frame)
        bar.contentFrame = t(contentFrame)
        bar.items = t(items)
        bar.glass = t(glass)
        return bar
    }
}

extension ContentLayout: FrameWalking {
    public func walkingFrames(_ t: FrameTransform) -> ContentLayout {
        var content = self
        content.frame = t(frame)
        switch body {
        case .rows(let rows): content.body = .rows(t(rows))
        case .grid(let grid): content.body = .grid(t(grid))
        case .color, .image: break
        }
        return content
    }
}

extension RowLayout: FrameWalking {
    public func walkingFrames(_ t: FrameTransform) -> RowLayout {
        var row = self
        row.frame = t(frame)
        row.iconFrame = t(iconFrame)
        row.title = t(title)
        row.detail = t(detail)
        row.badgeFrame = t(badgeFrame)
        row.chevronFrame = t(chevronFrame)
        row.separatorFrame = t(separatorFrame)
        return row
    }
}

extension GridLayout: FrameWalking {
    public func walkingFrames(_ t: FrameTransform) -> GridLayout {
        var grid = self
        grid.cells = t(cells)
        return grid
    }
}

extension GridCellLayout: FrameWalking {
    public func walkingFrames(_ t: FrameTransform) -> GridCellLayout {
        var cell = self
        cell.frame = t(frame)
        cell.iconFrame = t(iconFrame)
        cell.title = t(title)
        return cell
    }
}
