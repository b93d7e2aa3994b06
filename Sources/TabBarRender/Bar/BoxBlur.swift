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
        if (0..<height).allSatisfy({ Self.isUniform(pixels + $0 * stride, count: width) }) {
            // Rows of one colour each (a plain backdrop's edge across the scratch): the row passes
            // change nothing and every column is the same, so one column is blurred and copied across.
            applyToColumns(pixels, count: 1, height: height, stride: stride)
            for y in 0..<height {
                let row = pixels + y * stride
                row.update(repeating: row[0], count: width)
            }
            return
        }
        // The vertical pass reads a copy of the image and keeps one running sum per column, so it
        // walks memory row by row (a column at a time strode across the whole image).
        let copy = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
        defer { copy.deallocate() }
        let sums = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: width)
        defer { sums.deallocate() }
        for radius in radii where radius > 0 {
            let box = Box(radius: radius)
            for y in 0..<height {
                let row = pixels + y * stride
                (copy + y * width).update(from: row, count: width)
                box.blurRow(row, source: copy + y * width, count: width)
            }
            for y in 0..<height { (copy + y * width).update(from: pixels + y * stride, count: width) }
            box.blurColumns(pixels, stride: stride, source: copy, width: width, height: height, sums: sums)
        }
    }

    /// A row of one colour blurs to itself exactly (a window's sum is `window · c`, which the
    /// rounding below gives back as `c`).
    private static func isUniform(_ row: UnsafeMutablePointer<UInt32>, count: Int) -> Bool {
        let first = row[0]
        for x in 1..<max(1, count) where row[x] != first { return false }
        return true
    }

    /// The column passes alone, on the first `count` columns.
    private func applyToColumns(_ pixels: UnsafeMutablePointer<UInt32>, count: Int, height: Int, stride: Int) {
        let copy = UnsafeMutablePointer<UInt32>.allocate(capacity: count * height)
        defer { copy.deallocate() }
        let sums = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: count)
        defer { sums.deallocate() }
        for radius in radii where radius > 0 {
            for y in 0..<height { (copy + y * count).update(from: pixels + y * stride, count: count) }
            Box(radius: radius).blurColumns(pixels, stride: stride, source: copy, width: count, height: height, sums: sums)
        }
    }

    /// One box of `2 · radius + 1` pixels sliding along rows or columns.
    private struct Box {
        let radius: Int
        /// (sum + window / 2) / window, rounded down, is (sum + window / 2 + 0.5) · (1 / window)
        /// rounded to the nearest after taking 0.5 off, exactly, in single precision: sums of 8-bit
        /// channels stay below 256 · window (2^20 for windows below 2^12), so they and the offset
        /// are exact, the quotient lies at least 0.5 / window from a half-integer after the shift,
        /// and the two roundings move it by less than 256 · 2^-23. Adding 2^23 does the rounding
        /// and leaves the integer in the low bits. Four lanes of that replace four integer
        /// divisions a pixel, which were most of the blur's time.
        let offset: SIMD4<Float>
        let scale: SIMD4<Float>
        static let rounding = SIMD4<Float>(repeating: 8_388_608 - 0.5)

        init(radius: Int) {
            self.radius = radius
            let window = 2 * radius + 1
            assert(window < 4096, "the single-precision average is exact only below 2^12")
            offset = SIMD4(repeating: Float(window / 2) + 0.5)
            scale = SIMD4(repeating: 1 / Float(window))
        }

        /// A pixel's four 8-bit channels as lanes, in memory order. (Lane by lane: the generic SIMD
        /// conversions are not specialised and cost far more.)
        @inline(__always) static func channels(_ pixel: UInt32) -> SIMD4<Float> {
            let bytes = unsafeBitCast(pixel, to: SIMD4<UInt8>.self)
            return SIMD4(Float(bytes[0]), Float(bytes[1]), Float(bytes[2]), Float(bytes[3]))
        }

        @inline(__always) func average(_ sums: SIMD4<Float>) -> UInt32 {
            let rounded = unsafeBitCast((sums + offset) * scale + Self.rounding, to: SIMD4<UInt32>.self)
            return unsafeBitCast(
                SIMD4(UInt8(truncatingIfNeeded: rounded[0]), UInt8(truncatingIfNeeded: rounded[1]),
                      UInt8(truncatingIfNeeded: rounded[2]), UInt8(truncatingIfNeeded: rounded[3])),
                to: UInt32.self)
        }

        /// One row, from its copy `source` into `line`.
        func blurRow(_ line: UnsafeMutablePointer<UInt32>, source: UnsafePointer<UInt32>, count: Int) {
            let last = count - 1
            var sums = SIMD4<Float>(repeating: 0)
            for offset in -radius...radius { sums += Self.channels(source[min(max(offset, 0), last)]) }
            for index in 0..<count {
                line[index] = average(sums)
                sums += Self.channels(source[min(index + radius + 1, last)])
                sums -= Self.channels(source[max(index - radius, 0)])
            }
        }

        /// Every column at once, from the copy `source` (`width` words a row) into `pixels`.
        func blurColumns(
            _ pixels: UnsafeMutablePointer<UInt32>, stride: Int, source: UnsafePointer<UInt32>, width: Int, height: Int,
            sums: UnsafeMutablePointer<SIMD4<Float>>
        ) {
            let last = height - 1
            sums.initialize(repeating: SIMD4(repeating: 0), count: width)
            for offset in -radius...radius {
                let row = source + min(max(offset, 0), last) * width
                for x in 0..<width { sums[x] += Self.channels(row[x]) }
            }
            for y in 0..<height {
                let line = pixels + y * stride
                for x in 0..<width { line[x] = average(sums[x]) }
                let entering = source + min(y + radius + 1, last) * width
                let leaving = source + max(y - radius, 0) * width
                for x in 0..<width { sums[x] += Self.channels(entering[x]) - Self.channels(leaving[x]) }
            }
        }
    }
}
