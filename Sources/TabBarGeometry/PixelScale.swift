/// Pixels per point, as iOS devices have them: 1, 2 or 3. The one rule for every place a number
/// becomes a scale (a custom device, `--scale`, `--sheet-scale`, a file's `@2x`, the layout).
public struct PixelScale: Hashable, Sendable {
    public static let allowed = 1...3

    public let value: Int

    /// - Returns: nil for a number that is no device's scale.
    public init?(_ value: Int) {
        guard Self.allowed.contains(value) else { return nil }
        self.value = value
    }

    /// What a refusal says: `expected 1, 2 or 3, got 4`.
    public static func expectation(got value: Int) -> String {
        "expected 1, 2 or 3, got \(value)"
    }
}
