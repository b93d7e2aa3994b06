extension GlassShadow {
    /// How far the drawn shadow reaches from its dropped shape: three standard deviations, where
    /// the painter's blur stops.
    public var reach: Double { 3 * blur }
}

extension SteppedShadow {
    /// How far its widest outline lies outside the shape.
    public var reach: Double { Double(steps) * spread }
}

extension Layout {
    /// A bare bar's picture holds the whole of what its floating glass draws: the capsule's rim
    /// and the soft shadow round it, up to the screen's edges.
    ///
    /// A picture cut at the bar's frame ends on the capsule's rim (an iOS 26 iPhone capsule's top
    /// is the frame's top) and cuts its shadow flat, which reads as a crop, in dark most of all.
    /// The margin is the same in both appearances, so light and dark pictures of a spec are one
    /// size, as they are for every other bar; dark glass casts no shadow, and the margin shows
    /// the content round the capsule as it is.
    mutating func makeRoomForShadows(_ look: ReleaseLook) {
        let pieces: [Rect]
        var above = 0.0
        var below = 0.0
        switch bar.kind {
        case .floatingCapsule:
            pieces = glassShapes
        case .topCapsule:
            pieces = bar.capsule.map { [$0] } ?? []
            if let stepped = look.topCapsule?.shadow {
                // Its outlines end sharp: a point of the page after the last shows where.
                above = max(0, stepped.reach - stepped.offsetY)
                below = stepped.reach + stepped.offsetY + 1
            }
        default:
            return
        }
        if let glass = look.glassShadow, look.glass != nil {
            above = max(above, glass.reach - glass.offsetY)
            below = max(below, glass.reach + glass.offsetY)
        }
        guard let top = pieces.map(\.minY).min(), let bottom = pieces.map(\.maxY).max() else { return }
        let screen = screenFrame
        let minY = max(screen.minY, min(canvas.minY, (top - above).rounded(.down)))
        let maxY = min(screen.maxY, max(canvas.maxY, (bottom + below).rounded(.up)))
        canvas = Rect(x: canvas.x, y: minY, width: canvas.width, height: maxY - minY)
    }
}
