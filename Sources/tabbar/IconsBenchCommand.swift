import ArgumentParser
import Foundation
import IconCheck
import TabBarBenchmarks
import TabBarImage
import TabBarRender

struct IconsBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure how fast a folder of icons is checked (build with -c release).",
        discussion: """
            Writes a folder of generated 25 pt SVG icons (outlines, filled shapes, stars, curves, \
            in varied sizes and strokes) to a temporary folder, then times the whole check of it: \
            loading, drawing at both sizes at @1x, @2x and @3x, measuring and judging, on every core.

            Example:
              swift build -c release && .build/release/tabbar icons bench --count 1000
            """)

    @Option(help: "Icons in the generated folder.")
    var count = 1000

    @Option(help: "Times to check the folder; the median is reported.")
    var runs = 3

    @Option(help: "Threads measuring at once. Default: one per core.")
    var jobs: Int?

    func validate() throws {
        try OptionRange.check(count, OptionRange.iterations, "--count")
        try OptionRange.check(runs, OptionRange.repeats, "--runs")
        try OptionRange.check(jobs, OptionRange.jobs, "--jobs")
    }

    func run() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tabbar-icons-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var generator = BenchmarkIcons()
        var files: [String] = []
        for index in 0..<count {
            let url = folder.appendingPathComponent(String(format: "icon-%04d.svg", index))
            try Data(generator.next().utf8).write(to: url)
            files.append(url.path)
        }
        let checker = IconSetChecker()
        var last: IconCheckReport?
        let seconds = try Timing.samples(runs) {
            do {
                last = try IconFileCheck.check(files, with: checker, jobs: jobs)
            } catch {
                throw CommandFailure.invalidInput("\(error)")
            }
        }.map { $0 / 1000 }.sorted()
        let threads = WorkQueue(jobs: jobs).threads(for: count)
        let median = Statistics.median(seconds) ?? 0
        print(String(
            format: "%d SVG icons checked at 2 sizes × 3 scales on %d threads: median %.2f s (best %.2f s, %d runs); %.2f ms per icon per thread; %d errors, %d warnings",
            count, threads, median, seconds[0], runs, median * 1000 * Double(threads) / Double(count),
            last?.errors ?? 0, last?.warnings ?? 0))
    }
}

/// Varied, deterministic 25 pt icons: the same count always gives the same files.
struct BenchmarkIcons {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// A number in 0..<1 (SplitMix64).
    private mutating func random() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }

    private mutating func between(_ low: Double, _ high: Double) -> String {
        String(format: "%.2f", low + (high - low) * random())
    }

    mutating func next() -> String {
        let stroke = between(1.6, 2.4)
        let shapes: String
        switch Int(random() * 6) {
        case 0:
            shapes = "<circle cx=\"\(between(12, 13))\" cy=\"\(between(12, 13))\" r=\"\(between(9, 11))\"/><path d=\"M12.5 \(between(6, 8)) V12.5 L\(between(15, 17)) 15\"/>"
        case 1:
            shapes = "<rect x=\"\(between(2, 3))\" y=\"\(between(2, 3))\" width=\"\(between(19, 20))\" height=\"\(between(19, 20))\" rx=\"\(between(3, 6))\"/><path d=\"M7 12.5 H18 M12.5 7 V18\"/>"
        case 2:
            var points: [String] = []
            let outer = 10 + random() * 1.5
            for corner in 0..<10 {
                let angle = Double(corner) * .pi / 5 - .pi / 2
                let radius = corner % 2 == 0 ? outer : outer * 0.45
                points.append(String(format: "%.2f %.2f", 12.5 + radius * cos(angle), 12.8 + radius * sin(angle)))
            }
            shapes = "<path d=\"M\(points.joined(separator: " L")) Z\"/>"
        case 3:
            shapes = "<path fill=\"#000\" stroke=\"none\" fill-rule=\"evenodd\" d=\"M12.5 1.5 A11 11 0 1 1 12.49 1.5 Z M12.5 \(between(6, 8)) A5 5 0 1 0 12.51 \(between(6, 8)) Z\"/>"
        case 4:
            shapes = "<circle cx=\"10.75\" cy=\"10.75\" r=\"\(between(7.5, 8.5))\"/><path d=\"M17 17 L\(between(22, 23.5)) \(between(22, 23.5))\"/>"
        default:
            shapes = "<path d=\"M2.5 \(between(14, 15)) V18.5 A2.5 2.5 0 0 0 5 21 H20 A2.5 2.5 0 0 0 22.5 18.5 V\(between(14, 15)) M12.5 2 V\(between(13, 15)) M\(between(7, 8)) 9 L12.5 \(between(14, 15)) L\(between(17, 18)) 9\"/>"
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="25" height="25" viewBox="0 0 25 25">\
            <g fill="none" stroke="#000" stroke-width="\(stroke)" stroke-linecap="round" stroke-linejoin="round">\(shapes)</g></svg>

            """
    }
}
