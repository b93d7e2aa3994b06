import Foundation

/// A generated iOS app's folder for timing `tabbar import`: a SwiftUI tab bar over an enum in
/// another file, an iOS 18 `Tab` bar, a UIKit tab bar controller, an asset catalog, strings in two
/// languages, and ordinary SwiftUI views, models with enums, UIKit controllers and extensions to
/// make up the count.
public enum SyntheticApp {
    /// `averageBytes`: each ordinary file is grown with members until the app's Swift comes to
    /// about `files` × `averageBytes` (a real 4,000-file app is about 30 MB), so the figure
    /// measures parsing at a real app's size, not only its count of files.
    public static func write(to folder: String, files: Int, averageBytes: Int = 0) throws {
        let manager = FileManager.default
        for sub in ["Sources/Features", "Sources/Models", "Assets.xcassets/Brand.colorset", "en.lproj", "de.lproj"] {
            try manager.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
        }
        func put(_ path: String, _ text: String) {
            manager.createFile(atPath: folder + "/" + path, contents: Data(text.utf8))
        }
        put("Sources/AppTab.swift", """
            import SwiftUI

            enum AppTab: String, CaseIterable {
                case home, search, library, profile

                var title: LocalizedStringKey {
                    switch self {
                    case .home: "Home"
                    case .search: "Search"
                    case .library: "Library"
                    case .profile: "Profile"
                    }
                }

                var symbol: String {
                    switch self {
                    case .home: "house"
                    case .search: "magnifyingglass"
                    case .library: "books.vertical"
                    case .profile: "person.crop.circle"
                    }
                }
            }
            """)
        put("Sources/RootView.swift", """
            import SwiftUI

            struct RootView: View {
                @State private var tab: AppTab = .home

                var body: some View {
                    TabView(selection: $tab) {
                        ForEach(AppTab.allCases, id: \\.self) { tab in
                            Feature0View().tabItem { Label(tab.title, systemImage: tab.symbol) }.tag(tab)
                        }
                    }
                    .tint(Color("Brand"))
                }
            }
            """)
        put("Sources/LegacyTabBarController.swift", """
            import UIKit

            final class LegacyTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let inbox = UINavigationController(rootViewController: UIViewController())
                    inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), selectedImage: nil)
                    inbox.tabBarItem.badgeValue = "4"
                    let sent = UIViewController()
                    sent.tabBarItem = UITabBarItem(tabBarSystemItem: .history, tag: 1)
                    viewControllers = [inbox, sent]
                    tabBar.tintColor = .systemIndigo
                }
            }
            """)
        put("Sources/Features/ShelfTabs.swift", """
            import SwiftUI

            enum Shelf: String, CaseIterable, Identifiable {
                case reading, wishlist, finished

                var id: String { rawValue }
            }

            struct ShelfTabs: View {
                @State private var shelf = Shelf.reading

                var body: some View {
                    TabView(selection: $shelf) {
                        ForEach(Shelf.allCases) { shelf in
                            Tab(shelf.rawValue.capitalized, systemImage: "books.vertical", value: shelf) { Text(shelf.rawValue) }
                        }
                    }
                    .tabViewStyle(.sidebarAdaptable)
                }
            }
            """)
        put("Assets.xcassets/Brand.colorset/Contents.json", """
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.9", "green" : "0.3", "blue" : "0.2", "alpha" : "1" } }, "idiom" : "universal" } ] }
            """)
        put("en.lproj/Localizable.strings", "\"Home\" = \"Home\";\n\"Search\" = \"Search\";\n\"Library\" = \"Library\";\n\"Profile\" = \"Profile\";\n")
        put("de.lproj/Localizable.strings", "\"Home\" = \"Start\";\n\"Search\" = \"Suche\";\n\"Library\" = \"Mediathek\";\n\"Profile\" = \"Profil\";\n")
        for sub in ["Sources/Controllers", "Sources/Extensions"] {
            try manager.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
        }
        for index in 0..<max(0, files - 4) {
            let number = index / 4
            switch index % 4 {
            case 0: put("Sources/Features/Feature\(number)View.swift", grown(featureView(number), to: averageBytes, by: viewMembers, number))
            case 1: put("Sources/Models/Model\(number).swift", grown(model(number), to: averageBytes, by: modelMembers, number))
            case 2: put("Sources/Controllers/Screen\(number)ViewController.swift", grown(controller(number), to: averageBytes, by: controllerMembers, number))
            default: put("Sources/Extensions/Model\(number)+Formatting.swift", grown(formatting(number), to: averageBytes, by: formattingMembers, number))
            }
        }
    }

    /// `text` with `members(number, part)` extensions appended until it is about `bytes` long;
    /// deterministic, so two runs time the same app.
    private static func grown(_ text: String, to bytes: Int, by members: (Int, Int) -> String, _ number: Int) -> String {
        var grown = text
        var part = 0
        while grown.utf8.count < bytes {
            grown += members(number, part)
            part += 1
        }
        return grown
    }

    private static func viewMembers(_ number: Int, _ part: Int) -> String {
        """
        extension Feature\(number)View {
            struct Row\(part): View {
                let model: Model\(number)
                @Environment(\\.horizontalSizeClass) private var sizeClass

                var body: some View {
                    HStack(alignment: .firstTextBaseline, spacing: sizeClass == .compact ? 8 : 16) {
                        Image(systemName: model.isFavorite ? "star.fill" : "star")
                            .foregroundStyle(model.isFavorite ? Color.yellow : Color.secondary)
                            .accessibilityLabel(model.isFavorite ? "Favorite" : "Not favorite")
                        VStack(alignment: .leading, spacing: 2) {
                            Text(model.title).font(.body.weight(.semibold)).lineLimit(2)
                            Text(model.summary).font(.caption).foregroundStyle(.secondary)
                        }
                        Spacer(minLength: 0)
                        Text(model.created, style: .relative).font(.caption2).monospacedDigit()
                    }
                    .padding(.vertical, \(4 + part % 4))
                    .contentShape(Rectangle())
                }
            }

            func section\(part)(_ models: [Model\(number)]) -> some View {
                Section(header: Text("Group \(part)")) {
                    ForEach(Model\(number).sorted(models).prefix(\(10 + part))) { model in
                        Row\(part)(model: model)
                    }
                }
            }
        }


        """
    }

    private static func modelMembers(_ number: Int, _ part: Int) -> String {
        """
        extension Model\(number) {
            enum Filter\(part): Int, CaseIterable, Identifiable {
                case all, favorites, recent, archived

                var id: Int { rawValue }

                var title: String {
                    switch self {
                    case .all: "All"
                    case .favorites: "Favorites"
                    case .recent: "Recent"
                    case .archived: "Archived"
                    }
                }

                var symbol: String {
                    switch self {
                    case .all: "tray.full"
                    case .favorites: "star"
                    case .recent: "clock"
                    case .archived: "archivebox"
                    }
                }

                func matches(_ model: Model\(number), now: Date = Date()) -> Bool {
                    switch self {
                    case .all: return true
                    case .favorites: return model.isFavorite
                    case .recent: return now.timeIntervalSince(model.created) < \(3600 * (part + 1))
                    case .archived: return model.subtitle.hasPrefix("[archived]")
                    }
                }
            }

            static func filtered\(part)(_ models: [Model\(number)], by filter: Filter\(part)) -> [Model\(number)] {
                models.filter { filter.matches($0) }.sorted { $0.title.localizedCaseInsensitiveCompare($1.title) == .orderedAscending }
            }
        }


        """
    }

    private static func controllerMembers(_ number: Int, _ part: Int) -> String {
        """
        extension Screen\(number)ViewController {
            func configureCell\(part)(_ cell: UITableViewCell, with model: Model\(number)) {
                var content = cell.defaultContentConfiguration()
                content.text = model.title
                content.secondaryText = model.summary
                content.image = UIImage(systemName: model.isFavorite ? "star.fill" : "doc")
                content.imageProperties.tintColor = model.isFavorite ? .systemYellow : .secondaryLabel
                cell.contentConfiguration = content
                cell.accessoryType = model.isFavorite ? .checkmark : .disclosureIndicator
                cell.tag = \(part)
            }

            @objc func refresh\(part)(_ sender: UIRefreshControl) {
                models = Model\(number).sorted(models)
                tableView.reloadData()
                sender.endRefreshing()
            }
        }


        """
    }

    private static func formattingMembers(_ number: Int, _ part: Int) -> String {
        """
        extension Model\(number) {
            static let formatter\(part): DateFormatter = {
                let formatter = DateFormatter()
                formatter.dateStyle = .\(["short", "medium", "long"][part % 3])
                formatter.timeStyle = .none
                return formatter
            }()

            var createdText\(part): String { Self.formatter\(part).string(from: created) }

            func matches\(part)(_ query: String) -> Bool {
                guard !query.isEmpty else { return true }
                return title.localizedCaseInsensitiveContains(query) || subtitle.localizedCaseInsensitiveContains(query)
            }
        }


        """
    }

    private static func controller(_ number: Int) -> String {
        """
        import UIKit

        final class Screen\(number)ViewController: UITableViewController {
            var models: [Model\(number)] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Screen \(number)"
                navigationItem.largeTitleDisplayMode = .never
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
                refreshControl = UIRefreshControl()
            }

            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                models.count
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                configureCell0(cell, with: models[indexPath.row])
                return cell
            }
        }

        """
    }

    private static func formatting(_ number: Int) -> String {
        """
        import Foundation

        extension Model\(number): CustomStringConvertible {
            var description: String { "Model\(number)(\\(title))" }
        }

        """
    }

    private static func featureView(_ number: Int) -> String {
        """
        import SwiftUI

        struct Feature\(number)View: View {
            @State private var items: [Model\(number)] = []
            @State private var query = ""
            @State private var showsDetail = false

            var body: some View {
                NavigationStack {
                    List {
                        Section("Recent") {
                            ForEach(items) { item in
                                HStack(spacing: 12) {
                                    Image(systemName: "doc.text")
                                        .foregroundStyle(.secondary)
                                    VStack(alignment: .leading) {
                                        Text(item.title).font(.headline)
                                        Text(item.subtitle).font(.subheadline).foregroundStyle(.secondary)
                                    }
                                    Spacer()
                                    if item.isFavorite {
                                        Image(systemName: "star.fill").foregroundStyle(.yellow)
                                    }
                                }
                                .onTapGesture { showsDetail = true }
                            }
                        }
                    }
                    .searchable(text: $query)
                    .navigationTitle("Feature \(number)")
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) {
                            Button("Add", systemImage: "plus") { items.append(Model\(number)(title: "New", subtitle: "")) }
                        }
                    }
                    .sheet(isPresented: $showsDetail) { Text("Detail \(number)") }
                }
            }
        }

        """
    }

    private static func model(_ number: Int) -> String {
        """
        import Foundation

        struct Model\(number): Identifiable, Codable, Hashable {
            var id = UUID()
            var title: String
            var subtitle: String
            var isFavorite = false
            var created = Date()

            init(title: String, subtitle: String) {
                self.title = title
                self.subtitle = subtitle
            }

            var summary: String {
                subtitle.isEmpty ? title : "\\(title): \\(subtitle)"
            }

            static func sorted(_ models: [Model\(number)]) -> [Model\(number)] {
                models.sorted { lhs, rhs in
                    if lhs.isFavorite != rhs.isFavorite { return lhs.isFavorite }
                    return lhs.created > rhs.created
                }
            }
        }

        extension Model\(number) {
            enum Kind: String, CaseIterable {
                case draft, published, archived

                var label: String {
                    switch self {
                    case .draft: "Draft"
                    case .published: "Published"
                    case .archived: "Archived"
                    }
                }
            }
        }

        """
    }
}
