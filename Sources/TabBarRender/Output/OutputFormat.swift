import TabBarModel

/// The file formats a render can produce.
public enum OutputFormat: String, CaseIterable, Sendable {
    case png, svg, pdf

    public var fileExtension: String { rawValue }
}

/// How to render: format, pixel scale, review overlays.
public struct RenderOptions: Sendable, Equatable {
    public var format: OutputFormat
    /// Pixels per point for PNG output; the device's own when nil.
    public var scale: Int?
    /// Overlay each item's hit region, for review.
    public var showHitRegions: Bool

    public init(format: OutputFormat = .png, scale: Int? = nil, showHitRegions: Bool = false) {
        self.format = format
        self.scale = scale
        self.showHitRegions = showHitRegions
    }
}
