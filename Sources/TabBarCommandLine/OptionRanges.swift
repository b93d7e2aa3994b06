import ArgumentParser

/// The ranges numeric options accept: wide enough for any real use, narrow enough that nothing
/// derived from them (threads, buffers, loop counts) can overflow or exhaust the machine.
public enum OptionRange {
    public static let jobs = 1...256
    public static let repeats = 1...10_000
    public static let iterations = 1...100_000
    public static let batch = 1...1_000_000
    public static let window = 1...1024
    public static let deltaE = 0.0...1000.0

    /// `--name: expected LOW to HIGH, got VALUE` when the value is given and outside the range.
    public static func check<Value: Comparable>(_ value: Value?, _ range: ClosedRange<Value>, _ name: String) throws {
        guard let value, !range.contains(value) else { return }
        throw ValidationError("\(name): expected \(range.lowerBound) to \(range.upperBound), got \(value)")
    }

    /// Counts and limits of pixels: any number of 0 or more.
    public static func checkNotNegative(_ value: Int?, _ name: String) throws {
        if let value, value < 0 { throw ValidationError("\(name): expected 0 or more, got \(value)") }
    }
}
