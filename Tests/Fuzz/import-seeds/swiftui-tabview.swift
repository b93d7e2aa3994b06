import SwiftUI

enum Tab: String, CaseIterable, Identifiable {
    case home, search, profile
    var id: Self { self }
    var title: LocalizedStringKey {
        switch self {
        case .home: "Home"
        case .search: "Search"
        case .profile: "Profile"
        }
    }
    var symbol: String {
        switch self {
        case .home: "house"
        case .search: "magnifyingglass"
        case .profile: "person.crop.circle"
        }
    }
}

struct RootView: View {
    @State private var selection: Tab = .home
    let unread = 3

    var body: some View {
        TabView(selection: $selection) {
            ForEach(Tab.allCases) { tab in
                Text(tab.rawValue)
                    .tabItem { Label(tab.title, systemImage: tab.symbol) }
                    .tag(tab)
            }
            InboxView()
                .tabItem { Label("Inbox", image: "tray") }
                .badge(unread)
        }
        .tint(Color(red: 0.2, green: 0.4, blue: 1.0))
    }
}
