import Foundation
import TabBarRender

/// Measures a set of icon files and compares them with one another.
public struct IconSetChecker: Sendable {
    public var thresholds: IconCheckThresholds
    /// The size findings are judged at; both sizes are always measured.
    public var size: IconSize
    /// Treat `NAME.fill.svg`-style files as selected variants: a set of their own, and paired
    /// with their unselected icons.
    public var pairs: Bool
    /// Threads measuring at once; nil: one per core.
    public var jobs: Int?

    public init(thresholds: IconCheckThresholds = IconCheckThresholds(), size: IconSize = .regular, pairs: Bool = false, jobs: Int? = nil) {
        self.thresholds = thresholds
        self.size = size
        self.pairs = pairs
        self.jobs = jobs
    }

    /// - Parameter files: icon files, named in the report as given.
    /// - Throws: the first file, in the order given, that cannot be read or drawn.
    public func check(_ files: [String]) throws(RenderError) -> IconCheckReport {
        let measurements = try ParallelMeasurement(jobs: jobs).measure(files, filledRatio: thresholds.filledRatio)
        return judge(files, measurements)
    }

    func judge(_ files: [String], _ measurements: [IconMeasurement]) -> IconCheckReport {
        let pairing = pairs ? IconPairing.pair(files) : (groups: [IconGroup](repeating: .all, count: files.count), pairs: [])
        var icons = files.indices.map { index in
            IconReport(file: files[index], group: pairing.groups[index], metrics: measurements[index].metrics, findings: [])
        }
        let iconRules = IconRules(thresholds: thresholds)
        for index in icons.indices {
            icons[index].findings = iconRules.findings(for: measurements[index][size].metrics, format: measurements[index].metrics.format)
        }
        var sets: [SetSummary] = []
        for group in [IconGroup.all, .unselected, .selected] {
            let members = icons.indices.filter { icons[$0].group == group }
            guard !members.isEmpty else { continue }
            let judged = SetRules(thresholds: thresholds).judge(members.map { measurements[$0][size].metrics }, group: group)
            sets.append(judged.summary)
            for (position, index) in members.enumerated() {
                icons[index].findings += judged.findings[position]
            }
        }
        let pairRules = PairRules(thresholds: thresholds)
        for (unselected, selected) in pairing.pairs {
            guard let measured = pairRules.measure(measurements[unselected][size], measurements[selected][size]) else { continue }
            icons[unselected].pair = PairMetrics(partner: files[selected], overlap: measured.overlap, shift: measured.shift)
            icons[selected].pair = PairMetrics(partner: files[unselected], overlap: measured.overlap, shift: measured.shift)
            icons[selected].findings += pairRules.findings(overlap: measured.overlap, shift: measured.shift, partner: files[unselected])
        }
        let all = icons.flatMap(\.findings)
        return IconCheckReport(
            size: size, thresholds: thresholds, sets: sets, icons: icons,
            errors: all.filter { $0.severity == .error }.count,
            warnings: all.filter { $0.severity == .warning }.count)
    }
}

/// Measures files on several threads; each thread loads and draws its own files, since the
/// decoded C objects behind a rasterizer must stay on one thread.
struct ParallelMeasurement {
    let jobs: Int?

    func measure(_ files: [String], filledRatio: Double) throws(RenderError) -> [IconMeasurement] {
        let results = Results(count: files.count)
        let threads = max(1, min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, files.count))
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while let index = results.next() {
                do throws(RenderError) {
                    results.store(.success(try IconMeasurer.measure(files[index], filledRatio: filledRatio)), at: index)
                } catch {
                    results.store(.failure(error), at: index)
                }
            }
        }
        var measurements: [IconMeasurement] = []
        for result in results.all {
            switch result {
            case .success(let measurement): measurements.append(measurement)
            case .failure(let error): throw error
            case nil: throw RenderError.drawing("an icon was not measured")
            }
        }
        return measurements
    }
}

/// Hands out file indices and collects results across threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var results: [Result<IconMeasurement, RenderError>?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func next() -> Int? {
        lock.withLock {
            guard nextIndex < results.count else { return nil }
            defer { nextIndex += 1 }
            return nextIndex
        }
    }

    func store(_ result: Result<IconMeasurement, RenderError>, at index: Int) {
        lock.withLock { results[index] = result }
    }

    var all: [Result<IconMeasurement, RenderError>?] { lock.withLock { results } }
}
