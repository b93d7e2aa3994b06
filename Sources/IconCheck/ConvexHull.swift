/// The area of the convex hull of a shape's pixels (pixel squares, not centres), in pixels².
enum ConvexHull {
    static func area(_ solid: [Bool], side: Int) -> Double {
        // Each row's outermost pixels contribute their outer corners; nothing inside can be
        // a hull vertex.
        var points: [(Double, Double)] = []
        for y in 0..<side {
            let row = y * side
            guard let first = (0..<side).first(where: { solid[row + $0] }),
                  let last = (0..<side).last(where: { solid[row + $0] })
            else { continue }
            points += [(Double(first), Double(y)), (Double(first), Double(y + 1)),
                       (Double(last + 1), Double(y)), (Double(last + 1), Double(y + 1))]
        }
        guard points.count >= 3 else { return 0 }
        points.sort { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
        // Andrew's monotone chain.
        func cross(_ o: (Double, Double), _ a: (Double, Double), _ b: (Double, Double)) -> Double {
            (a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0)
        }
        var lower: [(Double, Double)] = []
        for point in points {
            while lower.count >= 2, cross(lower[lower.count - 2], lower[lower.count - 1], point) <= 0 { lower.removeLast() }
            lower.append(point)
        }
        var upper: [(Double, Double)] = []
        for point in points.reversed() {
            while upper.count >= 2, cross(upper[upper.count - 2], upper[upper.count - 1], point) <= 0 { upper.removeLast() }
            upper.append(point)
        }
        let hull = lower.dropLast() + upper.dropLast()
        var twice = 0.0
        for index in hull.indices {
            let a = hull[index]
            let b = hull[(index + 1) % hull.count]
            twice += a.0 * b.1 - b.0 * a.1
        }
        return abs(twice) / 2
    }
}
