import Foundation

/// The app's asset catalogs and string tables.
public struct AppResources: Sendable {
    public var assets: AssetCatalogs
    public var strings: StringTables

    public init(assets: AssetCatalogs = AssetCatalogs(), strings: StringTables = StringTables()) {
        self.assets = assets
        self.strings = strings
    }
}

/// Finds every tab bar an app's code declares: SwiftUI, UIKit set-up code and storyboards, with
/// the asset catalogs and string tables they draw from.
///
/// Bounded by `limits`: a file too large, not UTF-8 or not Swift that parses is reported and the
/// others read; no file outside the paths is read except through a link inside them.
public struct TabBarImporter: Sendable {
    public var limits: ImportLimits

    public init(limits: ImportLimits = ImportLimits()) {
        self.limits = limits
    }

    public func run(_ paths: [String]) -> ImportResult {
        var scanner = SourceScanner(limits: limits)
        scanner.scan(paths)
        let files = scanner.files
        var problems = scanner.problems

        var resources = AppResources()
        var budget = limits.maxFiles
        for catalog in files.assetCatalogs { resources.assets.read(catalog: catalog, limits: limits, budget: &budget) }
        for project in files.projects { resources.strings.readProject(project, limits: limits) }
        for table in files.stringTables { resources.strings.readStrings(table.path, locale: table.locale, table: table.table, limits: limits) }
        for catalog in files.stringCatalogs { resources.strings.readCatalog(catalog, limits: limits) }
        problems += resources.assets.problems + resources.strings.problems

        var swiftFiles: [SwiftFile] = []
        var index = SwiftIndex()
        for path in files.swift {
            switch TextFile.read(path, limits: limits) {
            case .failure(let problem):
                problems.append(problem)
            case .success(let text):
                if let line = SwiftFile.nestingBeyond(limits.maxSwiftNesting, in: text) {
                    problems.append(ImportProblem(provenance: Provenance(file: path, line: line), message: "brackets nested more than \(limits.maxSwiftNesting) deep; the file is not read"))
                    continue
                }
                let file = SwiftFile(path: path, text: text, limits: limits)
                if let line = file.firstError() {
                    problems.append(ImportProblem(provenance: Provenance(file: path, line: line), message: "Swift that does not parse here; the file is not read"))
                    continue
                }
                index.add(file)
                swiftFiles.append(file)
            }
        }

        let values = ValueReader(index: index)
        var bars: [ImportedTabBar] = []
        var declarations: [UIKitReader.Declaration] = []
        var assignments: [AssignmentFact] = []
        for file in swiftFiles {
            var perType: [String: Int] = [:]
            for call in SwiftUIReader.tabViews(in: file) {
                let type = call.enclosingTypeName ?? ((file.path as NSString).lastPathComponent as NSString).deletingPathExtension
                perType[type, default: 0] += 1
                let count = perType[type]!
                let name = YAMLText.slug(type) + (count > 1 ? "-\(count)" : "")
                var reader = SwiftUIReader(values: values, name: name, provenance: file.provenance(of: call))
                var (bar, found) = reader.read(call, file: file)
                bar.unknowns = found
                bars.append(bar)
            }
            let (found, facts) = UIKitReader.declarations(in: file, index: index)
            declarations += found
            assignments += facts
        }
        for declaration in declarations {
            var reader = UIKitReader(values: values, assignments: assignments)
            var (bar, found) = reader.read(declaration)
            bar.unknowns = found
            bars.append(bar)
        }

        for path in files.interfaceBuilder {
            switch TextFile.read(path, limits: limits) {
            case .failure(let problem):
                problems.append(problem)
            case .success(let text):
                switch StoryboardReader(path: path, limits: limits).read(text) {
                case .failure(let problem): problems.append(problem)
                case .success(let found):
                    bars += found.bars.map { bar in
                        var withUnknowns = bar
                        withUnknowns.unknowns = found.unknowns.filter { $0.bar == bar.name }
                        return withUnknowns
                    }
                }
            }
        }
        let named = Self.uniquelyNamed(bars)
        return ImportResult(bars: named, unknowns: named.flatMap(\.unknowns), problems: problems, resources: resources)
    }

    /// Two bars of one name (two scenes' delegates) get `-2`, `-3` in the order of their files.
    private static func uniquelyNamed(_ bars: [ImportedTabBar]) -> [ImportedTabBar] {
        var seen: [String: Int] = [:]
        return bars.map { bar in
            var named = bar
            named.name = YAMLText.slug(bar.name)
            seen[named.name, default: 0] += 1
            if let count = seen[named.name], count > 1 { named.name += "-\(count)" }
            named.unknowns = bar.unknowns.map { unknown in
                var renamed = unknown
                renamed.bar = named.name
                return renamed
            }
            return named
        }
    }
}
