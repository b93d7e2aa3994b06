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
}
