import TabBarImage

/// Coverage (alpha, 0…1) of a square block of a raster, row-major: what a template image keeps.
struct CoveragePlane {
    let side: Int
    var values: [Float]

    /// The `side` × `side` block of `image` starting at (`origin`, `origin`).
    init(_ image: RGBAImage, origin: Int, side: Int) {
        self.side = side
        var values = [Float](repeating: 0, count: side * side)
        let pixels = image.pixels
        for y in 0..<side {
            let row = ((y + origin) * image.width + origin) * 4
            for x in 0..<side {
                values[y * side + x] = Float(pixels[row + x * 4 + 3]) / 255
            }
        }
        self.values = values
    }

    subscript(x: Int, y: Int) -> Float {
        guard x >= 0, y >= 0, x < side, y < side else { return 0 }
        return values[y * side + x]
    }

    /// Coverage between pixel centres (pixel i's centre lies at i + 0.5), bilinearly; none outside.
    func sample(x: Double, y: Double) -> Float {
        let fx = x - 0.5
        let fy = y - 0.5
        let x0 = Int(fx.rounded(.down))
        let y0 = Int(fy.rounded(.down))
        let tx = Float(fx - Double(x0))
        let ty = Float(fy - Double(y0))
        let top = self[x0, y0] * (1 - tx) + self[x0 + 1, y0] * tx
        let bottom = self[x0, y0 + 1] * (1 - tx) + self[x0 + 1, y0 + 1] * tx
        return top * (1 - ty) + bottom * ty
    }

    /// Pixels at least half covered: the ink's shape without its anti-aliased rim.
    var solid: [Bool] { values.map { $0 >= 0.5 } }

    var total: Double { values.reduce(0) { $0 + Double($1) } }
}

/// The extent of the ink, with edges placed inside their boundary pixels by how much those
/// pixels are covered, so a box is accurate to a fraction of a pixel.
struct InkBox {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    var width: Double { maxX - minX }
    var height: Double { maxY - minY }

    /// Ignores faint rims below `floor` coverage; nil when nothing is above it.
    init?(_ plane: CoveragePlane, floor: Float = 0.02) {
        let side = plane.side
        var columns = [Float](repeating: 0, count: side)
        var rows = [Float](repeating: 0, count: side)
        for y in 0..<side {
            for x in 0..<side {
                let value = plane.values[y * side + x]
                if value > columns[x] { columns[x] = value }
                if value > rows[y] { rows[y] = value }
            }
        }
        guard let left = columns.firstIndex(where: { $0 > floor }),
              let right = columns.lastIndex(where: { $0 > floor }),
              let top = rows.firstIndex(where: { $0 > floor }),
              let bottom = rows.lastIndex(where: { $0 > floor })
        else { return nil }
        minX = Double(left) + 1 - Double(columns[left])
        maxX = Double(right) + Double(columns[right])
        minY = Double(top) + 1 - Double(rows[top])
        maxY = Double(bottom) + Double(rows[bottom])
    }
}
