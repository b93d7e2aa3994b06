import Foundation
import TabBarImport
import TabBarModel
import XCTest

/// Patterns met in real open-source apps that `tabbar import` was run over (fetched outside the
/// repository, none of their code here): each is rewritten from scratch below, and the app that
/// showed it is named in the test.
final class RealAppPatternTests: XCTestCase {
    /// Demerro/Foodly: a helper takes each tab's `UITabBarItem` as an argument, the list is a local
    /// array handed to `setViewControllers`, tags are an enum's raw values, and the titles'
    /// `String(localized:)` keys live in a `Localizable.strings` outside any `.lproj`.
    func testHelperTakingTheItemAndAnUnlocalisedTable() throws {
        let app = try AppFixture([
            "Shop/RootTabs.swift": """
            import UIKit

            enum Section: Int { case browse = 0, basket = 1 }

            final class RootTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let pages = [
                        wrap(BrowseViewController(), item: UITabBarItem(title: String(localized: "tabs.browse"), image: UIImage(systemName: "square.grid.2x2"), tag: Section.browse.rawValue)),
                        wrap(BasketViewController(), item: UITabBarItem(title: String(localized: "tabs.basket"), image: UIImage(systemName: "basket"), tag: Section.basket.rawValue)),
                    ]
                    setViewControllers(pages, animated: false)
                }

                private func wrap(_ root: UIViewController, item: UITabBarItem) -> UINavigationController {
                    let navigation = UINavigationController(rootViewController: root)
                    navigation.tabBarItem = item
                    return navigation
                }
            }
            """,
            "Shop/Resources/Localizable.strings": "\"tabs.browse\" = \"Browse\";\n\"tabs.basket\" = \"Basket\";\n",
            "Shop/Resources/en.lproj/InfoPlist.strings": "NSCameraUsageDescription = \"Scan a code\";\n",
        ])
        defer { app.remove() }
        let result = app.run()
        XCTAssertEqual(result.problems, [], "an unquoted key is valid in a strings file")
        let bar = try result.bar("root-tabs")
        XCTAssertEqual(bar.tabs.map(\.id), ["tag-0", "tag-1"])
        XCTAssertEqual(bar.tabs.map(\.icon?.value), [.symbol("square.grid.2x2"), .symbol("basket")])
        XCTAssertEqual(bar.tabs[1].title?.provenance, app.at("Shop/RootTabs.swift", 10))
        let spec = try XCTUnwrap(try result.specs().first)
        XCTAssertEqual(spec.document.spec.tabs.map(\.title), ["Browse", "Basket"])
        XCTAssertEqual(bar.unknowns, [])
    }

    /// tasuwo/TsunDocs: `.tabItem { Tab.x.tabIcon }` where `tabIcon` is a plain computed view whose
    /// text and image come from `switch self` properties of the same enum.
    func testATabItemFromAnEnumCasesViewProperty() throws {
        let app = try AppFixture([
            "Kit/Item.swift": """
            import SwiftUI

            enum Item: String, CaseIterable {
                case reading, archive

                var name: String {
                    switch self {
                    case .reading: String(localized: "item.reading")
                    case .archive: String(localized: "item.archive")
                    }
                }

                var symbol: String {
                    switch self {
                    case .reading: "book"
                    case .archive: "archivebox"
                    }
                }

                var tabIcon: some View {
                    VStack {
                        Image(systemName: symbol)
                        Text(name)
                    }
                }
            }
            """,
            "Kit/Root.swift": """
            import SwiftUI

            struct Root: View {
                @State private var selection: Item = .archive
                var body: some View {
                    TabView(selection: $selection) {
                        ReadingList().tabItem { Item.reading.tabIcon }.tag(Item.reading)
                        Archive().tabItem { Item.archive.tabIcon }.tag(Item.archive)
                    }
                }
            }
            """,
            "Kit/de.lproj/Localizable.strings": "\"item.reading\" = \"Lesen\";\n\"item.archive\" = \"Archiv\";\n",
        ])
        defer { app.remove() }
        let result = app.run()
        let bar = try result.bar("root")
        XCTAssertEqual(bar.tabs.map(\.icon?.value), [.symbol("book"), .symbol("archivebox")])
        XCTAssertEqual(bar.tabs[0].title?.value, .localized(key: "item.reading", table: nil, fallback: "item.reading"))
        XCTAssertEqual(bar.tabs[1].title?.provenance, app.at("Kit/Item.swift", 9))
        XCTAssertEqual(bar.selected?.value, .id("archive"))
        let german = try XCTUnwrap(try result.specs(SpecOptions(locale: "de")).first)
        XCTAssertEqual(german.document.spec.tabs.map(\.title), ["Lesen", "Archiv"])
    }

    /// Dimillian/IceCubesApp: the tabs come from `ForEach` over sections the user configures, so
    /// nothing is knowable without running the app: the bar is reported, and no spec is written.
    func testTabsFromRunTimeDataGiveNoSpecButSaySo() throws {
        let app = try AppFixture([
            "App/Main.swift": """
            import SwiftUI

            struct Main: View {
                @Environment(UserPreferences.self) private var preferences
                var body: some View {
                    TabView {
                        ForEach(preferences.enabledSections) { section in
                            Tab(value: section) { section.makeView() } label: { section.label }
                        }
                    }
                }
            }
            """,
        ])
        defer { app.remove() }
        let result = app.run()
        XCTAssertEqual(result.bars.map(\.name), ["main"])
        XCTAssertEqual(result.drawableBars.count, 0)
        XCTAssertEqual(try result.specs().count, 0)
        XCTAssertEqual(result.unknowns.map(\.field), ["tabs[0]"])
        XCTAssertTrue(result.unknowns[0].reason.contains("preferences.enabledSections"), result.unknowns[0].reason)
    }

    /// Many UIKit apps (e.g. the onboarding of Demerro/Foodly) call `setViewControllers` on a page
    /// view controller or a navigation controller: those are not tab bars.
    func testPageAndNavigationControllersAreNotTabBars() throws {
        let app = try AppFixture([
            "Onboarding.swift": """
            import UIKit

            final class Onboarding: UIPageViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setViewControllers([StepViewController()], direction: .forward, animated: false)
                    let navigation = UINavigationController()
                    navigation.viewControllers = [StepViewController(), StepViewController()]
                }
            }
            """,
        ])
        defer { app.remove() }
        XCTAssertEqual(app.run().bars.map(\.name), [])
    }

    /// mastodon/mastodon-ios: the controllers are listed once and each is wrapped on the way in,
    /// `viewControllers = [a, b].map { NavigationController(rootViewController: $0) }`; each
    /// controller's item is set on its own variable.
    func testAListMappedThroughANavigationController() throws {
        let app = try AppFixture([
            "Social/HubTabs.swift": """
            import UIKit

            final class HubTabs: UITabBarController {
                let feed = FeedViewController()
                let inbox = InboxViewController()

                func setUp() {
                    feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "house"), tag: 0)
                    inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 1)
                    inbox.tabBarItem.badgeValue = "2"
                    viewControllers = [feed, inbox].map { controller in
                        StyledNavigationController(rootViewController: controller)
                    }
                    selectedIndex = 1
                }
            }
            """,
        ])
        defer { app.remove() }
        let bar = try app.run().bar("hub-tabs")
        XCTAssertEqual(bar.tabs.map(\.titleText), ["Feed", "Inbox"])
        XCTAssertEqual(bar.tabs.map(\.icon?.value), [.symbol("house"), .symbol("tray")])
        XCTAssertEqual(bar.tabs[1].badge?.value, .count(2))
        XCTAssertEqual(bar.tabs[1].provenance, app.at("Social/HubTabs.swift", 11), "a tab is where its controller is listed")
        XCTAssertEqual(bar.selected?.value, .index(1))
        XCTAssertEqual(bar.unknowns, [])
    }

    /// Automattic/pocket-casts-ios: a `var` list made empty, filled by `list = [ … ]` in both branches
    /// of an `if`, then mapped through a class method of the app's with default parameters whose
    /// body is one expression (an implicit return).
    func testAListFilledInAnIfAndMappedThroughAHelperWithAnImplicitReturn() throws {
        let app = try AppFixture([
            "Player/PlayerTabs.swift": """
            import UIKit

            class PlayerTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var shown = [UIViewController]()
                    let shows = ShowsViewController()
                    shows.tabBarItem = UITabBarItem(title: "Shows", image: UIImage(systemName: "square.stack"), tag: 0)
                    let queue = QueueViewController()
                    queue.tabBarItem = UITabBarItem(title: "Queue", image: UIImage(systemName: "list.bullet"), tag: 1)
                    if Settings.queueTab {
                        shown = [shows, queue]
                    } else {
                        shown = [shows]
                    }
                    viewControllers = shown.map { Wrapping.navigation(for: $0) }
                }
            }
            """,
            "Player/Wrapping.swift": """
            import UIKit

            class Wrapping {
                class func navigation(for root: UIViewController, large: Bool = false) -> UINavigationController {
                    ThemedNavigationController(rootViewController: root, large: large)
                }

                class func navigation() -> UINavigationController? { nil }
            }
            """,
        ])
        defer { app.remove() }
        let bar = try app.run().bar("player-tabs")
        XCTAssertEqual(bar.tabs.map(\.titleText), ["Shows", "Queue"], "the first branch, as tabs behind `if` are drawn")
        // ...and said: never guessed silently.
        XCTAssertEqual(bar.unknowns.map(\.field), ["tabs"])
        XCTAssertEqual(bar.unknowns.first?.provenance, app.at("Player/PlayerTabs.swift", 11))
        XCTAssertTrue(bar.unknowns.first?.reason.contains("first branch") == true, bar.unknowns.first?.reason ?? "")
        XCTAssertEqual(bar.tabs.map(\.icon?.value), [.symbol("square.stack"), .symbol("list.bullet")])
        XCTAssertEqual(bar.tabs[0].title?.provenance, app.at("Player/PlayerTabs.swift", 8))
    }

    /// openfoodfacts/openfoodfacts-ios: a storyboard item with `title=""` is an icon-only tab; the
    /// spec leaves the title out (an empty one does not load) and the bar is still written. The
    /// item's user-defined runtime attribute (the app's own title setter) is reported.
    func testAnEmptyStoryboardTitleIsAnIconOnlyTab() throws {
        let app = try AppFixture([
            "Food/Base.lproj/Main.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="t-1">
                <scenes>
                    <scene sceneID="s-1">
                        <objects>
                            <tabBarController id="t-1" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="v-1" kind="relationship" relationship="viewControllers" id="g-1"/>
                                    <segue destination="v-2" kind="relationship" relationship="viewControllers" id="g-2"/>
                                </connections>
                            </tabBarController>
                            <viewController id="v-1" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="" image="magnifyingglass" catalog="system" id="i-1">
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="titleKey" value="tabs.find"/>
                                    </userDefinedRuntimeAttributes>
                                </tabBarItem>
                            </viewController>
                            <viewController id="v-2" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="History" image="clock" catalog="system" id="i-2"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
                <resources>
                    <image name="magnifyingglass" catalog="system" width="128" height="128"/>
                    <image name="clock" catalog="system" width="128" height="128"/>
                </resources>
            </document>
            """,
        ])
        defer { app.remove() }
        let result = app.run()
        let spec = try XCTUnwrap(try result.specs().first)
        XCTAssertEqual(spec.document.spec.tabs.map(\.title), [nil, "History"])
        XCTAssertEqual(spec.document.spec.tabs.map(\.icon), [SFSymbol("magnifyingglass").map(IconReference.sf), SFSymbol("clock").map(IconReference.sf)])
        // The app sets the title from `titleKey` when it runs: said, not guessed.
        XCTAssertEqual(result.unknowns.map(\.field), ["tabs[0]"])
        XCTAssertEqual(result.unknowns.first?.provenance, app.at("Food/Base.lproj/Main.storyboard", 13))
        XCTAssertTrue(result.unknowns.first?.reason.contains("`titleKey`") == true, result.unknowns.first?.reason ?? "")
    }

    /// yattee/yattee and Automattic/pocket-casts-ios: Xcode's new-project `AccentColor` gives no
    /// colour (the system's tint, nothing unknown), and an extension's unset one does not hide the
    /// app's own.
    func testAnUnsetAccentColorLeavesTheSystemTint() throws {
        let unset = Self.unsetColorSet
        let view = Self.oneTabView("Shelf")
        let plain = try AppFixture([
            "App/Shelf.swift": view,
            "App/Assets.xcassets/AccentColor.colorset/Contents.json": unset,
        ])
        defer { plain.remove() }
        let result = plain.run()
        let spec = try XCTUnwrap(try result.specs().first)
        XCTAssertNil(spec.document.spec.tint)
        XCTAssertEqual(spec.unknowns, [], "an unset accent colour is the system's, not an unknown")

        let withWidget = try AppFixture([
            "App/Shelf.swift": view,
            "App/Assets.xcassets/AccentColor.colorset/Contents.json": AppFixture.colorSet(light: (1, 0, 0), dark: nil),
            "Widget/Assets.xcassets/AccentColor.colorset/Contents.json": unset,
        ])
        defer { withWidget.remove() }
        let tinted = try XCTUnwrap(try withWidget.run().specs().first)
        XCTAssertEqual(tinted.document.spec.tint, Color(red: 1, green: 0, blue: 0))
    }

    /// Automattic/pocket-casts-ios and mastodon/mastodon-ios: titles through SwiftGen's generated
    /// `L10n`, a computed `static var` at the top or a `static let` in nested enums, each calling
    /// `L10n.tr(table, key, fallback:)`.
    func testSwiftGenStringsAreLookedUp() throws {
        let app = try AppFixture([
            "Radio/Generated/Strings.swift": """
            import Foundation

            internal enum L10n {
                internal static var stations: String { return L10n.tr("Localizable", "stations_title", fallback: "Stations") }
                internal enum Tabs {
                    internal enum Names {
                        internal static let saved = L10n.tr("Localizable", "Tabs.Names.Saved", fallback: "Saved")
                    }
                }
            }

            extension L10n {
                private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                    String(format: Bundle.main.localizedString(forKey: key, value: value, table: table), arguments: args)
                }
            }
            """,
            "Radio/RadioTabs.swift": """
            import UIKit

            final class RadioTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stations = StationsViewController()
                    stations.tabBarItem = UITabBarItem(title: L10n.stations, image: UIImage(systemName: "radio"), tag: 0)
                    let saved = SavedViewController()
                    saved.tabBarItem = UITabBarItem(title: L10n.Tabs.Names.saved, image: UIImage(systemName: "heart"), tag: 1)
                    viewControllers = [stations, saved]
                }
            }
            """,
            "Radio/de.lproj/Localizable.strings": "\"stations_title\" = \"Sender\";\n\"Tabs.Names.Saved\" = \"Gemerkt\";\n",
        ])
        defer { app.remove() }
        let result = app.run()
        let bar = try result.bar("radio-tabs")
        XCTAssertEqual(bar.tabs[0].title?.value, .localized(key: "stations_title", table: "Localizable", fallback: "Stations"))
        XCTAssertEqual(bar.tabs[1].title?.provenance, app.at("Radio/Generated/Strings.swift", 7))
        XCTAssertEqual(bar.unknowns, [])
        let german = try XCTUnwrap(try result.specs(SpecOptions(locale: "de")).first)
        XCTAssertEqual(german.document.spec.tabs.map(\.title), ["Sender", "Gemerkt"])
        let english = try XCTUnwrap(try result.specs(SpecOptions(locale: "en")).first)
        XCTAssertEqual(english.document.spec.tabs.map(\.title), ["Stations", "Saved"])
    }

    /// mastodon/mastodon-ios and Automattic/pocket-casts-ios: the app and its widget or watch app
    /// each have an `AccentColor`. The bar takes the one nearest its file, even an unset one
    /// (Mastodon's); two equally near (Pocket Casts' app has none of its own) are reported, not picked.
    func testTheAccentColorNearestTheBarTintsIt() throws {
        let view = Self.oneTabView("Deck")
        let app = try AppFixture([
            "Deck/Views/Deck.swift": view,
            "Deck/Resources/Assets.xcassets/AccentColor.colorset/Contents.json": AppFixture.colorSet(light: (0, 0, 1), dark: nil),
            "Widget/Assets.xcassets/AccentColor.colorset/Contents.json": AppFixture.colorSet(light: (1, 0, 0), dark: nil),
        ])
        defer { app.remove() }
        let spec = try XCTUnwrap(try app.run().specs().first)
        XCTAssertEqual(spec.document.spec.tint, Color(red: 0, green: 0, blue: 1))
        XCTAssertTrue(spec.yaml.contains("Deck/Resources/Assets.xcassets/AccentColor.colorset"), spec.yaml)
        // The app's own set gives no colour: the system's tint, though the widget's is purple.
        try app.write("Deck/Resources/Assets.xcassets/AccentColor.colorset/Contents.json", Data(Self.unsetColorSet.utf8))
        let system = try XCTUnwrap(try app.run().specs().first)
        XCTAssertNil(system.document.spec.tint)
        XCTAssertEqual(system.unknowns, [])

        let two = try AppFixture([
            "Main/Deck.swift": view,
            "Watch/Assets.xcassets/AccentColor.colorset/Contents.json": AppFixture.colorSet(light: (0, 1, 0), dark: nil),
            "Widget/Assets.xcassets/AccentColor.colorset/Contents.json": AppFixture.colorSet(light: (1, 0, 0), dark: nil),
        ])
        defer { two.remove() }
        let unsure = try XCTUnwrap(try two.run().specs().first)
        XCTAssertNil(unsure.document.spec.tint)
        XCTAssertEqual(unsure.unknowns.map(\.field), ["tint"])
        XCTAssertEqual(unsure.unknowns.first?.provenance, two.at("Main/Deck.swift", 5))
    }

    /// Automattic/pocket-casts-ios: the translations' `.strings` files are XML property lists (a
    /// dictionary of key to text), which Xcode takes as it takes `"key" = "value";`.
    func testAStringsFileWrittenAsAPropertyList() throws {
        let app = try AppFixture([
            "Cast/CastTabs.swift": """
            import UIKit

            final class CastTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let episodes = EpisodesViewController()
                    episodes.tabBarItem = UITabBarItem(title: NSLocalizedString("tab_episodes", comment: ""), image: UIImage(systemName: "play"), tag: 0)
                    viewControllers = [episodes]
                }
            }
            """,
            "Cast/en.lproj/Localizable.strings": "\"tab_episodes\" = \"Episodes\";\n",
            "Cast/de.lproj/Localizable.strings": """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
              <dict>
                <key>tab_other</key>
                <string>Andere</string>
                <key>tab_episodes</key>
                <string>Folgen</string>
              </dict>
            </plist>
            """,
            "Cast/fr.lproj/Localizable.strings": """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist [ <!ENTITY a "aaaaaaaa"> ]>
            <plist version="1.0"><dict><key>tab_episodes</key><string>&a;</string></dict></plist>
            """,
        ])
        defer { app.remove() }
        let result = app.run()
        XCTAssertEqual(result.problems.map(\.provenance), [app.at("Cast/fr.lproj/Localizable.strings", 1)], "entities are refused")
        let german = try XCTUnwrap(try result.specs(SpecOptions(locale: "de")).first)
        XCTAssertEqual(german.document.spec.tabs.map(\.title), ["Folgen"])
        XCTAssertTrue(german.yaml.contains("de at \(app.root)/Cast/de.lproj/Localizable.strings:7"), german.yaml)
    }

    /// mastodon/mastodon-ios: each controller's item is set by an extension method of
    /// `UIViewController` taking a case of the app's tab enum, whose title and image are
    /// `switch self` properties (the image through a modifier).
    func testAnExtensionMethodSetsTheItemFromAnEnumCase() throws {
        let app = try AppFixture([
            "Chat/Section.swift": """
            import UIKit

            extension UIViewController {
                func dressTab(as section: Section) {
                    title = section.title
                    tabBarItem.image = section.image.withRenderingMode(.alwaysTemplate)
                    tabBarItem.tag = section.rawValue
                }
            }

            enum Section: Int {
                case rooms, people

                var title: String {
                    switch self {
                    case .rooms: return "Rooms"
                    case .people: return "People"
                    }
                }

                var image: UIImage {
                    switch self {
                    case .rooms: return UIImage(systemName: "bubble.left")!
                    case .people: return UIImage(systemName: "person")!
                    }
                }
            }
            """,
            "Chat/ChatTabs.swift": """
            import UIKit

            final class ChatTabs: UITabBarController {
                let rooms = RoomsViewController()
                let people = PeopleViewController()

                init() {
                    super.init(nibName: nil, bundle: nil)
                    rooms.dressTab(as: .rooms)
                    people.dressTab(as: .people)
                    viewControllers = [rooms, people]
                }
            }
            """,
        ])
        defer { app.remove() }
        let bar = try app.run().bar("chat-tabs")
        XCTAssertEqual(bar.tabs.map(\.titleText), ["Rooms", "People"])
        XCTAssertEqual(bar.tabs.map(\.icon?.value), [.symbol("bubble.left"), .symbol("person")])
        XCTAssertEqual(bar.tabs[1].title?.provenance, app.at("Chat/Section.swift", 17))
        XCTAssertEqual(bar.unknowns, [])
    }

    /// Xcode's new-project `AccentColor`: an entry with no colour.
    private static let unsetColorSet = "{ \"colors\" : [ { \"idiom\" : \"universal\" } ], \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }"

    /// A SwiftUI bar of one tab, for tests about what surrounds it; its `TabView` is on line 5.
    private static func oneTabView(_ name: String) -> String {
        """
        import SwiftUI

        struct \(name): View {
            var body: some View {
                TabView {
                    Text("A").tabItem { Label("Cards", systemImage: "star") }
                }
            }
        }
        """
    }
}
