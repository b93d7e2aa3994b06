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
    /// Threads that parse and index the Swift files; the result is the same for any number.
    public var threads: Int

    public init(limits: ImportLimits = ImportLimits(), threads: Int = min(ProcessInfo.processInfo.activeProcessorCount, 8)) {
        self.limits = limits
        self.threads = max(1, threads)
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
        let ledger = TreeLedger()
        var unread: [String] = []
        // First every file is parsed once, what it declares and assigns kept without its tree;
        // then only the files a bar starts from are parsed again, with those their expressions
        // lead to, a bounded number kept at a time.
        let indexed = SwiftIndexing(paths: files.swift, limits: limits, deadline: deadline, ledger: ledger).run(threads: threads)
        var index = SwiftIndex()
        var assignments: [AssignmentFact] = []
        var entries: [SwiftTrees.Entry] = []
        var startsBars: [Bool] = []
        for (number, outcome) in indexed.enumerated() {
            entries.append(SwiftTrees.Entry(path: files.swift[number], digest: 0, bytes: 0))
            startsBars.append(false)
            switch outcome {
            case .unread: unread.append(files.swift[number])
            case .refused(let problem): problems.append(problem)
            case .indexed(let facts):
                index.add(facts.declarations, file: number)
                assignments += facts.assignments
                entries[number].digest = facts.digest
                startsBars[number] = facts.startsBars
            }
        }

        let trees = SwiftTrees(entries: entries, limits: limits, ledger: ledger)
        let values = ValueReader(index: index, trees: trees)
        let uiKit = UIKitReader(values: values, assignments: assignments)
        var bars: [ImportedTabBar] = []
        var uiKitBars: [ImportedTabBar] = []
        var unreadDeclarations: [String] = []
        for (number, outcome) in indexed.enumerated() {
            guard case .indexed = outcome else { continue }
            guard ContinuousClock.now < deadline else {
                unread.append(files.swift[number])
                continue
            }
            guard startsBars[number], let file = trees.file(number) else { continue }
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
            // UIKit's bars follow SwiftUI's, as they always have; every assignment is known by now.
            for declaration in UIKitReader.declarations(in: file, values: values) {
                guard ContinuousClock.now < deadline else {
                    unreadDeclarations.append(declaration.provenance.file)
                    continue
                }
                var reader = uiKit
                var (bar, found) = reader.read(declaration)
                bar.unknowns = found
                uiKitBars.append(bar)
            }
        }
        bars += uiKitBars
        unread += unreadDeclarations
        problems += trees.problems

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
        return ImportResult(bars: named, unknowns: named.flatMap(\.unknowns), problems: problems, resources: resources, statistics: ledger.statistics)
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
