import TabBarImage
import Foundation

/// The dominant stroke width of an icon, in pixels.
///
/// The distance transform's ridge (pixels at least as far from open space as all their
/// neighbours) runs along the middle of every stroke. At each ridge pixel the stroke is crossed
/// in eight directions; the shortest crossing, integrated over the anti-aliased coverage, is the
/// local width, accurate to a fraction of a pixel. The median over the ridge is the width most of
/// the drawing uses, whatever details (dots, junctions, caps) it also has.
enum StrokeWidth {
    private static let directions: [(Double, Double)] = (0..<8).map { step in
        let angle = Double(step) * .pi / 8
        return (cos(angle), sin(angle))
    }

    /// At most this many ridge pixels are crossed: a large filled icon has a long ridge, and a
    /// regular sample of it gives the same median.
    private static let sampleLimit = 500

    static func dominantWidth(_ plane: CoveragePlane) -> Double? {
        let side = plane.side
        let solid = plane.solid
        let distances = DistanceTransform.squaredDistances(inside: solid, side: side)
        var ridge: [Int] = []
        for y in 0..<side {
            for x in 0..<side {
                let index = y * side + x
                let value = distances[index]
                guard value >= 1, isLocalMaximum(value, x: x, y: y, in: distances, side: side) else { continue }
                ridge.append(index)
            }
        }
        guard !ridge.isEmpty else { return nil }
        let step = max(1, ridge.count / sampleLimit)
        var widths: [Double] = []
        widths.reserveCapacity(ridge.count / step + 1)
        for position in stride(from: 0, to: ridge.count, by: step) {
            let index = ridge[position]
            let reach = 3 * Double(distances[index]).squareRoot() + 4
            widths.append(narrowestCrossing(plane, x: index % side, y: index / side, reach: reach))
        }
        return Statistics.median(widths)
    }

    private static func isLocalMaximum(_ value: Float, x: Int, y: Int, in distances: [Float], side: Int) -> Bool {
        for dy in -1...1 {
            for dx in -1...1 where dx != 0 || dy != 0 {
                let nx = x + dx
                let ny = y + dy
                guard nx >= 0, ny >= 0, nx < side, ny < side else { continue }
                if distances[ny * side + nx] > value { return false }
            }
        }
        return true
    }

    /// The coverage integrated along the shortest of eight lines through a pixel's centre.
    private static func narrowestCrossing(_ plane: CoveragePlane, x: Int, y: Int, reach: Double) -> Double {
        let step = 0.5
        let centreX = Double(x) + 0.5
        let centreY = Double(y) + 0.5
        let centre = Double(plane[x, y])
        var narrowest = Double.infinity
        for (dx, dy) in directions {
            // A crossing already longer than the narrowest one cannot be the answer: stop early.
            var sum = centre
            for sign in [1.0, -1.0] {
                var t = step
                while t <= reach, sum * step < narrowest {
                    let value = plane.sample(x: centreX + sign * t * dx, y: centreY + sign * t * dy)
                    if value < 0.01 { break }
                    sum += Double(value)
                    t += step
                }
            }
            narrowest = min(narrowest, sum * step)
        }
        return narrowest
    }
}
