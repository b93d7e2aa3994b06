extension Layout {
    /// The item a touch at `point` (in points) selects; nil off the bar or while the bar is hidden.
    public func tab(at point: Point) -> TabLayout? {
        guard !hidden else { return nil }
        return tabs.first { $0.hitRegion.contains(point) }
    }
}

extension Layout {
    /// The spec index of the tab that a row of the More list or a cell of the Edit screen at
    /// `point` stands for; nil elsewhere, and on screens that show neither.
    public func listedTab(at point: Point) -> Int? {
        guard let content = screenLayout?.content, content.frame.contains(point) else { return nil }
        if let grid = content.grid {
            return grid.cells.first { $0.frame.contains(point) }?.specIndex
        }
        return content.rows.first { $0.tab != nil && $0.frame.contains(point) }?.tab
    }
}
