/// Everything `tabbar icons check` found: every icon's metrics and findings, and the set's figures.
public struct IconCheckReport: Codable, Equatable, Sendable {
    /// The size the findings were judged at; metrics cover both.
    public var size: IconSize
    public var thresholds: IconCheckThresholds
    public var sets: [SetSummary]
    public var icons: [IconReport]
    public var errors: Int
    public var warnings: Int

    public var hasErrors: Bool { errors > 0 }
}

/// One icon's part of the report.
public struct IconReport: Codable, Equatable, Sendable {
    public var file: String
    public var group: IconGroup
    public var pair: PairMetrics?
    public var metrics: IconMetrics
    public var findings: [IconFinding]
}
