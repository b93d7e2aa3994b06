import UIKit

final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let feed = UINavigationController(rootViewController: FeedViewController())
        feed.tabBarItem = UITabBarItem(title: NSLocalizedString("tab.feed", comment: ""), image: UIImage(systemName: "newspaper"), tag: 0)
        let alerts = AlertsViewController()
        alerts.tabBarItem = UITabBarItem(tabBarSystemItem: .mostRecent, tag: 1)
        alerts.tabBarItem.badgeValue = "12"
        let me = makeTab(ProfileViewController(), title: "Me", image: "person")
        viewControllers = [feed, alerts, me]
        tabBar.tintColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        tabBar.unselectedItemTintColor = .systemGray
        selectedIndex = 1
    }

    private func makeTab(_ controller: UIViewController, title: String, image: String) -> UIViewController {
        controller.tabBarItem = UITabBarItem(title: title, image: UIImage(named: image), selectedImage: UIImage(named: "\(image)-selected"))
        return controller
    }
}
