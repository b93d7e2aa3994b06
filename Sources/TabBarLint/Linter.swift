import ContrastCheck
import Foundation
import TabBarModel
import TabBarRender

/// Lints specs as `tabbar lint` does: the guideline rules on the spec and its layout, the contrast
/// rules measured on the rendered bar, and the renderer's drawable-text check, for the rules in
/// `rules`. A spec that cannot be read or laid out becomes one `invalid-spec` finding instead of an
/// error, so a caller linting many files reports them all.
///
/// Holds a `Renderer` (C resources), so like it a linter is not Sendable: give each thread its own.
public struct Linter {
    public let rules: [LintRule]
    private let renderer: Renderer
    private let guidelines: GuidelineChecker
    private let contrast: ContrastChecker?
    private let ids: Set<String>

    /// - Parameters:
    ///   - rules: the registry's rules by default; a guideline rule left out is not run, and the
    ///     contrast rules run only if one of them is listed.
    ///   - contrast: the limits the measured rules judge by.
    public init(renderer: Renderer, rules: [LintRule] = LintRules.all, contrast: ContrastChecker = ContrastChecker()) {
        self.renderer = renderer
        self.rules = rules
        self.guidelines = GuidelineChecker(rules: rules.compactMap(\.guideline))
        let ids = Set(rules.map(\.id))
        self.ids = ids
        // The checker measures its three rules in one go; it runs if any is wanted, and findings
        // of those left out are dropped below.
        self.contrast = ContrastChecker.rules.contains { ids.contains($0.descriptor.id) } ? contrast : nil
    }

    /// A linter drawing with these fonts and icons (see `RenderResources.fromEnvironment`).
    public init(resources: RenderResources, rules: [LintRule] = LintRules.all) throws(RenderError) {
        self.init(renderer: try Renderer(resources: resources), rules: rules)
    }

    /// The spec file at `path` (`.yaml`, `.yml` or `.json`), with `--set` style overrides applied
    /// before it is decoded. Findings point at lines of the file where the field is written.
    public func lint(file path: String, overrides: [SpecOverride] = []) -> [LintFinding] {
        do {
            let (document, text) = try SpecDocument.loadWithText(path, overrides: overrides)
            return lint(document, text: text)
        } catch {
            return [invalid(path, error)]
        }
    }

    /// YAML text, as a spec file would hold it; `source` names it in findings.
    public func lint(yaml: String, source: String = "spec.yaml", baseDirectory: String = ".") -> [LintFinding] {
        do {
            return lint(try SpecDocument(yaml: yaml, source: source, baseDirectory: baseDirectory), text: yaml)
        } catch {
            return [invalid(source, error)]
        }
    }

    /// A decoded document; with the `text` it came from, findings carry line and column.
    public func lint(_ document: SpecDocument, text: String? = nil) -> [LintFinding] {
        do {
            return lint(document, layout: try renderer.layout(document), scene: nil, text: text)
        } catch {
            return [invalid(document.source, error)]
        }
    }

    /// A scene this linter's renderer made (`Renderer.scene(_:layout:)`), for a caller that also
    /// draws it: the spec is laid out and its pictures resolved once for both.
    public func lint(_ scene: RenderScene, text: String? = nil) -> [LintFinding] {
        lint(scene.document, layout: scene.layout, scene: scene, text: text)
    }

    private func lint(_ document: SpecDocument, layout: Layout, scene: RenderScene?, text: String?) -> [LintFinding] {
        var found = guidelines.check(document.spec, layout: layout)
        // Text that render would refuse is an error here too, in the same words; such a bar
        // cannot be drawn, so its contrast is not measured.
        let undrawable = !includes(LintRules.undrawableText) ? [] : renderer.undrawableText(document, layout: layout).map {
            Finding(rule: LintRules.undrawableText.id, severity: LintRules.undrawableText.severity, path: $0.path, message: $0.message)
        }
        if undrawable.isEmpty, let contrast {
            do {
                // The layout checked above is the one measured: the spec is laid out once.
                let scene = try scene ?? renderer.scene(document, layout: layout)
                found += try contrast.check(scene, renderer: renderer).filter { ids.contains($0.rule) }
            } catch {
                return [invalid(document.source, error)]
            }
        }
        found += undrawable
        let map = text.map(SpecSourceMap.init(text:))
        return found.map { LintFinding(file: document.source, finding: $0, location: map?.location(of: $0.path)) }
    }

    private func includes(_ rule: RuleDescriptor) -> Bool { ids.contains(rule.id) }

    /// A spec error points at its field and the line it is written on; anything else is about
    /// the whole spec, so it has no field path.
    private func invalid(_ file: String, _ error: any Error) -> LintFinding {
        let spec: SpecError? = switch error {
        case let error as SpecError: error
        case RenderError.input(let error): error
        default: nil
        }
        let rule = LintRules.invalidSpec
        return LintFinding(
            file: file,
            finding: Finding(rule: rule.id, severity: rule.severity, path: spec?.path ?? "", message: spec?.message ?? "\(error)"),
            location: spec?.location)
    }
}

/// A finding with the file it is in and, when the field is written there, its line and column.
public struct LintFinding: Encodable, Equatable, Sendable {
    public let file: String
    public let path: String
    public let rule: String
    public let severity: Severity
    public let message: String
    public let line: Int?
    public let column: Int?

    public init(file: String, finding: Finding, location: SpecLocation?) {
        self.file = file
        self.path = finding.path
        self.rule = finding.rule
        self.severity = finding.severity
        self.message = finding.message
        self.line = location?.line
        self.column = location?.column
    }

    /// `FILE:PATH: severity[rule-id]: message`, on one line whatever the message holds.
    /// `FILE: severity[rule-id]: message` for a finding about the whole spec.
    public var textLine: String {
        MessageText.oneLine("\(file):\(path.isEmpty ? "" : "\(path):") \(severity.rawValue)[\(rule)]: \(message)")
    }
}
