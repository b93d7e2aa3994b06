import Foundation
import TabBarImage

/// Results as JUnit XML, in the shape the GitLab, Jenkins and GitHub test reporters read
/// (Jenkins' junit-10.xsd): `testsuites` > `testsuite` > `testcase`, a failing case with one
/// `failure` element, a skipped one with `skipped`.
public struct JUnitReport: Equatable, Sendable {
    public enum Verdict: Equatable, Sendable {
        case passed
        /// `message` is one line for the reporter's list; `details` the full text below it.
        case failed(type: String, message: String, details: String)
        /// The case could not run at all (an invalid spec): JUnit's `error`.
        case errored(type: String, message: String)
        case skipped(message: String)
    }

    public struct TestCase: Equatable, Sendable {
        public let classname: String
        public let name: String
        /// Seconds spent on this case.
        public let time: Double
        public let verdict: Verdict
        /// Printed as the case's `system-out` (notes and warnings that do not fail it).
        public var output: String = ""

        public init(classname: String, name: String, time: Double, verdict: Verdict, output: String = "") {
            self.classname = classname
            self.name = name
            self.time = time
            self.verdict = verdict
            self.output = output
        }
    }

    public let suite: String
    public let cases: [TestCase]

    public init(suite: String, cases: [TestCase]) {
        self.suite = suite
        self.cases = cases
    }

    public func xml() -> String {
        let failures = cases.filter { if case .failed = $0.verdict { true } else { false } }.count
        let skipped = cases.filter { if case .skipped = $0.verdict { true } else { false } }.count
        let errors = cases.filter { if case .errored = $0.verdict { true } else { false } }.count
        let total = Self.seconds(cases.reduce(0) { $0 + $1.time })
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(total)\""
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"\(Self.escape(suite))\" \(counts)>",
            "  <testsuite name=\"\(Self.escape(suite))\" \(counts)>",
        ]
        for testCase in cases {
            let opening = "    <testcase classname=\"\(Self.escape(testCase.classname))\" name=\"\(Self.escape(testCase.name))\" time=\"\(Self.seconds(testCase.time))\""
            var body: [String] = []
            switch testCase.verdict {
            case .passed:
                break
            case .failed(let type, let message, let details):
                body.append("      <failure type=\"\(Self.escape(type))\" message=\"\(Self.escape(message))\">\(Self.escape(details))</failure>")
            case .errored(let type, let message):
                body.append("      <error type=\"\(Self.escape(type))\" message=\"\(Self.escape(message))\">\(Self.escape(message))</error>")
            case .skipped(let message):
                body.append("      <skipped message=\"\(Self.escape(message))\"/>")
            }
            if !testCase.output.isEmpty {
                body.append("      <system-out>\(Self.escape(testCase.output))</system-out>")
            }
            if body.isEmpty {
                lines.append(opening + "/>")
            } else {
                lines.append(opening + ">")
                lines += body
                lines.append("    </testcase>")
            }
        }
        lines += ["  </testsuite>", "</testsuites>", ""]
        return lines.joined(separator: "\n")
    }

    /// Seconds to the millisecond, with a point whatever the locale.
    static func seconds(_ value: Double) -> String {
        String(format: "%.3f", locale: Locale(identifier: "en_US_POSIX"), max(0, value))
    }

    /// Escapes markup and writes what XML 1.0 cannot carry at all (control characters other than
    /// tab and newline, U+FFFE and U+FFFF) as `MessageText` does, `\u{1B}`, so a spec's name never
    /// makes the file unreadable and still shows what it holds; a file name's bytes that are not
    /// UTF-8 are shown as `\xFF`.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in PathBytes.shown(text).unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\n": escaped += "&#10;"
            case "\t": escaped += "&#9;"
            case "\r": escaped += "&#13;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    escaped += MessageText.oneLine(String(scalar))
                    continue
                }
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

extension JUnitReport {
    /// One case per snapshot (classname: the spec file, name: the reference), then one skipped
    /// case per orphaned reference.
    public init(snapshots report: SnapshotReport, specs: [String: String], times: [String: Double]) {
        var cases = report.outcomes.map { outcome in
            let spec = specs[outcome.name] ?? outcome.name
            let time = times[outcome.name] ?? 0
            let files = [outcome.artifacts?.expected, outcome.artifacts?.actual, outcome.artifacts?.diff, outcome.artifacts?.composite]
                .compactMap { $0 }
            let details = (outcome.reasons + files.map { "file: \($0)" }).joined(separator: "\n")
            switch outcome.status {
            case .passed:
                return TestCase(classname: spec, name: outcome.name, time: time, verdict: .passed)
            case .recorded, .updated:
                return TestCase(
                    classname: spec, name: outcome.name, time: time, verdict: .passed,
                    output: "reference \(outcome.status.rawValue); look at it before committing it")
            case .errored:
                return TestCase(
                    classname: spec, name: outcome.name, time: time,
                    verdict: .errored(type: "invalid-spec", message: outcome.reasons.first ?? "error"))
            case .failed, .missingReference:
                let message = outcome.reasons.first ?? outcome.status.rawValue
                return TestCase(
                    classname: spec, name: outcome.name, time: time,
                    verdict: .failed(type: outcome.status.rawValue, message: message, details: details))
            }
        }
        cases += report.orphans.map {
            TestCase(
                classname: "orphaned references", name: $0, time: 0,
                verdict: .skipped(message: "its spec no longer produces it; --prune removes it"))
        }
        self.init(suite: "tabbar snapshot verify", cases: cases)
    }
}

extension Duration {
    /// The duration in seconds, for a report's `time`.
    public var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
