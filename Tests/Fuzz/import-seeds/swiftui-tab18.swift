import SwiftUI

struct ContentView: View {
    var body: some View {
        TabView {
            Tab("Listen Now", systemImage: "play.circle.fill") { ListenNow() }
            Tab("Radio", systemImage: "dot.radiowaves.left.and.right") { Radio() }
                .badge("New")
            TabSection("Library") {
                Tab(NSLocalizedString("songs", value: "Songs", comment: ""), systemImage: "music.note") { Songs() }
            }
            Tab(role: .search) { SearchView() }
        }
        .tabViewStyle(.sidebarAdaptable)
        .tint(#colorLiteral(red: 0.98, green: 0.14, blue: 0.3, alpha: 1))
    }
}
