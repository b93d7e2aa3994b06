import Foundation
import ImageDiff
import TabBarImage
import TabBarModel
import TabBarRender

/// One record or verify run over a list of specs, as `tabbar snapshot record` and `verify` run it:
/// every spec in every variant rendered and compared, references written all or nothing, the
/// prune policy applied, and the report folder (report.html, summary.json, a shard's shard.json)
/// and JUnit written. An invalid spec does not stop it: it becomes an errored case in every
/// report, the other specs are still checked, and no reference is changed.
public struct SnapshotRun {
    public var specs: [String]
    public var overrides: [SpecOverride] = []
    public var matrix = SpecMatrix()
    /// Folder of the reference images.
    public var references: String
    /// Folder for failure images, report.html and summary.json.
    public var reportFolder: String
    /// Run only this share of the specs; the report folder then gets a shard.json for the merge.
    public var shard: Shard?
    /// Pixels per point for every spec; each device's when nil.
    public var scale: Int?
    /// Folder of the system icons; the bundled ones (or `TABBARKIT_ICONS`) when nil.
    public var icons: String?
    /// Parallel renderers; one per core when nil.
    public var jobs: Int?
    public var thresholds = SnapshotVerifier.defaultThresholds
    public var diffOptions = DiffOptions()
    public var updateMode: UpdateMode
    public var prune: PruneMode = .none
    /// Where to write JUnit XML, if anywhere.
    public var junit: String?
    /// For specs imported from an app's code: where the code declares each one's bar, by spec
    /// path, for the report's cards.
    public var declarations: [String: String] = [:]
    /// Verification passes only when every snapshot matched a reference that was already there:
    /// a reference it had to write (missing, or updated on request) fails the run, as a test
    /// that records fails, so someone looks at it before it counts. `record` only writes.
    public var writesFail = true
    /// Where `CI` is read.
    public var environment = ProcessInfo.processInfo.environment
    /// Called with the number of snapshots once the specs are read, before any is drawn.
    public var willCheck: (Int) -> Void = { _ in }
    /// Called after each snapshot, from the thread that checked it.
    public var progress: @Sendable () -> Void = {}

    public init(specs: [String], references: String, reportFolder: String, updateMode: UpdateMode) {
        self.specs = specs
        self.references = references
        self.reportFolder = reportFolder
        self.updateMode = updateMode
    }

    /// Runs the suite and writes its report; the verdict says how it went.
    /// - Throws: what stops a run before it reports (an unsafe folder, a bad option, CI asked to
    ///   delete references, a report that cannot be written).
    public func run() throws(SnapshotRunError) -> SnapshotRunResult {
        let resources: RenderResources
        do { resources = try RenderResources.fromEnvironment(iconDirectory: icons) } catch { throw .invalidInput("\(error)") }
        MemoryTuning.forBatch(threads: WorkQueue(jobs: jobs).threads(for: specs.count))
        let suite = SnapshotSuite(
            verifier: SnapshotVerifier(
                store: SnapshotStore(directory: references), updateMode: updateMode,
                thresholds: thresholds, options: diffOptions, artifactsDirectory: reportFolder),
            resources: resources, scale: scale, jobs: jobs)
        do {
            try suite.checkSafety(reportDirectory: reportFolder, outputs: junit.map { [("--junit", $0)] } ?? [], environment: environment)
        } catch {
            throw .invalidInput(error.description)
        }
        if prune == .unlisted {
            if shard != nil { throw .invalidInput("--prune-unlisted: a shard sees only part of the suite; run it over every spec, without --shard") }
            if UpdateMode.isCI(environment) { throw .invalidInput("--prune-unlisted: CI is set, and CI never deletes references; prune locally and commit the deletion") }
        }
        let inputs: [SpecVariantInput]
        do { inputs = try SpecVariantInput.expand(specs, set: overrides, matrix: matrix) } catch { throw .invalidInput(error.description) }
        // Read before the run, as the specs are: what this shard's merge checks the others against.
        let identity = shard.map { _ in
            SuiteIdentity(
                inputs: inputs.map { SuiteIdentity.Input(path: $0.path, overrides: $0.overrides.map { "\($0.path)=\($0.value)" }) },
                references: references, icons: icons, scale: scale, thresholds: thresholds,
                diffOptions: diffOptions, updateMode: updateMode)
        }

        // Each input's place in the reports, in the order given.
        var outcomes: [SnapshotOutcome?] = Array(repeating: nil, count: inputs.count)
        var specFiles: [String: String] = [:]
        var loaded: [SnapshotSuite.Entry] = []
        var loadedIndex: [Int] = []
        for (index, (input, read)) in zip(inputs, Self.name(inputs, in: suite, jobs: jobs)).enumerated() {
            switch read {
            case .success(let entry):
                loaded.append(entry)
                loadedIndex.append(index)
            case .failure(let error):
                let name = ([input.path] + input.variant.labels).joined(separator: " · ")
                outcomes[index] = SnapshotOutcome(name: name, status: .errored, reasons: [error.description])
                specFiles[name] = input.path
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
                specFiles[entry.reference] = entry.specPath
            case .failure(let error):
                outcomes[index] = SnapshotOutcome(name: inputs[index].path, status: .errored, reasons: [error.description])
                specFiles[inputs[index].path] = inputs[index].path
            }
        }
        let selected = suite.selection(of: entries, shard: shard)

        willCheck(selected.count)
        let results = suite.run(selected.map { entries[$0] }, progress: progress)
        MemoryTuning.batchEnded()
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
            do { pending.append(try suite.verifier.store.stage(environment: drawnWith)) } catch { throw .invalidInput(error.description) }
            recordedEnvironment = drawnWith
        }
        var census = suite.census(of: entries)
        var pruned: [String] = []
        if errorCount > 0 {
            // All or nothing: a run that failed for any spec changes no reference.
            for write in pending { write.discard() }
            let why = "not written: \(MessageText.count(errorCount, "spec")) of this run had errors, so no reference was changed"
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
                do { try write.commit() } catch { throw .invalidInput(error.description) }
            }
            let doomed = prune == .unlisted ? census.orphans + census.notInRun : prune == .orphans ? census.orphans : []
            do {
                try suite.prune(doomed, environment: environment)
            } catch .pruneOnCI(let names) {
                throw .problemsFound(SnapshotSuiteError.pruneOnCI(names).description)
            } catch {
                throw .invalidInput(error.description)
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
                ShardRecord.Case(position: position, spec: specFiles[outcome.name] ?? outcome.name, seconds: times[outcome.name])
            }
            record = ShardRecord(
                run: identity.digest, shard: shard, inputs: inputs.count, references: references,
                referencesPath: FilePaths.real(references), cases: cases, report: report)
        }
        let files = SnapshotReportFiles(
            report: report, folder: reportFolder, specs: specFiles, times: times, junit: junit, shardRecord: record, writesFail: writesFail)
        return SnapshotRunResult(report: report, verdict: try files.write(), page: files.page)
    }

    /// Each input read and named on the batch's threads. Beyond `SpecVariantInput.keptSpecs`
    /// inputs, an entry keeps its name and not its spec, which is read again on the thread that
    /// draws it, so a suite of thousands of specs takes no more memory than a small one.
    static func name(_ inputs: [SpecVariantInput], in suite: SnapshotSuite, jobs: Int?) -> [Result<SnapshotSuite.Entry, SpecError>] {
        let keep = inputs.count <= SpecVariantInput.keptSpecs
        return SpecVariantInput.readAll(inputs, jobs: jobs) { input, document in
            if keep { return suite.entry(specPath: input.path, document: document, variant: input.variant) }
            let reference = suite.entry(specPath: input.path, document: document, variant: input.variant).reference
            return suite.entry(specPath: input.path, document: document, variant: input.variant) {
                let again: SpecDocument
                do throws(SpecError) { again = try input.load() } catch { throw SnapshotSuiteError.render(error.description) }
                guard suite.entry(specPath: input.path, document: again, variant: input.variant).reference == reference else {
                    throw SnapshotSuiteError.render("\(input.path) changed while the suite ran (it now makes another reference); run it again")
                }
                return again
            }
        }
    }
}

/// Which references a verify run may delete.
public enum PruneMode: Sendable {
    case none
    /// References of this run's specs that they no longer produce.
    case orphans
    /// Those, and every reference of a spec not in the run.
    case unlisted
}

/// What stops a snapshot run before it reports.
public enum SnapshotRunError: Error, CustomStringConvertible, Equatable {
    /// A bad option, folder or file: the command line's exit 2.
    case invalidInput(String)
    /// The run refused to do what it was asked (delete references on CI): exit 1.
    case problemsFound(String)

    public var description: String {
        switch self {
        case .invalidInput(let message), .problemsFound(let message): message
        }
    }
}

/// A run's report, as written, and its verdict.
public struct SnapshotRunResult {
    public let report: SnapshotReport
    public let verdict: SnapshotVerdict
    /// The report.html written.
    public let page: String
}
