import Foundation
import ImageDiff
import TabBarImage

/// Compares rendered images with a store's references, records or updates them as the mode
/// allows, and writes failure artifacts.
public struct SnapshotVerifier: Sendable {
    public var store: SnapshotStore
    public var updateMode: UpdateMode
    public var thresholds: Thresholds
    public var options: DiffOptions
    /// Where expected, actual, diff and composite images of failures go.
    public var artifactsDirectory: String

    public init(
        store: SnapshotStore, updateMode: UpdateMode, thresholds: Thresholds = SnapshotVerifier.defaultThresholds,
        options: DiffOptions = DiffOptions(), artifactsDirectory: String
    ) {
        self.store = store
        self.updateMode = updateMode
        self.thresholds = thresholds
        self.options = options
        self.artifactsDirectory = artifactsDirectory
    }

    /// No pixel may differ beyond the YIQ threshold, and no pixel's colour may move by more than a
    /// just-noticeable ΔE: a tint change such as #007AFF → #0A84FF stays under the YIQ threshold.
    public static let defaultThresholds = Thresholds(threshold: 0.1, maxDiffPixels: 0, maxDeltaE: 2.0)

    /// A snapshot's outcome and the reference write it asks for, not yet in place.
    public struct Verification: Sendable {
        public var outcome: SnapshotOutcome
        public var pending: PendingReference?
    }

    /// Compares, and records or updates as the mode allows, putting the reference in place at once.
    public func verify(name: String, actual: RGBAImage) throws(ReferenceError) -> SnapshotOutcome {
        let verification = try check(name: name, actual: actual)
        try verification.pending?.commit()
        return verification.outcome
    }

    /// Compares `actual` with its reference; a reference to record or update is only staged, for
    /// the caller to commit when the whole run has succeeded (or to discard).
    public func check(name: String, actual: RGBAImage) throws(ReferenceError) -> Verification {
        guard let referenceData = try store.referenceData(name) else {
            guard updateMode != .never else {
                let artifacts = try writeArtifacts(name: name, expected: nil, actual: actual, diff: nil)
                return Verification(outcome: SnapshotOutcome(
                    name: name, status: .missingReference,
                    reasons: ["no reference \(name) in \(store.directory); record it with --update missing, look at it, and commit it"],
                    artifacts: artifacts))
            }
            return Verification(outcome: SnapshotOutcome(name: name, status: .recorded), pending: try stage(actual, name: name))
        }
        // The header's claim is checked before a byte is inflated: a small file can declare a huge image.
        if let declared = PNGCodec.declaredSize(referenceData), declared.width != actual.width || declared.height != actual.height {
            let tooLarge = declared.width * declared.height > SnapshotStore.maxReferencePixels
            let reason = tooLarge
                ? "the reference \(name) declares \(declared.width)×\(declared.height) px, more than any render (\(SnapshotStore.maxReferencePixels) px at most); it was not decoded"
                : DiffError.sizeMismatch(expectedWidth: declared.width, expectedHeight: declared.height, actualWidth: actual.width, actualHeight: actual.height).description
            return try failOrUpdate(name: name, actual: actual, expected: nil, result: nil, reasons: [reason])
        }
        let expected: RGBAImage
        do {
            expected = try PNGCodec.decode(referenceData, maxPixels: SnapshotStore.maxReferencePixels)
        } catch {
            return try failOrUpdate(name: name, actual: actual, expected: nil, result: nil,
                                    reasons: ["the reference \(name) is not a readable PNG: \(error)"])
        }
        var comparator = ImageComparator(options: options)
        comparator.options.threshold = thresholds.threshold
        // A colour shift the ΔE limit catches should also show in the diff image.
        if comparator.options.markDeltaEAbove == nil { comparator.options.markDeltaEAbove = thresholds.maxDeltaE }
        var result: DiffResult
        do {
            // Most snapshots pass: the diff image is drawn only for a failure that gets artifacts.
            result = try comparator.compare(expected, actual, makeDiffImage: false)
            if !result.passed(thresholds) && (updateMode == .never || updateMode == .missing) {
                result = try comparator.compare(expected, actual, makeDiffImage: true)
            }
        } catch {
            return try failOrUpdate(name: name, actual: actual, expected: expected, result: nil,
                                    reasons: [error.description])
        }
        let verdict = result.verdict(thresholds)
        if verdict.passed {
            if updateMode == .all, !result.identical {
                return Verification(
                    outcome: SnapshotOutcome(name: name, status: .updated, result: result), pending: try stage(actual, name: name))
            }
            return Verification(outcome: SnapshotOutcome(name: name, status: .passed, result: result))
        }
        return try failOrUpdate(name: name, actual: actual, expected: expected, result: result,
                                reasons: verdict.failures)
    }

    private func failOrUpdate(
        name: String, actual: RGBAImage, expected: RGBAImage?, result: DiffResult?, reasons: [String]
    ) throws(ReferenceError) -> Verification {
        if updateMode == .failed || updateMode == .all {
            return Verification(
                outcome: SnapshotOutcome(name: name, status: .updated, result: result, reasons: reasons),
                pending: try stage(actual, name: name))
        }
        let artifacts = try writeArtifacts(name: name, expected: expected, actual: actual, diff: result?.diffImage)
        // The outcome outlives the comparison until the report is written: it keeps file names, not pixels.
        var measured = result
        measured?.diffImage = nil
        return Verification(outcome: SnapshotOutcome(name: name, status: .failed, result: measured, reasons: reasons, artifacts: artifacts))
    }

    private func stage(_ image: RGBAImage, name: String) throws(ReferenceError) -> PendingReference {
        let png: Data
        do { png = try encode(image, destination: store.path(of: name)) } catch { throw .write(error) }
        return try store.stage(png, name: name)
    }

    private func encode(_ image: RGBAImage, destination: String) throws(FileWriteError) -> Data {
        do {
            return try PNGCodec.encode(image)
        } catch {
            throw FileWriteError(path: destination, reason: "\(error)")
        }
    }

    private func writeArtifacts(
        name: String, expected: RGBAImage?, actual: RGBAImage, diff: RGBAImage?
    ) throws(ReferenceError) -> FailureArtifacts {
        do {
            return try writeArtifactFiles(name: name, expected: expected, actual: actual, diff: diff)
        } catch {
            throw .write(error)
        }
    }

    private func writeArtifactFiles(
        name: String, expected: RGBAImage?, actual: RGBAImage, diff: RGBAImage?
    ) throws(FileWriteError) -> FailureArtifacts {
        let stem = (name as NSString).deletingPathExtension
        func save(_ image: RGBAImage, _ kind: String) throws(FileWriteError) -> String {
            // The report folder is untrusted ground: a link there never leads the write elsewhere.
            let name = "\(stem).\(kind).png"
            let path = (artifactsDirectory as NSString).appendingPathComponent(name)
            try AtomicFile.write(try encode(image, destination: path), named: name, in: artifactsDirectory)
            return path
        }
        var artifacts = FailureArtifacts(actual: try save(actual, "actual"))
        if let expected { artifacts.expected = try save(expected, "expected") }
        if let diff { artifacts.diff = try save(diff, "diff") }
        let panels = [("Expected", expected), ("Diff", diff), ("Actual", actual as RGBAImage?)].compactMap { label, image in
            image.map { (label: label, image: $0) }
        }
        if panels.count > 1 { artifacts.composite = try save(Composite.sideBySide(panels), "composite") }
        return artifacts
    }
}
