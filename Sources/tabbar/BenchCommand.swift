import ArgumentParser
import Foundation
import TabBarBenchmarks
import ImageDiff
import TabBarImage
import TabBarImport
import TabBarModel
import TabBarPreview
import TabBarRender

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure rendering speed (build with -c release for meaningful figures).",
        discussion: """
            Prints, as medians with the 10th and 90th percentiles: lay-out, drawing and PNG \
            encoding of an @3x iPhone 15 bar (five icons, a badge), the same over a blurred \
            picture, and a whole iPhone 15 screen around that bar; the warm redraw of `tabbar \
            preview` after a save (a spec file read, drawn and encoded by a renderer kept alive; \
            then also linted) for an iOS 26 bar and a whole @3x iOS 26 screen; the wall time of a batch of bars \
            rendered on every core; the image diff alone on a 2048×2048 noise pair whose every pixel \
            differs and on a 1024×1024 pair of UI pictures, as pixelmatch does it and with ΔE; PNG \
            decoding; parsing 20,000 spec paths; then whole processes of this executable: `snapshot \
            record` and `snapshot verify` of a generated suite (time and peak RSS) against its \
            floor, and start-up with one bar (`render x.yaml -o x.png`, beside rsvg-convert \
            drawing its SVG when installed, and in turn with the libraries' floor: \
            scripts/bench-floor/floor-bar.c, a C program drawing the same bar through the same \
            fontconfig, Pango, Cairo and librsvg into the same PNG, which the bench compiles from the \
            checkout it was built from with the C compiler on PATH (cc, gcc or clang) and pkg-config, \
            and skips, saying why, without them); `tabbar --version` and `tabbar diff` of generated \
            pairs, whole processes, beside odiff's with --odiff; `tabbar import` of a generated \
            app of --import-files files and --import-megabytes of Swift, in this process and as a whole \
            `tabbar-core import`, with its peak RSS (--import-only for that alone; --import-app to write \
            that app and stop; --warm-only for the warm redraw alone).

            The floor of a suite is what its specs cost in this process, spread over the cores: \
            each spec read from its file, decoded, laid out, drawn and encoded as PNG on the \
            threads of one batch (renderers made beforehand), each spec timed on its thread, the \
            sum divided by the threads. It leaves out what only the whole process does: start-up, \
            reading and decoding each reference, comparing, writing the report. A suite's ratio is \
            its whole-process wall time over its floor; beside it, the same from CPU time (the \
            process's over the threads, against the specs' own), which holds when other work \
            shares the cores.

            Example:
              swift build -c release && .build/release/tabbar bench --iterations 200 --batch 1000 --snapshot-specs 1000
            """)

    @Option(help: "Renders to time for each median.")
    var iterations = 200

    @Option(help: "Bars in the parallel batch.")
    var batch = 1000

    @Option(name: .long, help: "Folder of the system icons.")
    var icons: String?

    @Option(name: .long, help: "Parallel renderers for the batch. Default: one per core.")
    var jobs: Int?

    @Option(name: .long, help: "Specs in the snapshot suite to verify.")
    var snapshotSpecs = 1000

    @Option(name: .long, help: "An odiff executable to run beside `tabbar diff` on the same pairs.")
    var odiff: String?

    @Option(name: .long, help: "Also record, verify and render a second, larger suite of this many specs (5000 for the figures in the README).")
    var largerSuite: Int?

    @Option(name: .long, help: "Files in the generated app that `tabbar import` reads.")
    var importFiles = 4000

    @Option(name: .long, help: "Megabytes of Swift in the generated app (a real 4,000-file app has about 30).")
    var importMegabytes = 30

    @Flag(name: .long, help: "Time only `tabbar import` of the generated app.")
    var importOnly = false

    @Option(name: .long, help: "Write the generated app `tabbar import` is timed on into this folder, for other tools to time, and stop.")
    var importApp: String?

    @Option(name: .long, help: "Write the PNG pairs the diff figures use (the comparison alone and whole processes) into this folder, for pixelmatch or odiff to be run on, and stop.")
    var diffPairs: String?

    @Flag(name: .long, help: "Time only the warm redraw of `tabbar preview`.")
    var warmOnly = false

    func validate() throws {
        try OptionRange.check(iterations, OptionRange.iterations, "--iterations")
        try OptionRange.check(batch, OptionRange.batch, "--batch")
        guard (0...1_000).contains(importMegabytes) else { throw ValidationError("--import-megabytes: from 0 to 1000") }
        try OptionRange.check(snapshotSpecs, OptionRange.iterations, "--snapshot-specs")
        try OptionRange.check(largerSuite, OptionRange.iterations, "--larger-suite")
        try OptionRange.check(jobs, OptionRange.jobs, "--jobs")
        if let odiff, !FileManager.default.isExecutableFile(atPath: odiff) {
            throw ValidationError("--odiff: \(odiff) is not an executable file")
        }
    }

    func run() throws {
        if let importApp {
            return try SyntheticApp.write(to: importApp, files: importFiles, averageBytes: importAverageBytes)
        }
        if importOnly { return try benchmarkImport() }
        let resources = try ResourceLocator.resources(iconDirectory: icons)
        if let diffPairs { return try writeDiffPairs(to: diffPairs, resources: resources) }
        if warmOnly { return try benchmarkWarmRedraw(resources: resources) }
        let plain = RenderBenchmark.bar()
        let picture = RenderBenchmark.bar(backdrop: .image((resources.systemIconDirectory as NSString).appendingPathComponent("contacts.svg")))
        let renderer = try renderOrFail { () throws(RenderError) in try Renderer(resources: resources) }

        let cases = [
            ("render+encode @3x PNG", plain), ("same over a blurred picture", picture),
            ("whole @3x screen (navigation bar, 20 rows, tab bar), render+encode", RenderBenchmark.screen()),
        ]
        for (name, document) in cases {
            let samples = try Timing.samples(iterations) {
                _ = try renderOrFail { () throws(RenderError) in try renderer.render(document) }
            }
            print("\(name): \(Timing.spread(samples, unit: "ms"))")
        }

        try benchmarkWarmRedraw(resources: resources)

        let start = DispatchTime.now().uptimeNanoseconds
        let failures = RenderBatch(resources: resources, jobs: jobs).map(batch) { renderer, _ in
            _ = try renderer.render(plain)
        }.compactMap { result -> CommandFailure? in
            if case .failure(let error) = result { return CommandFailure(error) }
            return nil
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard failures.isEmpty else { throw failures[0] }
        let threads = WorkQueue(jobs: jobs).threads(for: batch)
        print("\(batch) bars on \(threads) threads: \(format(seconds)) s (renderers' set-up included)")

        benchmarkDiff()
        try benchmarkArguments()
        try benchmarkProcesses(resources: resources)
        try benchmarkDiffProcesses(resources: resources)
        try benchmarkImport()
    }

    /// `tabbar preview`'s redraw after a save, with its renderer warm: the spec read from its
    /// file, decoded, laid out, drawn and encoded (then also linted, as the page's pins need).
    private func benchmarkWarmRedraw(resources: RenderResources) throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("tabbar-bench-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let drawer = try renderOrFail { () throws(RenderError) in try PictureDrawer(resources: resources) }
        let cases = [
            ("preview warm redraw, one iOS 26 bar @3x (target ≤ 3 ms)", "bar.yaml", RenderBenchmark.previewBarYAML),
            ("preview warm redraw, whole @3x iOS 26 screen (target ≤ 25 ms)", "screen.yaml", RenderBenchmark.previewScreenYAML),
        ]
        for (name, file, yaml) in cases {
            let path = (folder as NSString).appendingPathComponent(file)
            try yaml.write(toFile: path, atomically: true, encoding: .utf8)
            for lints in [false, true] {
                drawer.lints = lints
                let samples = try Timing.samples(iterations) {
                    if case .failure(let problem) = drawer.draw(path) { throw CommandFailure.invalidInput(problem.description) }
                }
                print("\(name)\(lints ? ", with lint" : ""): \(Timing.spread(samples, unit: "ms"))")
            }
        }
    }

    /// `tabbar import` of a generated app: finding the files, parsing every Swift file, reading the
    /// catalog and strings, and making the specs, in this process (its peak RSS is this process's
    /// high-water mark, nothing else having run before under --import-only); then `tabbar-core
    /// import` as a whole process, start-up and writing the specs included.
    private func benchmarkImport() throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("tabbar-bench-import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try SyntheticApp.write(to: folder, files: importFiles, averageBytes: importAverageBytes)
        let swiftBytes = try Self.swiftBytes(under: folder)
        let app = "\(importFiles)-file app (\(format(Double(swiftBytes) / 1e6)) MB of Swift)"
        var bars = 0
        let samples = try Timing.samples(min(iterations, 5)) {
            let result = TabBarImporter().run([folder])
            bars = try result.specs(SpecOptions(outputDirectory: folder)).count
        }
        let peak = Self.peakResidentMiB().map { ", peak RSS \($0) MiB" } ?? ""
        print("import of a generated \(app), \(bars) tab bars, in this process: \(Timing.spread(samples.map { $0 / 1000 }, unit: "s"))\(peak)")

        let core = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let output = folder + "-specs"
        defer { try? FileManager.default.removeItem(atPath: output) }
        var runs: [ProcessRun] = []
        for _ in 0..<min(iterations, 5) {
            try? FileManager.default.removeItem(atPath: output)
            let run = try ProcessRun.run(core, ["import", folder, "-o", output])
            guard run.status == 0 else { throw CommandFailure.invalidInput("tabbar-core import of the generated app exited with \(run.status)") }
            runs.append(run)
        }
        let walls = runs.map(\.seconds).sorted()
        let peaks = runs.map(\.peakMiB).sorted()
        print("tabbar-core import of the same app, whole process: median \(format(walls[walls.count / 2])) s, peak RSS \(peaks[peaks.count / 2]) MiB (medians of \(runs.count) runs)")
    }

    private var importAverageBytes: Int { importMegabytes * 1_000_000 / max(1, importFiles) }

    /// Bytes of the `.swift` files under `folder`.
    private static func swiftBytes(under folder: String) throws -> Int {
        var total = 0
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            total += (try FileManager.default.attributesOfItem(atPath: folder + "/" + path)[.size] as? Int) ?? 0
        }
        return total
    }

    /// This process's high-water mark of resident memory (VmHWM).
    private static func peakResidentMiB() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kib = Int(line.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "")
        else { return nil }
        return kib / 1024
    }

    /// `tabbar --version` and `tabbar diff` on the pairs of DiffProcessBenchmark, each a whole process
    /// of the `tabbar` installed beside this program, in turn with odiff's when given.
    private func benchmarkDiffProcesses(resources: RenderResources) throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("tabbar-bench-diff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let core = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let tabbar = core.deletingLastPathComponent().appendingPathComponent("tabbar").path
        let pairs = try diffProcessPairs(in: folder, resources: resources)

        let others = odiff.map { [$0] } ?? []
        func line(_ name: String, _ commands: [(program: String, arguments: [String])], runs: Int) throws {
            // tabbar diff: 0 within the limits, 1 beyond them; odiff: 0 same, 21 layout, 22 pixels.
            let (figures, walls, cpus) = try DiffProcessBenchmark.measure(commands, runs: runs) { index, status in
                index == 0 ? status == 0 || status == 1 : [0, 21, 22].contains(status)
            }
            var text = "\(name), whole process: tabbar \(figures[0].text)"
            if figures.count > 1 {
                text += "; odiff \(figures[1].text); tabbar/odiff \(format(walls[0])) wall, \(format(cpus[0])) CPU"
            }
            print(text + " (medians of \(figures[0].runs) runs\(figures.count > 1 ? " each, in turn" : ""))")
        }
        try line("tabbar --version", [(tabbar, ["--version"])] + others.map { ($0, ["--version"]) }, runs: min(iterations, 30))
        for pair in pairs {
            try line("diff \(pair.name)", [(tabbar, pair.tabbar)] + others.map { ($0, pair.odiff) }, runs: min(iterations, pair.isQuick ? 30 : 10))
        }
    }

    /// The two rendered screens and the generated pairs of DiffProcessBenchmark, written into `folder`.
    private func diffProcessPairs(in folder: String, resources: RenderResources) throws -> [DiffProcessBenchmark.Pair] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let core = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let specs = [DiffProcessBenchmark.screenTints.0, DiffProcessBenchmark.screenTints.1].enumerated().map { index, tint in
            ((folder as NSString).appendingPathComponent("screen-\(index).yaml"), DiffProcessBenchmark.screenSpec(tint: tint))
        }
        for (path, text) in specs { try writeOutput(Data(text.utf8), to: path) }
        _ = try Self.run(core.path, ["render"] + specs.map(\.0) + ["--scale", "3", "-o", folder + "/", "--icons", resources.systemIconDirectory])
        let screens = specs.map { ($0.0 as NSString).deletingPathExtension + ".png" }
        return try DiffProcessBenchmark.pairs(in: folder, screens: (screens[0], screens[1]))
    }

    /// `--diff-pairs`: the pairs of the comparison alone and of the whole processes, kept in `folder`.
    private func writeDiffPairs(to folder: String, resources: RenderResources) throws {
        _ = try diffProcessPairs(in: folder, resources: resources)
        let ui = SyntheticImages.screenshotPair(width: 1024, height: 1024, seed: 1)
        for (name, image) in [("ui-1024-a.png", ui.expected), ("ui-1024-b.png", ui.actual)] {
            try writeOutput(try PNGCodec.encode(image), to: (folder as NSString).appendingPathComponent(name))
        }
        print(folder)
    }

    /// The floor of a suite (see the discussion), from wall time and from CPU time, and the
    /// threads it was spread over.
    private func suiteFloor(specs: [String], resources: RenderResources) throws -> (seconds: Double, cpuSeconds: Double, threads: Int) {
        let clock = ContinuousClock()
        let results = RenderBatch(resources: resources, jobs: jobs).map(specs.count) { renderer, index in
            let started = clock.now
            let cpuStarted = Self.threadCPUSeconds()
            _ = try renderer.render(try SpecFiles.load(specs[index]))
            return ((clock.now - started).seconds, Self.threadCPUSeconds() - cpuStarted)
        }
        var wall = 0.0
        var cpu = 0.0
        for result in results {
            switch result {
            case .success(let seconds):
                wall += seconds.0
                cpu += seconds.1
            case .failure(let error): throw CommandFailure(error)
            }
        }
        let threads = Double(WorkQueue(jobs: jobs).threads(for: specs.count))
        return (wall / threads, cpu / threads, Int(threads))
    }

    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The comparison alone on the worst case (noise, every pixel differs) and on a UI pair, with the
    /// options pixelmatch has (with and without a diff image), then with ΔE, and the PNG decode of each pair.
    private func benchmarkDiff() {
        let noise = SyntheticImages.noisePair(width: 2048, height: 2048, seed: 1)
        let ui = SyntheticImages.screenshotPair(width: 1024, height: 1024, seed: 1)
        for c in ImageDiffBenchmark.diffCases(noise: noise, ui: ui, iterations: iterations) {
            let samples = ImageDiffBenchmark.samples(c.expected, c.actual, options: c.options, makeDiffImage: c.makeDiffImage, iterations: c.iterations)
            print("\(c.name): \(Timing.spread(samples, unit: "ms"))")
        }
        for (name, image, runs) in [("2048×2048 noise", noise.actual, min(iterations, 31)), ("1024×1024 UI", ui.actual, iterations)] {
            guard let png = try? PNGCodec.encode(image) else { continue }
            let samples = Timing.samples(runs) { _ = try? PNGCodec.decode(png) }
            print("PNG decode, \(name) (\(png.count / 1024) KiB): \(Timing.spread(samples, unit: "ms"))")
        }
    }

    /// Parsing a long list of spec paths, as a shell glob over a large suite gives it.
    private func benchmarkArguments() throws {
        let paths = (0..<20_000).map { "specs/spec-\($0).yaml" }
        let start = DispatchTime.now().uptimeNanoseconds
        let command = try ProgramEntry.parse(["snapshot", "verify"] + paths + ["--dir", "refs"], root: TabBarCommand.self)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let parsed = (command as? SnapshotVerifyCommand)?.common.specs.count ?? 0
        print("parsing \(parsed) spec paths on the command line (snapshot verify): \(format(seconds)) s")
    }

    /// Whole processes of this executable: `snapshot record` and `verify` of generated suites with
    /// their peak memory and floor, and start-up with one render.
    private func benchmarkProcesses(resources: RenderResources) throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("tabbar-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let icons = ["--icons", resources.systemIconDirectory]
        var bar = ""
        for count in [snapshotSpecs] + (largerSuite.map { [$0] } ?? []) {
            let suite = (folder as NSString).appendingPathComponent("suite-\(count)")
            bar = try benchmarkSuite(count, in: suite, executable: executable, resources: resources)[0]
        }

        let output = (folder as NSString).appendingPathComponent("bar.png")
        let start = try benchmarkOneBar(bar, output: output, in: folder, resources: resources)
        if let rsvg = ProcessRun.onPath("rsvg-convert") {
            _ = try Self.run(executable, ["render", bar, "--format", "svg", "-o", folder] + icons)
            let svg = (folder as NSString).appendingPathComponent("spec-0.svg")
            let draws = try (0..<min(iterations, 30)).map { _ in try Self.run(rsvg, ["-z", "3", svg, "-o", output]).seconds * 1000 }
            print("  rsvg-convert -z 3 of its SVG: \(Timing.spread(draws, unit: "ms")); ratio of medians \(format(start / (Statistics.median(draws) ?? 1)))")
        }
    }

    /// One bar's `tabbar render` as a user runs it (the `tabbar` beside this program), in turn with
    /// the libraries' floor (FloorProgram) drawing the same bar, when it can be built here; returns
    /// the render's median wall time in milliseconds.
    private func benchmarkOneBar(_ bar: String, output: String, in folder: String, resources: RenderResources) throws -> Double {
        let core = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let beside = core.deletingLastPathComponent().appendingPathComponent("tabbar").path
        let tabbar = FileManager.default.isExecutableFile(atPath: beside) ? beside : core.path
        let render: (program: String, arguments: [String]) = (tabbar, ["render", bar, "-o", output, "--icons", resources.systemIconDirectory])
        let runs = min(iterations, 30)
        let line = "one @3x bar, whole process (tabbar render x.yaml -o x.png)"
        let accepted: (Int, Int32) -> Bool = { _, status in status == 0 }
        switch FloorProgram.build(in: folder) {
        case .failure(let reason):
            let (figures, _, _) = try DiffProcessBenchmark.measure([render], runs: runs, acceptedStatus: accepted)
            print("\(line): \(figures[0].text) (medians of \(figures[0].runs) runs)")
            print("  the libraries' floor (\(FloorProgram.source)): skipped: \(reason)")
            return figures[0].wallMs
        case .success(let program):
            let drawn = (folder as NSString).appendingPathComponent("floor.png")
            let floor: (program: String, arguments: [String]) = (program, FloorProgram.arguments(output: drawn, iconDirectory: resources.systemIconDirectory, fontFiles: resources.fonts.files))
            let (figures, walls, cpus) = try DiffProcessBenchmark.measure([render, floor], runs: runs, acceptedStatus: accepted)
            print("\(line): \(figures[0].text); the libraries' floor (\(FloorProgram.source): the same bar through the same fontconfig, Pango, Cairo and librsvg into the same PNG): \(figures[1].text); tabbar/floor \(format(walls[0]))× wall, \(format(cpus[0]))× CPU (medians of \(figures[0].runs) runs each and of their ratios pair by pair, in turn)")
            if FileManager.default.contents(atPath: drawn) != FileManager.default.contents(atPath: output) {
                print("  note: the floor's PNG is not tabbar's: the bench's bar or its look has changed since \(FloorProgram.source) was written; bring its constants up to date")
            }
            return figures[0].wallMs
        }
    }

    /// Records, verifies and renders a generated suite of `count` specs in `folder`, each a whole
    /// process, beside the suite's floor; returns the specs' paths.
    private func benchmarkSuite(_ count: Int, in folder: String, executable: String, resources: RenderResources) throws -> [String] {
        var specs: [String] = []
        for index in 0..<count {
            let path = (folder as NSString).appendingPathComponent("spec-\(index).yaml")
            try writeOutput(Data(RenderBenchmark.suiteSpec(index).utf8), to: path)
            specs.append(path)
        }
        let backdrop = (folder as NSString).appendingPathComponent(RenderBenchmark.suiteBackdrop)
        try writeOutput(try PNGCodec.encode(RenderBenchmark.suiteBackdropImage()), to: backdrop)
        let list = (folder as NSString).appendingPathComponent("specs.txt")
        try writeOutput(Data(specs.joined(separator: "\n").utf8), to: list)
        let references = (folder as NSString).appendingPathComponent("refs")
        let report = (folder as NSString).appendingPathComponent("report")
        let icons = ["--icons", resources.systemIconDirectory]
        let jobsOption = jobs.map { ["--jobs", String($0)] } ?? []

        let floor = try suiteFloor(specs: specs, resources: resources)
        let record = try Self.run(executable, ["snapshot", "record", "--from", list, "--dir", references] + icons + jobsOption)
        let verify = try Self.run(
            executable, ["snapshot", "verify", "--from", list, "--dir", references, "--report", report, "--update", "none"] + icons + jobsOption)
        let threads = Double(floor.threads)
        print("floor of a suite of \(count) specs (every fourth over a picture): \(format(floor.seconds)) s wall, \(format(floor.cpuSeconds)) s CPU (in this process: read, decode, render and encode each spec, summed and divided over \(floor.threads) threads; no start-up, no reference read or compared)")
        func versus(_ run: ProcessRun) -> String {
            "\(format(run.seconds / floor.seconds))× the floor (CPU / \(floor.threads): \(format(run.cpuSeconds / threads / floor.cpuSeconds))×)"
        }
        print("snapshot record of \(count) specs: \(format(record.seconds)) s, peak RSS \(record.peakMiB) MiB; \(versus(record))")
        print("snapshot verify of \(count) specs: \(format(verify.seconds)) s, peak RSS \(verify.peakMiB) MiB (whole process: render, read the reference, compare, report); \(versus(verify))")
        let rendered = (folder as NSString).appendingPathComponent("rendered") + "/"
        let render = try Self.run(executable, ["render", "--from", list, "-o", rendered] + icons + jobsOption)
        print("render of \(count) specs into a folder: \(format(render.seconds)) s, peak RSS \(render.peakMiB) MiB (whole process; each PNG is written beside its place as soon as it is drawn); \(versus(render))")
        return specs
    }

    /// A program run to its end; a failure ends the bench (`snapshot verify` may exit 1 on differences).
    private static func run(_ program: String, _ arguments: [String]) throws -> ProcessRun {
        let run = try ProcessRun.run(program, arguments)
        guard run.status == 0 || arguments.first == "snapshot" && run.status == 1 else {
            throw CommandFailure.invalidInput("\(program) \(arguments.prefix(3).joined(separator: " ")) … exited with \(run.status)")
        }
        return run
    }

    private func renderOrFail<T>(_ body: () throws(RenderError) -> T) throws(CommandFailure) -> T {
        do {
            return try body()
        } catch {
            throw .invalidInput("\(error)")
        }
    }

    private func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
