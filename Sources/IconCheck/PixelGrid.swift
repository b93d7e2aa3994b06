import TabBarImage

/// How an icon sits on a device's pixel grid at @1x or @2x.
struct PixelGrid {
    /// Of the pixels with visible ink, the share only partly covered: curves and diagonals
    /// always have some, edges between pixels add more.
    var partialShare: Double
    /// Of the pixels with visible ink, the share that are partly covered along a straight
    /// horizontal or vertical edge: blur that putting the edge on the pixel grid would remove.
    var softEdgeShare: Double

    /// Visible ink and full coverage, in 8-bit alpha (5 % and 95 %).
    static let visible: UInt8 = 13
    static let full: UInt8 = 242
    /// Neighbours along an edge differ by less than this when the edge is straight.
    static let sameCoverage = 16

    init?(_ raster: IconRaster) {
        let side = raster.image.width
        let pixels = raster.image.pixels
        func alpha(_ x: Int, _ y: Int) -> Int { Int(pixels[(y * side + x) * 4 + 3]) }
        func isPartial(_ value: Int) -> Bool { value >= Int(Self.visible) && value <= Int(Self.full) }
        var ink = 0
        var partial = 0
        var soft = 0
        for y in 0..<side {
            for x in 0..<side {
                let value = alpha(x, y)
                guard value >= Int(Self.visible) else { continue }
                ink += 1
                guard value <= Int(Self.full) else { continue }
                partial += 1
                // A run of equally covered pixels along a row or a column is a straight edge
                // that falls between pixels.
                func matches(_ nx: Int, _ ny: Int) -> Bool {
                    guard nx >= 0, ny >= 0, nx < side, ny < side else { return false }
                    let other = alpha(nx, ny)
                    return isPartial(other) && abs(other - value) < Self.sameCoverage
                }
                if (matches(x - 1, y) && matches(x + 1, y)) || (matches(x, y - 1) && matches(x, y + 1)) {
                    soft += 1
                }
            }
        }
        guard ink > 0 else { return nil }
        partialShare = Double(partial) / Double(ink)
        softEdgeShare = Double(soft) / Double(ink)
    }
}
