#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// L*a*b* of 8-bit sRGB colours in `Float` through tables, for the first and cheapest screen of a
/// pixel's ΔE: sRGB → linear looked up, and f(t) (∛t, or the line CIE uses near black) as a + b·t on
/// buckets of 256 per octave of t, found from t's bits with no conversion; four pixels at a time. On
/// a noisy pair, where every pixel differs, it shows 97 % of the pixels cannot raise the maximum, for
/// under half the instructions of the `Double` colours (`DeltaE.approximateLab`) the next screen uses.
struct LabTables: Sendable {
    /// sRGB byte → linear channel.
    private let linear: [Float]
    /// a and b of f ≈ a + b·t on each bucket: the chord between the bucket's ends.
    private let chords: [SIMD2<Float>]

    /// A bucket is t's bits >> 15 (the exponent and 8 mantissa bits) taken modulo `bucketCount`: the
    /// table runs from bits >> 15 = `firstBucket` (t = 2⁻³¹) up to t = 2, and t = 0 (black, bits 0) wraps
    /// onto bucket 0, which like every bucket below CIE's ε = 216/24389 holds the line that f is there.
    /// The smallest t an 8-bit colour gives besides 0 is over 5·10⁻⁶ (one step of the darkest channel
    /// times the smallest coefficient), so no t falls below the table, and its largest is 1 + a few
    /// roundings (white is X = Xn, Z = Zn, the linear table's largest value is 1 and each row of the
    /// matrix sums to 1), so none above it. `firstBucket` is a multiple of `bucketCount`, so the index is
    /// one mask with no clamp. (Literals, which the per-pixel code reads for free; a test checks them
    /// against their definitions.)
    static var firstBucket: UInt32 { 0x6000 } // Float(0x1p-31).bitPattern >> 15
    static var bucketCount: UInt32 { 0x2000 } // up to Float(2).bitPattern >> 15 = 0x8000

    static let shared = LabTables()

    /// What to add to `upperBound` for it to bound `DeltaE.upperBound` of the exact colours, and so
    /// the exact ΔE₀₀. The chord of f on a bucket [t₀, t₀(1 + 1/256)] is off by at most
    /// h²/8 · max|f″| = (t₀/256)²/8 · (2/9) t₀^(−5/3) ≈ 4.3·10⁻⁷ f; with the tables' and the sums'
    /// Float roundings (< 10⁻⁶ relative in t, a third of that in f) every f is off by under 1.5·10⁻⁶,
    /// so L* by under 2·10⁻⁴, a* by under 1.5·10⁻³ and b* by under 6·10⁻⁴, each difference by twice
    /// that, and √(ΔL² + 4.1988Δa² + 1.8661Δb²) by under 2·1.5·10⁻³·√7.07 + rounding < 0.01.
    /// Twice that; a test checks that the bound stays far within it.
    static let margin = 0.02

    private init() {
        linear = DeltaE.linearTable.map { Float($0) }
        let epsilon = 216.0 / 24389.0, kappa = 24389.0 / 27.0
        func f(_ t: Double) -> Double { t > epsilon ? cbrt(t) : (kappa * t + 16) / 116 }
        func start(_ bucket: UInt32) -> Double { Double(Float(bitPattern: (bucket + Self.firstBucket) << 15)) }
        let ends = (0 ... Self.bucketCount).map { bucket in (t: start(bucket), f: f(start(bucket))) }
        chords = zip(ends, ends.dropFirst()).map { low, high in
            let b = (high.f - low.f) / (high.t - low.t)
            return SIMD2(Float(low.f - b * low.t), Float(b))
        }
    }

    /// f of four values of t (t = 0 or 2⁻³¹ ≤ t < 2), lane by lane.
    @inline(__always)
    private static func f(_ t: SIMD4<Float>, _ chords: UnsafePointer<SIMD2<Float>>) -> SIMD4<Float> {
        let index = (unsafeBitCast(t, to: SIMD4<UInt32>.self) &>> 15) & (bucketCount - 1)
        let c0 = chords[Int(index[0])], c1 = chords[Int(index[1])], c2 = chords[Int(index[2])], c3 = chords[Int(index[3])]
        return SIMD4(c0.x, c1.x, c2.x, c3.x) + SIMD4(c0.y, c1.y, c2.y, c3.y) * t
    }

    /// 116 f(Y), a* and b* of four opaque RGBA pixels, lane l at byte `l * stride` of `pixels` (L* + 16:
    /// the 16 cancels in every difference). The channel bytes are read from memory, where each is one
    /// load, rather than taken out of vector lanes.
    @inline(__always)
    private static func lab(
        _ pixels: UnsafeRawPointer, stride: Int, _ linear: UnsafePointer<Float>, _ chords: UnsafePointer<SIMD2<Float>>
    ) -> (l: SIMD4<Float>, a: SIMD4<Float>, b: SIMD4<Float>) {
        @inline(__always) func linearised(_ channel: Int) -> SIMD4<Float> {
            @inline(__always) func value(_ lane: Int) -> Float {
                linear[Int(pixels.load(fromByteOffset: lane &* stride &+ channel, as: UInt8.self))]
            }
            return SIMD4(value(0), value(1), value(2), value(3))
        }
        let r = linearised(0), g = linearised(1), b = linearised(2)
        let x = Float(0.4124564 / 0.95047) * r + Float(0.3575761 / 0.95047) * g + Float(0.1804375 / 0.95047) * b
        let y = Float(0.2126729) * r + Float(0.7151522) * g + Float(0.0721750) * b
        let z = Float(0.0193339 / 1.08883) * r + Float(0.1191920 / 1.08883) * g + Float(0.9503041 / 1.08883) * b
        let fx = f(x, chords), fy = f(y, chords), fz = f(z, chords)
        return (116 * fy, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// The square of `DeltaE.upperBound` of four pairs of opaque RGBA pixels, lane l at byte `l * stride`
    /// of `p1` and `p2`, lane by lane; its root is within `margin` of the bound from exact colours.
    @inline(__always)
    func squaredUpperBounds(_ p1: UnsafeRawPointer, _ p2: UnsafeRawPointer, stride: Int = 4) -> SIMD4<Float> {
        linear.withUnsafeBufferPointer { linear in
            chords.withUnsafeBufferPointer { chords in
                let first = Self.lab(p1, stride: stride, linear.baseAddress!, chords.baseAddress!)
                let second = Self.lab(p2, stride: stride, linear.baseAddress!, chords.baseAddress!)
                let dl = second.l - first.l, da = second.a - first.a, db = second.b - first.b
                return dl * dl + 4.1988 * da * da + 1.8661 * db * db
            }
        }
    }

    /// `DeltaE.upperBound` of the opaque pixels at byte offset k of two images, within `margin`.
    @inline(__always)
    func upperBound(_ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, _ k: Int) -> Double {
        Double(squaredUpperBounds(UnsafeRawPointer(img1 + k), UnsafeRawPointer(img2 + k), stride: 0)[0].squareRoot())
    }
}
