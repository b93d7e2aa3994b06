import TabBarFiles
import TabBarSnapshots

extension JUnitReport {
    /// One case per spec (classname `lint`, name: the spec file): failed when it has an error,
    /// with every finding listed; warnings and notes alone go to its output.
    public init(lint findings: [LintFinding], specs: [String], times: [String: Double]) {
        let cases = specs.map { spec in
            let own = findings.filter { $0.file == spec }
            let lines = own.map(\.textLine).joined(separator: "\n")
            let errors = own.filter { $0.severity == .error }
            let time = times[spec] ?? 0
            if let invalid = own.first(where: { $0.rule == LintRules.invalidSpec.id }) {
                return TestCase(classname: "lint", name: spec, time: time, verdict: .errored(type: invalid.rule, message: Self.pointing(invalid)))
            }
            guard let first = errors.first else {
                return TestCase(classname: "lint", name: spec, time: time, verdict: .passed, output: lines)
            }
            let message = "\(MessageText.count(errors.count, "error")), first \(first.rule) at \(first.path)"
            return TestCase(
                classname: "lint", name: spec, time: time,
                verdict: .failed(type: first.rule, message: message, details: lines))
        }
        self.init(suite: "tabbar lint", cases: cases)
    }

    /// `line 4, tabs[0].badge: expected …`: JUnit has no place for a line, so the message says it.
    private static func pointing(_ finding: LintFinding) -> String {
        let place = [finding.line.map { "line \($0)" }, finding.path.isEmpty ? nil : finding.path].compactMap { $0 }
        return place.isEmpty ? finding.message : "\(place.joined(separator: ", ")): \(finding.message)"
    }
}
