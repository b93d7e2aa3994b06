import ArgumentParser
import Foundation
import ImageDiff
import TabBarModel
import TabBarRender

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure rendering speed (build with -c release for meaningful figures).",
        discussion: """
            Prints the median time to lay out, draw and PNG-encode an @3x iPhone 15 bar (five \
            icons, a badge), the same over a blurred picture, a whole iPhone 15 screen around \
            that bar (navigation bar and a list blurred under both bars), the wall time of a batch \
            of bars rendered on every core, the image diff's medians on a 1024×1024 pair of UI \
            pictures (about 600 differing pixels, and identical), and the wall time of \
            `snapshot verify` over a suite of specs.

            Example:
              swift run -c release tabbar bench --iterations 200 --batch 1000 --snapshot-specs 500
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
    var snapshotSpecs = 500

    func validate() throws {
        try OptionRange.check(iterations, OptionRange.iterations, "--iterations")
        try OptionRange.check(batch, OptionRange.batch, "--batch")
        try OptionRange.check(snapshotSpecs, OptionRange.iterations, "--snapshot-specs")
        try OptionRange.check(jobs, OptionRange.jobs, "--jobs")
    }

    func run() throws {
        let resources = try ResourceLocator.resources(iconDirectory: icons)
        let plain = Self.document(backdrop: nil)
        let picture = Self.document(backdrop: .image((resources.systemIconDirectory as NSString).appendingPathComponent("contacts.svg")))
        let renderer = try renderOrFail { () throws(RenderError) in try Renderer(resources: resources) }

        let cases = [
            ("render+encode @3x PNG", plain), ("same over a blurred picture", picture),
            ("whole @3x screen (navigation bar, 20 rows, tab bar)", Self.screenDocument()),
        ]
        for (name, document) in cases {
            var samples: [Double] = []
            for _ in 0..<iterations {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = try renderOrFail { () throws(RenderError) in try renderer.render(document) }
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            samples.sort()
            print("\(name): median \(format(samples[samples.count / 2])) ms, p90 \(format(samples[samples.count * 9 / 10])) ms (\(iterations) runs)")
        }

        let start = DispatchTime.now().uptimeNanoseconds
        let failures = BatchRenderer(resources: resources, jobs: jobs).run(batch) { renderer, _ in
            _ = try renderer.render(plain)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard failures.isEmpty else { throw failures[0] }
        let threads = min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, batch)
        print("\(batch) bars on \(threads) threads: \(format(seconds)) s (renderers' set-up included)")

        let diff = ImageDiffBenchmark.runDetailed(iterations: iterations)
        print("diff 1024×1024, \(diff.mismatchedPixels) differing pixels: median \(format(diff.differentMedianMs)) ms with the diff image, \(format(diff.differentNoImageMedianMs)) ms without")
        print("diff 1024×1024, identical: median \(format(diff.identicalMedianMs)) ms (\(format(diff.identicalWithImageMedianMs)) ms with the diff image)")

        try benchmarkSnapshotSuite(resources: resources)
    }

    /// Records a suite of varied specs, then times `snapshot verify` over it as a user runs it.
    private func benchmarkSnapshotSuite(resources: RenderResources) throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("tabbar-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let devices = ["iphone-15", "iphone-8", "iphone-se", "ipad", "iphone-2g"]
        var specs: [String] = []
        for index in 0..<snapshotSpecs {
            let path = (folder as NSString).appendingPathComponent("spec-\(index).yaml")
            let text = """
                device: \(devices[index % devices.count])
                appearance: \(index % 3 == 0 ? "dark" : "light")
                selected: \(index % 4)
                tabs:
                  - { title: Favorites, icon: "system:favorites" }
                  - { title: Recents, icon: "system:recents", badge: \(index % 20) }
                  - { title: Contacts, icon: "system:contacts" }
                  - { title: Search \(index), icon: "system:search" }
                """
            try writeOutput(Data(text.utf8), to: path)
            specs.append(path)
        }
        let references = (folder as NSString).appendingPathComponent("refs")
        let report = (folder as NSString).appendingPathComponent("report")
        var options = try SnapshotRunOptions.parse(
            specs + ["--dir", references, "--report", report, "--icons", resources.systemIconDirectory])
        options.jobs = jobs
        func suite(_ mode: UpdateMode) -> SnapshotRun {
            SnapshotRun(
                options: options, thresholds: SnapshotVerifier.defaultThresholds, diffOptions: DiffOptions(),
                updateMode: mode, prune: false, printsReport: false, environment: [:])
        }
        try suite(.all).execute()
        let start = DispatchTime.now().uptimeNanoseconds
        try suite(.none).execute()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        print("snapshot verify of \(snapshotSpecs) specs: \(format(seconds)) s (render, read the reference, compare, report)")
    }

    private func renderOrFail<T>(_ body: () throws(RenderError) -> T) throws(CommandFailure) -> T {
        do {
            return try body()
        } catch {
            throw .invalidInput("\(error)")
        }
    }

    private func format(_ value: Double) -> String { String(format: "%.2f", value) }

    /// The bar inside a screen: status bar, navigation bar and 20 rows scrolled under both bars.
    static func screenDocument() -> SpecDocument {
        var spec = document(backdrop: nil).spec
        spec.navigationBar = NavigationBarSpec(
            title: "Inbox", back: "Mailboxes", rightItems: [BarButtonItemSpec(systemItem: .edit)])
        spec.content = ContentSpec(rows: (1...20).map { RowSpec(title: "Message \($0)", detail: "9:\(10 + $0)", chevron: true) })
        spec.scrollOffset = 30
        return SpecDocument(spec: spec, source: "benchmark screen", baseDirectory: ".")
    }

    static func document(backdrop: Backdrop?) -> SpecDocument {
        let spec = Spec(
            device: "iphone-15", backdrop: backdrop, selected: .index(1),
            tabs: [
                TabSpec(id: "favorites", title: "Favorites", icon: .system(.favorites)),
                TabSpec(id: "recents", title: "Recents", icon: .system(.recents), badge: .count(3)),
                TabSpec(id: "contacts", title: "Contacts", icon: .system(.contacts)),
                TabSpec(id: "search", title: "Search", icon: .system(.search)),
                TabSpec(id: "downloads", title: "Downloads", icon: .system(.downloads), badge: .text("!")),
            ])
        return SpecDocument(spec: spec, source: "benchmark", baseDirectory: ".")
    }
}
