import CCairo
import Foundation
import TabBarImage
import TabBarModel

/// Reads one icon file with the renderer's own checks (size limits, no external references) and
/// draws it at any canvas size and scale.
///
/// Holds the decoded file (a librsvg handle or a Cairo surface), so it is not Sendable: make one
/// on the thread that uses it.
public final class IconRasterizer: IconPicture {
    private let source: ImageSource
    /// The file as the caller named it.
    public let file: String
    public let format: IconFormat
    public let naturalSize: Size?
    /// How a bar would size the picture: as a spec's tab names it, or nil to fit it to the
    /// canvas (a set of files judged as drawings, whatever size they were exported at).
    private let drawing: (reference: IconReference, sizing: IconSizing, natural: Size?)?

    /// - Parameter drawnAs: the reference a spec's tab draws the file by, and the spec's sizing:
    ///   the picture is then drawn on the canvas at the size `IconDrawing` gives it in the bar.
    /// - Throws: `RenderError.input` naming `file` when it is missing, not an SVG, PNG or PDF,
    ///   too large, or refers to other files.
    public init(file: String, drawnAs: (reference: IconReference, sizing: IconSizing)? = nil) throws(RenderError) {
        self.file = file
        let url = URL(fileURLWithPath: file)
        source = try ImageSource.load(url, limits: .icon) { message in
            .input(SpecError(file: file, path: "", message: Self.withoutLeadingPath(message, url: url)))
        }
        format = source.isVector ? .svg : .png
        let natural = BarIcon.naturalSize(of: source, file: file)
        naturalSize = natural
        drawing = drawnAs.map { ($0.reference, $0.sizing, natural) }
    }

    /// The loader's messages start with the absolute path ("/x/a.svg is not a valid SVG"); the
    /// error already names the file, so it reads "a.svg: not a valid SVG".
    private static func withoutLeadingPath(_ message: String, url: URL) -> String {
        for prefix in [url.path + ": ", url.path + " is ", url.path + " "] where message.hasPrefix(prefix) {
            return String(message.dropFirst(prefix.count))
        }
        return message
    }

    /// Draws the icon on a canvas of `points` × `points` (the symbol box) at `scale`, as the tab
    /// bar draws it there, with `band` extra pixels of room on every side.
    public func rasterize(canvas points: Double, scale: Int, band: Int) throws(RenderError) -> IconRaster {
        let side = Int((points * Double(scale)).rounded())
        guard side > 0, scale > 0, band >= 0 else {
            throw .drawing("an icon canvas of \(points) pt at @\(scale)x has no pixels")
        }
        let full = side + 2 * band
        let surface = try CairoSurface.image(width: full, height: full)
        let context = CairoContext(surface)
        let canvas = Rect(x: Double(band), y: Double(band), width: Double(side), height: Double(side))
        let pixels = Double(scale)
        let frame = drawing.map { drawing in
            // A file's natural size is in points, so in pixels here; an `sf:` drawing's is in
            // Ionicons' units, which IconDrawing relates to the symbol box whatever its scale.
            let natural: Size? = if case .sf = drawing.reference { drawing.natural } else {
                drawing.natural.map { Size(width: $0.width * pixels, height: $0.height * pixels) }
            }
            return IconDrawing.frame(in: canvas, reference: drawing.reference, natural: natural, sizing: drawing.sizing)
        } ?? canvas
        try source.draw(fitting: frame, on: context)
        try context.checkStatus()
        cairo_surface_flush(surface.pointer)
        return IconRaster(
            image: Self.straightRGBA(surface, side: full), scale: scale, canvasPixels: side,
            canvasOrigin: band, pictureFrame: Self.fitted(aspectRatio: source.aspectRatio, in: frame))
    }

    /// The rectangle `draw(fitting:)` gives a picture of this aspect ratio.
    private static func fitted(aspectRatio: Double?, in rect: Rect) -> Rect {
        guard let ratio = aspectRatio, ratio > 0, ratio.isFinite else { return rect }
        let width = min(rect.width, rect.height * ratio)
        let height = width / ratio
        return Rect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
    }

    /// Cairo keeps premultiplied native-endian ARGB32; callers get straight RGBA bytes, converted
    /// as every other render is.
    private static func straightRGBA(_ surface: CairoSurface, side: Int) -> RGBAImage {
        RGBAImage(
            premultipliedARGB32: cairo_image_surface_get_data(surface.pointer)!, width: side, height: side,
            stride: Int(cairo_image_surface_get_stride(surface.pointer)))
    }
}
