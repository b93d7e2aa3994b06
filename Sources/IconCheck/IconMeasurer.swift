import TabBarRender

/// One icon file measured at both sizes.
struct IconMeasurement {
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
    /// Loads `file` and measures it at the regular and compact sizes, @1x, @2x and @3x.
    static func measure(_ file: String, filledRatio: Double) throws(RenderError) -> IconMeasurement {
        let rasterizer = try IconRasterizer(file: file)
        let regular = try SizeMeasurer.measure(rasterizer, size: .regular, filledRatio: filledRatio)
        let compact = try SizeMeasurer.measure(rasterizer, size: .compact, filledRatio: filledRatio)
        return IconMeasurement(
            metrics: IconMetrics(format: rasterizer.format, regular: regular.metrics, compact: compact.metrics),
            regular: regular, compact: compact)
    }
}
