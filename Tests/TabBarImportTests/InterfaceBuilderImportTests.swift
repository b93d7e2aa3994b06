import TabBarImport
import TabBarModel
import XCTest

/// Storyboards, written anew here in the shape Xcode writes: one scene per controller, the tab bar
/// controller's relationship segues to table, collection, page and navigation controllers that
/// each hold a `<tabBarItem key="tabBarItem">` (as in the Xcode-written storyboards the code
/// search returns for `relationship="viewControllers"`; the index did not name their repositories).
final class InterfaceBuilderImportTests: XCTestCase {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="tbc-1">
        <scenes>
            <scene sceneID="s-1">
                <objects>
                    <tabBarController storyboardIdentifier="RootTabs" id="tbc-1" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="bar-1">
                            <color key="tintColor" red="0.5" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </tabBar>
                        <connections>
                            <segue destination="vc-2" kind="relationship" relationship="viewControllers" id="seg-2"/>
                            <segue destination="nav-1" kind="relationship" relationship="viewControllers" id="seg-1"/>
                            <segue destination="vc-3" kind="relationship" relationship="viewControllers" id="seg-3"/>
                        </connections>
                    </tabBarController>
                </objects>
            </scene>
            <scene sceneID="s-2">
                <objects>
                    <navigationController id="nav-1" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Music" image="music.note" id="item-1"/>
                    </navigationController>
                    <viewController id="vc-2" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" systemItem="favorites" badgeValue="4" id="item-2"/>
                    </viewController>
                    <viewController id="vc-3" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Videos" image="Film" selectedImage="FilmFilled" id="item-3"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
        <resources>
            <image name="music.note" catalog="system" width="128" height="128"/>
        </resources>
    </document>
    """

    func testSeguesInOrderItemsAndTint() throws {
        let app = try AppFixture(["App/Base.lproj/Main.storyboard": Self.storyboard])
        defer { app.remove() }
        let bar = try app.run().bar("main-root-tabs")
        XCTAssertEqual(bar.kind, .interfaceBuilder)
        XCTAssertEqual(bar.tabs.map(\.titleText), ["Favorites", "Music", "Videos"])
        XCTAssertEqual(bar.tabs.map(\.icon?.value), [.systemItem("favorites"), .symbol("music.note"), .asset("Film")])
        XCTAssertEqual(bar.tabs[2].selectedIcon?.value, .asset("FilmFilled"))
        XCTAssertEqual(bar.tabs[0].badge?.value, .count(4))
        XCTAssertEqual(bar.tabs[1].title?.provenance, app.at("App/Base.lproj/Main.storyboard", 21))
        XCTAssertEqual(bar.tint?.value, .value(light: Color(red: 0.5, green: 0, blue: 1), dark: nil))
        XCTAssertEqual(bar.tint?.provenance, app.at("App/Base.lproj/Main.storyboard", 8))
    }

    /// A localised storyboard's titles come from `de.lproj/Main.strings` by object id.
    func testStoryboardTitlesTranslateThroughItsStringsFile() throws {
        let app = try AppFixture([
            "App/Base.lproj/Main.storyboard": Self.storyboard,
            "App/de.lproj/Main.strings": "/* Class = \"UITabBarItem\"; title = \"Music\"; ObjectID = \"item-1\"; */\n\"item-1.title\" = \"Musik\";\n",
        ])
        defer { app.remove() }
        let result = app.run()
        let specs = try result.specs(SpecOptions(locale: "de"))
        XCTAssertEqual(specs.first?.document.spec.tabs.map(\.title), ["Favorites", "Musik", "Videos"])
    }

    func testAnEntityBombIsRefusedUnexpanded() throws {
        var bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 { bomb += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1 == 0 ? "" : String(level - 1));", count: 10) + "\">\n" }
        bomb += "]>\n<document><scenes><scene><objects><tabBarController id=\"t\"><tabBar key=\"tabBar\"/></tabBarController>&lol9;</objects></scene></scenes></document>\n"
        let app = try AppFixture(["Bomb.storyboard": bomb, "App.swift": "import SwiftUI\nstruct A: View { var body: some View { TabView { Text(\"a\").tabItem { Text(\"A\") } } } }\n"])
        defer { app.remove() }
        let clock = ContinuousClock()
        let started = clock.now
        let result = app.run()
        XCTAssertLessThan(clock.now - started, .seconds(5))
        XCTAssertEqual(result.bars.map(\.name), ["a"], "the other files are still read")
        XCTAssertEqual(result.problems.count, 1)
        XCTAssertEqual(result.problems.first?.provenance, app.at("Bomb.storyboard", 2))
        XCTAssertTrue(result.problems.first?.message.contains("entities") ?? false)
    }

    func testDeepNestingIsRefusedWithALine() throws {
        let depth = 400
        let xml = "<document>" + String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth) + "</document>"
        let app = try AppFixture(["Deep.xib": xml])
        defer { app.remove() }
        let result = app.run()
        XCTAssertEqual(result.bars.count, 0)
        XCTAssertTrue(result.problems.first?.message.contains("nested more than") ?? false, "\(result.problems)")
    }
}
