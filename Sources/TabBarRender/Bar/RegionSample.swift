import CCairo
import TabBarModel

/// The mean colour of what a drawing puts in a region, read from a scratch raster of the region
/// alone, so that vector outputs decide the same way pixels do.
enum RegionSample {
    /// - Parameter draw: draws in the same coordinates as the region.
    /// - Returns: nil when the drawing leaves the region transparent.
    static func mean(
        of region: Rect, resolution: Double = 1, draw: (CairoContext) throws(RenderError) -> Void
    ) throws(RenderError) -> Color? {
        let width = max(1, Int((region.width * resolution).rounded(.up)))
        let height = max(1, Int((region.height * resolution).rounded(.up)))
        let surface = try CairoSurface.image(width: width, height: height)
        try surface.drawScratch(of: region, resolution: resolution, draw)
        let stride = Int(cairo_image_surface_get_stride(surface.pointer)) / 4
        let pixels = UnsafeRawPointer(cairo_image_surface_get_data(surface.pointer)!).assumingMemoryBound(to: UInt32.self)
        // Premultiplied: the sums of the channels over the sum of the alphas are the mean colour.
        var sums = (alpha: 0.0, red: 0.0, green: 0.0, blue: 0.0)
        for row in 0..<height {
            for column in 0..<width {
                let pixel = pixels[row * stride + column]
                sums.alpha += Double(pixel >> 24)
                sums.red += Double((pixel >> 16) & 0xFF)
                sums.green += Double((pixel >> 8) & 0xFF)
                sums.blue += Double(pixel & 0xFF)
            }
        }
        guard sums.alpha > 0 else { return nil }
        return Color(red: sums.red / sums.alpha, green: sums.green / sums.alpha, blue: sums.blue / sums.alpha)
    }
}
