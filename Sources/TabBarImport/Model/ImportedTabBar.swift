import TabBarModel

/// Where a value was read: a file as the user's path names it, and a line counted from 1.
public struct Provenance: Hashable, Sendable, CustomStringConvertible, Codable {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public var description: String { "\(file):\(line)" }
}

/// A value and the place in the app's code it came from.
public struct Traced<Value: Sendable & Equatable>: Sendable, Equatable {
    public var value: Value
    public var provenance: Provenance

    public init(_ value: Value, at provenance: Provenance) {
        self.value = value
        self.provenance = provenance
    }
}

/// A title as the code writes it: text that a string table may translate, or text shown as is.
public enum ImportedText: Sendable, Equatable {
    /// `key` looked up in `table` (Localizable unless the code names another); `fallback` is what
    /// shows when no table has it (the key itself for a SwiftUI literal).
    case localized(key: String, table: String?, fallback: String)
    /// `Text(verbatim:)`, a `String` that is not a localized key.
    case verbatim(String)
}

/// An icon as the code names it.
public enum ImportedIcon: Sendable, Equatable {
    /// `systemImage:`, `Image(systemName:)`, `UIImage(systemName:)`, a storyboard's system image.
    case symbol(String)
    /// `Image("Home")`, `UIImage(named:)`: an asset catalog's image set (or a loose file).
    case asset(String)
    /// `UITabBarItem(tabBarSystemItem:)`.
    case systemItem(String)
}

/// A colour as the code names it.
public enum ImportedColor: Sendable, Equatable {
    /// A literal or a system colour, with its dark-appearance value when it has one.
    case value(light: Color, dark: Color?)
    /// A colour set in an asset catalog (`Color("Brand")`, `UIColor(named:)`, `AccentColor`).
    case asset(String)
}

public enum ImportedBadge: Sendable, Equatable {
    case count(Int)
    case text(ImportedText)
}

/// One tab as the app declares it.
public struct ImportedTab: Sendable, Equatable {
    /// A stable id: the case of the tab's value or tag; nil lets the spec derive one from the title.
    public var id: String?
    /// The value `.tag(…)` or `Tab(value:)` gives, as written (`home`, `2`), which a selection names.
    public var tag: String?
    public var title: Traced<ImportedText>?
    public var icon: Traced<ImportedIcon>?
    public var selectedIcon: Traced<ImportedIcon>?
    public var badge: Traced<ImportedBadge>?
    public var isSearch: Bool
    /// The `TabSection` the tab sits in, if any.
    public var section: Traced<ImportedText>?
    /// Where the tab is declared.
    public var provenance: Provenance

    public init(
        id: String? = nil, title: Traced<ImportedText>? = nil, icon: Traced<ImportedIcon>? = nil,
        selectedIcon: Traced<ImportedIcon>? = nil, badge: Traced<ImportedBadge>? = nil, isSearch: Bool = false,
        section: Traced<ImportedText>? = nil, provenance: Provenance
    ) {
        self.id = id
        self.title = title
        self.icon = icon
        self.selectedIcon = selectedIcon
        self.badge = badge
        self.isSearch = isSearch
        self.section = section
        self.provenance = provenance
    }
}

/// Which kind of code declared a bar.
public enum ImportedBarKind: String, Sendable, Equatable, Codable {
    case swiftUI = "swiftui"
    case uiKit = "uikit"
    case interfaceBuilder = "storyboard"
}

/// One tab bar the app declares.
public struct ImportedTabBar: Sendable, Equatable {
    /// Stable across runs: from the type, view or storyboard scene that declares the bar.
    public var name: String
    public var kind: ImportedBarKind
    public var provenance: Provenance
    public var tabs: [ImportedTab]
    public var tint: Traced<ImportedColor>?
    public var unselectedTint: Traced<ImportedColor>?
    public var barTint: Traced<ImportedColor>?
    public var badgeColor: Traced<ImportedColor>?
    /// The initially selected tab, as a tab id or a position.
    public var selected: Traced<TabReference>?
    /// `.tabViewStyle(.sidebarAdaptable)`.
    public var sidebarAdaptable: Traced<Bool>?
    /// `.tabViewBottomAccessory { }`: its text when a literal shows it.
    public var accessory: Traced<ImportedText?>?
    /// `.tabBarMinimizeBehavior(…)` other than `.never`.
    public var minimizes: Traced<Bool>?
    /// What the code leaves to run time in this bar.
    public var unknowns: [ImportUnknown] = []

    public init(name: String, kind: ImportedBarKind, provenance: Provenance, tabs: [ImportedTab] = []) {
        self.name = name
        self.kind = kind
        self.provenance = provenance
        self.tabs = tabs
    }
}

/// Something the code decides only when the app runs, or that the importer could not read.
public struct ImportUnknown: Sendable, Equatable, CustomStringConvertible {
    public var provenance: Provenance
    /// The bar it belongs to, when there is one.
    public var bar: String?
    /// The field, as a spec names it (`tabs[2].badge`).
    public var field: String
    /// What the code does there, and what the spec shows instead.
    public var reason: String

    public init(provenance: Provenance, bar: String?, field: String, reason: String) {
        self.provenance = provenance
        self.bar = bar
        self.field = field
        self.reason = reason
    }

    public var description: String {
        "\(provenance): \(field.isEmpty ? "" : field + ": ")\(reason)"
    }
}

/// A file the importer skipped or could only partly read (too large, not UTF-8, not Swift that parses).
public struct ImportProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public var provenance: Provenance
    public var message: String

    public init(provenance: Provenance, message: String) {
        self.provenance = provenance
        self.message = message
    }

    public var description: String {
        provenance.line > 0 ? "\(provenance): \(message)" : "\(provenance.file): \(message)"
    }
}

/// Everything one import found.
public struct ImportResult: Sendable {
    public var bars: [ImportedTabBar]
    public var unknowns: [ImportUnknown]
    public var problems: [ImportProblem]
    /// The app's images, colours and strings.
    public var resources: AppResources
    public var statistics: ImportStatistics

    public init(bars: [ImportedTabBar], unknowns: [ImportUnknown], problems: [ImportProblem], resources: AppResources, statistics: ImportStatistics = ImportStatistics()) {
        self.bars = bars
        self.unknowns = unknowns
        self.problems = problems
        self.resources = resources
        self.statistics = statistics
    }
}
