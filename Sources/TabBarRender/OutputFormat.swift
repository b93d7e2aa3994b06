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

/// A spec together with where it came from, which relative icon and backdrop paths need.
public struct SpecDocument: Sendable {
    public var spec: Spec
    /// How messages name the spec: the path the user typed.
    public var source: String
    /// Folder that relative paths in the spec start from.
    public var baseDirectory: String
    /// The tab order and selection to draw (a `TabBarController`'s); the spec's own when nil.
    public var presentation: TabBarPresentation?

    public init(spec: Spec, source: String, baseDirectory: String, presentation: TabBarPresentation? = nil) {
        self.spec = spec
        self.source = source
        self.baseDirectory = baseDirectory
        self.presentation = presentation
    }
}
