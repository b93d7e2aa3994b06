/// How much a finding matters: errors make `tabbar icons check` exit with 1.
public enum IconSeverity: String, Codable, Sendable, Comparable {
    case warning, error

    public static func < (lhs: IconSeverity, rhs: IconSeverity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// What a finding is about.
public enum IconMetric: String, Codable, Sendable, CaseIterable {
    /// The icon draws nothing inside its canvas.
    case empty
    /// The ink box against the HIG target for the icon's shape.
    case size
    /// Ink coverage at the target size against the set.
    case weight
    /// Centre of mass against the canvas centre.
    case centre
    /// Dominant stroke width against the set.
    case stroke
    /// Filled among outline icons, or the reverse.
    case style
    /// Colour inside the ink, which a template image throws away.
    case colour
    /// Several tones inside the ink, which a template image flattens into one.
    case tone
    /// Ink cut off by the viewBox or the image's edge.
    case clipping
    /// Partly covered pixels (blur) at @1x or @2x against the set.
    case sharpness
    /// Selected and unselected variants that do not cover the same shape.
    case overlap
    /// Selected and unselected variants whose ink boxes do not line up.
    case shift
}

/// One thing to change about one icon.
public struct IconFinding: Codable, Equatable, Sendable {
    public var metric: IconMetric
    public var severity: IconSeverity
    /// Which icon, the value against the set's or the target, and what to change.
    public var message: String
    /// The icon's value of the metric, in the unit the message uses.
    public var value: Double?
    /// What the value was compared with: the set's median, a target or a limit.
    public var expected: Double?
    /// The scale of the raster the value comes from, for metrics measured at one scale.
    public var scale: Int?

    public init(
        metric: IconMetric, severity: IconSeverity, message: String, value: Double? = nil,
        expected: Double? = nil, scale: Int? = nil
    ) {
        self.metric = metric
        self.severity = severity
        self.message = message
        self.value = value
        self.expected = expected
        self.scale = scale
    }
}
