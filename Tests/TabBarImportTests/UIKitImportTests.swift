import TabBarImport
import TabBarModel
import XCTest

/// UIKit set-up code, each pattern written anew here after the real apps named beside it.
final class UIKitImportTests: XCTestCase {
    /// A `UITabBarController` subclass that builds navigation controllers in `viewDidLoad` and sets
    /// each `tabBarItem` (dzhamBool/ios-homeworks-UI, cyrmax/skillbox_homework); a controller
    /// class that sets its own item in `init` with a badge (the shape of hpbl's TabBar sample).
    func testSubclassWithItemsBadgeAndTint() throws {
        let app = try AppFixture([
            "App/MainTabBarController.swift": """
            import UIKit

            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let home = UINavigationController(rootViewController: HomeViewController())
                    home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), selectedImage: UIImage(systemName: "house.fill"))
                    let saved = SavedViewController()
                    saved.tabBarItem = UITabBarItem(tabBarSystemItem: .bookmarks, tag: 1)
                    saved.tabBarItem.badgeValue = "12"
                    let places = UINavigationController(rootViewController: PlacesViewController())
                    places.tabBarItem = UITabBarItem(title: NSLocalizedString("tab.places", comment: "Places tab"), image: UIImage(named: "Pin")?.withRenderingMode(.alwaysTemplate), tag: 2)
                    places.tabBarItem.badgeValue = "New"
                    viewControllers = [home, saved, places, SettingsViewController()]
                    tabBar.tintColor = .systemGreen
                    UITabBar.appearance().unselectedItemTintColor = UIColor(white: 0.5, alpha: 1)
                    selectedIndex = 2
                }
            }
            """,
            "App/SettingsViewController.swift": """
            import UIKit

            final class SettingsViewController: UIViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    title = "Settings"
                    tabBarItem.image = UIImage(systemName: "gearshape")
                }
            }
            """,
        ])
        defer { app.remove() }
        let bar = try app.run().bar("main-tab-bar-controller")
        XCTAssertEqual(bar.kind, .uiKit)
        XCTAssertEqual(bar.tabs.map(\.titleText), ["Home", "Bookmarks", "tab.places", "Settings"])
        XCTAssertEqual(bar.tabs[0].icon?.value, .symbol("house"))
        XCTAssertEqual(bar.tabs[0].selectedIcon?.value, .symbol("house.fill"))
        XCTAssertEqual(bar.tabs[0].title?.provenance, app.at("App/MainTabBarController.swift", 7))
        XCTAssertEqual(bar.tabs[1].icon?.value, .systemItem("bookmarks"))
        XCTAssertEqual(bar.tabs[1].badge?.value, .count(12))
        XCTAssertEqual(bar.tabs[1].badge?.provenance, app.at("App/MainTabBarController.swift", 10))
        XCTAssertEqual(bar.tabs[2].title?.value, .localized(key: "tab.places", table: nil, fallback: "tab.places"))
        XCTAssertEqual(bar.tabs[2].icon?.value, .asset("Pin"))
        XCTAssertEqual(bar.tabs[2].badge?.value, .text(.verbatim("New")))
        XCTAssertEqual(bar.tabs[3].title?.value, .verbatim("Settings"))
        XCTAssertEqual(bar.tabs[3].title?.provenance, app.at("App/SettingsViewController.swift", 6))
        XCTAssertEqual(bar.tabs[3].icon?.value, .symbol("gearshape"))
        XCTAssertEqual(bar.tint?.value, .value(light: Color(rgb: 0x34C759), dark: Color(rgb: 0x30D158)))
        XCTAssertEqual(bar.unselectedTint?.value, .value(light: Color(red: 0.5, green: 0.5, blue: 0.5), dark: nil))
        XCTAssertEqual(bar.selected?.value, .index(2))
        XCTAssertEqual(bar.unknowns, [])
    }

    /// A plain `UITabBarController` made in set-up code with a helper that builds each tab from its
    /// arguments (Demerro/Foodly's `getNavigationController`), and a `UITabBarAppearance`.
    func testSetUpCodeWithAHelperAndAppearance() throws {
        let app = try AppFixture([
            "SceneDelegate.swift": """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    let tabs = UITabBarController()
                    tabs.setViewControllers([
                        makeTab(SearchViewController(), title: "Search", symbol: "magnifyingglass"),
                        makeTab(CartViewController(), title: "Cart", symbol: "cart"),
                    ], animated: false)
                    let appearance = UITabBarAppearance()
                    appearance.backgroundColor = UIColor(red: 1, green: 1, blue: 0.9, alpha: 1)
                    appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
                    tabs.tabBar.standardAppearance = appearance
                    window?.rootViewController = tabs
                }

                private func makeTab(_ root: UIViewController, title: String, symbol: String) -> UINavigationController {
                    let navigation = UINavigationController(rootViewController: root)
                    navigation.tabBarItem.title = title
                    navigation.tabBarItem.image = UIImage(systemName: symbol)
                    navigation.tabBarItem.badgeValue = store.count
                    return navigation
                }
            }
            """,
        ])
        defer { app.remove() }
        let bar = try app.run().bar("scene-delegate-tabs")
        XCTAssertEqual(bar.tabs.map(\.titleText), ["Search", "Cart"])
        XCTAssertEqual(bar.tabs.map(\.icon?.value), [.symbol("magnifyingglass"), .symbol("cart")])
        // The title comes from the argument at the call, not the helper's parameter.
        XCTAssertEqual(bar.tabs[1].title?.provenance, app.at("SceneDelegate.swift", 10))
        XCTAssertEqual(bar.barTint?.value, .value(light: Color(red: 1, green: 1, blue: 0.9), dark: nil))
        XCTAssertEqual(bar.tint?.value, .value(light: Color(rgb: 0xFF2D55), dark: Color(rgb: 0xFF375F)))
        XCTAssertEqual(bar.unknowns.map(\.field), ["tabs[0].badge", "tabs[1].badge"])
        XCTAssertEqual(bar.unknowns.first?.provenance, app.at("SceneDelegate.swift", 23))
    }

    /// iOS 18's `UITab`: a subclass that makes its tabs as locals and sets `tabs = [...]`, a
    /// `UISearchTab` with the system's title, a badge on the tab itself, `selectedTab` (the shape
    /// of RAWG_SideProject's MainTabBarController, found with find_string "UITab(title:"; the search
    /// index names no repository for it); a helper that returns a `UITab` (a film app's
    /// `createExploreTab()`), a `UITabGroup` for the sidebar and titles from `String(localized:)`
    /// inside `#available(iOS 18.0, *)` (a forum app's MainTabBarController, same search).
    func testIOS18TabsSearchTabGroupBadgeAndSelection() throws {
        let app = try AppFixture([
            "App/RootTabsController.swift": """
            import UIKit

            final class RootTabsController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if #available(iOS 18.0, *) {
                        let today = UITab(title: String(localized: "tab.today"), image: UIImage(systemName: "sun.max"), identifier: "today") { _ in
                            UINavigationController(rootViewController: TodayViewController())
                        }
                        let inbox = UITab(title: "Inbox", image: UIImage(named: "Tray"), identifier: "inbox") { _ in InboxViewController() }
                        inbox.badgeValue = "4"
                        let search = UISearchTab { _ in
                            UINavigationController(rootViewController: SearchViewController())
                        }
                        tabs = [today, inbox, makeLibraryGroup(), search]
                        selectedTab = inbox
                    }
                }

                private func makeLibraryGroup() -> UITabGroup {
                    return UITabGroup(title: "Library", image: UIImage(systemName: "books.vertical"), identifier: "library", children: [
                        UITab(title: "Books", image: UIImage(systemName: "book"), identifier: "books") { _ in BooksViewController() },
                    ]) { _ in LibraryViewController() }
                }
            }
            """,
            "App/SceneDelegate.swift": """
            import UIKit

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    let tabs = UITabBarController()
                    tabs.setTabs([
                        UITab(title: "Feed", image: UIImage(systemName: "newspaper"), identifier: "feed") { _ in FeedViewController() },
                        UITab(title: model.profileTitle, image: UIImage(systemName: "person"), identifier: "profile") { _ in ProfileViewController() },
                    ], animated: false)
                    tabs.selectedTab = tabs.tabs[1]
                }
            }
            """,
        ])
        defer { app.remove() }
        let result = app.run()
        let bar = try app.run().bar("root-tabs-controller")
        XCTAssertEqual(bar.kind, .uiKit)
        XCTAssertEqual(bar.tabs.map(\.titleText), ["tab.today", "Inbox", "Library", nil])
        XCTAssertEqual(bar.tabs.map(\.id), ["today", "inbox", "library", nil])
        XCTAssertEqual(bar.tabs[0].title?.value, .localized(key: "tab.today", table: nil, fallback: "tab.today"))
        XCTAssertEqual(bar.tabs[0].icon?.value, .symbol("sun.max"))
        XCTAssertEqual(bar.tabs[0].title?.provenance, app.at("App/RootTabsController.swift", 7))
        XCTAssertEqual(bar.tabs[1].icon?.value, .asset("Tray"))
        XCTAssertEqual(bar.tabs[1].badge?.value, .count(4))
        XCTAssertEqual(bar.tabs[1].badge?.provenance, app.at("App/RootTabsController.swift", 11))
        XCTAssertEqual(bar.tabs[2].icon?.value, .symbol("books.vertical"))
        XCTAssertEqual(bar.tabs[2].title?.provenance, app.at("App/RootTabsController.swift", 21))
        XCTAssertEqual(bar.tabs.map(\.isSearch), [false, false, false, true])
        XCTAssertEqual(bar.selected?.value, .index(1))
        XCTAssertEqual(bar.unknowns, [], "a search tab with the system's title is not unknown")

        let scene = try XCTUnwrap(result.bars.first { $0.kind == .uiKit && $0.name != "root-tabs-controller" })
        XCTAssertEqual(scene.tabs.map(\.titleText), ["Feed", nil])
        XCTAssertEqual(scene.tabs.map(\.id), ["feed", "profile"])
        XCTAssertEqual(scene.selected?.value, .index(1))
        XCTAssertEqual(scene.unknowns.map(\.field), ["tabs[1].title"])

        // The spec draws the search tab as the system's, with the badge and the selection.
        let spec = try XCTUnwrap(try result.specs().first { $0.name == "root-tabs-controller" })
        XCTAssertEqual(spec.document.spec.tabs.map(\.role), [nil, nil, nil, .search])
        XCTAssertEqual(spec.document.spec.tabs[1].badge, .count(4))
        XCTAssertEqual(spec.document.spec.selectedIndex, 1)
    }
}
