import TabBarImage

/// One icon measured at both sizes: what `IconSetChecker.report` compares.
public struct IconMeasurement: Sendable {
    var metrics: IconMetrics
    var regular: SizeMeasurement
    var compact: SizeMeasurement

    subscript(size: IconSize) -> SizeMeasurement {
        switch size {
        case .regular: regular
        case .compact: compact
        }
    }
}

enum IconMeasurer {
    /// Measures `picture` at the regular and compact sizes, @1x, @2x and @3x.
    static func measure(_ picture: some IconPicture, filledRatio: Double) throws -> IconMeasurement {
        let regular = try SizeMeasurer.measure(picture, size: .regular, filledRatio: filledRatio)
        let compact = try SizeMeasurer.measure(picture, size: .compact, filledRatio: filledRatio)
        return IconMeasurement(
            metrics: IconMetrics(format: picture.format, regular: regular.metrics, compact: compact.metrics),
            regular: regular, compact: compact)
    }
}
