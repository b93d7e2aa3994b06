import Foundation

/// Numbers as the findings print them.
enum Wording {
    static func points(_ value: Double) -> String {
        String(format: "%.1f pt", value)
    }

    static func percent(_ share: Double) -> String {
        String(format: "%.0f %%", share * 100)
    }

    static func times(_ ratio: Double) -> String {
        String(format: "%.2f×", ratio)
    }

    static func range(_ range: ClosedRange<Double>) -> String {
        String(format: "%.2f–%.2f×", range.lowerBound, range.upperBound)
    }

    static func number(_ value: Double, decimals: Int = 2) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
