/// The shape an icon occupies: its ink with gaps closed and holes filled. An outline icon's
/// silhouette is the shape its strokes enclose, even when they leave it open (an arc, a tray);
/// a filled icon's is itself with its cut-outs filled.
enum Silhouette {
    /// Gaps up to twice this radius (in pixels) are bridged before holes are filled.
    static func make(_ solid: [Bool], side: Int, closingRadius: Double) -> [Bool] {
        fillHoles(close(solid, side: side, radius: closingRadius), side: side)
    }

    /// Morphological closing with a disc: dilate, then erode, both through distance transforms.
    /// The grid is padded first, so that ink near its edge can grow past it and shrink back.
    static func close(_ solid: [Bool], side: Int, radius: Double) -> [Bool] {
        let pad = Int(radius.rounded(.up)) + 1
        let padded = side + 2 * pad
        var grid = [Bool](repeating: false, count: padded * padded)
        for y in 0..<side {
            for x in 0..<side where solid[y * side + x] {
                grid[(y + pad) * padded + x + pad] = true
            }
        }
        let limit = Float(radius * radius)
        // Beyond the padded grid there is no ink to grow from, and open space to erode from.
        let toInk = DistanceTransform.squaredDistances(inside: grid.map { !$0 }, side: padded, edgeIsOutside: false)
        let toOutside = DistanceTransform.squaredDistances(inside: toInk.map { $0 <= limit }, side: padded)
        var closed = solid
        for y in 0..<side {
            for x in 0..<side where toOutside[(y + pad) * padded + x + pad] > limit {
                closed[y * side + x] = true
            }
        }
        return closed
    }

    /// Every pixel that open space flooding in from the grid's edge cannot reach (4-connected).
    static func fillHoles(_ solid: [Bool], side: Int) -> [Bool] {
        var reached = [Bool](repeating: false, count: solid.count)
        var stack: [Int] = []
        stack.reserveCapacity(solid.count)
        func visit(_ index: Int) {
            if !solid[index], !reached[index] {
                reached[index] = true
                stack.append(index)
            }
        }
        for i in 0..<side {
            visit(i)
            visit((side - 1) * side + i)
            visit(i * side)
            visit(i * side + side - 1)
        }
        while let index = stack.popLast() {
            let x = index % side
            let y = index / side
            if x > 0 { visit(index - 1) }
            if x < side - 1 { visit(index + 1) }
            if y > 0 { visit(index - side) }
            if y < side - 1 { visit(index + side) }
        }
        return reached.map { !$0 }
    }
}
