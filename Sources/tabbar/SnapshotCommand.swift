import ArgumentParser
import Foundation
import ImageDiff
import TabBarImage
import TabBarModel
import TabBarRender
import TabBarSnapshots

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
        subcommands: [SnapshotRecordCommand.self, SnapshotVerifyCommand.self, SnapshotMergeCommand.self])
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
        let imported = try common.sourceOptions.importedSpecs(into: (common.report as NSString).appendingPathComponent("source-specs"))
        common.specs += imported.map(\.path)
        try SnapshotRun(
            options: common, thresholds: SnapshotVerifier.defaultThresholds, diffOptions: DiffOptions(),
            updateMode: .all, declarations: SourceOptions.declarations(imported), writesFail: false
        ).execute()
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
        let imported = try common.sourceOptions.importedSpecs(into: (common.report as NSString).appendingPathComponent("source-specs"))
        common.specs += imported.map(\.path)
        try SnapshotRun(
            options: common, thresholds: comparison.thresholds(defaults: SnapshotVerifier.defaultThresholds),
            diffOptions: comparison.diffOptions, updateMode: mode, prune: pruneUnlisted ? .unlisted : prune ? .orphans : .none,
            junit: junit, declarations: SourceOptions.declarations(imported)
        ).execute()
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

/// One record or verify run over a list of specs. An invalid spec does not stop it: it becomes an
/// errored case in every report, the other specs are still checked, and the run exits 2 having
/// changed no reference (writes are staged and put in place only when every spec succeeded).
struct SnapshotRun {
    let options: SnapshotRunOptions
    let thresholds: Thresholds
    let diffOptions: DiffOptions
    let updateMode: UpdateMode
    var prune: PruneMode = .none
    /// Where to write JUnit XML, if anywhere.
    var junit: String? = nil
    /// For specs imported with --source: where the app's code declares each one's bar, by spec path.
    var declarations: [String: String] = [:]
    /// Verification passes only when every snapshot matched a reference that was already there:
    /// a reference it had to write (missing, or updated on request) fails the run, as a test
    /// that records fails, so someone looks at it before it counts. `record` only writes.
    var writesFail = true
    /// The benchmark runs suites without printing them.
    var printsReport = true
    /// Where `CI` is read; the benchmark's scratch references are no one's references.
    var environment = ProcessInfo.processInfo.environment

    func execute() throws {
        MemoryTuning.forBatch(threads: WorkQueue(jobs: options.jobs).threads(for: options.specs.count))
        let suite = SnapshotSuite(
            verifier: SnapshotVerifier(
                store: SnapshotStore(directory: options.dir), updateMode: updateMode,
                thresholds: thresholds, options: diffOptions, artifactsDirectory: options.report),
            resources: try ResourceLocator.resources(iconDirectory: options.icons),
            scale: options.scale, jobs: options.jobs)
        do {
            try suite.checkSafety(reportDirectory: options.report, outputs: junit.map { [("--junit", $0)] } ?? [], environment: environment)
        } catch {
            throw CommandFailure.invalidInput(error.description)
        }
        let shard = options.shard.flatMap(Shard.init)
        if prune == .unlisted {
            if shard != nil { throw CommandFailure.invalidInput("--prune-unlisted: a shard sees only part of the suite; run it over every spec, without --shard") }
            if UpdateMode.isCI(environment) { throw CommandFailure.invalidInput("--prune-unlisted: CI is set, and CI never deletes references; prune locally and commit the deletion") }
        }
        let inputs = try SpecVariantInput.expand(
            options.specs, set: try options.overrideOptions.overrides(),
            matrix: try options.matrixOptions.specMatrix())
        // Read before the run, as the specs are: what this shard's merge checks the others against.
        let identity = shard.map { _ in
            SuiteIdentity(
                inputs: inputs.map { SuiteIdentity.Input(path: $0.path, overrides: $0.overrides.map { "\($0.path)=\($0.value)" }) },
                references: options.dir, icons: options.icons, scale: options.scale, thresholds: thresholds,
                diffOptions: diffOptions, updateMode: updateMode)
        }

        // Each input's place in the reports, in the order given.
        var outcomes: [SnapshotOutcome?] = Array(repeating: nil, count: inputs.count)
        var specs: [String: String] = [:]
        var loaded: [SnapshotSuite.Entry] = []
        var loadedIndex: [Int] = []
        for (index, (input, read)) in zip(inputs, Self.name(inputs, in: suite, jobs: options.jobs)).enumerated() {
            switch read {
            case .success(let entry):
                loaded.append(entry)
                loadedIndex.append(index)
            case .failure(let error):
                let name = ([input.path] + input.variant.labels).joined(separator: " · ")
                outcomes[index] = SnapshotOutcome(name: name, status: .errored, reasons: [error.message])
                specs[name] = input.path
            }
        }
        // The specs that were read, each with its place among the inputs.
        var entries: [SnapshotSuite.Entry] = []
        var entryIndex: [Int] = []
        for (position, named) in suite.unique(loaded).enumerated() {
            let index = loadedIndex[position]
            switch named {
            case .success(let entry):
                entries.append(entry)
                entryIndex.append(index)
                specs[entry.reference] = entry.specPath
            case .failure(let error):
                outcomes[index] = SnapshotOutcome(name: inputs[index].path, status: .errored, reasons: [error.description])
                specs[inputs[index].path] = inputs[index].path
            }
        }
        let selected = suite.selection(of: entries, shard: shard)

        let progress = Progress(total: selected.count)
        let results = suite.run(selected.map { entries[$0] }, progress: progress.advance)
        MemoryTuning.batchEnded()
        progress.finish()
        var pending: [PendingReference] = []
        var times: [String: Double] = [:]
        for (position, result) in results.enumerated() {
            let entry = entries[selected[position]]
            switch result {
            case .success(let checked):
                var outcome = checked.outcome
                outcome.source = declarations[entry.specPath]
                outcomes[entryIndex[selected[position]]] = outcome
                times[checked.outcome.name] = checked.seconds
                if let write = checked.pending { pending.append(write) }
            case .failure(let error):
                outcomes[entryIndex[selected[position]]] = SnapshotOutcome(
                    name: entry.reference, status: .errored, reasons: [error.description], source: declarations[entry.specPath])
            }
        }
        let positions = outcomes.indices.filter { outcomes[$0] != nil }
        var checked = outcomes.compactMap { $0 }
        let errorCount = checked.filter { $0.status == .errored }.count

        let drawnWith = RenderEnvironment.current(fonts: suite.resources.fonts)
        var recordedEnvironment = suite.verifier.store.recordedEnvironment()
        // The folder says where its references were last written, with them; `--update all`
        // vouches for every reference here, even when none changed.
        if !pending.isEmpty || updateMode == .all, errorCount == 0, recordedEnvironment != drawnWith {
            do { pending.append(try suite.verifier.store.stage(environment: drawnWith)) } catch { throw CommandFailure.invalidInput(error.description) }
            recordedEnvironment = drawnWith
        }
        var census = suite.census(of: entries)
        var pruned: [String] = []
        if errorCount > 0 {
            // All or nothing: a run that failed for any spec changes no reference.
            for write in pending { write.discard() }
            let why = "not written: \(errorCount) spec\(errorCount == 1 ? "" : "s") of this run had errors, so no reference was changed"
            checked = checked.map { outcome in
                var kept = outcome
                switch outcome.status {
                case .recorded: kept.status = .missingReference
                case .updated: kept.status = .failed
                default: return outcome
                }
                kept.reasons.append(why)
                return kept
            }
        } else {
            for write in pending {
                do { try write.commit() } catch { throw CommandFailure.invalidInput(error.description) }
            }
            let doomed = prune == .unlisted ? census.orphans + census.notInRun : prune == .orphans ? census.orphans : []
            do {
                try suite.prune(doomed, environment: environment)
            } catch .pruneOnCI(let names) {
                throw CommandFailure.problemsFound(SnapshotSuiteError.pruneOnCI(names).description)
            } catch {
                throw CommandFailure.invalidInput(error.description)
            }
            pruned = doomed
            census.orphans.removeAll { doomed.contains($0) }
            if prune == .unlisted { census.notInRun = [] }
        }
        let report = SnapshotReport(
            outcomes: checked, orphans: census.orphans, notInRun: census.notInRun.count, pruned: pruned,
            skipped: census.skipped, thresholds: suite.verifier.thresholds, updateMode: updateMode, shard: shard?.description,
            environment: drawnWith, recordedEnvironment: recordedEnvironment)
        var record: ShardRecord?
        if let shard, let identity {
            let cases = zip(positions, report.outcomes).map { position, outcome in
                ShardRecord.Case(position: position, spec: specs[outcome.name] ?? outcome.name, seconds: times[outcome.name])
            }
            record = ShardRecord(
                run: identity.digest, shard: shard, inputs: inputs.count, references: options.dir,
                referencesPath: FilePaths.real(options.dir), cases: cases, report: report)
        }
        try SnapshotReportFiles(
            report: report, folder: options.report, specs: specs, times: times, junit: junit, shardRecord: record, writesFail: writesFail
        ).publish(printing: printsReport)
    }
}

extension SnapshotRun {
    /// Each input read and named on the batch's threads. Beyond `SpecVariantInput.keptSpecs`
    /// inputs, an entry keeps its name and not its spec, which is read again on the thread that
    /// draws it, so a suite of thousands of specs takes no more memory than a small one.
    static func name(_ inputs: [SpecVariantInput], in suite: SnapshotSuite, jobs: Int?) -> [Result<SnapshotSuite.Entry, CommandFailure>] {
        let keep = inputs.count <= SpecVariantInput.keptSpecs
        return SpecVariantInput.readAll(inputs, jobs: jobs) { input, document in
            if keep { return suite.entry(specPath: input.path, document: document, variant: input.variant) }
            let reference = suite.entry(specPath: input.path, document: document, variant: input.variant).reference
            return suite.entry(specPath: input.path, document: document, variant: input.variant) {
                let again: SpecDocument
                do throws(CommandFailure) { again = try input.load() } catch { throw SnapshotSuiteError.render(error.message) }
                guard suite.entry(specPath: input.path, document: again, variant: input.variant).reference == reference else {
                    throw SnapshotSuiteError.render("\(input.path) changed while the suite ran (it now makes another reference); run it again")
                }
                return again
            }
        }
    }
}

/// A run's report as files (summary.json, report.html, JUnit, a shard's shard.json) and its exit:
/// one writer for `snapshot verify` and `snapshot merge`, so a merged report is written exactly
/// as the unsharded run's would be.
struct SnapshotReportFiles {
    let report: SnapshotReport
    let folder: String
    /// Each outcome's spec file and seconds, for JUnit.
    let specs: [String: String]
    let times: [String: Double]
    let junit: String?
    var shardRecord: ShardRecord? = nil
    /// Whether references written by the run fail it (verify) or are its purpose (record).
    var writesFail = true

    /// Writes every file in one batch, prints the text, and exits 2 when a spec had errors, 1
    /// when a snapshot failed.
    func publish(printing: Bool = true) throws(CommandFailure) {
        var files: [(data: Data, name: String)]
        do {
            files = [
                (Data(StableJSON.roundingNumbers(String(decoding: try report.json(), as: UTF8.self)).utf8), "summary.json"),
                (Data(report.html(folder: folder).utf8), "report.html"),
            ]
            // Unrounded: the merge rebuilds the page, which prints some numbers finer than 1/1000.
            if let shardRecord { files.append((try shardRecord.json(), ShardRecord.fileName)) }
        } catch {
            throw .invalidInput("cannot encode the summary: \(error)")
        }
        var outputs: [(data: Data, path: String)] = []
        if let junit { outputs.append((Data(JUnitReport(snapshots: report, specs: specs, times: times).xml().utf8), junit)) }
        try writeOutputs(outputs, folderFiles: (folder, files))
        // Each error's reason goes to standard error below, once.
        if printing { try printOutput(report.text(errorReasons: false)) }
        if !report.errors.isEmpty {
            throw CommandFailure(lines: report.errors.compactMap(\.reasons.first), exitCode: 2)
        }
        if !report.failures.isEmpty {
            let count = report.failures.count
            throw CommandFailure.problemsFound("\(count) snapshot\(count == 1 ? "" : "s") failed; see \(path("report.html"))")
        }
        let written = report.outcomes.filter { $0.status == .recorded || $0.status == .updated }.count
        if writesFail, written > 0 {
            throw CommandFailure.problemsFound(
                "\(written) reference\(written == 1 ? " was" : "s were") written by this run; look at \(written == 1 ? "it" : "them") (\(path("report.html"))), commit, and verify again")
        }
    }

    private func path(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }
}

/// Which references a verify run may delete.
enum PruneMode {
    case none
    /// References of this run's specs that they no longer produce.
    case orphans
    /// Those, and every reference of a spec not in the run.
    case unlisted
}

extension SnapshotRecordCommand: PathListCommand {
    mutating func insertLiftedPaths(_ lifted: [String]) { common.specs.insert(contentsOf: lifted, at: 1) }
}

extension SnapshotVerifyCommand: PathListCommand {
    mutating func insertLiftedPaths(_ lifted: [String]) { common.specs.insert(contentsOf: lifted, at: 1) }
}
