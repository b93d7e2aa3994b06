import TabBarImage

/// One icon measured at one size, with the silhouette the pair checks compare.
struct SizeMeasurement {
    var metrics: SizeMetrics
    /// The silhouette at `geometryScale`, `side` × `side` pixels of the canvas.
    var silhouette: [Bool]
    var side: Int
}

/// Measures an icon at one size from rasters drawn as the tab bar draws them.
///
/// Geometry comes from the @3x raster, the finest a device uses; blur from the @1x and @2x
/// ones, where the pixel grid shows.
enum SizeMeasurer {
    static let geometryScale = 3
    /// Less ink than this (pt²) is no icon at all.
    static let minimumInk = 0.25
    /// An ink box this much wider than tall (or the reverse) is a wide (tall) shape.
    static let elongation = 1.2
    /// Gaps in the ink up to twice this share of the canvas are closed before the silhouette's
    /// holes are filled, so an open outline (an arc, a tray) still encloses its shape.
    static let closingShare = 0.15
    /// A filled icon covers at least this share of its convex hull (a five-pointed star about 0.5).
    static let minimumFilledHullRatio = 0.4
    /// Gaps up to twice this share of the canvas still close a contour (an outline circle drawn
    /// with a hairline break); a refresh arc's gap, a quarter of its size, does not.
    static let contourClosingShare = 0.04
    /// A drawing with less open space than this inside its closed contours encloses nothing...
    static let maximumLineEnclosure = 0.1
    /// ...and one whose thickest part is at most this share of its size is lines: a minus, an
    /// arrow, an arc (Papirus's refresh arc with its head 0.27, Bootstrap's note 0.28). A filled
    /// star, envelope or handset holds a far larger disc (0.35 and more). Calling a solid glyph a
    /// line only leaves it out of the style comparison; the reverse made arrows style errors.
    static let maximumLineThickness = 0.3

    static func measure(
        _ picture: some IconPicture, size: IconSize, filledRatio: Double
    ) throws -> SizeMeasurement {
        let canvas = size.canvas
        let scale = Double(geometryScale)
        // Room around the canvas: ink beyond it is what the tab bar would cut off.
        let band = Int((canvas * scale / 4).rounded())
        let raster = try picture.rasterize(canvas: canvas, scale: geometryScale, band: band)
        let side = raster.canvasPixels
        let plane = CoveragePlane(raster.image, origin: band, side: side)
        let tone = InkTone(raster.image, origin: band, side: side)
        let inkArea = plane.total / (scale * scale)

        var metrics = SizeMetrics(
            canvas: canvas,
            pictureSize: Size(width: rounded(raster.pictureFrame.width / scale), height: rounded(raster.pictureFrame.height / scale)),
            inkBox: nil, inkArea: rounded(inkArea), colourShare: rounded(tone.colourShare),
            typicalColour: tone.typicalColour, offToneShare: rounded(tone.offToneShare),
            clippedArea: rounded(clippedArea(raster) / (scale * scale)),
            edgeContact: picture.format == .png ? rounded(edgeContact(raster) / scale) : 0,
            atNaturalSize: picture.naturalSize.map { natural in
                abs(natural.width * scale - raster.pictureFrame.width) < 0.01 && abs(natural.height * scale - raster.pictureFrame.height) < 0.01
            } ?? false)
        let whole = CoveragePlane(raster.image, origin: 0, side: raster.image.width)
        if let reach = InkBox(whole) {
            let gaps = [reach.minX, reach.minY, Double(raster.image.width) - reach.maxX, Double(raster.image.width) - reach.maxY]
            metrics.margin = rounded((gaps.min()! - Double(band)) / scale)
        }
        if let grid = PixelGrid(try picture.rasterize(canvas: canvas, scale: 1)) {
            metrics.partialShare1x = rounded(grid.partialShare)
            metrics.softEdgeShare1x = rounded(grid.softEdgeShare)
        }
        if let grid = PixelGrid(try picture.rasterize(canvas: canvas, scale: 2)) {
            metrics.partialShare2x = rounded(grid.partialShare)
            metrics.softEdgeShare2x = rounded(grid.softEdgeShare)
        }

        let solid = plane.solid
        let silhouette = Silhouette.make(solid, side: side, closingRadius: closingShare * canvas * scale)
        guard inkArea >= minimumInk, let box = InkBox(plane) else {
            return SizeMeasurement(metrics: metrics, silhouette: silhouette, side: side)
        }
        let boxInPoints = (width: box.width / scale, height: box.height / scale)
        metrics.inkBox = Rect(
            x: rounded(box.minX / scale), y: rounded(box.minY / scale),
            width: rounded(boxInPoints.width), height: rounded(boxInPoints.height))

        let shape = classify(box: box, silhouette: silhouette, side: side)
        let target = shape.target(for: size)
        let effectiveTarget = min(target, canvas)
        let governing = shape.governingSide(of: boxInPoints)
        let enlargement = effectiveTarget / governing
        metrics.shape = shape
        metrics.target = target
        metrics.effectiveTarget = effectiveTarget
        metrics.sizeRatio = rounded(governing / effectiveTarget)
        metrics.weight = rounded(inkArea * enlargement * enlargement / (canvas * canvas))

        let centre = centreOfMass(plane)
        metrics.centreOfMass = Point(x: rounded(centre.x / scale), y: rounded(centre.y / scale))
        let offset = Point(x: centre.x / scale - canvas / 2, y: centre.y / scale - canvas / 2)
        metrics.centreOffset = Point(x: rounded(offset.x), y: rounded(offset.y))
        metrics.centreDistance = rounded((offset.x * offset.x + offset.y * offset.y).squareRoot())
        let boxOffset = Point(x: (box.minX + box.maxX) / 2 / scale - canvas / 2, y: (box.minY + box.maxY) / 2 / scale - canvas / 2)
        metrics.boxOffset = Point(x: rounded(boxOffset.x), y: rounded(boxOffset.y))
        metrics.boxDistance = rounded((boxOffset.x * boxOffset.x + boxOffset.y * boxOffset.y).squareRoot())

        if let width = StrokeWidth.dominantWidth(plane) {
            metrics.strokeWidthAsDrawn = rounded(width / scale)
            metrics.strokeWidth = rounded(width / scale * enlargement)
        }
        let silhouetteArea = Double(silhouette.lazy.filter { $0 }.count)
        let hullArea = ConvexHull.area(solid, side: side)
        if silhouetteArea > 0, hullArea > 0 {
            let ratio = min(1, plane.total / silhouetteArea)
            let hullRatio = min(1, plane.total / hullArea)
            metrics.fillRatio = rounded(ratio)
            metrics.hullRatio = rounded(hullRatio)
            // Ink share alone calls a minus filled and a refresh arc outline: first ask whether
            // the strokes close any contour, and whether they are thin for the drawing's size.
            let contours = Silhouette.make(solid, side: side, closingRadius: contourClosingShare * canvas * scale)
            let contourArea = Double(contours.lazy.filter { $0 }.count)
            let solidArea = Double(solid.lazy.filter { $0 }.count)
            let enclosed = contourArea > 0 ? max(0, contourArea - solidArea) / contourArea : 0
            // The widest disc the ink holds, not the dominant stroke: a star's points and a
            // gear's teeth make a solid shape's median width small.
            let deepest = Double(DistanceTransform.squaredDistances(inside: solid, side: side).max() ?? 0).squareRoot()
            let thickness = 2 * deepest / scale / shape.governingSide(of: boxInPoints)
            metrics.enclosedShare = rounded(enclosed)
            metrics.thickness = rounded(thickness)
            if enclosed < maximumLineEnclosure, thickness <= maximumLineThickness {
                metrics.style = .line
            } else {
                metrics.style = ratio >= filledRatio && hullRatio >= minimumFilledHullRatio ? .filled : .outline
            }
        }
        return SizeMeasurement(metrics: metrics, silhouette: silhouette, side: side)
    }

    /// Wide or tall by the box's proportions; otherwise whichever of the inscribed ellipse and
    /// the box itself the silhouette matches better (intersection over union).
    static func classify(box: InkBox, silhouette: [Bool], side: Int) -> ShapeClass {
        if box.width >= box.height * elongation { return .wide }
        if box.height >= box.width * elongation { return .tall }
        let centreX = (box.minX + box.maxX) / 2
        let centreY = (box.minY + box.maxY) / 2
        let radiusX = box.width / 2
        let radiusY = box.height / 2
        var inBox = 0, inSilhouette = 0, inEllipse = 0, inBoth = 0
        for y in 0..<side {
            let py = Double(y) + 0.5
            guard py >= box.minY, py <= box.maxY else { continue }
            for x in 0..<side {
                let px = Double(x) + 0.5
                guard px >= box.minX, px <= box.maxX else { continue }
                inBox += 1
                let dx = (px - centreX) / radiusX
                let dy = (py - centreY) / radiusY
                let ellipse = dx * dx + dy * dy <= 1
                let filled = silhouette[y * side + x]
                if ellipse { inEllipse += 1 }
                if filled { inSilhouette += 1 }
                if ellipse && filled { inBoth += 1 }
            }
        }
        guard inBox > 0 else { return .circular }
        let matchesBox = Double(inSilhouette) / Double(inBox)
        let matchesEllipse = Double(inBoth) / Double(inSilhouette + inEllipse - inBoth)
        return matchesBox > matchesEllipse ? .square : .circular
    }

    /// In pixels of the plane.
    static func centreOfMass(_ plane: CoveragePlane) -> Point {
        var sum = 0.0, sumX = 0.0, sumY = 0.0
        for y in 0..<plane.side {
            for x in 0..<plane.side {
                let value = Double(plane.values[y * plane.side + x])
                sum += value
                sumX += value * (Double(x) + 0.5)
                sumY += value * (Double(y) + 0.5)
            }
        }
        return Point(x: sumX / sum, y: sumY / sum)
    }

    /// Coverage outside the picture frame, each pixel weighted by how much of it lies outside (px²).
    /// Pixels less than a quarter covered are left out: a shape ending on the edge leaves such
    /// a trace of anti-aliasing beyond it, and nothing a designer would call cut off.
    static func clippedArea(_ raster: IconRaster) -> Double {
        let frame = raster.pictureFrame
        let image = raster.image
        var outside = 0.0
        for y in 0..<image.height {
            let overlapY = max(0, min(Double(y + 1), frame.maxY) - max(Double(y), frame.minY))
            for x in 0..<image.width {
                let alpha = image.pixels[(y * image.width + x) * 4 + 3]
                guard alpha >= 64 else { continue }
                let overlapX = max(0, min(Double(x + 1), frame.maxX) - max(Double(x), frame.minX))
                outside += Double(alpha) / 255 * (1 - overlapX * overlapY)
            }
        }
        return outside
    }

    /// Pixels along the inside of the picture frame's border that are at least half covered (px).
    static func edgeContact(_ raster: IconRaster) -> Double {
        let frame = raster.pictureFrame
        let image = raster.image
        let left = Int(frame.minX.rounded(.up)), right = Int(frame.maxX.rounded(.down)) - 1
        let top = Int(frame.minY.rounded(.up)), bottom = Int(frame.maxY.rounded(.down)) - 1
        guard left < right, top < bottom else { return 0 }
        func covered(_ x: Int, _ y: Int) -> Bool { image.pixels[(y * image.width + x) * 4 + 3] >= 128 }
        var count = 0
        for x in left...right {
            if covered(x, top) { count += 1 }
            if covered(x, bottom) { count += 1 }
        }
        for y in (top + 1)..<bottom {
            if covered(left, y) { count += 1 }
            if covered(right, y) { count += 1 }
        }
        return Double(count)
    }
}

/// Four decimals: finer than any measurement here, and JSON stays readable.
func rounded(_ value: Double) -> Double {
    (value * 10_000).rounded() / 10_000
}
