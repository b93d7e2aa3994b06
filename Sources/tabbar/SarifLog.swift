import Foundation
import TabBarModel

/// Findings as a SARIF 2.1.0 log, the format code-scanning services read.
struct SarifLog: Encodable {
    let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    let version = "2.1.0"
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    init(findings: [LintFinding], rules: [RuleDescriptor]) {
        let index = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let results = findings.map { finding in
            Result(
                ruleId: finding.rule, ruleIndex: index[finding.rule], level: Self.level(finding.severity),
                message: Text(text: "\(finding.path): \(finding.message)"),
                locations: [Location(
                    physicalLocation: PhysicalLocation(
                        artifactLocation: ArtifactLocation(uri: Self.uri(finding.file)),
                        // Code scanning wants a line; a finding whose field is not written points at the top.
                        region: Region(startLine: finding.line ?? 1, startColumn: finding.column)),
                    logicalLocations: [LogicalLocation(fullyQualifiedName: finding.path)])])
        }
        let descriptors = rules.map { rule in
            ReportingDescriptor(
                id: rule.id, shortDescription: Text(text: rule.summary),
                defaultConfiguration: Configuration(level: Self.level(rule.severity)))
        }
        runs = [Run(tool: Tool(driver: Driver(name: "tabbar", rules: descriptors)), results: results)]
    }

    func encoded() -> Data {
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

    /// A relative path stays relative (to the folder the scan ran in); an absolute one becomes a file URI.
    static func uri(_ path: String) -> String {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).absoluteString }
        var relative = path
        while relative.hasPrefix("./") { relative.removeFirst(2) }
        return relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative
    }

    struct Run: Encodable {
        let tool: Tool
        let columnKind = "unicodeCodePoints"
        let results: [Result]
    }

    struct Tool: Encodable {
        let driver: Driver
    }

    struct Driver: Encodable {
        let name: String
        let rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        let id: String
        let shortDescription: Text
        let defaultConfiguration: Configuration
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
    }

    struct Location: Encodable {
        let physicalLocation: PhysicalLocation
        let logicalLocations: [LogicalLocation]
    }

    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region
    }

    struct ArtifactLocation: Encodable {
        let uri: String
    }

    struct Region: Encodable {
        let startLine: Int
        let startColumn: Int?
    }

    struct LogicalLocation: Encodable {
        let fullyQualifiedName: String
    }
}
