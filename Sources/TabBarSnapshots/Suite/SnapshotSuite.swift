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
        public var document: SpecDocument

        public init(reference: String, specPath: String, document: SpecDocument) {
            self.reference = reference
            self.specPath = specPath
            self.document = document
        }
    }

    /// One snapshot's outcome and the seconds its render and comparison took.
    public struct Checked: Sendable {
        public var outcome: SnapshotOutcome
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

    /// Names each spec's reference; two specs that make the same name are an error naming both.
    public func entries(
        _ specs: [(path: String, document: SpecDocument, variant: SpecVariant)]
    ) throws(SnapshotSuiteError) -> [Entry] {
        var firstSpec: [String: String] = [:]
        return try specs.map { spec throws(SnapshotSuiteError) in
            let name = ReferenceName.make(specPath: spec.path, document: spec.document, scale: scale, variant: spec.variant)
            if let earlier = firstSpec.updateValue(spec.path, forKey: name) {
                throw .duplicateReference(name, spec.path, earlier)
            }
            return Entry(reference: name, specPath: spec.path, document: spec.document)
        }
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
        let results = RenderBatch(resources: resources, jobs: jobs).map(entries.count) { renderer, index in
            let started = clock.now
            let entry = entries[index]
            let image: RGBAImage
            do {
                image = try renderer.renderImage(entry.document, scale: scale)
            } catch {
                throw SnapshotSuiteError.render("\(error)")
            }
            let outcome: SnapshotOutcome
            do throws(FileWriteError) {
                outcome = try verifier.verify(name: entry.reference, actual: image)
            } catch {
                throw SnapshotSuiteError.write(error)
            }
            progress()
            return Checked(outcome: outcome, seconds: (clock.now - started).seconds)
        }
        return results.map { result in
            result.mapError { error in error as? SnapshotSuiteError ?? .render("\(error)") }
        }
    }

    /// References in the store that none of `entries` makes.
    public func orphans(of entries: [Entry]) -> [String] {
        verifier.store.orphans(expected: Set(entries.map(\.reference)))
    }

    /// Deletes the orphaned references; never where `CI` is set.
    public func prune(_ orphans: [String], environment: [String: String]) throws(SnapshotSuiteError) {
        guard !orphans.isEmpty else { return }
        if UpdateMode.isCI(environment) { throw .pruneOnCI(orphans) }
        for orphan in orphans {
            do { try verifier.store.remove(orphan) } catch { throw .write(error) }
        }
    }

    /// References are only written where a person looks at them: never in CI, and the report
    /// (failure images, HTML) never among them.
    public func checkSafety(reportDirectory: String, environment: [String: String]) throws(SnapshotSuiteError) {
        if UpdateMode.isCI(environment), verifier.updateMode.writesReferences {
            throw .recordOnCI(verifier.updateMode)
        }
        let references = Self.realPath(verifier.store.directory)
        let report = Self.realPath(reportDirectory)
        if report == references || report.hasPrefix(references.hasSuffix("/") ? references : references + "/") {
            throw .reportInsideReferences(report: reportDirectory, references: verifier.store.directory)
        }
    }

    /// An absolute path with symlinks resolved as far as the path exists.
    static func realPath(_ path: String) -> String {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var missing: [String] = []
        while !FileManager.default.fileExists(atPath: url.path), url.pathComponents.count > 1 {
            missing.insert(url.lastPathComponent, at: 0)
            url.deleteLastPathComponent()
        }
        var resolved = url.resolvingSymlinksInPath()
        for component in missing { resolved.appendPathComponent(component) }
        return resolved.path
    }
}

/// Why a suite could not run; one line each, naming the file or the folder.
public enum SnapshotSuiteError: Error, CustomStringConvertible, Equatable, Sendable {
    case duplicateReference(String, String, String)
    /// The renderer's message, which names the spec file and field.
    case render(String)
    case write(FileWriteError)
    case recordOnCI(UpdateMode)
    case pruneOnCI([String])
    case reportInsideReferences(report: String, references: String)

    public var description: String {
        switch self {
        case .duplicateReference(let name, let path, let earlier):
            "\(path) and \(earlier) both make the reference \(name); rename one"
        case .render(let message):
            message
        case .write(let error):
            error.description
        case .recordOnCI(let mode):
            "CI is set, and CI never writes references (--update \(mode.rawValue) asked to); record them locally, look at them, and commit them"
        case .pruneOnCI(let orphans):
            "CI is set, so nothing was deleted; --prune would remove \(orphans.count) reference(s) no spec makes: \(orphans.joined(separator: ", "))"
        case .reportInsideReferences(let report, let references):
            "--report \(report): inside the references folder \(references); choose a folder outside it"
        }
    }
}
