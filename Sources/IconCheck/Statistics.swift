import TabBarImage

extension Statistics {
    /// How many spreads `value` lies from the median (Iglewicz and Hoaglin's modified z-score):
    /// 0.6745 makes the MAD of normally distributed values comparable with a standard deviation.
    static func robustScore(_ value: Double, median: Double, deviation: Double) -> Double {
        0.6745 * (value - median) / deviation
    }
}
