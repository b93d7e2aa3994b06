/// An icon drawn on a square canvas the way the tab bar draws it, with a band of room around
/// the canvas so that ink the tab bar would cut off can still be measured.
public struct IconRaster: Sendable, Equatable {
    /// Straight RGBA; a template image uses only the alpha, the colours tell whether it was drawn as one.
    public var image: RGBAImage
    /// Device pixels per point.
    public var scale: Int
    /// The canvas's side in pixels.
    public var canvasPixels: Int
    /// Where the canvas starts in `image`, in pixels, on both axes (the width of the band around it).
    public var canvasOrigin: Int
    /// Where the file's own bounds (its viewBox, or the PNG's pixels) land, in pixels of `image`:
    /// ink outside it is cut off wherever the icon is used.
    public var pictureFrame: Rect

    public init(image: RGBAImage, scale: Int, canvasPixels: Int, canvasOrigin: Int, pictureFrame: Rect) {
        self.image = image
        self.scale = scale
        self.canvasPixels = canvasPixels
        self.canvasOrigin = canvasOrigin
        self.pictureFrame = pictureFrame
    }
}

/// The kind of file an icon was read from.
public enum IconFormat: String, Sendable, Codable {
    case svg, png
}

/// An icon file that can be drawn at any canvas size and scale: what the icon checks measure and
/// the contact sheet shows. The renderer's `IconRasterizer` is one.
public protocol IconPicture {
    var format: IconFormat { get }
    /// The file's own size in points; nil when it declares none.
    var naturalSize: Size? { get }

    /// The icon fitted into a canvas of `canvas` × `canvas` points at `scale` pixels per point,
    /// as the tab bar fits it into an item's icon frame, with `band` extra pixels on every side.
    func rasterize(canvas: Double, scale: Int, band: Int) throws -> IconRaster
}

extension IconPicture {
    public var naturalSize: Size? { nil }

    /// The icon on its canvas with no room around it.
    public func rasterize(canvas: Double, scale: Int) throws -> IconRaster {
        try rasterize(canvas: canvas, scale: scale, band: 0)
    }
}
