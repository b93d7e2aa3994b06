/// The limits the findings use. The defaults follow the HIG's advice on consistent icons;
/// every one can be changed from the command line.
public struct IconCheckThresholds: Codable, Equatable, Sendable {
    /// Dominant stroke width over the set's median (outline icons).
    public var strokeRatio: ClosedRange<Double> = 0.8...1.25
    /// The ink box's governing side over the shape's target: for a set of three or more, its
    /// median; for fewer, each icon.
    public var sizeRatio: ClosedRange<Double> = 0.9...1.05
    /// Each icon's size ratio over its set's median, in a set of three or more. Real sets spread
    /// their sizes around it (Bootstrap's calendar 1.17× its median); a
    /// drawing scaled to 70 % falls outside.
    public var sizeSpread: ClosedRange<Double> = 0.8...1.25
    /// The smallest a line (a minus, a plus, an arrow) may be, over the target or the set's
    /// median: every real set draws such glyphs small (Ionicons' plus 0.71× its median, Breeze's
    /// minus 0.59×).
    public var smallestLine = 0.5
    /// Visual weight over the set's median (icons of the set's style).
    /// Real sets' weights differ with what they show (Bootstrap's printer is 1.8× its median,
    /// the three dots of a filled share glyph 0.43×); a filled icon among outlines, or strokes twice as heavy, are the
    /// style and stroke checks' to find. So only a weight beyond these is reported.
    public var weightRatio: ClosedRange<Double> = 0.4...2.0
    /// Largest distance between the ink box's centre and the canvas centre, in points. Real
    /// sets place their drawings within about 1 pt (Breeze's edit-copy 1.1 pt); their centres
    /// of mass lie up to 4.6 pt off on purpose (Bootstrap's download tray), so those are not judged.
    public var centreTolerance = 1.5
    /// Largest share of soft straight-edge pixels above the set's median, at @1x and @2x.
    public var sharpnessExcess = 0.1
    /// Largest area of ink outside the file's bounds, in points² (anti-aliasing leaves a trace).
    public var clippedArea = 0.05
    /// Longest stretch of a PNG's border the ink may cover, in points.
    public var edgeContact = 1.0
    /// Largest share of the ink in colour, or in another tone.
    public var colourShare = 0.02
    /// Ink over silhouette at and above which an icon counts as filled.
    public var filledRatio = 0.65
    /// A style is the set's rule, and an icon of the other style an error, only when at least
    /// this share of at least `styleMinimumSet` icons has it; real sets mix on purpose below that.
    public var styleMajority = 0.8
    public var styleMinimumSet = 8
    /// ...and only when the icon's ink cover lies this far beyond every icon of the set's style,
    /// so that a bar or a triangle drawn as lightly as the set's arrows is not called filled.
    public var styleMargin = 0.15
    /// Sets at least this large are also judged by robust statistics (median and MAD).
    public var robustMinimumSet = 8
    /// Largest robust z-score (distance from the median in MADs, scaled) before a value stands out.
    public var robustScore = 3.5
    /// Smallest silhouette overlap (intersection over union) of a selected/unselected pair.
    public var pairOverlap = 0.8
    /// Largest distance between the ink box centres of a pair, in points.
    public var pairShift = 1.0

    public init() {}
}
