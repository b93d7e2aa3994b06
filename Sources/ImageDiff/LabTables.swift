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

    /// The bucket of t = 2⁻⁸ and up, by t's bits >> 15 (the exponent and 8 mantissa bits); every
    /// smaller t falls in bucket 0, which runs from 0 and lies below CIE's ε = 216/24389, where f is
    /// the line itself.
    /// (Literals, which the per-pixel code reads for free; a test checks them against their definitions.)
    static var firstBucket: Int32 { 0x7700 } // Float(1 / 256).bitPattern >> 15
    /// Up to t = 1.25 (bits >> 15 = 0x7F40); an 8-bit colour's t is at most 1 + a few roundings (white is
    /// X = Xn, Z = Zn, the linear table's largest value is 1 and each row of the matrix sums to 1), so
    /// no bucket past the table is ever asked for.
    static var bucketCount: Int32 { 0x7F40 - 0x7700 }

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
        func start(_ bucket: Int32) -> Double {
            bucket == 0 ? 0 : Double(Float(bitPattern: UInt32(bucket + Self.firstBucket) << 15))
        }
        let ends = (0 ... Self.bucketCount).map { bucket in (t: start(bucket), f: f(start(bucket))) }
        chords = zip(ends, ends.dropFirst()).map { low, high in
            let b = (high.f - low.f) / (high.t - low.t)
            return SIMD2(Float(low.f - b * low.t), Float(b))
        }
    }

    /// f of four values of t (0 ≤ t < 1.25), lane by lane.
    @inline(__always)
    private static func f(_ t: SIMD4<Float>, _ chords: UnsafePointer<SIMD2<Float>>) -> SIMD4<Float> {
        let bucket = (unsafeBitCast(t, to: SIMD4<Int32>.self) &>> 15) &- firstBucket
        let index = bucket & ~(bucket &>> 31) // below 2⁻⁸: bucket 0
        let c0 = chords[Int(index[0])], c1 = chords[Int(index[1])], c2 = chords[Int(index[2])], c3 = chords[Int(index[3])]
        return SIMD4(c0.x, c1.x, c2.x, c3.x) + SIMD4(c0.y, c1.y, c2.y, c3.y) * t
    }

    /// 116 f(Y), a* and b* of four opaque pixels given as little-endian RGBA words (L* + 16: the 16
    /// cancels in every difference).
    @inline(__always)
    private static func lab(
        _ words: SIMD4<UInt32>, _ linear: UnsafePointer<Float>, _ chords: UnsafePointer<SIMD2<Float>>
    ) -> (l: SIMD4<Float>, a: SIMD4<Float>, b: SIMD4<Float>) {
        let red = words & 0xff, green = (words &>> 8) & 0xff, blue = (words &>> 16) & 0xff
        @inline(__always) func linearised(_ bytes: SIMD4<UInt32>) -> SIMD4<Float> {
            SIMD4(linear[Int(bytes[0])], linear[Int(bytes[1])], linear[Int(bytes[2])], linear[Int(bytes[3])])
        }
        let r = linearised(red), g = linearised(green), b = linearised(blue)
        let x = Float(0.4124564 / 0.95047) * r + Float(0.3575761 / 0.95047) * g + Float(0.1804375 / 0.95047) * b
        let y = Float(0.2126729) * r + Float(0.7151522) * g + Float(0.0721750) * b
        let z = Float(0.0193339 / 1.08883) * r + Float(0.1191920 / 1.08883) * g + Float(0.9503041 / 1.08883) * b
        let fx = f(x, chords), fy = f(y, chords), fz = f(z, chords)
        return (116 * fy, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// The square of `DeltaE.upperBound` of four pairs of opaque pixels, given as little-endian RGBA
    /// words, lane by lane; its root is within `margin` of the bound from exact colours.
    @inline(__always)
    func squaredUpperBounds(_ w1: SIMD4<UInt32>, _ w2: SIMD4<UInt32>) -> SIMD4<Float> {
        linear.withUnsafeBufferPointer { linear in
            chords.withUnsafeBufferPointer { chords in
                let first = Self.lab(w1, linear.baseAddress!, chords.baseAddress!)
                let second = Self.lab(w2, linear.baseAddress!, chords.baseAddress!)
                let dl = second.l - first.l, da = second.a - first.a, db = second.b - first.b
                return dl * dl + 4.1988 * da * da + 1.8661 * db * db
            }
        }
    }

    /// `DeltaE.upperBound` of the opaque pixels at byte offset k of two images, within `margin`.
    @inline(__always)
    func upperBound(_ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, _ k: Int) -> Double {
        let w1 = UnsafeRawPointer(img1).loadUnaligned(fromByteOffset: k, as: UInt32.self)
        let w2 = UnsafeRawPointer(img2).loadUnaligned(fromByteOffset: k, as: UInt32.self)
        return Double(squaredUpperBounds(SIMD4(repeating: UInt32(littleEndian: w1)), SIMD4(repeating: UInt32(littleEndian: w2)))[0].squareRoot())
    }
}
