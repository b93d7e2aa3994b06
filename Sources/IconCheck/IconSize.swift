/// The two sizes a tab bar draws icons at.
public enum IconSize: String, CaseIterable, Codable, Sendable {
    /// Portrait iPhone and iPad bars: icons above their titles.
    case regular
    /// Landscape iPhone bars: smaller icons beside their titles.
    case compact

    /// The side of the square the tab bar fits an icon into, in points.
    public var canvas: Double {
        switch self {
        case .regular: 25
        case .compact: 18
        }
    }
}

/// The outline an icon's ink roughly follows. The HIG gives each its own target size so that
/// icons of different shapes look equally large.
public enum ShapeClass: String, Codable, Sendable {
    case circular, square, wide, tall

    /// The HIG's target for this shape, in points: the diameter or side, the width of a wide
    /// icon, the height of a tall one.
    public func target(for size: IconSize) -> Double {
        switch (self, size) {
        case (.circular, .regular): 25
        case (.square, .regular): 23
        case (.wide, .regular): 31
        case (.tall, .regular): 28
        case (.circular, .compact): 18
        case (.square, .compact): 17
        case (.wide, .compact): 23
        case (.tall, .compact): 20
        }
    }

    /// The side of the ink box that the target measures.
    func governingSide(of box: (width: Double, height: Double)) -> Double {
        switch self {
        case .circular, .square: max(box.width, box.height)
        case .wide: box.width
        case .tall: box.height
        }
    }
}

/// Whether an icon is drawn as strokes around open space or as solid shapes.
public enum IconStyle: String, Codable, Sendable {
    case outline, filled
    /// Strokes that close no contour (a minus, a plus, an arrow, a refresh arc): they belong in
    /// an outline set and a filled one alike, so they are not compared for style.
    case line
}
