/// Robust summaries of measured values (pixel colours, icon metrics, benchmark timings): the
/// median and the median absolute deviation resist the very outliers the checks look for.
public enum Statistics {
    /// The middle value; for an even count, the mean of the two middle values.
    public static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Median absolute deviation from the median.
    public static func medianAbsoluteDeviation(_ values: [Double]) -> Double? {
        guard let centre = median(values) else { return nil }
        return median(values.map { abs($0 - centre) })
    }
}
