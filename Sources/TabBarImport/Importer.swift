import Foundation
import TabBarFiles

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
        DeepStack.run(stackBytes: limits.stackBytes) { read(paths) }
    }

    private func read(_ paths: [String]) -> ImportResult {
        var scanner = SourceScanner(limits: limits)
        scanner.scan(paths)
        let files = scanner.files
        var problems = scanner.problems

        var resources = AppResources()
        var budget = limits.maxFiles
        for catalog in files.assetCatalogs { resources.assets.read(catalog: catalog, limits: limits, within: files.folder, budget: &budget) }
        for project in files.projects { resources.strings.readProject(project, limits: limits) }
        for table in files.stringTables { resources.strings.readStrings(table.path, locale: table.locale, table: table.table, limits: limits) }
        for catalog in files.stringCatalogs { resources.strings.readCatalog(catalog, limits: limits) }
        problems += resources.assets.problems + resources.strings.problems

        let deadline = ContinuousClock.now + limits.maxDuration
        var unread: [String] = []
        var swiftFiles: [SwiftFile] = []
        var index = SwiftIndex()
        for path in files.swift {
            guard ContinuousClock.now < deadline else {
                unread.append(path)
                continue
            }
            switch TextFile.read(path, limits: limits) {
            case .failure(let problem):
                problems.append(problem)
            case .success(let text):
                switch SwiftFile.parse(path: path, text: text, limits: limits) {
                case .failure(let problem): problems.append(problem)
                case .success(let file):
                    index.add(file)
                    swiftFiles.append(file)
                }
            }
        }

        let values = ValueReader(index: index)
        var bars: [ImportedTabBar] = []
        var declarations: [UIKitReader.Declaration] = []
        var assignments: [AssignmentFact] = []
        for file in swiftFiles {
            guard ContinuousClock.now < deadline else {
                unread.append(file.path)
                continue
            }
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
        let uiKit = UIKitReader(values: values, assignments: assignments)
        for declaration in declarations {
            guard ContinuousClock.now < deadline else {
                unread.append(declaration.provenance.file)
                continue
            }
            var reader = uiKit
            var (bar, found) = reader.read(declaration)
            bar.unknowns = found
            bars.append(bar)
        }

        for path in files.interfaceBuilder {
            guard ContinuousClock.now < deadline else {
                unread.append(path)
                continue
            }
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
        if let first = unread.first {
            problems.append(ImportProblem(
                provenance: Provenance(file: first, line: 0),
                message: "the import's \(limits.maxDuration) ran out; this file and \(MessageText.count(unread.count - 1, "other")) were not read (or not read whole)"))
        }
        let named = Self.uniquelyNamed(bars)
        return ImportResult(bars: named, unknowns: named.flatMap(\.unknowns), problems: problems, resources: resources)
    }

    /// Two bars of one name (two scenes' delegates) get `-2`, `-3` in the order of their files,
    /// skipping any name another bar has of its own (`Tabs`, `Tabs`, `Tabs_2`), so each bar
    /// keeps a file of its own.
    static func uniquelyNamed(_ bars: [ImportedTabBar]) -> [ImportedTabBar] {
        let slugs = bars.map { YAMLText.slug($0.name) }
        var taken: Set<String> = []
        var reserved = Set(slugs)
        return zip(bars, slugs).map { bar, slug in
            var named = bar
            var name = slug
            var counter = 2
            while taken.contains(name) || (name != slug && reserved.contains(name)) {
                name = "\(slug)-\(counter)"
                counter += 1
            }
            taken.insert(name)
            reserved.insert(name)
            named.name = name
            named.unknowns = bar.unknowns.map { unknown in
                var renamed = unknown
                renamed.bar = name
                return renamed
            }
            return named
        }
    }
}
