import Foundation
import TabBarImage

/// `tabbar diff` as a user runs it, one whole process a comparison, on the pairs of issue 29 (a
/// changed tint on an @3x iPhone screen, identical screens, 2048² noise, a 4096² UI-like pair, noise
/// that differs everywhere), and `tabbar --version`; beside odiff when one is given, run in turn with
/// the same PNGs and the same semantics (odiff's `--antialiasing` is pixelmatch's rule, tabbar's
/// default; tabbar's `--include-aa` is odiff's default).
public enum DiffProcessBenchmark {
    /// One comparison: the PNGs and each tool's arguments after the program.
    public struct Pair: Sendable {
        public var name: String
        public var tabbar: [String]
        public var odiff: [String]
        /// Whole processes of a few tens of milliseconds at most, whose median wants more runs to
        /// hold still on a shared machine than the large pairs' do.
        public var isQuick = false
    }

    /// The screen the screen pairs are rendered from (an iPhone 15, 1179×2556 at @3x): a large
    /// title, nine rows with icons, five tabs, in `tint`.
    public static func screenSpec(tint: String) -> String {
        let rows = ["Playlists", "Artists", "Albums", "Songs", "Made for You", "TV & Movies", "Music Videos", "Genres", "Downloaded"]
        return """
            device: iphone-15
            ios: 26
            tint: "\(tint)"
            selected: 3
            navigationBar:
              title: Library
              largeTitle: true
              rightItems: [{ title: Edit }]
            content:
              rows:
            \(rows.map { "    - { title: \($0), icon: \"sf:music.note\", chevron: true }" }.joined(separator: "\n"))
            tabs:
              - { title: Home, icon: "sf:house.fill" }
              - { title: Browse, icon: "sf:square.grid.2x2.fill" }
              - { title: Radio, icon: "sf:speaker.wave.2.fill" }
              - { title: Library, icon: "sf:square.stack.fill" }
              - { title: Search, icon: "sf:magnifyingglass", role: search }

            """
    }

    /// The tints of the two screens: red, as Apple Music's, and the system blue.
    public static let screenTints = ("#FA2D48", "#007AFF")

    /// Writes the generated pairs into `folder` beside the two rendered screens and lists the
    /// comparisons. `screens` are the PNGs of `screenSpec` in the two `screenTints`.
    public static func pairs(in folder: String, screens: (expected: String, actual: String)) throws -> [Pair] {
        func path(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }
        func write(_ image: RGBAImage, _ name: String) throws -> String {
            try PNGCodec.encode(image).write(to: URL(fileURLWithPath: path(name)))
            return path(name)
        }
        var tiny = RGBAImage(width: 16, height: 16, fill: (200, 200, 200, 255))
        let tinyExpected = try write(tiny, "tiny-a.png")
        tiny[5, 5] = (0, 0, 0, 255)
        let tinyActual = try write(tiny, "tiny-b.png")
        let copy = path("screen-copy.png")
        try FileManager.default.copyItem(atPath: screens.expected, toPath: copy)
        let noise = SyntheticImages.noisePair(width: 2048, height: 2048, seed: 1)
        let noiseExpected = try write(noise.expected, "noise-a.png"), noiseActual = try write(noise.actual, "noise-b.png")
        let ui = SyntheticImages.screenshotPair(width: 4096, height: 4096, seed: 1)
        let uiExpected = try write(ui.expected, "ui-a.png"), uiActual = try write(ui.actual, "ui-b.png")
        func same(_ name: String, _ a: String, _ b: String, threshold: String? = nil, quick: Bool = false) -> Pair {
            let tabbarThreshold = threshold.map { ["--threshold", $0] } ?? []
            let odiffThreshold = threshold.map { ["-t", $0] } ?? []
            return Pair(
                name: name, tabbar: ["diff", a, b] + tabbarThreshold, odiff: ["--antialiasing"] + odiffThreshold + [a, b], isQuick: quick)
        }
        return [
            same("two 16×16 PNGs", tinyExpected, tinyActual, quick: true),
            same("1179×2556 screen, tint changed", screens.expected, screens.actual, quick: true),
            same("identical 1179×2556 screens", screens.expected, copy, quick: true),
            same("2048² noise, +9 a channel, threshold 0.05", noiseExpected, noiseActual, threshold: "0.05"),
            same("4096² UI-like pair", uiExpected, uiActual),
            Pair(
                name: "2048² noise, threshold 0.01, every pixel differs (--include-aa; odiff's default)",
                tabbar: ["diff", noiseExpected, noiseActual, "--threshold", "0.01", "--include-aa"],
                odiff: ["-t", "0.01", noiseExpected, noiseActual]),
        ]
    }

    /// Medians of `runs` whole processes, in milliseconds: wall and CPU (user + system).
    public struct Figures: Sendable {
        public var wallMs: Double
        public var cpuMs: Double
        public var runs: Int

        public var text: String { String(format: "%.1f ms wall, %.1f ms CPU", wallMs, cpuMs) }
    }

    /// `program` with each of `arguments` lists, in turn, `runs` times after one warm-up each, so that a
    /// drift of the machine's speed falls on all alike; the medians of each, and the median of the
    /// ratios to the first, pair by pair.
    public static func measure(
        _ commands: [(program: String, arguments: [String])], runs: Int, acceptedStatus: (Int, Int32) -> Bool
    ) throws -> (figures: [Figures], wallRatios: [Double], cpuRatios: [Double]) {
        var walls = Array(repeating: [Double](), count: commands.count)
        var cpus = walls
        for round in 0...max(1, runs) {
            for (index, command) in commands.enumerated() {
                let run = try ChildProcess.run(command.program, command.arguments)
                guard acceptedStatus(index, run.status) else {
                    throw ChildProcess.Failure(description: "\(command.program) \(command.arguments.joined(separator: " ")) exited with \(run.status)")
                }
                guard round > 0 else { continue }
                walls[index].append(run.wallSeconds * 1000)
                cpus[index].append(run.cpuSeconds * 1000)
            }
        }
        let figures = commands.indices.map {
            Figures(wallMs: Statistics.median(walls[$0]) ?? 0, cpuMs: Statistics.median(cpus[$0]) ?? 0, runs: walls[$0].count)
        }
        func ratios(_ samples: [[Double]]) -> [Double] {
            samples.indices.dropFirst().map { other in
                Statistics.median(zip(samples[0], samples[other]).map { $1 > 0 ? $0 / $1 : 0 }) ?? 0
            }
        }
        return (figures, ratios(walls), ratios(cpus))
    }
}

/// A program run to its end with its output thrown away, timed by this process: the wall clock
/// around posix_spawn and wait4, and the child's own CPU time from wait4 (Foundation's Process
/// would add its polling and its threads to a run of a millisecond or two).
public enum ChildProcess {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public struct Run: Sendable {
        public var wallSeconds: Double
        public var cpuSeconds: Double
        public var status: Int32
    }

    public static func run(_ program: String, _ arguments: [String]) throws -> Run {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([program] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = (argv + [nil]).withUnsafeBufferPointer { pointers in
            posix_spawn(&pid, program, &actions, nil, UnsafeMutablePointer(mutating: pointers.baseAddress!), environ)
        }
        guard spawned == 0 else { throw Failure(description: "\(program): cannot be started: \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw Failure(description: "\(program): cannot be waited for: \(String(cString: strerror(errno)))") }
        }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        // WIFEXITED / WEXITSTATUS, which Swift does not import: a signal ends it as 128 + its number.
        let exited = status & 0x7f == 0
        return Run(
            wallSeconds: wall, cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime),
            status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f))
    }
}
