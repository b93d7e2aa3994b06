/// pixelmatch's YIQ colour distance, the one place its coefficients are written. The scalar
/// comparison (`PixelMatch.colorDelta`), the luma of `brightnessDelta` and the gray background, the
/// luma tables and the four-lane kernel (`YIQ.opaqueDeltas`) all go through `yiq` or `luma`, so
/// each computes the same doubles by the same operations in the same order.
enum YIQ {
    /// The YIQ luma (Y) of a channel difference or of a colour, pixelmatch's `rgb2y`.
    @inline(__always)
    static func luma<V: YIQArithmetic>(_ r: V, _ g: V, _ b: V) -> V {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// The luma difference `y` and the squared YIQ distance of channel differences (dr, dg, db),
    /// pixelmatch's `colorDelta` before its sign: the caller negates the distance where y > 0.
    @inline(__always)
    static func yiq<V: YIQArithmetic>(_ dr: V, _ dg: V, _ db: V) -> (y: V, squaredDistance: V) {
        let y = luma(dr, dg, db)
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        return (y, 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q)
    }

    /// `Double(c) * coefficient` of the luma formula for every c in `values`, for channel 0 (red),
    /// 1 (green) or 2 (blue): `luma` with the other two channels 0, whose products are +0 and leave
    /// the sum exactly the one product (it is never −0: the values are integers).
    static func lumaProducts(channel: Int, _ values: ClosedRange<Int>) -> [Double] {
        values.map { value in
            let d = Double(value)
            switch channel {
            case 0: return luma(d, 0, 0)
            case 1: return luma(0, d, 0)
            default: return luma(0, 0, d)
            }
        }
    }
}

/// What `YIQ.yiq` needs of its numbers: a Double, or four Doubles computed lane by lane (SIMD4).
/// The literals stay Doubles either way, so a lane computes what the scalar formula computes; four
/// Floats (the screen of `opaqueDistanceScreen`) take them rounded to Float.
protocol YIQArithmetic {
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    static func * (lhs: Self, rhs: Self) -> Self
    static func * (lhs: Self, rhs: Double) -> Self
    static func * (lhs: Double, rhs: Self) -> Self
}

extension Double: YIQArithmetic {}
extension SIMD4: YIQArithmetic where Scalar: BinaryFloatingPoint {
    @inline(__always)
    static func * (lhs: Self, rhs: Double) -> Self { lhs * Scalar(rhs) }
    @inline(__always)
    static func * (lhs: Double, rhs: Self) -> Self { Scalar(lhs) * rhs }
}
