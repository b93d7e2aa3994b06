import TabBarImage

/// Everything measured about one icon at one size. Lengths are in points on the canvas the tab
/// bar fits the icon into (origin at its top-left corner); shares are 0…1.
public struct SizeMetrics: Codable, Equatable, Sendable {
    /// The side of the canvas: the symbol box the bar draws the icon in.
    public var canvas: Double
    /// The size the picture is drawn at on the canvas: fitted to it, or a spec's file at the
    /// natural size its bar draws it at.
    public var pictureSize: Size
    /// The ink's extent on the canvas; nil when the icon draws nothing there.
    public var inkBox: Rect?
    /// Coverage summed over the canvas (pt²).
    public var inkArea: Double
    public var shape: ShapeClass?
    /// The HIG's target for the shape.
    public var target: Double?
    /// The target, capped at the canvas: the tab bar never draws an icon larger than its canvas.
    public var effectiveTarget: Double?
    /// The ink box's side that the target measures, over the effective target.
    public var sizeRatio: Double?
    /// Visual weight: the share of the canvas the ink would cover once scaled so its box meets
    /// the target, so icons drawn on different canvases and at different sizes compare fairly.
    public var weight: Double?
    /// Centre of mass of the coverage.
    public var centreOfMass: Point?
    /// Centre of mass minus the canvas centre (x right, y down). Real sets leave it 2–4 pt off
    /// on purpose (a paper plane, a download tray), so it is reported, not judged.
    public var centreOffset: Point?
    public var centreDistance: Double?
    /// The ink box's centre minus the canvas centre: where the drawing is placed, which the
    /// centring check judges.
    public var boxOffset: Point?
    public var boxDistance: Double?
    /// Dominant stroke width once the icon is scaled to its target.
    public var strokeWidth: Double?
    /// Dominant stroke width as drawn on the canvas.
    public var strokeWidthAsDrawn: Double?
    /// Ink over the silhouette (the ink with gaps up to 15 % of the canvas closed and holes
    /// filled): near 1 for a filled icon.
    public var fillRatio: Double?
    /// Ink over its convex hull: low for an outline, even an open one that encloses nothing.
    public var hullRatio: Double?
    /// Share of the drawing's closed contours (gaps up to 2 pt bridged, nothing more) that is
    /// open space inside them: zero for strokes that enclose nothing.
    public var enclosedShare: Double?
    /// The widest disc the ink holds, over the ink box's governing side: small for a drawn line.
    public var thickness: Double?
    public var style: IconStyle?
    /// Share of the ink in colour rather than grey.
    public var colourShare: Double
    /// The average colour of the coloured ink.
    public var typicalColour: String?
    /// Share of the ink in a clearly different lightness from the rest.
    public var offToneShare: Double
    /// Ink outside the file's own bounds (its viewBox), which is cut off (pt²); faint
    /// anti-aliasing (under a quarter covered) does not count.
    public var clippedArea: Double
    /// For a PNG: how much of the image's border the ink covers, a sign it was cropped (pt).
    public var edgeContact: Double
    /// Smallest gap between the ink (including any beyond the canvas) and the canvas's edges;
    /// negative when ink crosses an edge.
    public var margin: Double?
    /// Share of the ink's pixels that are only partly covered, at @1x and @2x: blur, from
    /// curves and diagonals as well as from edges between pixels.
    public var partialShare1x: Double?
    public var partialShare2x: Double?
    /// Share of the ink's pixels partly covered along straight horizontal and vertical edges:
    /// the blur that moving those edges onto the pixel grid would remove.
    public var softEdgeShare1x: Double?
    public var softEdgeShare2x: Double?
    /// True when the picture is drawn at its natural size, where its edges fall where its
    /// designer put them; a file scaled by another factor cannot be on the pixel grid, so its
    /// blur is not judged.
    public var atNaturalSize: Bool
}

extension SizeMetrics {
    /// True for a spec's file the bar draws at its natural size rather than fitted to the canvas.
    var drawnAtOwnSize: Bool {
        abs(max(pictureSize.width, pictureSize.height) - canvas) > 0.01
    }

    /// What to change for a file whose drawn size is wrong: its export, not its drawing.
    var exportAdvice: String {
        "the bar draws this file at its natural \(Wording.number(pictureSize.width, decimals: 1))×\(Wording.number(pictureSize.height, decimals: 1)) pt: give the file a size of \(Wording.points(canvas)) (its width and height, or its pixels over its @2x/@3x scale), or let the spec fit it (iconSizing: fit)"
    }
}

/// One icon file, measured at every size.
public struct IconMetrics: Codable, Equatable, Sendable {
    public var format: IconFormat
    public var regular: SizeMetrics
    public var compact: SizeMetrics

    public subscript(size: IconSize) -> SizeMetrics {
        switch size {
        case .regular: regular
        case .compact: compact
        }
    }
}
