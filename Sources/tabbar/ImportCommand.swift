import ArgumentParser
import Foundation
import TabBarCommandLine
import TabBarImport
import TabBarLint
import TabBarModel

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read the tab bars an app declares (SwiftUI, UIKit, storyboards) into specs.",
        discussion: """
            Reads Swift with the Swift parser (swift-syntax), storyboards and xibs with an XML \
            parser that expands no entities, asset catalogs (*.xcassets) and string tables \
            (*.lproj/*.strings, *.xcstrings). Writes one YAML spec per tab bar, named after the \
            type, view or storyboard scene that declares it, each field with a comment naming \
            the file and line it came from.

            What only the running app knows (a badge from a variable, a title from a call, a tab \
            behind #if) is printed as a warning naming FILE:LINE and the field, drawn with a \
            stated placeholder or left out, and listed at the end of the spec.

            Exit codes: 0 done (warnings may be printed); 1 --strict and something was unknown \
            or a file could not be read, or --check found specs that differ from the code; \
            2 invalid input (no such path, no tab bar found, an option).

            Examples:
              tabbar import App/ -o specs/
              tabbar import App/ -o specs/ --all-locales
              tabbar import App/ -o specs/ --check
              tabbar import App/ --json
            """)

    @Argument(help: "The app's files or folders (sources, an Xcode project's folder).")
    var paths: [String] = []

    @Option(name: [.short, .customLong("output")], help: "Folder for the specs (created if missing). Default: print them to standard output.")
    var output: String?

    @Flag(help: "Print the import as JSON (bars, tabs, each field's source, unknowns, problems) instead of YAML.")
    var json = false

    @Option(help: "The language to draw. Default: the app's development language.")
    var locale: String?

    @Flag(name: .customLong("all-locales"), help: "One spec per language the app ships (NAME.LOCALE.yaml); right-to-left for Arabic and Hebrew.")
    var allLocales = false

    @Option(help: "The device preset of the specs.")
    var device = "iphone-17-pro"

    @Option(help: "light | dark: which value of a colour set (or system colour) the specs use.")
    var appearance: Appearance = .light

    @Flag(help: "Treat each unknown and each unreadable file as an error (exit 1, nothing written).")
    var strict = false

    @Flag(help: "Write nothing; exit 1 when the specs in -o differ from what the code declares.")
    var check = false

    mutating func validate() throws {
        if paths.isEmpty { throw ValidationError("expected the app's files or folders") }
        if check, output == nil { throw ValidationError("--check compares with the specs in -o DIR; expected -o") }
        if allLocales, locale != nil { throw ValidationError("--locale and --all-locales: expected one of them") }
    }

    func run() throws {
        let imported = try SourceImport.run(paths, options: SpecOptions(device: device, locale: locale, appearance: appearance, outputDirectory: output ?? "."), allLocales: allLocales)
        let warnings = imported.warnings
        if strict, !warnings.isEmpty {
            throw CommandFailure(lines: warnings + ["\(MessageText.count(warnings.count, "unknown")) with --strict; nothing written"], exitCode: 1)
        }
        report(warnings)
        if json {
            try printOutput(try SourceImport.json(imported))
            return
        }
        guard let output else {
            try printOutput(imported.specs.map(\.yaml).joined(separator: "---\n"))
            return
        }
        let files = imported.specs.map { (data: Data($0.yaml.utf8), path: (output as NSString).appendingPathComponent($0.name + ".yaml")) }
        if check {
            let differences = SourceImport.differences(files, in: output)
            if !differences.isEmpty {
                throw CommandFailure(lines: differences + ["\(differences.count) spec\(differences.count == 1 ? " differs" : "s differ") from the app's code; run `tabbar import` without --check to update them"], exitCode: 1)
            }
            report(["\(MessageText.count(files.count, "spec")) match the app's code"])
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.invalidInput("\(output): cannot create the folder: \(error.localizedDescription)")
        }
        try writeOutputs(files)
        report(["wrote \(MessageText.count(files.count, "spec")) to \(output)"])
    }
}

extension Appearance: ExpressibleByArgument {}

/// The import as `tabbar import`, `lint --source` and `snapshot … --source` run it.
enum SourceImport {
    struct Imported {
        var result: ImportResult
        var specs: [ImportedSpec]

        /// One line per unreadable file and per unknown (once, whatever the number of languages).
        var warnings: [String] {
            var seen: Set<String> = []
            let problems = result.problems.map { "\($0)" }
            let undrawable = result.bars.filter(\.tabs.isEmpty).flatMap { bar in
                bar.unknowns + [ImportUnknown(provenance: bar.provenance, bar: bar.name, field: "tabs", reason: "no tab is known without running the app; no spec is written")]
            }
            let unknowns = (undrawable + specs.flatMap(\.unknowns)).map { "\($0.provenance): \($0.field.isEmpty ? "" : $0.field + ": ")\($0.reason) (\($0.bar ?? "app"))" }
            return (problems + unknowns).filter { seen.insert($0).inserted }
        }
    }

    static func run(_ paths: [String], options: SpecOptions, allLocales: Bool) throws(CommandFailure) -> Imported {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw .invalidInput("\(path): no such file or folder")
        }
        let result = TabBarImporter().run(paths)
        guard !result.drawableBars.isEmpty else {
            let found = result.bars.isEmpty
                ? "found no tab bar (SwiftUI TabView, UITabBarController set-up code or storyboard tabBarController)"
                : "found \(MessageText.count(result.bars.count, "tab bar")) (\(result.bars.map(\.name).joined(separator: ", "))), none with a tab known without running the app"
            throw CommandFailure(lines: Imported(result: result, specs: []).warnings + ["\(paths.joined(separator: ", ")): \(found)"], exitCode: 2)
        }
        if let locale = options.locale, !result.locales.contains(locale), !result.resources.strings.locales.isEmpty {
            throw .invalidInput("--locale \(locale): the app ships \(result.locales.joined(separator: ", "))")
        }
        return Imported(result: result, specs: try specs(of: result, options: options, allLocales: allLocales))
    }

    /// The specs of an import's bars, in one language or all.
    static func specs(of result: ImportResult, options: SpecOptions, allLocales: Bool) throws(CommandFailure) -> [ImportedSpec] {
        do {
            return allLocales ? try result.specsForAllLocales(options) : try result.specs(options)
        } catch {
            throw .invalidInput("\(error)")
        }
    }

    /// Each committed spec that differs from, or is missing beside, what the code declares, and
    /// each spec `import` wrote earlier that the code no longer declares.
    static func differences(_ files: [(data: Data, path: String)], in folder: String) -> [String] {
        var lines: [String] = []
        for file in files {
            // Read no more than the spec the code now gives, and a byte: a larger file differs.
            let committed: Data
            do {
                committed = try BoundedFile.read(file.path, maxBytes: file.data.count + 1)
            } catch .missing {
                lines.append("\(file.path): missing; the code declares this tab bar")
                continue
            } catch .tooLarge {
                lines.append("\(file.path): differs from the code, which now gives a shorter spec")
                continue
            } catch {
                lines.append("\(file.path): \(error)")
                continue
            }
            guard committed != file.data else { continue }
            let old = String(decoding: committed, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let new = String(decoding: file.data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
            let now = first < new.count ? String(new[first]) : "(nothing)"
            lines.append("\(file.path):\(first + 1): differs from the code, which now gives: \(now.trimmingCharacters(in: .whitespaces))")
        }
        let written = Set(files.map { ($0.path as NSString).lastPathComponent })
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() where name.hasSuffix(".yaml") && !written.contains(name) {
            let path = (folder as NSString).appendingPathComponent(name)
            // The mark is on a spec's second line: its head is read, never a whole file.
            if let head = BoundedFile.head(path, maxBytes: 4096), String(decoding: head, as: UTF8.self).contains("# Written by `tabbar import`") {
                lines.append("\(path): the code no longer declares this tab bar")
            }
        }
        return lines
    }

    private struct JSONReport: Encodable {
        struct Field: Encodable {
            var field: String
            var file: String
            var line: Int
        }

        struct Unknown: Encodable {
            var file: String
            var line: Int
            var field: String
            var reason: String
        }

        struct Bar: Encodable {
            var name: String
            var kind: String
            var locale: String
            var file: String
            var line: Int
            var spec: Spec
            var sources: [Field]
            var unknowns: [Unknown]
        }

        var bars: [Bar]
        var problems: [Unknown]
        var locales: [String]
    }

    static func json(_ imported: Imported) throws(CommandFailure) -> String {
        let report = JSONReport(
            bars: imported.specs.map { spec in
                JSONReport.Bar(
                    name: spec.name, kind: spec.bar.kind.rawValue, locale: spec.locale, file: spec.bar.provenance.file, line: spec.bar.provenance.line,
                    spec: spec.document.spec,
                    sources: spec.bar.fieldProvenance.dropFirst().map { JSONReport.Field(field: $0.field, file: $0.provenance.file, line: $0.provenance.line) },
                    unknowns: spec.unknowns.map { JSONReport.Unknown(file: $0.provenance.file, line: $0.provenance.line, field: $0.field, reason: $0.reason) })
            },
            problems: imported.result.problems.map { JSONReport.Unknown(file: $0.provenance.file, line: $0.provenance.line, field: "", reason: $0.message) },
            locales: imported.result.locales)
        do {
            return try StableJSON.encode(report)
        } catch {
            throw .invalidInput("cannot encode the import as JSON: \(error)")
        }
    }
}

/// One spec imported for a snapshot run: where the run reads it (the report's copy) and the same
/// spec with its icons named from the references folder, the copy kept there.
struct ImportedSource {
    var path: String
    var spec: ImportedSpec
    var kept: ImportedSpec
}

/// `--source PATH` for `lint` and `snapshot`: the app's tab bars, imported as the command runs.
struct SourceOptions: ParsableArguments {
    @Option(name: .customLong("source"), help: "An app's sources or project folder: its tab bars are imported (as `tabbar import` does) and checked too.")
    var sources: [String] = []

    @Option(name: .customLong("locale"), help: "With --source: the language to draw. Default: the app's development language.")
    var locale: String?

    @Flag(name: .customLong("all-locales"), help: "With --source: every language the app ships.")
    var allLocales = false

    @Option(name: .customLong("source-device"), help: "With --source: the device preset.")
    var device = "iphone-17-pro"

    /// The imported specs (absolute icon paths), warnings printed; none without --source.
    func imported(outputDirectory: String? = nil) throws(CommandFailure) -> [ImportedSpec] {
        guard !sources.isEmpty else { return [] }
        let imported = try SourceImport.run(sources, options: SpecOptions(device: device, locale: locale, outputDirectory: outputDirectory), allLocales: allLocales)
        report(imported.warnings)
        return imported.specs
    }

    /// Writes the imported specs into `folder` (the report's, so the report links them and their
    /// comments name the source lines) and returns their paths, each with its bar's declaration
    /// and the same spec written for the references folder (`ImportedSpecRecord`).
    func importedSpecs(into folder: String, references: String) throws(CommandFailure) -> [ImportedSource] {
        guard !sources.isEmpty else { return [] }
        let options = SpecOptions(device: device, locale: locale, outputDirectory: folder)
        let imported = try SourceImport.run(sources, options: options, allLocales: allLocales)
        report(imported.warnings)
        let specs = imported.specs
        var keptOptions = options
        keptOptions.outputDirectory = references
        let kept = try SourceImport.specs(of: imported.result, options: keptOptions, allLocales: allLocales)
        // The folder is inside the report folder, untrusted ground: a link planted at its name
        // (`source-specs → ~/.ssh`) is refused, and each spec is written by `FolderFile`'s rule.
        var info = stat()
        if lstat(folder, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
            throw CommandFailure.invalidInput("\(MessageText.escape(folder)): expected a folder of imported specs, found a link or a file; remove it, or choose an empty --report folder")
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.invalidInput("\(MessageText.escape(folder)): cannot create the folder: \(error.localizedDescription)")
        }
        let files = specs.map { (data: Data($0.yaml.utf8), name: $0.name + ".yaml") }
        try writeOutputs([], folderFiles: (folder, files))
        return zip(zip(files, specs), kept).map { ImportedSource(path: FilePaths.join(folder, $0.0.name), spec: $0.1, kept: $1) }
    }

    /// Each imported spec's path and where its bar is declared (`FILE:LINE`), for the report.
    static func declarations(_ imported: [ImportedSource]) -> [String: String] {
        Dictionary(imported.map { ($0.path, $0.spec.bar.provenance.description) }, uniquingKeysWith: { first, _ in first })
    }
}
