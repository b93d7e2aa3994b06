/// Robust summaries of a set's values: the median and the median absolute deviation resist
/// the very outliers the checks look for.
enum Statistics {
    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Median absolute deviation from the median.
    static func medianAbsoluteDeviation(_ values: [Double]) -> Double? {
        guard let centre = median(values) else { return nil }
        return median(values.map { abs($0 - centre) })
    }

    /// How many spreads `value` lies from the median (Iglewicz and Hoaglin's modified z-score):
    /// 0.6745 makes the MAD of normally distributed values comparable with a standard deviation.
    static func robustScore(_ value: Double, median: Double, deviation: Double) -> Double {
        0.6745 * (value - median) / deviation
    }
}
