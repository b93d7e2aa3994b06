import ImageDiff
import TabBarImage

/// What happened to one snapshot in a run.
public enum SnapshotStatus: String, Codable, Sendable {
    case passed
    case failed
    /// No reference existed and one was written.
    case recorded
    /// The reference was replaced by the new image.
    case updated
    /// No reference exists and the update mode forbids writing one.
    case missingReference = "missing-reference"
    /// The spec could not be read or drawn, or its reference is not a file: nothing was compared.
    /// The run goes on with the other specs and exits 2.
    case errored = "error"

    /// A difference the run found (exit 1); an error is counted apart.
    public var isFailure: Bool { self == .failed || self == .missingReference }
}

/// Files written for a failed snapshot, for a person to look at.
public struct FailureArtifacts: Codable, Equatable, Sendable {
    public var expected: String?
    public var actual: String
    public var diff: String?
    /// expected | diff | actual side by side.
    public var composite: String?
}

public struct SnapshotOutcome: Codable, Equatable, Sendable {
    public var name: String
    public var status: SnapshotStatus
    /// Present when a comparison ran.
    public var result: DiffResult?
    /// Why it failed, one sentence each.
    public var reasons: [String]
    public var artifacts: FailureArtifacts?
    /// Where the app's code declares the bar (`FILE:LINE`), for a spec imported from it.
    public var source: String?

    public init(
        name: String, status: SnapshotStatus, result: DiffResult? = nil, reasons: [String] = [], artifacts: FailureArtifacts? = nil,
        source: String? = nil
    ) {
        self.name = name
        self.status = status
        self.result = result
        self.reasons = reasons
        self.artifacts = artifacts
        self.source = source
    }
}
