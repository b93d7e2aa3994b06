import TabBarImport
import TabBarModel
import XCTest

/// SwiftUI tab bars, each pattern written anew here; the real app that showed it is named beside
/// it (found with the code search, or fetched and imported outside the repository).
final class SwiftUIImportTests: XCTestCase {
    /// `.tabItem` with `Label`, `Image` + `Text` and `Label { } icon: { }`, `.badge(3)` and
    /// `.badge("…")`, as in yusuga/swfitui-101's TabView sample and AnastasiiaAlyaseva/TestProjects.
    func testTabItemLabelsBadgesTintAndSelection() throws {
        let app = try AppFixture([
            "App/RootView.swift": """
            import SwiftUI

            struct RootView: View {
                @State private var selection = 2
                private let unread: Int

                var body: some View {
                    TabView(selection: $selection) {
                        FeedView()
                            .tabItem { Label("Feed", systemImage: "newspaper") }
                            .badge(3)
                            .tag(0)
                        InboxView()
                            .tabItem {
                                Image(systemName: "tray")
                                Text("Inbox")
                            }
                            .badge(unread)
                            .tag(1)
                        ProfileView()
                            .tabItem {
                                Label {
                                    Text("Profile")
                                } icon: {
                                    Image("Avatar")
                                }
                            }
                            .badge("New")
                            .tag(2)
                        EmptyView()
                            .tabItem { Text(verbatim: "Raw") }
                            .badge(0)
                            .tag(3)
                    }
                    .tint(.orange)
                }
            }
            """,
        ])
        defer { app.remove() }
        let result = app.run()
        let bar = try result.bar("root-view")
        XCTAssertEqual(bar.kind, .swiftUI)
        XCTAssertEqual(bar.provenance, app.at("App/RootView.swift", 8))
        XCTAssertEqual(bar.tabs.map(\.titleText), ["Feed", "Inbox", "Profile", "Raw"])
        XCTAssertEqual(bar.tabs[0].icon?.value, .symbol("newspaper"))
        XCTAssertEqual(bar.tabs[0].icon?.provenance, app.at("App/RootView.swift", 10))
        XCTAssertEqual(bar.tabs[1].icon?.value, .symbol("tray"))
        XCTAssertEqual(bar.tabs[1].title?.provenance, app.at("App/RootView.swift", 16))
        XCTAssertEqual(bar.tabs[2].icon?.value, .asset("Avatar"))
        XCTAssertEqual(bar.tabs[0].badge?.value, .count(3))
        XCTAssertEqual(bar.tabs[2].badge?.value, .text(.localized(key: "New", table: nil, fallback: "New")))
        XCTAssertNil(bar.tabs[3].badge, "SwiftUI draws no badge for 0")
        XCTAssertEqual(bar.tabs[3].title?.value, .verbatim("Raw"))
        XCTAssertEqual(bar.tint?.value, .value(light: Color(rgb: 0xFF9500), dark: Color(rgb: 0xFF9F0A)))
        XCTAssertEqual(bar.selected?.value, .index(2))
        // The badge from a property is left out and said so, with its line.
        XCTAssertEqual(bar.unknowns.map(\.field), ["tabs[1].badge"])
        XCTAssertEqual(bar.unknowns.first?.provenance, app.at("App/RootView.swift", 18))
    }

    /// iOS 18's `Tab`, `TabSection` and the search role, as Dimillian/IceCubesApp's `AppView`
    /// uses them (there over run-time data); the sidebar style, accessory and minimising beside them.
    func testTabAPIWithSectionsSearchAccessoryAndMinimizing() throws {
        let app = try AppFixture([
            "Sources/MainTabs.swift": """
            import SwiftUI

            enum Section: Hashable { case listen, browse, radio, search }

            struct MainTabs: View {
                @State var current: Section = .browse

                var body: some View {
                    TabView(selection: $current) {
                        Tab("Listen Now", systemImage: "play.circle", value: Section.listen) {
                            ListenView()
                        }
                        .badge(2)
                        TabSection("Library") {
                            Tab("Browse", systemImage: "square.grid.2x2", value: .browse) { BrowseView() }
                            Tab("Radio", image: "RadioWaves", value: .radio) { RadioView() }
                        }
                        Tab(value: .search, role: .search) { SearchView() }
                    }
                    .tabViewStyle(.sidebarAdaptable)
                    .tabBarMinimizeBehavior(.onScrollDown)
                    .tabViewBottomAccessory {
                        HStack { Image(systemName: "music.note"); Text("Now Playing") }
                    }
                    .accentColor(Color(red: 0.5, green: 0.25, blue: 1))
                }
            }
            """,
        ])
        defer { app.remove() }
        let bar = try app.run().bar("main-tabs")
        XCTAssertEqual(bar.tabs.map(\.titleText), ["Listen Now", "Browse", "Radio", "Search"])
        XCTAssertEqual(bar.tabs.map(\.id), ["listen", "browse", "radio", "search"])
        XCTAssertEqual(bar.tabs[2].icon?.value, .asset("RadioWaves"))
        XCTAssertEqual(bar.tabs[3].isSearch, true)
        XCTAssertEqual(bar.tabs[3].icon?.value, .symbol("magnifyingglass"))
        XCTAssertEqual(bar.tabs[0].badge?.value, .count(2))
        XCTAssertNil(bar.tabs[0].section)
        XCTAssertEqual(bar.tabs[1].section?.value, .localized(key: "Library", table: nil, fallback: "Library"))
        XCTAssertEqual(bar.selected?.value, .id("browse"))
        XCTAssertEqual(bar.sidebarAdaptable?.value, true)
        XCTAssertEqual(bar.minimizes?.value, true)
        XCTAssertEqual(bar.accessory?.value, .localized(key: "Now Playing", table: nil, fallback: "Now Playing"))
        XCTAssertEqual(bar.tint?.value, .value(light: Color(red: 0.5, green: 0.25, blue: 1), dark: nil))
        XCTAssertEqual(bar.unknowns, [])
    }

    /// Tabs from `ForEach` over a `CaseIterable` enum whose title and icon are `switch self`
    /// properties in another file, the shape of tasuwo/TsunDocs' `TabItem` enum and of the tab
    /// enums the code search finds most often (`enum Tab: String, CaseIterable` with `systemImage`).
    func testForEachOverAnEnumDeclaredInAnotherFile() throws {
        let app = try AppFixture([
            "App/Tabs/AppTab.swift": """
            import SwiftUI

            enum AppTab: String, CaseIterable, Identifiable {
                case timeline, explore, messages = "dm", settings

                var id: String { rawValue }
            }

            extension AppTab {
                var title: LocalizedStringKey {
                    switch self {
                    case .timeline: return "Timeline"
                    case .explore: return "Explore"
                    case .messages: "Messages"
                    default: "Settings"
                    }
                }

                var icon: String {
                    switch self {
                    case .timeline: "rectangle.stack"
                    case .explore, .messages: "sparkles"
                    case .settings: "gear"
                    }
                }
            }
            """,
            "App/ContentView.swift": """
            import SwiftUI

            struct ContentView: View {
                @State private var tab: AppTab = .explore

                var body: some View {
                    TabView(selection: $tab) {
                        ForEach(AppTab.allCases) { tab in
                            tab.makeView()
                                .tabItem { Label(tab.title, systemImage: tab.icon) }
                                .tag(tab)
                        }
                    }
                }
            }
            """,
        ])
        defer { app.remove() }
        let bar = try app.run().bar("content-view")
        XCTAssertEqual(bar.tabs.map(\.titleText), ["Timeline", "Explore", "Messages", "Settings"])
        XCTAssertEqual(bar.tabs.map(\.id), ["timeline", "explore", "messages", "settings"])
        XCTAssertEqual(bar.tabs.map(\.icon?.value), [.symbol("rectangle.stack"), .symbol("sparkles"), .symbol("sparkles"), .symbol("gear")])
        // Provenance points into the enum's file, at the case's line.
        XCTAssertEqual(bar.tabs[1].title?.provenance, app.at("App/Tabs/AppTab.swift", 13))
        XCTAssertEqual(bar.tabs[3].title?.provenance, app.at("App/Tabs/AppTab.swift", 15))
        XCTAssertEqual(bar.tabs[2].icon?.provenance, app.at("App/Tabs/AppTab.swift", 22))
        XCTAssertEqual(bar.selected?.value, .id("explore"))
    }

    /// A `String` property is shown verbatim (`Text(String)` does not localise); a title from a
    /// function call and a tab behind `#if` are reported, not guessed.
    func testRunTimeValuesAreReportedNotGuessed() throws {
        let app = try AppFixture([
            "Home.swift": """
            import SwiftUI

            enum Kind: CaseIterable {
                case one, two
                var name: String {
                    switch self {
                    case .one: "One"
                    case .two: "Two"
                    }
                }
            }

            struct HomeTabs: View {
                let model: Model
                var body: some View {
                    TabView {
                        ForEach(Kind.allCases, id: \\.self) { kind in
                            Text("x").tabItem { Text(kind.name) }
                        }
                        Text("y").tabItem { Label(model.title(), systemImage: "star") }
                        #if DEBUG
                        DebugView().tabItem { Label("Debug", systemImage: "ant") }
                        #endif
                    }
                }
            }

            struct Pager: View {
                var body: some View {
                    TabView { Text("a"); Text("b") }.tabViewStyle(.page)
                }
            }
            """,
        ])
        defer { app.remove() }
        let result = app.run()
        XCTAssertEqual(result.bars.map(\.name), ["home-tabs"], "a paged TabView is not a tab bar")
        let bar = try result.bar("home-tabs")
        XCTAssertEqual(bar.tabs.map(\.titleText), ["One", "Two", nil, "Debug"])
        XCTAssertEqual(bar.tabs[0].title?.value, .verbatim("One"))
        XCTAssertEqual(bar.tabs[2].icon?.value, .symbol("star"))
        XCTAssertEqual(bar.unknowns.map(\.field), ["tabs[2].title", "tabs[3]"])
        XCTAssertTrue(bar.unknowns[0].reason.contains("model.title()"), bar.unknowns[0].reason)
        XCTAssertEqual(bar.unknowns[1].provenance.line, 21)
    }
}
