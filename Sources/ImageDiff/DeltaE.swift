#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// A CIE L*a*b* colour (D65 reference white).
public struct LabColor: Sendable, Equatable, Hashable, Codable {
    public var l: Double
    public var a: Double
    public var b: Double

    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// An sRGB colour with channels in 0…255 (fractions allowed, e.g. after alpha blending).
    public init(srgbRed red: Double, green: Double, blue: Double) {
        self = DeltaE.lab(DeltaE.linear(red), DeltaE.linear(green), DeltaE.linear(blue))
    }

    /// An 8-bit sRGB colour.
    public init(srgb8 red: UInt8, _ green: UInt8, _ blue: UInt8) {
        let table = DeltaE.linearTable
        self = DeltaE.lab(table[Int(red)], table[Int(green)], table[Int(blue)])
    }
}

/// CIEDE2000 colour difference (CIE 142-2001; implementation notes of Sharma, Wu & Dalal 2005), kL = kC = kH = 1.
public enum DeltaE {
    /// ΔE₀₀ between two L*a*b* colours.
    public static func ciede2000(_ first: LabColor, _ second: LabColor) -> Double {
        let l1 = first.l, a1 = first.a, b1 = first.b
        let l2 = second.l, a2 = second.a, b2 = second.b
        let pow25to7 = 6_103_515_625.0 // 25^7

        let c1 = (a1 * a1 + b1 * b1).squareRoot()
        let c2 = (a2 * a2 + b2 * b2).squareRoot()
        let meanC = (c1 + c2) / 2
        let meanC7 = pow7(meanC)
        let g = 0.5 * (1 - (meanC7 / (meanC7 + pow25to7)).squareRoot())
        let a1p = (1 + g) * a1
        let a2p = (1 + g) * a2
        let c1p = (a1p * a1p + b1 * b1).squareRoot()
        let c2p = (a2p * a2p + b2 * b2).squareRoot()
        let h1p = hueDegrees(b1, a1p)
        let h2p = hueDegrees(b2, a2p)

        let deltaLp = l2 - l1
        let deltaCp = c2p - c1p
        let chromaProduct = c1p * c2p
        var deltahp = 0.0
        if chromaProduct != 0 {
            deltahp = h2p - h1p
            if deltahp > 180 { deltahp -= 360 } else if deltahp < -180 { deltahp += 360 }
        }
        let deltaHp = 2 * chromaProduct.squareRoot() * sin(radians(deltahp / 2))

        let meanLp = (l1 + l2) / 2
        let meanCp = (c1p + c2p) / 2
        var meanhp = h1p + h2p
        if chromaProduct != 0 {
            if abs(h1p - h2p) <= 180 {
                meanhp = (h1p + h2p) / 2
            } else if h1p + h2p < 360 {
                meanhp = (h1p + h2p + 360) / 2
            } else {
                meanhp = (h1p + h2p - 360) / 2
            }
        }

        let t = 1 - 0.17 * cos(radians(meanhp - 30)) + 0.24 * cos(radians(2 * meanhp))
            + 0.32 * cos(radians(3 * meanhp + 6)) - 0.20 * cos(radians(4 * meanhp - 63))
        let deltaTheta = 30 * exp(-((meanhp - 275) / 25) * ((meanhp - 275) / 25))
        let meanCp7 = pow7(meanCp)
        let rc = 2 * (meanCp7 / (meanCp7 + pow25to7)).squareRoot()
        let lMinus50Squared = (meanLp - 50) * (meanLp - 50)
        let sl = 1 + 0.015 * lMinus50Squared / (20 + lMinus50Squared).squareRoot()
        let sc = 1 + 0.045 * meanCp
        let sh = 1 + 0.015 * meanCp * t
        let rt = -sin(radians(2 * deltaTheta)) * rc

        let termL = deltaLp / sl
        let termC = deltaCp / sc
        let termH = deltaHp / sh
        return (termL * termL + termC * termC + termH * termH + rt * termC * termH).squareRoot()
    }

    /// ΔE₀₀ between two 8-bit sRGB colours.
    public static func ciede2000(srgb8 first: (r: UInt8, g: UInt8, b: UInt8), _ second: (r: UInt8, g: UInt8, b: UInt8)) -> Double {
        ciede2000(LabColor(srgb8: first.r, first.g, first.b), LabColor(srgb8: second.r, second.g, second.b))
    }

    // MARK: - sRGB → L*a*b*

    /// sRGB transfer function inverse for a channel in 0…255 (also WCAG's relative luminance's).
    public static func linear(_ channel: Double) -> Double {
        let c = channel / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    static let linearTable: [Double] = (0 ... 255).map { linear(Double($0)) }

    /// Linear sRGB (D65) → XYZ → L*a*b* with the D65 white point.
    static func lab(_ r: Double, _ g: Double, _ b: Double) -> LabColor {
        lab(r, g, b, cubeRoot: cbrt)
    }

    @inline(__always)
    private static func lab(_ r: Double, _ g: Double, _ b: Double, cubeRoot: (Double) -> Double) -> LabColor {
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        @inline(__always) func f(_ t: Double) -> Double {
            let epsilon = 216.0 / 24389.0 // (6/29)^3
            let kappa = 24389.0 / 27.0
            // Both sides, then a select: on noisy images the comparison is unpredictable as a branch.
            let root = cubeRoot(t), line = (kappa * t + 16) / 116
            return t > epsilon ? root : line
        }
        let fx = f(x), fy = f(y), fz = f(z)
        return LabColor(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// `lab` with `approximateCubeRoot` instead of libm's cbrt, which dominates the cost of a ΔE on
    /// noisy images; good only for the bound (see `approximationMargin`).
    @inline(__always)
    static func approximateLab(_ r: Double, _ g: Double, _ b: Double) -> LabColor {
        lab(r, g, b, cubeRoot: approximateCubeRoot)
    }

    /// ∛t for 0.008 < t < 2 (the range `lab` takes cube roots in) with a relative error under 1e-9
    /// (a test checks this densely over the range), with no division: an exponent-bits first guess of
    /// t^(−1/3) (under 4 % off), four Newton steps r ← r(4 − t r³)/3, each of which about squares the
    /// relative error (0.034 → 2.4e-3 → 1.1e-5 → 2.6e-10 → rounding), then ∛t = t r².
    @inline(__always)
    static func approximateCubeRoot(_ t: Double) -> Double {
        var r = Double(bitPattern: 0x553E_F0FF_289D_D796 &- t.bitPattern / 3)
        let third = t * (1.0 / 3.0)
        for _ in 0 ..< 4 {
            r = r * (4.0 / 3.0 - third * (r * r * r))
        }
        return t * r * r
    }

    /// What to add to `upperBound`, and take from `lowerBound`, of two `approximateLab` colours for them
    /// to bound the exact ΔE₀₀. A relative error δ < 1e-13 in each f = ∛t (f < 1.3) moves L* by under
    /// 116·1.3δ, a* by under 1000·1.3δ and b* by under 400·1.3δ, so every L*a*b* value by under ε = 1.3e-10.
    /// The upper bound √(ΔL² + 4.1988Δa² + 1.8661Δb²) then moves by under 2·(1 + 2.05 + 1.37)ε < 1e-9.
    /// The lower bound is the length of the vector (ΔL/S_L, u, w) in a quadratic form whose coefficients
    /// lie in [1 − √3/2, 1 + √3/2] (see `lowerBound`); over the sRGB gamut each component moves by under
    /// 100ε (S ≥ 1 in every denominator, |dS/dx| ≤ 0.045, |dG/dC| < 0.03, |dR_C/dC| < 0.1, values ≤ 260),
    /// so the length (and `lightnessBound`, one of its components) moves by under
    /// (1.87/√0.134)·100ε + the change of R·|u|·w ≈ 10³ε < 1e-6. 1e-4 is ample.
    static let approximationMargin = 1e-4

    @inline(__always)
    private static func pow7(_ x: Double) -> Double {
        let x2 = x * x
        return x2 * x2 * x2 * x
    }

    @inline(__always)
    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

    /// Hue angle in degrees, 0 ≤ h < 360 (0 for a neutral colour).
    @inline(__always)
    private static func hueDegrees(_ b: Double, _ aPrime: Double) -> Double {
        if b == 0 && aPrime == 0 { return 0 }
        var h = atan2(b, aPrime) * 180 / .pi
        if h < 0 { h += 360 }
        return h
    }

    // MARK: - Upper bound

    /// A cheap upper bound of `ciede2000(first, second)`, with no trigonometry: ΔE₀₀ ≤ √(ΔL² + 4.2 Δa² + 1.87 Δb²).
    ///
    /// Proof. With u = ΔC′/S_C and v = ΔH′/S_H, ΔE₀₀² = (ΔL′/S_L)² + u² + v² + R_T·u·v.
    /// - S_L = 1 + 0.015(L̄′−50)²/√(20+(L̄′−50)²) ≥ 1 and S_C = 1 + 0.045 C̄′ ≥ 1; S_H = 1 + 0.015 C̄′ T ≥ 1
    ///   because T = 1 − 0.17cos(…) + 0.24cos(…) + 0.32cos(…) − 0.20cos(…) ≥ 1 − 0.93 > 0.
    /// - R_T = −sin(2Δθ)·R_C with 0 < Δθ ≤ 30° and 0 ≤ R_C < 2, so |R_T| ≤ 2·sin 60° = √3, and
    ///   |R_T·u·v| ≤ (√3/2)(u² + v²). Hence ΔE₀₀² ≤ ΔL² + (1 + √3/2)(ΔC′² + ΔH′²).
    /// - ΔH′ = 2√(C′₁C′₂)·sin(Δh′/2), so ΔC′² + ΔH′² = C′₁² + C′₂² − 2C′₁C′₂·cos(h′₂ − h′₁) = |(a′₂, b₂) − (a′₁, b₁)|²
    ///   (law of cosines; also when a chroma is 0, where ΔH′ = 0), and a′ = (1 + G)·a with one G in [0, ½]
    ///   for both colours, so that is at most 2.25 Δa² + Δb².
    /// The coefficients used, 1.8661 and 4.1988, are rounded up from 1 + √3/2 = 1.866025… and 2.25 × that = 4.198557…;
    /// their slack (4·10⁻⁵ relative) and the tiny absolute term exceed the rounding of the two computations.
    @inline(__always)
    public static func upperBound(_ first: LabColor, _ second: LabColor) -> Double {
        let dl = second.l - first.l, da = second.a - first.a, db = second.b - first.b
        return (dl * dl + 4.1988 * da * da + 1.8661 * db * db).squareRoot() + 1e-9
    }

    /// |ΔL′|/S_L, a lower bound of `ciede2000(first, second)` that is cheaper than `lowerBound` and, on
    /// most changed pixels, as good: ΔE₀₀² = (ΔL′/S_L)² + u² + v² + R_T·u·v (see `lowerBound`) and
    /// u² + v² + R_T·u·v ≥ (1 − |R_T|/2)(u² + v²) ≥ 0 because |R_T| ≤ √3 < 2.
    @inline(__always)
    static func lightnessBound(_ first: LabColor, _ second: LabColor) -> Double {
        let d = (first.l + second.l) / 2 - 50
        let sl = 1 + 0.015 * d * d / (20 + d * d).squareRoot()
        return abs(second.l - first.l) / sl - 1e-9
    }

    /// A lower bound of `ciede2000(first, second)`, without trigonometry; tight when the lightness or
    /// chroma difference dominates, as it does for most changed pixels.
    ///
    /// Proof. With P = (ΔL′/S_L)², u = ΔC′/S_C and v = ΔH′/S_H, ΔE₀₀² = P + u² + v² + R_T·u·v, and P, u,
    /// S_C and R_C need no hue: a′ = (1 + G)a, C′ = |(a′, b)|, C̄′ = (C′₁ + C′₂)/2, L̄′ = (L₁ + L₂)/2.
    /// - |ΔH′| = √(|(a′₂, b₂) − (a′₁, b₁)|² − ΔC′²) by the law of cosines (see `upperBound`).
    /// - S_H = 1 + 0.015 C̄′ T with 0.07 = 1 − 0.93 ≤ T ≤ 1.93, so |v| lies in
    ///   [|ΔH′|/(1 + 0.02895 C̄′), |ΔH′|/(1 + 0.00105 C̄′)].
    /// - R_T = −sin(2Δθ)·R_C with 0 < Δθ ≤ 30°, so R_T·u·v ≥ −R·|u|·|v| with R = R_C·sin 60°.
    /// Hence ΔE₀₀² ≥ P + u² + min (|v|² − R|u||v|) over that interval; the parabola in |v| is least at
    /// R|u|/2, so the minimum is at R|u|/2 clamped to the interval. The rounding of both computations is
    /// covered by the small absolute term taken off (R < √3, so the form stays positive definite).
    @inline(__always)
    static func lowerBound(_ first: LabColor, _ second: LabColor) -> Double {
        let (dL, u, deltaHp, meanCp, r) = hueFreeTerms(first, second)
        let v = min(max(r * u / 2, deltaHp / (1 + 0.02895 * meanCp)), deltaHp / (1 + 0.00105 * meanCp))
        return max(0, dL * dL + u * u + v * v - r * u * v).squareRoot() - 1e-9
    }

    /// What `lowerBound` and `closeUpperBound` take from two colours without any hue: ΔL′/S_L,
    /// u = |ΔC′|/S_C, |ΔH′| (by the law of cosines), C̄′ and R = R_C·sin 60°.
    @inline(__always)
    private static func hueFreeTerms(
        _ first: LabColor, _ second: LabColor
    ) -> (dL: Double, u: Double, deltaHp: Double, meanCp: Double, r: Double) {
        let pow25to7 = 6_103_515_625.0
        let c1 = (first.a * first.a + first.b * first.b).squareRoot()
        let c2 = (second.a * second.a + second.b * second.b).squareRoot()
        let meanC7 = pow7((c1 + c2) / 2)
        let g = 0.5 * (1 - (meanC7 / (meanC7 + pow25to7)).squareRoot())
        let a1p = (1 + g) * first.a, a2p = (1 + g) * second.a
        let c1p = (a1p * a1p + first.b * first.b).squareRoot()
        let c2p = (a2p * a2p + second.b * second.b).squareRoot()
        let meanCp = (c1p + c2p) / 2
        let meanCp7 = pow7(meanCp)
        let r = 0.8660254037844386 * 2 * (meanCp7 / (meanCp7 + pow25to7)).squareRoot()
        let d = (first.l + second.l) / 2 - 50
        let sl = 1 + 0.015 * d * d / (20 + d * d).squareRoot()
        let dL = (second.l - first.l) / sl
        let deltaCp = c2p - c1p
        let u = abs(deltaCp) / (1 + 0.045 * meanCp)
        let da = a2p - a1p, db = second.b - first.b
        let deltaHp = max(0, da * da + db * db - deltaCp * deltaCp).squareRoot()
        return (dL, u, deltaHp, meanCp, r)
    }

    /// An upper bound of `ciede2000(first, second)` without trigonometry, much closer than `upperBound`
    /// (on a noisy pair it leaves the exact formula a few hundred pixels in four million, where
    /// `upperBound` leaves it one in thirty), for the pixels `upperBound` could not settle.
    ///
    /// Proof. As in `lowerBound`, ΔE₀₀² = P + u² + v² + R_T·u·v with P = (ΔL′/S_L)², u = |ΔC′|/S_C,
    /// |v| ≤ |ΔH′|/(1 + 0.00105 C̄′) (S_H ≥ 1 + 0.015·0.07·C̄′) and R_T·u·v ≤ R·u·|v|, R = R_C·sin 60°;
    /// P + u² + v² + R·u·|v| grows with |v|, so it is at most its value at that largest |v|. The
    /// rounding of both computations is covered by the small absolute term added.
    @inline(__always)
    static func closeUpperBound(_ first: LabColor, _ second: LabColor) -> Double {
        let (dL, u, deltaHp, meanCp, r) = hueFreeTerms(first, second)
        let v = deltaHp / (1 + 0.00105 * meanCp)
        return (dL * dL + u * u + v * v + r * u * v).squareRoot() + 1e-9
    }

    // MARK: - Pixels

    /// The L*a*b* colours of the pixels at byte offset k of two RGBA buffers, each first blended over the
    /// background pixelmatch would use for that pixel (checkerboard-like or white) when not opaque.
    @inline(__always)
    static func pixelLabs(
        _ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, _ k: Int, checkerboard: Bool, approximate: Bool = false
    ) -> (LabColor, LabColor) {
        let a1 = img1[k + 3], a2 = img2[k + 3]
        if a1 == 255 && a2 == 255 {
            if approximate {
                let table = linearTable
                return (approximateLab(table[Int(img1[k])], table[Int(img1[k + 1])], table[Int(img1[k + 2])]),
                        approximateLab(table[Int(img2[k])], table[Int(img2[k + 1])], table[Int(img2[k + 2])]))
            }
            return (LabColor(srgb8: img1[k], img1[k + 1], img1[k + 2]), LabColor(srgb8: img2[k], img2[k + 1], img2[k + 2]))
        }
        let bg = PixelMatch.background(byteOffset: k, checkerboard: checkerboard)
        func blended(_ img: UnsafePointer<UInt8>, _ alpha: UInt8) -> LabColor {
            let a = Double(alpha), rest = 255 - a
            let r = linear((Double(img[k]) * a + bg.r * rest) / 255)
            let g = linear((Double(img[k + 1]) * a + bg.g * rest) / 255)
            let b = linear((Double(img[k + 2]) * a + bg.b * rest) / 255)
            return approximate ? approximateLab(r, g, b) : lab(r, g, b)
        }
        return (blended(img1, a1), blended(img2, a2))
    }
}

/// ΔE of pixel pairs for one scan: the exact ΔE₀₀ only where the bounds leave it open whether the pixel
/// raises the maximum or passes the marking limit — first `LabTables`' Float screen (opaque pairs),
/// then `DeltaE.upperBound`, `closeUpperBound` and the lower bounds of `Double` colours — with a small
/// direct-mapped cache for opaque pairs (screenshots repeat the same colour pair many times, e.g. a
/// tinted icon).
struct DeltaECache {
    /// Bounds of one opaque pair's ΔE, or its exact value when `lower == upper` (bounds from approximate
    /// colours are always apart by twice the margin).
    private struct Entry {
        var key = UInt64.max
        var lower = 0.0
        var upper = 0.0
    }

    private var entries = [Entry](repeating: Entry(), count: 1024)
    /// `DeltaE.linearTable`, held here so the per-pixel path reads it without touching a shared global.
    private let linear = DeltaE.linearTable
    private let tables = LabTables.shared

    /// What one pixel's ΔE means for a scan: `exact` is its exact ΔE₀₀ when that could exceed `maximum`
    /// (nil when provably at most `maximum`); `overLimit` is whether it exceeds `limit` (false without one).
    /// `screened`: `LabTables`' screen already ran on the pair (against a maximum no larger) and left it open.
    mutating func measure(
        _ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, _ k: Int, checkerboard: Bool,
        maximum: Double, limit: Double?, screened: Bool = false
    ) -> (exact: Double?, overLimit: Bool) {
        guard img1[k + 3] == 255 && img2[k + 3] == 255 else {
            let (first, second) = DeltaE.pixelLabs(img1, img2, k, checkerboard: checkerboard, approximate: true)
            return decide(first, second, maximum: maximum, limit: limit) {
                let (first, second) = DeltaE.pixelLabs(img1, img2, k, checkerboard: checkerboard)
                return DeltaE.ciede2000(first, second)
            }.result
        }
        let w1 = UInt64(img1[k]) << 16 | UInt64(img1[k + 1]) << 8 | UInt64(img1[k + 2])
        let w2 = UInt64(img2[k]) << 16 | UInt64(img2[k + 1]) << 8 | UInt64(img2[k + 2])
        let key = w1 << 24 | w2
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 54) // top 10 bits
        var entry = entries[slot]
        if entry.key == key {
            if entry.lower == entry.upper {
                return (entry.upper > maximum ? entry.upper : nil, limit.map { entry.upper > $0 } ?? false)
            }
            if entry.upper <= maximum && (limit == nil || entry.upper <= limit! || entry.lower > limit!) {
                return (nil, limit.map { entry.lower > $0 } ?? false)
            }
        }
        // The cheapest screen first: on a noisy pair it settles most pixels.
        if !screened {
            let screen = tables.upperBound(img1, img2, k) + LabTables.margin
            if screen <= maximum && (limit == nil || screen <= limit!) { return (nil, false) }
        }
        let first = DeltaE.approximateLab(linear[Int(img1[k])], linear[Int(img1[k + 1])], linear[Int(img1[k + 2])])
        let second = DeltaE.approximateLab(linear[Int(img2[k])], linear[Int(img2[k + 1])], linear[Int(img2[k + 2])])
        let (result, lower, upper) = decide(first, second, maximum: maximum, limit: limit) {
            DeltaE.ciede2000(LabColor(srgb8: img1[k], img1[k + 1], img1[k + 2]), LabColor(srgb8: img2[k], img2[k + 1], img2[k + 2]))
        }
        entry = Entry(key: key, lower: lower, upper: upper)
        if let exact = result.exact { entry.lower = exact; entry.upper = exact }
        entries[slot] = entry
        return result
    }

    /// The decision from two approximate colours: the exact formula runs only when the bounds leave it open.
    /// Also returns the bounds (−∞ as the lower one when no limit asked for it).
    @inline(__always)
    private func decide(
        _ first: LabColor, _ second: LabColor, maximum: Double, limit: Double?, exact: () -> Double
    ) -> (result: (exact: Double?, overLimit: Bool), lower: Double, upper: Double) {
        var upper = DeltaE.upperBound(first, second) + DeltaE.approximationMargin
        if upper > maximum || (limit.map { upper > $0 } ?? false) {
            upper = min(upper, DeltaE.closeUpperBound(first, second) + DeltaE.approximationMargin)
        }
        var lower = -Double.infinity
        var open = upper > maximum
        if let limit, upper > limit {
            lower = DeltaE.lightnessBound(first, second) - DeltaE.approximationMargin
            if lower <= limit { lower = DeltaE.lowerBound(first, second) - DeltaE.approximationMargin }
            if lower <= limit { open = true }
        }
        guard open else { return ((nil, limit.map { lower > $0 } ?? false), lower, upper) }
        let value = exact()
        return ((value > maximum ? value : nil, limit.map { value > $0 } ?? false), lower, upper)
    }
}
