import ArgumentParser
import Foundation
import ImageDiff
import TabBarImage
import TabBarModel
import TabBarRender
import TabBarSnapshots
import TabBarCommandLine

extension UpdateMode: ExpressibleByArgument {}

struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Record reference images of specs, or verify renders against them.",
        discussion: """
            References are named after what they show: <spec>.<device>.<look>@<scale>x.png \
            (phone-badges.iphone-15.light@3x.png). With --matrix, every combination is a \
            reference; the labels of the values the name does not already show (anything but \
            device, appearance, style and orientation) follow the spec's name, in --matrix order: \
            --matrix appearance=light,dark --matrix ios=18,26 makes phone.ios26.iphone-16.dark@3x.png.

            Examples:
              tabbar snapshot record Examples/*.yaml --dir Snapshots/
              tabbar snapshot verify Examples/*.yaml --dir Snapshots/ --report snapshot-report
              tabbar snapshot verify specs/*.yaml --dir Snapshots/ --shard 2/4 --update failed
              tabbar snapshot merge shard-1 shard-2 shard-3 shard-4 --report snapshot-report
              tabbar snapshot record Examples/phone-badges.yaml --dir Snapshots/ --matrix appearance=light,dark
            """,
        subcommands: [SnapshotRecordCommand.self, SnapshotVerifyCommand.self, SnapshotMergeCommand.self, SnapshotAcceptCommand.self])
}

struct SnapshotRecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Render specs and write their reference images (--update all).",
        discussion: """
            Look at every image it writes before you commit it.

            Example:
              tabbar snapshot record Examples/phone-badges.yaml --dir Snapshots/
            """)

    @OptionGroup var common: SnapshotRunOptions

    func run() throws {
        var common = common
        try common.checkPlacement(junit: nil)
        let imported = try common.sourceOptions.importedSpecs(into: (common.report as NSString).appendingPathComponent("source-specs"), references: common.dir)
        common.specs += imported.map(\.path)
        var run = try common.run(updateMode: .all)
        run.declarations = SourceOptions.declarations(imported)
        run.writesFail = false
        try run.execute()
        try ImportedSpecRecord.write(imported.map(\.kept), references: common.dir)
    }
}

struct SnapshotVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render specs and compare them with their references.",
        discussion: """
            Writes, for every failure, <name>.expected/.actual/.diff/.composite.png into the report \
            folder, with report.html (open it from disk; it shows the image files beside it) and summary.json. By \
            default a failure is any pixel beyond the YIQ threshold or any colour moved by more \
            than ΔE 2. Exits 1 if any snapshot failed, has no reference (with --update none), or had \
            its reference written by this run (look at it, then verify again; record only writes).

            Example:
              tabbar snapshot verify Examples/*.yaml --dir Snapshots/ --max-delta-e 1.5
              tabbar snapshot verify --source App/ --all-locales --dir Snapshots/
            """)

    @OptionGroup var common: SnapshotRunOptions

    @OptionGroup var comparison: ComparisonOptions

    @Option(help: "none | missing | failed | all. Default: missing, or none when CI is set.")
    var update: UpdateMode?

    @Flag(help: "Remove references of this run's specs that they no longer produce (a device or an appearance dropped). References of specs not in the run are never touched.")
    var prune = false

    @Flag(help: "Also remove references of specs that are not in this run (deleted specs), listing them. Refused with --shard and when CI is set.")
    var pruneUnlisted = false

    @Option(help: "Also write JUnit XML to this file: one test case per snapshot (classname: the spec file, name: the reference).")
    var junit: String?

    func run() throws {
        let mode = update ?? UpdateMode.default(environment: ProcessInfo.processInfo.environment)
        var common = common
        try common.checkPlacement(junit: junit)
        let imported = try common.sourceOptions.importedSpecs(into: (common.report as NSString).appendingPathComponent("source-specs"), references: common.dir)
        common.specs += imported.map(\.path)
        // What the code changed, in words, before the pixels are compared: a change fails the
        // run even where the picture cannot show it; `--update failed|all` keeps the new spec.
        let recorded = ImportedSpecRecord.compare(imported, references: common.dir)
        if !recorded.changes.isEmpty { try printOutput(recorded.changes.map(\.line).joined(separator: "\n")) }
        let changedSpecs = Set(recorded.changes.map(\.spec))
        let unrecorded = Set(recorded.unrecorded)
        let keep = imported.map(\.kept).filter { spec in
            switch mode {
            case .all: true
            case .failed: changedSpecs.contains(spec.name) || unrecorded.contains(spec.name)
            case .missing: unrecorded.contains(spec.name)
            case .never: false
            }
        }
        // Offered in the report, for `snapshot accept` to keep with the pictures it accepts.
        try ImportedSpecRecord.offer(imported.map(\.kept).filter { changedSpecs.contains($0.name) || unrecorded.contains($0.name) }, report: common.report)
        var run = try common.run(updateMode: mode)
        run.declarations = SourceOptions.declarations(imported)
        run.thresholds = comparison.thresholds(defaults: SnapshotVerifier.defaultThresholds)
        run.diffOptions = comparison.diffOptions
        run.prune = pruneUnlisted ? .unlisted : prune ? .orphans : .none
        run.junit = junit
        var failure: CommandFailure?
        do {
            try run.execute()
        } catch {
            failure = error
        }
        if let failure, failure.exitCode != 1 { throw failure }
        try ImportedSpecRecord.write(keep, references: common.dir)
        let unaccepted = changedSpecs.subtracting(keep.map(\.name))
        let changedLine = unaccepted.isEmpty ? [] : ["\(MessageText.count(unaccepted.count, "imported spec")) changed since the references were recorded (the changed: lines above); `--update failed` keeps the new one"]
        if failure != nil || !changedLine.isEmpty {
            throw CommandFailure(lines: (failure?.lines ?? []) + changedLine, exitCode: 1)
        }
    }
}

struct SnapshotAcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Make the last run's pictures of failed or missing references the references, with no render.",
        discussion: """
            Copies each named reference's actual picture (all the failed and missing ones when none \
            is named) from the report folder of a `snapshot verify` into the references folder, with \
            the imported spec that run kept beside it (--source). Only from a report drawn with the \
            libraries and fonts the references were recorded with; all are written or none. Look at \
            each picture in the report before you accept it.

            Example:
              tabbar snapshot accept pantry-tabs.de.iphone-17-pro.light@3x.png --from snapshot-report --dir Snapshots/
            """)

    @Argument(help: "Reference names, as the report lists them. Default: every failed or missing one.")
    var names: [String] = []

    @Option(name: .customLong("from"), help: "The report folder of the run whose pictures are accepted.")
    var from: String

    @Option(help: "Folder of the reference images.")
    var dir: String

    func run() throws {
        let accepted: [String]
        do {
            accepted = try SnapshotAcceptance(report: from, store: SnapshotStore(directory: dir)).accept(names)
        } catch {
            throw CommandFailure.invalidInput(error.description)
        }
        guard !accepted.isEmpty else {
            TabBarCommandLine.report(["\(MessageText.escape(from)): no failed or missing reference to accept"])
            return
        }
        try printOutput(accepted.map { "accepted: \($0)" }.joined(separator: "\n"))
        TabBarCommandLine.report(["\(MessageText.count(accepted.count, "reference")) accepted from \(MessageText.escape(from)), with no render; verify again"])
    }
}

struct SnapshotRunOptions: ParsableArguments {
    @Argument(help: "Spec files (.yaml, .yml or .json).")
    var specs: [String] = []

    @Option(name: .customLong("from"), help: PathList.fromHelp)
    var fromList: String?

    @Option(help: "Folder of the reference images.")
    var dir: String

    @Option(help: "Folder for failure images, report.html and summary.json.")
    var report = "snapshot-report"

    @Option(help: "Run only shard I of N (as 2/4): a share of the specs balanced by their estimated cost, the same for a given suite and N; the report folder gets a shard.json for `snapshot merge`.")
    var shard: String?

    @Option(help: "Pixels per point for every spec. Default: each device's.")
    var scale: Int?

    @Option(name: .long, help: "Folder of the system icons.")
    var icons: String?

    @Option(help: "Parallel renderers. Default: one per core.")
    var jobs: Int?

    @OptionGroup var overrideOptions: OverrideOptions

    @OptionGroup var matrixOptions: MatrixOptions

    @OptionGroup var sourceOptions: SourceOptions

    mutating func validate() throws {
        if sourceOptions.sources.isEmpty || !specs.isEmpty || fromList != nil {
            specs = try PathList.paths(specs, from: fromList, noun: "spec")
        }
        if let shard, Shard(shard) == nil { throw ValidationError("--shard: expected I/N with 1 ≤ I ≤ N, got \(shard)") }
        if let scale, PixelScale(scale) == nil { throw ValidationError("--scale: " + PixelScale.expectation(got: scale)) }
        try OptionRange.check(jobs, OptionRange.jobs, "--jobs")
    }
}

extension SnapshotRunOptions {
    /// The report folder's place, checked before anything is written into it (the specs imported
    /// from an app's code go there first); the run checks it again by the same rule.
    func checkPlacement(junit: String?) throws(CommandFailure) {
        do {
            try SnapshotSuite.checkPlacement(reportDirectory: report, outputs: junit.map { [("--junit", $0)] } ?? [], references: dir)
        } catch {
            throw .invalidInput(error.description)
        }
    }

    /// The library's run of these options; the caller sets what only it knows (mode, prune, JUnit).
    func run(updateMode: UpdateMode) throws(CommandFailure) -> SnapshotRun {
        var run = SnapshotRun(specs: specs, references: dir, reportFolder: report, updateMode: updateMode)
        run.overrides = try overrideOptions.overrides()
        run.matrix = try matrixOptions.specMatrix()
        run.shard = shard.flatMap(Shard.init)
        run.scale = scale
        run.icons = icons
        run.jobs = jobs
        return run
    }
}

extension SnapshotRun {
    /// Runs with a progress line on a terminal, prints the report's text, and exits as the verdict
    /// says: 2 when a spec had errors (each reason once, on standard error), 1 when a snapshot failed
    /// or a verify wrote references.
    func execute() throws(CommandFailure) {
        var run = self
        let progress = Progress(total: 0)
        run.willCheck = progress.begin
        run.progress = progress.advance
        let result: SnapshotRunResult
        do {
            result = try run.run()
        } catch .problemsFound(let message) {
            progress.finish()
            throw .problemsFound(message)
        } catch {
            progress.finish()
            throw .invalidInput(error.description)
        }
        progress.finish()
        try publish(result.report, verdict: result.verdict)
    }
}

/// Prints a run's report (each error's reason goes to standard error, once) and exits as its verdict says.
func publish(_ report: SnapshotReport, verdict: SnapshotVerdict) throws(CommandFailure) {
    try printOutput(report.text(errorReasons: false))
    switch verdict {
    case .passed: return
    case .errored(let reasons): throw CommandFailure(lines: reasons, exitCode: 2)
    case .failed, .referencesWritten: throw .problemsFound(verdict.message ?? "")
    }
}

extension SnapshotRecordCommand: PathListCommand {
    mutating func insertLiftedPaths(_ lifted: [String]) { common.specs.insert(contentsOf: lifted, at: 1) }
}

extension SnapshotVerifyCommand: PathListCommand {
    mutating func insertLiftedPaths(_ lifted: [String]) { common.specs.insert(contentsOf: lifted, at: 1) }
}
