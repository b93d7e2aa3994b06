import Foundation
import ImageDiff
import TabBarImage
import TabBarModel
import TabBarRender

/// A suite of specs checked against one folder of references: names them, renders them on
/// several threads, verifies each image as soon as it is drawn and lets it go, and prunes
/// references no spec makes any more. The command line's `snapshot record|verify` is this.
public struct SnapshotSuite: Sendable {
    /// One spec of the suite, named by its reference.
    public struct Entry: Sendable {
        public var reference: String
        /// The file the spec came from, for reports.
        public var specPath: String
        /// What the spec weighs in a shard (`SnapshotCost`), measured when it was named.
        public var shardItem: Shard.Item
        /// The spec to draw. A large suite keeps names rather than specs: each is read again
        /// on the thread that draws it, so memory does not grow with the suite.
        public var read: @Sendable () throws -> SpecDocument

        public init(reference: String, specPath: String, document: SpecDocument) {
            self.init(reference: reference, specPath: specPath, measuring: document, read: { document })
        }

        /// - Parameter measuring: the spec as read now, for its shard weight; `read` reads it again.
        public init(reference: String, specPath: String, measuring document: SpecDocument, read: @escaping @Sendable () throws -> SpecDocument) {
            self.reference = reference
            self.specPath = specPath
            self.shardItem = Shard.Item(
                name: reference, cost: SnapshotCost.estimate(document.spec), kind: SnapshotCost.kind(document.spec))
            self.read = read
        }
    }

    /// One snapshot's outcome, the reference write it asks for (staged, not yet in place), and
    /// the seconds its render and comparison took.
    public struct Checked: Sendable {
        public var outcome: SnapshotOutcome
        public var pending: PendingReference?
        public var seconds: Double
    }

    public var verifier: SnapshotVerifier
    public var resources: RenderResources
    /// Pixels per point for every spec; nil: each device's.
    public var scale: Int?
    /// Parallel renderers; nil: one per core.
    public var jobs: Int?

    public init(verifier: SnapshotVerifier, resources: RenderResources, scale: Int? = nil, jobs: Int? = nil) {
        self.verifier = verifier
        self.resources = resources
        self.scale = scale
        self.jobs = jobs
    }

    /// Names each spec's reference, one result per spec in order. A spec that makes the name of an
    /// earlier one is rejected with an error naming both; the others go on.
    public func entries(
        _ specs: [(path: String, document: SpecDocument, variant: SpecVariant)]
    ) -> [Result<Entry, SnapshotSuiteError>] {
        unique(specs.map { entry(specPath: $0.path, document: $0.document, variant: $0.variant) })
    }

    /// A spec's entry, named; `read` gives the spec again when it is drawn (by default, this one).
    public func entry(
        specPath: String, document: SpecDocument, variant: SpecVariant, read: (@Sendable () throws -> SpecDocument)? = nil
    ) -> Entry {
        let name = ReferenceName.make(specPath: specPath, document: document, scale: scale, variant: variant)
        return Entry(reference: name, specPath: specPath, measuring: document, read: read ?? { document })
    }

    /// The entries, in order, but for one whose name an earlier one makes: rejected with an error
    /// naming both.
    public func unique(_ entries: [Entry]) -> [Result<Entry, SnapshotSuiteError>] {
        var firstSpec: [String: String] = [:]
        return entries.map { entry in
            if let earlier = firstSpec[entry.reference] {
                return .failure(.duplicateReference(entry.reference, entry.specPath, earlier))
            }
            firstSpec[entry.reference] = entry.specPath
            return .success(entry)
        }
    }

    /// Indices of the entries `shard` runs (all of them without one), in entry order; the split
    /// is balanced by each spec's estimated cost (`Shard.assignments`).
    public func selection(of entries: [Entry], shard: Shard?) -> [Int] {
        guard let shard else { return Array(entries.indices) }
        return shard.select(entries.map(\.shardItem))
    }

    /// Renders and verifies `entries`, each result in entry order. Only one image per thread is
    /// alive at a time, so memory does not grow with the suite.
    ///
    /// - Parameter progress: called after each snapshot, from the thread that checked it.
    public func run(
        _ entries: [Entry], progress: @escaping @Sendable () -> Void = {}
    ) -> [Result<Checked, SnapshotSuiteError>] {
        let verifier = verifier
        let scale = scale
        let clock = ContinuousClock()
        AtomicFile.removeStaleTemporaries(in: verifier.store.directory)
        let results = RenderBatch(resources: resources, jobs: jobs).map(entries.count) { renderer, index in
            let started = clock.now
            let entry = entries[index]
            let image: RGBAImage
            do {
                image = try renderer.renderImage(try entry.read(), scale: scale)
            } catch let error as SnapshotSuiteError {
                throw error
            } catch {
                throw SnapshotSuiteError.render("\(error)")
            }
            let verification: SnapshotVerifier.Verification
            do throws(ReferenceError) {
                verification = try verifier.check(name: entry.reference, actual: image)
            } catch {
                throw SnapshotSuiteError.reference(error)
            }
            progress()
            return Checked(outcome: verification.outcome, pending: verification.pending, seconds: (clock.now - started).seconds)
        }
        return results.map { result in
            result.mapError { error in error as? SnapshotSuiteError ?? .render("\(error)") }
        }
    }

    /// The store's references measured against the specs of this run (every spec given, whatever
    /// the shard). A reference is this run's when its name, less the device, look and scale that
    /// end it, is one a spec of the run makes: an orphan is such a reference that no spec makes
    /// any more (a device or an appearance dropped). The others belong to specs not in this run
    /// and are only counted, never orphans.
    public func census(of entries: [Entry]) -> ReferenceCensus {
        let made = Set(entries.map(\.reference))
        let stems = Set(entries.map { ReferenceName.stem(of: $0.reference) ?? $0.reference })
        let listing = verifier.store.listing()
        var census = ReferenceCensus(orphans: [], notInRun: [], skipped: listing.skipped)
        for name in listing.references where !made.contains(name) {
            if let stem = ReferenceName.stem(of: name), stems.contains(stem) {
                census.orphans.append(name)
            } else {
                census.notInRun.append(name)
            }
        }
        return census
    }

    /// Deletes `names` (regular files only); never where `CI` is set.
    public func prune(_ names: [String], environment: [String: String]) throws(SnapshotSuiteError) {
        guard !names.isEmpty else { return }
        if UpdateMode.isCI(environment) { throw .pruneOnCI(names) }
        for name in names {
            do { try verifier.store.remove(name) } catch { throw .reference(error) }
        }
    }

    /// References are only written where a person looks at them: never in CI, and no report
    /// (failure images, HTML, JUnit, SARIF: `outputs`) ever among them, in CI or not.
    ///
    /// - Parameter outputs: other files the run writes, each with the option that names it (`--junit`).
    public func checkSafety(
        reportDirectory: String, outputs: [(option: String, path: String)] = [], environment: [String: String]
    ) throws(SnapshotSuiteError) {
        if UpdateMode.isCI(environment), verifier.updateMode.writesReferences {
            throw .recordOnCI(verifier.updateMode)
        }
        try Self.checkPlacement(reportDirectory: reportDirectory, outputs: outputs, references: verifier.store.directory)
    }

    /// `ReportPlacement`'s rule, for a caller that writes into the report folder before the
    /// suite runs (the specs imported from an app's code).
    public static func checkPlacement(
        reportDirectory: String, outputs: [(option: String, path: String)] = [], references: String
    ) throws(SnapshotSuiteError) {
        if let clash = ReportPlacement.clash([("--report", reportDirectory)] + outputs, references: [references]) {
            throw .reportAmongReferences(clash)
        }
    }
}

/// A reference folder measured against one run's specs.
public struct ReferenceCensus: Sendable, Equatable {
    /// This run's specs' references that no spec makes any more; `--prune` removes them.
    public var orphans: [String]
    /// References of specs that are not in this run: counted, never pruned but by `--prune-unlisted`.
    public var notInRun: [String]
    /// Entries named like references that are not regular files: never read, written or removed.
    public var skipped: [String]
}

/// Why a suite could not run; one line each, naming the file or the folder.
public enum SnapshotSuiteError: Error, CustomStringConvertible, Equatable, Sendable {
    case duplicateReference(String, String, String)
    /// The spec's or the renderer's message, which names the spec file and field.
    case render(String)
    case reference(ReferenceError)
    case recordOnCI(UpdateMode)
    case pruneOnCI([String])
    case reportAmongReferences(ReportPlacement.Clash)

    public var description: String {
        switch self {
        case .duplicateReference(let name, let path, let earlier):
            "\(path) and \(earlier) both make the reference \(name); rename one"
        case .render(let message):
            message
        case .reference(let error):
            error.description
        case .recordOnCI(let mode):
            "CI is set, and CI never writes references (--update \(mode.rawValue) asked to); record them locally, look at them, and commit them"
        case .pruneOnCI(let orphans):
            "CI is set, so nothing was deleted; --prune would remove \(MessageText.count(orphans.count, "reference")) no spec makes: \(orphans.joined(separator: ", "))"
        case .reportAmongReferences(let clash):
            "\(clash.description), where only references live; write reports, JUnit and SARIF apart from it"
        }
    }
}
