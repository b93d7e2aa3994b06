import Dispatch
import Foundation
import TabBarImage

/// Wall-clock samples and their summary, as every benchmark prints them.
public enum Timing {
    /// Milliseconds (monotonic clock) of each of `iterations` runs of `body`.
    public static func samples(_ iterations: Int, _ body: () throws -> Void) rethrows -> [Double] {
        var samples: [Double] = []
        for _ in 0..<max(1, iterations) {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return samples
    }

    /// "median 12.30 ms (p10 11.90, p90 13.40; 200 runs)".
    public static func spread(_ samples: [Double], unit: String) -> String {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return "no runs" }
        func at(_ fraction: Double) -> String {
            String(format: "%.2f", sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction + 0.5))])
        }
        return "median \(String(format: "%.2f", Statistics.median(sorted) ?? 0)) \(unit) (p10 \(at(0.1)), p90 \(at(0.9)); \(sorted.count) runs)"
    }
}
