import ArgumentParser
import ContrastCheck
import Foundation
import TabBarModel
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

    /// The guideline rules, then the rules measured on the rendered bar: contrast, and text the
    /// fonts cannot draw.
    static var rules: [RuleDescriptor] {
        GuidelineChecker.allRules.map(\.descriptor) + ContrastChecker.rules + [glyphRule, invalidSpecRule]
    }

    mutating func validate() throws {
        specs = try PathList.paths(specs, from: fromList, noun: "spec")
    }

    static var ruleList: String {
        rules.map { "  \($0.id) (\($0.severity.rawValue)): \($0.summary)" }
            .joined(separator: "\n")
    }

    /// Not a guideline but a fact of the renderer: text its fonts cannot draw.
    static let glyphRule = RuleDescriptor(
        id: "undrawable-text", severity: .error, summary: "Text has characters no font of the toolkit can draw.")

    /// A spec that cannot be read or laid out: reported like a finding, so one bad file does
    /// not hide the others' findings from CI; the run then exits 2.
    static let invalidSpecRule = RuleDescriptor(
        id: "invalid-spec", severity: .error, summary: "The spec cannot be read or laid out; nothing else was checked in it.")

    func run() throws {
        // Every spec is read before anything is printed; a bad one becomes a finding and the rest go on.
        var loaded: [(document: SpecDocument, text: String)] = []
        var findings: [LintFinding] = []
        var invalid: [String] = []
        let overrides = try overrideOptions.overrides()
        func reject(_ path: String, _ message: String) {
            invalid.append(message)
            findings.append(LintFinding(
                file: path, finding: Finding(rule: Self.invalidSpecRule.id, severity: .error, path: "", message: message), location: nil))
        }
        for path in specs {
            do {
                loaded.append(try SpecFiles.loadWithText(path, overrides: overrides))
            } catch {
                reject(path, error.message)
            }
        }

        let resources = try ResourceLocator.resources(iconDirectory: nil)
        let renderer: Renderer
        do {
            renderer = try Renderer(resources: resources)
        } catch {
            throw CommandFailure.invalidInput("\(error)")
        }
        let checker = GuidelineChecker()
        let contrast = ContrastChecker()
        var times: [String: Double] = [:]
        let clock = ContinuousClock()
        for (document, text) in loaded {
            let started = clock.now
            defer { times[document.source, default: 0] += (clock.now - started).seconds }
            let layout: Layout
            do {
                layout = try renderer.layout(document)
            } catch {
                reject(document.source, "\(error)")
                continue
            }
            // Text that render would refuse is an error here too, in the same words; such a bar
            // cannot be drawn, so its contrast is not measured.
            let undrawable = renderer.undrawableText(document, layout: layout).map {
                Finding(rule: Self.glyphRule.id, severity: .error, path: $0.path, message: $0.message)
            }
            var measured: [Finding] = []
            if undrawable.isEmpty {
                do {
                    measured = try contrast.check(document, renderer: renderer)
                } catch {
                    reject(document.source, "\(error)")
                    continue
                }
            }
            let map = SpecSourceMap(text: text)
            findings += (checker.check(document.spec, layout: layout) + measured + undrawable).map {
                LintFinding(file: document.source, finding: $0, location: map.location(of: $0.path))
            }
        }

        // Both reports are written all or nothing.
        var outputs: [(data: Data, path: String)] = []
        if let sarif {
            let log = SarifLog(findings: findings, rules: Self.rules, base: base)
            outputs.append((log.encoded() + Data("\n".utf8), sarif))
        }
        if let junit {
            let report = JUnitReport(lint: findings, specs: specs, times: times)
            outputs.append((Data(report.xml().utf8), junit))
        }
        if !outputs.isEmpty { try writeOutputs(outputs) }
        if json {
            try printOutput(LintFinding.json(findings))
        } else if !findings.isEmpty {
            try printOutput(findings.map(\.textLine).joined(separator: "\n"))
        }
        if !invalid.isEmpty { throw CommandFailure(lines: invalid, exitCode: 2) }
        let errors = findings.filter { $0.severity == .error }.count
        if errors > 0 {
            let warnings = findings.filter { $0.severity == .warning }.count
            throw CommandFailure.problemsFound(
                "\(errors) error\(errors == 1 ? "" : "s") and \(warnings) warning\(warnings == 1 ? "" : "s") in \(specs.count) spec\(specs.count == 1 ? "" : "s")")
        }
    }
}

/// A finding with the file it is in and, when the field is written there, its line.
struct LintFinding: Encodable {
    let file: String
    let path: String
    let rule: String
    let severity: Severity
    let message: String
    let line: Int?
    let column: Int?

    init(file: String, finding: Finding, location: SpecLocation?) {
        self.file = file
        self.path = finding.path
        self.rule = finding.rule
        self.severity = finding.severity
        self.message = finding.message
        self.line = location?.line
        self.column = location?.column
    }

    /// `FILE:PATH: severity[rule-id]: message`
    var textLine: String { MessageText.oneLine("\(file):\(path): \(severity.rawValue)[\(rule)]: \(message)") }

    static func json(_ findings: [LintFinding]) -> String {
        // Strings and integers always encode.
        (try? StableJSON.encode(["findings": findings])) ?? ""
    }
}

extension LintCommand: PathListCommand {
    mutating func insertLiftedPaths(_ lifted: [String]) { specs.insert(contentsOf: lifted, at: 1) }
}
