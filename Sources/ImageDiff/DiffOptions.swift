#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// An opaque RGB colour used to paint the diff image.
public struct DiffColor: Sendable, Equatable, Hashable, Codable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    public static let red = DiffColor(255, 0, 0)
    public static let yellow = DiffColor(255, 255, 0)
    public static let green = DiffColor(0, 255, 0)
}

/// How pixels are judged different.
public enum ComparisonMode: String, Sendable, Equatable, Codable {
    /// A pixel differs when any of its four bytes differ. No anti-aliasing detection.
    case exact
    /// pixelmatch v7.2.0: YIQ colour distance above `threshold`, anti-aliasing excluded unless `includeAA`.
    case perceptual
}

/// Options of `ImageComparator`. The perceptual options have pixelmatch v7.2.0's names and defaults.
public struct DiffOptions: Sendable, Equatable, Codable {
    public var mode: ComparisonMode
    /// Matching threshold (0 to 1); smaller is more sensitive. A pixel differs when its squared YIQ
    /// distance exceeds `35215 * threshold * threshold`. Perceptual mode only.
    public var threshold: Double
    /// Count anti-aliased pixels as differences (skips anti-aliasing detection).
    public var includeAA: Bool
    /// Opacity of the expected image in the gray background of the diff image (0 = white, 1 = full brightness).
    public var alpha: Double
    /// Colour of pixels judged anti-aliasing in the diff image.
    public var aaColor: DiffColor
    /// Colour of differing pixels in the diff image.
    public var diffColor: DiffColor
    /// Colour of differing pixels where the actual image is darker than the expected one
    /// (pixelmatch: negative delta). `nil` uses `diffColor` for all differing pixels.
    public var diffColorAlt: DiffColor?
    /// Draw only differing pixels, over a transparent background; anti-aliased and unchanged pixels stay (0,0,0,0).
    public var diffMask: Bool
    /// Blend semi-transparent pixels over pixelmatch's position-dependent checkerboard-like background
    /// (`true`, pixelmatch's default) or over plain white (`false`) before measuring colour distances.
    public var checkerboard: Bool
    /// Rectangles (in pixels) that are not compared; they are drawn dimmed in the diff image.
    public var ignoreRegions: [PixelRect]
    /// Ignored pixels are drawn as the faded gray background mixed half-and-half with this colour
    /// (left transparent when `diffMask` is set).
    public var ignoreColor: DiffColor
    /// Side N of the N×N window used for `DiffResult.maxWindowDensity` (clamped to the image size).
    public var densityWindowSize: Int
    /// Differing pixels separated by at most this many pixels (Chebyshev distance − 1) form one changed
    /// region. 0 means plain 8-connectivity.
    public var regionMergeDistance: Int
    /// Changed regions listed in the result at most (the largest by pixel count are kept);
    /// `DiffResult.changedRegionCount` always has the full count.
    public var maxReportedRegions: Int
    /// Compute the CIEDE2000 ΔE of every pixel whose bytes differ (`DiffResult.maxDeltaE`). It costs
    /// more than the YIQ test: turn it off when neither a ΔE limit nor a report needs the figure.
    public var computeDeltaE: Bool
    /// Find the changed regions and the densest window (`DiffResult.changedRegions`,
    /// `changedRegionCount`, `maxWindowDensity` and its origin, which stay empty and 0 when off).
    /// pixelmatch does neither: turn it off when no report or density limit needs them.
    public var measureAreas = true
    /// Draw pixels whose colour moved by more than this ΔE, but which the YIQ test did not count,
    /// in `deltaEColor`, so that a tint change shows in the diff image. nil, pixelmatch's
    /// behaviour, marks none.
    public var markDeltaEAbove: Double? = nil
    /// Colour of the pixels `markDeltaEAbove` marks.
    public var deltaEColor = DiffColor(255, 0, 255)

    public init(
        mode: ComparisonMode = .perceptual,
        threshold: Double = 0.1,
        includeAA: Bool = false,
        alpha: Double = 0.1,
        aaColor: DiffColor = DiffColor(255, 255, 0),
        diffColor: DiffColor = DiffColor(255, 0, 0),
        diffColorAlt: DiffColor? = nil,
        diffMask: Bool = false,
        checkerboard: Bool = true,
        ignoreRegions: [PixelRect] = [],
        ignoreColor: DiffColor = DiffColor(64, 64, 128),
        densityWindowSize: Int = 16,
        regionMergeDistance: Int = 2,
        maxReportedRegions: Int = 256,
        computeDeltaE: Bool = true
    ) {
        self.mode = mode
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.checkerboard = checkerboard
        self.ignoreRegions = ignoreRegions
        self.ignoreColor = ignoreColor
        self.densityWindowSize = densityWindowSize
        self.regionMergeDistance = regionMergeDistance
        self.maxReportedRegions = maxReportedRegions
        self.computeDeltaE = computeDeltaE
    }

    /// Options with `threshold` taken from `thresholds`.
    public init(thresholds: Thresholds) {
        self.init(threshold: thresholds.threshold)
    }

    func validate() throws(DiffError) {
        guard threshold.isFinite, threshold >= 0 else {
            throw .invalidOptions("threshold must be a finite number ≥ 0, got \(threshold)")
        }
        guard alpha.isFinite else { throw .invalidOptions("alpha must be a finite number, got \(alpha)") }
        guard densityWindowSize >= 1 else {
            throw .invalidOptions("densityWindowSize must be at least 1, got \(densityWindowSize)")
        }
        guard regionMergeDistance >= 0 else {
            throw .invalidOptions("regionMergeDistance must be ≥ 0, got \(regionMergeDistance)")
        }
        guard maxReportedRegions >= 0 else {
            throw .invalidOptions("maxReportedRegions must be ≥ 0, got \(maxReportedRegions)")
        }
    }
}
