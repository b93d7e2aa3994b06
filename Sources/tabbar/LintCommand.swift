import ArgumentParser
import Foundation
import TabBarModel
import TabBarLint
import TabBarRender
import TabBarSnapshots

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check specs against the Human Interface Guidelines for tab bars.",
        discussion: """
            Prints one finding a line, as FILE:PATH: severity[rule-id]: message, where PATH is \
            the spec field to change (tabs[3].title). Titles are measured with the fonts the \
            renderer draws with, so truncation matches the pictures.

            Exit codes: 0 no errors (warnings and notes may be printed); 1 at least one error; \
            2 a spec is invalid (nothing is printed or written then).

            Rules:
            \(LintCommand.ruleList)

            Examples:
              tabbar lint Examples/*.yaml Examples/*.json
              tabbar lint Examples/phone-more.json --json
              tabbar lint specs/*.yaml --sarif lint.sarif
              tabbar lint --source App/ --all-locales
              tabbar lint --source App/ --matrix ios=18,26
            """)

    @Argument(help: "Spec files (.yaml, .yml or .json).")
    var specs: [String] = []

    @Option(name: .customLong("from"), help: PathList.fromHelp)
    var fromList: String?

    @Flag(name: .long, help: "Print {\"findings\": [{\"file\", \"path\", \"rule\", \"severity\", \"message\", \"line\", \"column\"}]}.")
    var json = false

    @Option(name: .long, help: "Also write the findings as SARIF 2.1.0 to this file, for code scanning.")
    var sarif: String?

    @OptionGroup var overrideOptions: OverrideOptions

    @Option(name: .long, help: "Folder the SARIF file's paths are relative to (%SRCROOT%, the repository's root).")
    var base = "."

    @Option(name: .long, help: "Also write JUnit XML to this file: one test case per spec, failed when it has an error.")
    var junit: String?

    @OptionGroup var matrixOptions: MatrixOptions

    @OptionGroup var sourceOptions: SourceOptions

    mutating func validate() throws {
        if sourceOptions.sources.isEmpty || !specs.isEmpty || fromList != nil {
            specs = try PathList.paths(specs, from: fromList, noun: "spec")
        }
    }

    /// The registry's rules as `--help` lists them.
    static var ruleList: String {
        LintRules.all.map { "  \($0.id) (\($0.severity.rawValue)): \($0.summary)" }
            .joined(separator: "\n")
    }

    func run() throws {
        let overrides = try overrideOptions.overrides()
        let resources = try ResourceLocator.resources(iconDirectory: nil)
        let linter: Linter
        do {
            linter = try Linter(resources: resources)
        } catch {
            throw CommandFailure.invalidInput("\(error)")
        }
        let matrix = try matrixOptions.specMatrix()
        // Specs imported from the app's code count against the same bound as spec files: every
        // spec in every variant, refused before any is linted.
        let importedSpecs = try sourceOptions.imported()
        do {
            try SpecVariantInput.checkCount(specs: specs.count + importedSpecs.count, matrix: matrix)
        } catch {
            throw CommandFailure.invalidInput("\(error)")
        }
        var findings: [LintFinding] = []
        var times: [String: Double] = [:]
        let clock = ContinuousClock()
        for input in try SpecVariantInput.expanding(specs, set: overrides, matrix: matrix) {
            let started = clock.now
            findings += linter.lint(file: input.path, overrides: input.overrides).map { Self.found($0, in: input.variant) }
            times[input.path, default: 0] += (clock.now - started).seconds
        }
        // Specs imported from the app's code: each finding names the source line of its field,
        // and the spec's name, with a variant's labels as its references have them.
        let variants = matrix.variants
        for imported in importedSpecs {
            for variant in variants {
                let name = variant.fileStem(specName: imported.name)
                let linted: [LintFinding]
                do {
                    let spec = try SpecDecoder().decode(Data(imported.yaml.utf8), format: .yaml, source: name + ".yaml", overrides: overrides + variant.overrides)
                    let document = SpecDocument(spec: spec, source: name + ".yaml", baseDirectory: imported.document.baseDirectory)
                    linted = linter.lint(document, text: imported.yaml)
                } catch {
                    throw CommandFailure.invalidInput("\(error)")
                }
                findings += linted.map { finding in
                    let at = imported.provenance(ofField: finding.path)
                    return LintFinding(
                        file: "\(at.file):\(at.line) (\(name))",
                        finding: Finding(rule: finding.rule, severity: finding.severity, path: finding.path, message: finding.message),
                        location: SpecLocation(line: at.line, column: 1))
                }
            }
        }
        // On standard error as every other command words a spec error: file, field, message.
        let invalid = findings.filter { $0.rule == LintRules.invalidSpec.id }.map {
            $0.path.isEmpty ? "\($0.file): \($0.message)" : "\($0.file): \($0.path): \($0.message)"
        }

        // Both reports are written all or nothing.
        var outputs: [(data: Data, path: String)] = []
        if let sarif {
            let log = SarifLog(findings: findings, rules: LintRules.all, base: base, version: ToolInfo.version)
            outputs.append((log.encoded() + Data("\n".utf8), sarif))
        }
        if let junit {
            let report = JUnitReport(lint: findings, specs: specs, times: times)
            outputs.append((Data(report.xml().utf8), junit))
        }
        if !outputs.isEmpty { try writeOutputs(outputs) }
        if json {
            // Strings and integers always encode.
            try printOutput((try? StableJSON.encode(["findings": findings])) ?? "")
        } else if !findings.isEmpty {
            try printOutput(findings.map(\.textLine).joined(separator: "\n"))
        }
        if !invalid.isEmpty { throw CommandFailure(lines: invalid, exitCode: 2) }
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        let specCount = specs.count + importedSpecs.count
        let inVariants = variants.count > 1 ? " (\(specCount * variants.count) variants)" : ""
        let summary = "\(MessageText.count(errors, "error")) and \(MessageText.count(warnings, "warning")) in \(MessageText.count(specCount, "spec"))\(inVariants)"
        if errors > 0 { throw CommandFailure.problemsFound(summary) }
        // A clean run says so (on standard error, which findings never use), so that a CI log
        // shows the check ran rather than nothing at all.
        if !json { report([summary]) }
    }
}

extension LintCommand {
    /// A spec file's finding in a `--matrix` variant: the file stays the path (SARIF and JUnit
    /// name files), and the message starts with the variant's labels, as its outputs are named.
    static func found(_ finding: LintFinding, in variant: SpecVariant) -> LintFinding {
        guard !variant.labels.isEmpty else { return finding }
        return LintFinding(
            file: finding.file,
            finding: Finding(rule: finding.rule, severity: finding.severity, path: finding.path, message: "[\(variant.labels.joined(separator: "."))] " + finding.message),
            location: finding.line.map { SpecLocation(line: $0, column: finding.column ?? 1) })
    }
}

extension LintCommand: PathListCommand {
    mutating func insertLiftedPaths(_ lifted: [String]) { specs.insert(contentsOf: lifted, at: 1) }
}
