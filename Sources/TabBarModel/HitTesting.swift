extension Layout {
    /// The item a touch at `point` (in points) selects; nil off the bar or while the bar is hidden.
    public func tab(at point: Point) -> TabLayout? {
        guard !hidden else { return nil }
        return tabs.first { $0.hitRegion.contains(point) }
    }
}
