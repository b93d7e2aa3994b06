import TabBarImage

/// Everything measured by one comparison. Encodable to JSON for reports (the diff image is not encoded).
public struct DiffResult: Sendable, Equatable, Codable {
    public var width: Int
    public var height: Int
    public var mode: ComparisonMode
    /// The YIQ threshold the comparison used (perceptual mode).
    public var threshold: Double
    /// Whether the two pixel buffers are byte-for-byte identical (fast path taken).
    public var identical: Bool
    /// Differing pixels: all byte differences in exact mode; YIQ delta above the threshold and not
    /// anti-aliasing (unless `includeAA`) in perceptual mode. Ignored pixels are never counted.
    public var mismatchedPixels: Int
    /// width × height.
    public var totalPixels: Int
    /// Pixels inside the ignore regions (union, clipped to the image).
    public var ignoredPixelCount: Int
    /// totalPixels − ignoredPixelCount.
    public var comparedPixelCount: Int
    /// mismatchedPixels / comparedPixelCount (0 when nothing is compared).
    public var mismatchRatio: Double
    /// Compared pixels whose four bytes differ at all.
    public var byteDifferentPixelCount: Int
    /// Pixels above the YIQ threshold that were judged anti-aliasing and not counted
    /// (always 0 with `includeAA` or in exact mode, where detection does not run).
    public var aaPixelCount: Int
    /// N of the N×N density window (as requested; clamped to the image size when measuring).
    public var densityWindowSize: Int
    /// The largest number of differing pixels inside one N×N window.
    public var maxWindowDensity: Int
    /// Top-left corner of a window holding `maxWindowDensity` differing pixels.
    public var maxWindowDensityOrigin: PixelPoint?
    /// How many changed regions there are in total.
    public var changedRegionCount: Int
    /// Bounding boxes of the changed regions (at most `DiffOptions.maxReportedRegions`), top to bottom.
    public var changedRegions: [ChangedRegion]
    /// The largest CIEDE2000 ΔE over compared pixels whose bytes differ, excluding pixels judged
    /// anti-aliasing; semi-transparent pixels are blended as pixelmatch blends them. 0 when not computed.
    public var maxDeltaE: Double
    /// Where `maxDeltaE` was found.
    public var maxDeltaELocation: PixelPoint?
    /// Groups of pixels that no YIQ test counted but whose colour moved past the ΔE mark
    /// (`DiffOptions.markDeltaEAbove`, with a diff image and areas measured): where a colour-only
    /// change is, for a report to zoom to. Absent from results written before they were measured.
    public var colourChangeRegionCount: Int? = nil
    public var colourChangeRegions: [ChangedRegion]? = nil
    /// The diff image, when requested. Not part of the encoded form.
    public var diffImage: RGBAImage? = nil

    enum CodingKeys: String, CodingKey {
        case width, height, mode, threshold, identical, mismatchedPixels, totalPixels, ignoredPixelCount
        case comparedPixelCount, mismatchRatio, byteDifferentPixelCount, aaPixelCount, densityWindowSize
        case maxWindowDensity, maxWindowDensityOrigin, changedRegionCount, changedRegions, maxDeltaE
        case maxDeltaELocation, colourChangeRegionCount, colourChangeRegions
    }
}
