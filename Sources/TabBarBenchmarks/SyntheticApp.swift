import Foundation

/// A generated iOS app's folder for timing `tabbar import`: a SwiftUI tab bar over an enum in
/// another file, a UIKit tab bar controller, an asset catalog, strings in two languages, and
/// ordinary view and model files (about 60 lines each) to make up the count.
public enum SyntheticApp {
    public static func write(to folder: String, files: Int) throws {
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
        put("Assets.xcassets/Brand.colorset/Contents.json", """
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.9", "green" : "0.3", "blue" : "0.2", "alpha" : "1" } }, "idiom" : "universal" } ] }
            """)
        put("en.lproj/Localizable.strings", "\"Home\" = \"Home\";\n\"Search\" = \"Search\";\n\"Library\" = \"Library\";\n\"Profile\" = \"Profile\";\n")
        put("de.lproj/Localizable.strings", "\"Home\" = \"Start\";\n\"Search\" = \"Suche\";\n\"Library\" = \"Mediathek\";\n\"Profile\" = \"Profil\";\n")
        for index in 0..<max(0, files - 3) {
            if index % 2 == 0 {
                put("Sources/Features/Feature\(index / 2)View.swift", featureView(index / 2))
            } else {
                put("Sources/Models/Model\(index / 2).swift", model(index / 2))
            }
        }
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
