/// A Gaussian blur approximated by three box blurs, on premultiplied 32-bit pixels.
///
/// Three passes of a box filter come within a few percent of a true Gaussian at any radius and
/// cost the same whatever the radius, which keeps translucent bars cheap at @3x.
struct BoxBlur {
    let radii: [Int]

    /// Box radii whose three passes approximate a Gaussian of standard deviation `sigma` pixels.
    init(sigma: Double, passes: Int = 3) {
        let n = Double(passes)
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let l = Double(lower)
        let m = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
        radii = (0..<passes).map { pass in ((Double(pass) < m ? lower : upper) - 1) / 2 }
    }

    /// Blurs `pixels` (width × height, `stride` words per row) in place; edges repeat outward.
    func apply(_ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int) {
        guard width > 0, height > 0 else { return }
        let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: max(width, height))
        defer { scratch.deallocate() }
        for radius in radii where radius > 0 {
            for y in 0..<height {
                Self.blurLine(pixels + y * stride, step: 1, count: width, radius: radius, scratch: scratch)
            }
            for x in 0..<width {
                Self.blurLine(pixels + x, step: stride, count: height, radius: radius, scratch: scratch)
            }
        }
    }

    /// One sliding-window pass along a row or a column.
    private static func blurLine(
        _ line: UnsafeMutablePointer<UInt32>, step: Int, count: Int, radius: Int,
        scratch: UnsafeMutablePointer<UInt32>
    ) {
        for index in 0..<count { scratch[index] = line[index * step] }
        let window = UInt32(2 * radius + 1)
        let half = window / 2
        var sums = (UInt32(0), UInt32(0), UInt32(0), UInt32(0))
        func add(_ pixel: UInt32) {
            sums.0 &+= pixel >> 24
            sums.1 &+= (pixel >> 16) & 0xFF
            sums.2 &+= (pixel >> 8) & 0xFF
            sums.3 &+= pixel & 0xFF
        }
        func remove(_ pixel: UInt32) {
            sums.0 &-= pixel >> 24
            sums.1 &-= (pixel >> 16) & 0xFF
            sums.2 &-= (pixel >> 8) & 0xFF
            sums.3 &-= pixel & 0xFF
        }
        let last = count - 1
        for offset in -radius...radius { add(scratch[min(max(offset, 0), last)]) }
        for index in 0..<count {
            line[index * step] = ((sums.0 + half) / window) << 24 | ((sums.1 + half) / window) << 16
                | ((sums.2 + half) / window) << 8 | ((sums.3 + half) / window)
            add(scratch[min(index + radius + 1, last)])
            remove(scratch[max(index - radius, 0)])
        }
    }
}
