/// Exact Euclidean distance transform (Felzenszwalb and Huttenlocher): for every pixel of a
/// shape, the squared distance in pixels to the nearest pixel outside it.
enum DistanceTransform {
    /// - Parameter edgeIsOutside: whether the pixels just beyond the grid count as outside.
    ///   When they do not and nothing in the grid is outside, distances are very large.
    static func squaredDistances(inside: [Bool], side: Int, edgeIsOutside: Bool = true) -> [Float] {
        let far = Float(8 * side * side + 1)
        let edge: Float = edgeIsOutside ? 0 : far
        var grid = inside.map { $0 ? far : 0 }
        var line = [Float](repeating: 0, count: side + 2)
        var output = [Float](repeating: 0, count: side + 2)
        var scratch = Scratch(count: side + 2)
        // Columns, then rows; each line is padded with one pixel at both ends for the edge.
        for x in 0..<side {
            line[0] = edge
            line[side + 1] = edge
            for y in 0..<side { line[y + 1] = grid[y * side + x] }
            transform(line, into: &output, scratch: &scratch)
            for y in 0..<side { grid[y * side + x] = output[y + 1] }
        }
        for y in 0..<side {
            line[0] = edge
            line[side + 1] = edge
            for x in 0..<side { line[x + 1] = grid[y * side + x] }
            transform(line, into: &output, scratch: &scratch)
            for x in 0..<side { grid[y * side + x] = output[x + 1] }
        }
        return grid
    }

    /// Working space for one line, kept across lines.
    private struct Scratch {
        var vertices: [Int]
        var bounds: [Float]

        init(count: Int) {
            vertices = [Int](repeating: 0, count: count)
            bounds = [Float](repeating: 0, count: count + 1)
        }
    }

    /// The lower envelope of parabolas rooted at each sample: one pass of the 1-D transform.
    private static func transform(_ f: [Float], into d: inout [Float], scratch: inout Scratch) {
        let n = f.count
        var k = 0
        scratch.vertices[0] = 0
        scratch.bounds[0] = -.infinity
        scratch.bounds[1] = .infinity
        for q in 1..<n {
            var s: Float
            repeat {
                let p = scratch.vertices[k]
                s = ((f[q] + Float(q * q)) - (f[p] + Float(p * p))) / Float(2 * (q - p))
                if s <= scratch.bounds[k] { k -= 1 } else { break }
            } while k >= 0
            k += 1
            scratch.vertices[k] = q
            scratch.bounds[k] = s
            scratch.bounds[k + 1] = .infinity
        }
        k = 0
        for q in 0..<n {
            while scratch.bounds[k + 1] < Float(q) { k += 1 }
            let p = scratch.vertices[k]
            d[q] = Float((q - p) * (q - p)) + f[p]
        }
    }
}
