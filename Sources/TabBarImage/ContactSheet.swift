/// A grid of icons, each on its canvas with what was measured drawn over it, so that a designer
/// sees at a glance which icon is off and how. The icon checks decide what it shows; the renderer
/// draws it (`png(fonts:)`).
public struct ContactSheet: Sendable {
    /// One icon's square. Lengths are in points on the icon's canvas, origin at its top-left corner.
    public struct Cell: Sendable {
        public var title: String
        /// The icon drawn on its canvas at the sheet's `pixelsPerPoint`, with `band` pixels of
        /// room around the canvas; only its alpha is used. Ink in the band is what the tab bar
        /// cuts off, and is drawn in red.
        public var icon: RGBAImage
        public var band: Int
        public var inkBox: Rect?
        /// Where the ink would sit at its HIG target size, centred on the canvas.
        public var targetBox: Rect?
        /// Draw the target as an ellipse (a circular icon's) rather than a rectangle.
        public var targetIsRound: Bool
        public var centreOfMass: Point?
        /// Names of the metrics with error findings, then with warnings; a cell with errors is
        /// outlined in red, one with only warnings in dashed orange, any other not at all.
        public var errors: [String]
        public var warnings: [String]

        public init(
            title: String, icon: RGBAImage, band: Int = 0, inkBox: Rect?, targetBox: Rect?, targetIsRound: Bool,
            centreOfMass: Point?, errors: [String], warnings: [String]
        ) {
            self.title = title
            self.icon = icon
            self.band = band
            self.inkBox = inkBox
            self.targetBox = targetBox
            self.targetIsRound = targetIsRound
            self.centreOfMass = centreOfMass
            self.errors = errors
            self.warnings = warnings
        }
    }

    /// What is true of the whole set, said once under the title rather than on every cell.
    public struct Note: Sendable, Equatable {
        public var text: String
        public var isError: Bool

        public init(text: String, isError: Bool) {
            self.text = text
            self.isError = isError
        }
    }

    public var title: String
    public var notes: [Note]
    /// The side of every icon's canvas, in points.
    public var canvas: Double
    public var pixelsPerPoint: Int
    public var columns: Int
    public var cells: [Cell]

    public init(title: String, notes: [Note] = [], canvas: Double, pixelsPerPoint: Int, columns: Int, cells: [Cell]) {
        self.title = title
        self.notes = notes
        self.canvas = canvas
        self.pixelsPerPoint = pixelsPerPoint
        self.columns = max(1, columns)
        self.cells = cells
    }
}
