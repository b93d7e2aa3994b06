#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import TabBarImage

/// What a test tolerates. `nil` limits are not checked.
public struct Thresholds: Sendable, Equatable, Codable {
    /// YIQ matching threshold used when comparing (pixelmatch `threshold`). A result computed with a
    /// looser (larger) threshold fails the verdict, since it may have counted fewer pixels.
    public var threshold: Double
    /// Most differing pixels allowed.
    public var maxDiffPixels: Int?
    /// Most differing pixels allowed, as a fraction (0…1) of the compared (non-ignored) pixels.
    public var maxDiffRatio: Double?
    /// Largest CIEDE2000 ΔE allowed over pixels whose bytes differ (anti-aliasing excluded).
    public var maxDeltaE: Double?
    /// Most differing pixels allowed inside any N×N window (N = `DiffOptions.densityWindowSize`).
    public var maxWindowDensity: Int?

    public init(
        threshold: Double = 0.1,
        maxDiffPixels: Int? = 0,
        maxDiffRatio: Double? = nil,
        maxDeltaE: Double? = nil,
        maxWindowDensity: Int? = nil
    ) {
        self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.maxDeltaE = maxDeltaE
        self.maxWindowDensity = maxWindowDensity
    }
}

/// The outcome of checking a `DiffResult` against `Thresholds`.
public struct DiffVerdict: Sendable, Equatable, Codable {
    /// One human-readable sentence per limit that was exceeded; empty when the comparison passed.
    public var failures: [String]

    public init(failures: [String]) {
        self.failures = failures
    }

    public var passed: Bool { failures.isEmpty }
}

extension DiffResult {
    /// Checks the result against `thresholds`.
    public func verdict(_ thresholds: Thresholds) -> DiffVerdict {
        var failures: [String] = []
        let differ = "\(DiffFormat.count(mismatchedPixels, "pixel", "pixels")) \(mismatchedPixels == 1 ? "differs" : "differ")"
        let share = "(\(DiffFormat.percent(mismatchRatio)))"
        if mode == .perceptual && threshold > thresholds.threshold {
            failures.append(
                "the comparison used YIQ threshold \(DiffFormat.decimal(threshold)), looser than the required \(DiffFormat.decimal(thresholds.threshold))")
        }
        if let limit = thresholds.maxDiffPixels, mismatchedPixels > limit {
            failures.append("\(differ) \(share), more than the \(DiffFormat.grouped(limit)) allowed")
        }
        if let limit = thresholds.maxDiffRatio, mismatchRatio > limit {
            failures.append("\(differ) \(share), more than the \(DiffFormat.percent(limit)) allowed")
        }
        if let limit = thresholds.maxDeltaE, maxDeltaE > limit {
            var where_ = ""
            if let at = maxDeltaELocation { where_ = " at (\(at.x), \(at.y))" }
            failures.append(
                "the largest colour difference is ΔE \(DiffFormat.decimal(maxDeltaE))\(where_), more than the ΔE \(DiffFormat.decimal(limit)) allowed")
        }
        if let limit = thresholds.maxWindowDensity, maxWindowDensity > limit {
            var where_ = ""
            if let at = maxWindowDensityOrigin { where_ = " at (\(at.x), \(at.y))" }
            let n = min(densityWindowSize, width), m = min(densityWindowSize, height)
            failures.append(
                "\(DiffFormat.count(maxWindowDensity, "differing pixel", "differing pixels")) in one \(n)×\(m) px window\(where_), more than the \(DiffFormat.grouped(limit)) allowed")
        }
        return DiffVerdict(failures: failures)
    }

    /// Whether the result is within `thresholds`.
    public func passed(_ thresholds: Thresholds) -> Bool {
        verdict(thresholds).passed
    }
}

/// Locale-independent number formatting for verdict sentences.
enum DiffFormat {
    /// 1204 → "1,204".
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return value < 0 ? "-" + out : out
    }

    static func count(_ value: Int, _ singular: String, _ plural: String) -> String {
        "\(grouped(value)) \(value == 1 ? singular : plural)"
    }

    /// A fraction as a percentage with two decimals ("0.41 %"); tiny non-zero values keep two significant digits.
    static func percent(_ fraction: Double) -> String {
        let p = fraction * 100
        if p != 0 && abs(p) < 0.005 { return NumberText.printf("%.2g", p) + " %" }
        return NumberText.printf("%.2f", p) + " %"
    }

    static func decimal(_ value: Double) -> String {
        NumberText.printf("%.2f", value)
    }
}
