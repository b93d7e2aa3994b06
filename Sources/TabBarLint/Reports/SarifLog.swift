import Foundation
import TabBarFiles
import TabBarModel
import TabBarSnapshots

/// Findings as a SARIF 2.1.0 log, the format code-scanning services read: rules with their help,
/// results with a line, a stable fingerprint and a path relative to the repository's root.
public struct SarifLog: Encodable {
    let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    let version = "2.1.0"
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    /// The base id code scanning resolves against the checkout.
    static let sourceRoot = "%SRCROOT%"
    /// The key of the fingerprint; the version changes only if what it hashes changes.
    static let fingerprintKey = "tabbarFinding/v1"

    /// - Parameters:
    ///   - base: the folder (the repository's root) that result paths are relative to.
    ///   - version: the version of the tool that linted, as the log names it.
    public init(findings: [LintFinding], rules: [LintRule], base: String = ".", version: String) {
        let root = URL(fileURLWithPath: base).standardizedFileURL
        let index = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var seen: [String: Int] = [:]
        let results = findings.map { finding in
            let artifact = Self.artifact(finding.file, root: root)
            // Rule, file and field, not the line: a finding keeps its identity when lines move above it.
            // The file as it was hashed before uris began with `./`, so earlier alerts keep theirs.
            let file = artifact.uri.hasPrefix("./") ? String(artifact.uri.dropFirst(2)) : artifact.uri
            let identity = "\(finding.rule)\u{0}\(file)\u{0}\(finding.path)"
            let occurrence = seen[identity, default: 0] + 1
            seen[identity] = occurrence
            let hash = String(StableHash.fnv1a(identity), radix: 16)
            return Result(
                ruleId: finding.rule, ruleIndex: index[finding.rule], level: Self.level(finding.severity),
                // One line, whatever a spec's name or text holds: a viewer shows no raw control character.
                message: Text(text: MessageText.oneLine("\(finding.path): \(finding.message)", limit: .max)),
                locations: [Location(
                    physicalLocation: PhysicalLocation(
                        artifactLocation: artifact,
                        // Code scanning wants a line; a finding whose field is not written points at the top.
                        region: Region(startLine: finding.line ?? 1, startColumn: finding.column)),
                    // A finding about the whole spec (it does not parse) names no field.
                    logicalLocations: finding.path.isEmpty ? nil : [LogicalLocation(fullyQualifiedName: finding.path)])],
                partialFingerprints: [Self.fingerprintKey: "\(String(repeating: "0", count: 16 - hash.count))\(hash):\(occurrence)"])
        }
        let descriptors = rules.map(Self.descriptor)
        let driver = Driver(
            name: "tabbar", version: version, semanticVersion: version, rules: descriptors)
        runs = [Run(
            tool: Tool(driver: driver),
            originalUriBaseIds: [Self.sourceRoot: BaseLocation(
                uri: root.absoluteString.hasSuffix("/") ? root.absoluteString : root.absoluteString + "/",
                description: Text(text: "The folder given to --base (the repository's root)."))],
            results: results)]
    }

    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings, numbers and arrays always encode.
        return (try? encoder.encode(self)) ?? Data()
    }

    /// SARIF's levels: info is a note.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// A rule's entry, its help from the registry: what it asks, the fix, an example it flags and
    /// the example put right.
    static func descriptor(_ rule: LintRule) -> ReportingDescriptor {
        let text = "\(rule.asks)\nHow to fix: \(rule.fix)\nExample (flagged):\n\(rule.example)\nPasses:\n\(rule.passing)"
        let markdown = """
            **What it asks.** \(rule.asks)

            **How to fix.** \(rule.fix)

            **Example** (flagged):

            ```yaml
            \(rule.example)
            ```

            **Passes:**

            ```yaml
            \(rule.passing)
            ```
            """
        return ReportingDescriptor(
            id: rule.id, shortDescription: Text(text: rule.summary), fullDescription: Text(text: rule.asks),
            help: Help(text: text, markdown: markdown),
            defaultConfiguration: Configuration(level: level(rule.severity)),
            properties: Properties(tags: ["tabbar", "hig"] + rule.tags))
    }

    /// A path under `root` becomes relative to %SRCROOT%; one outside it stays an absolute file URI.
    static func artifact(_ path: String, root: URL) -> ArtifactLocation {
        let file = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = root.pathComponents
        guard file.count > base.count, Array(file.prefix(base.count)) == base else {
            return ArtifactLocation(uri: "file://" + PathBytes.percentEncoded(URL(fileURLWithPath: path).standardizedFileURL.path), uriBaseId: nil)
        }
        let relative = file.dropFirst(base.count).joined(separator: "/")
        // `./name`: a file named `x:y.json` is a path, never a URI of the scheme `x`.
        return ArtifactLocation(
            uri: PathBytes.relativeReference(relative),
            uriBaseId: sourceRoot)
    }

    struct Run: Encodable {
        let tool: Tool
        let originalUriBaseIds: [String: BaseLocation]
        let columnKind = "unicodeCodePoints"
        let results: [Result]
    }

    struct BaseLocation: Encodable {
        let uri: String
        let description: Text
    }

    struct Tool: Encodable {
        let driver: Driver
    }

    struct Driver: Encodable {
        let name: String
        let version: String
        let semanticVersion: String
        // No informationUri or helpUri: the project has no public address yet, and a made-up
        // link in a code-scanning alert is worse than none. Each rule's help is complete text.
        let rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        let id: String
        let shortDescription: Text
        let fullDescription: Text
        let help: Help
        let defaultConfiguration: Configuration
        let properties: Properties
    }

    struct Help: Encodable {
        let text: String
        let markdown: String
    }

    struct Properties: Encodable {
        let tags: [String]
    }

    struct Configuration: Encodable {
        let level: String
    }

    struct Text: Encodable {
        let text: String
    }

    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int?
        let level: String
        let message: Text
        let locations: [Location]
        let partialFingerprints: [String: String]
    }

    struct Location: Encodable {
        let physicalLocation: PhysicalLocation
        let logicalLocations: [LogicalLocation]?
    }

    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region
    }

    struct ArtifactLocation: Encodable {
        let uri: String
        let uriBaseId: String?
    }

    struct Region: Encodable {
        let startLine: Int
        let startColumn: Int?
    }

    struct LogicalLocation: Encodable {
        let fullyQualifiedName: String
    }
}
