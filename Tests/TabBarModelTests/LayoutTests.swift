import Foundation
import TabBarModel
import XCTest

final class PhoneLayoutTests: XCTestCase {
    func testBarSitsAtTheBottomWithTheInsetInBothOrientations() throws {
        let portrait = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(4)))
        XCTAssertEqual(portrait.bar.frame, Rect(x: 0, y: 852 - 83, width: 393, height: 49 + 34))
        XCTAssertEqual(portrait.bar.contentFrame.height, 49)
        XCTAssertEqual(portrait.canvas, portrait.bar.frame.grown(top: 1.0 / 3), "the picture shows the hairline's pixel above the bar")
        XCTAssertFalse(portrait.hidden)

        // The seeds' rule, iOS 7–10: the same 49 pt in every orientation.
        let landscape = try makeLayout(Spec(device: "iphone-15", orientation: .landscape, ios: IOSRelease(10), tabs: tabs(4)))
        XCTAssertEqual(landscape.screen, Size(width: 852, height: 393))
        XCTAssertEqual(landscape.bar.frame, Rect(x: 0, y: 393 - 70, width: 852, height: 49 + 21))
        XCTAssertEqual(landscape.bar.contentFrame.height, portrait.bar.contentFrame.height, "same height in every orientation")
        XCTAssertEqual(landscape.bar.kind, .stacked)
    }

    func testVisibleTabsDivideTheWidthIntoEqualSlots() throws {
        for count in 1...5 {
            let layout = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(count)))
            XCTAssertEqual(layout.tabs.count, count)
            let width = 393.0 / Double(count)
            for (position, tab) in layout.tabs.enumerated() {
                XCTAssertEqual(tab.frame.width, width, accuracy: 1e-9)
                XCTAssertEqual(tab.frame.x, width * Double(position), accuracy: 1e-9)
                XCTAssertEqual(tab.hitRegion, tab.frame, "the hit region is the whole slot")
            }
            XCTAssertEqual(layout.tabs.last!.frame.maxX, 393, accuracy: 1e-9)
        }
    }

    func testHitRegionsAreAtLeast44PointsOnEveryPreset() throws {
        for device in Device.all {
            for orientation in device.rotates ? Orientation.allCases : [.landscape] {
                let layout = try makeLayout(Spec(device: .preset(device.name), orientation: device.rotates ? orientation : nil, ios: IOSRelease(17), tabs: tabs(9)))
                for tab in layout.tabs {
                    XCTAssertGreaterThanOrEqual(tab.hitRegion.width, 44, "\(device.name) \(tab.id)")
                    XCTAssertGreaterThanOrEqual(tab.hitRegion.height, 44, "\(device.name) \(tab.id)")
                }
                XCTAssertFalse(layout.warnings.contains { $0.code == .hitRegionTooSmall })
            }
        }
    }

    func testSixOrMoreTabsShowFourAndMore() throws {
        let layout = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(7)))
        XCTAssertEqual(layout.tabs.map(\.id), ["t0", "t1", "t2", "t3", "more"])
        XCTAssertEqual(layout.tabs.last?.title, "More")
        XCTAssertEqual(layout.tabs.last?.icon, .system(.more))
        XCTAssertTrue(layout.tabs.last?.isMore ?? false)
        XCTAssertNil(layout.tabs.last?.specIndex)
        XCTAssertEqual(layout.moreList, [4, 5, 6])
        XCTAssertEqual(layout.selectedTab?.id, "t0")

        let five = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(5)))
        XCTAssertFalse(five.tabs.contains { $0.isMore }, "five tabs fit without More")
        XCTAssertTrue(five.moreList.isEmpty)
    }

    func testSelectedOverflowTabShowsMoreAsSelected() throws {
        let layout = try makeLayout(Spec(device: "iphone-8", ios: IOSRelease(17), selected: .id("t5"), tabs: tabs(6)))
        XCTAssertEqual(layout.selectedTab?.id, "more")
        XCTAssertEqual(layout.tabs.filter(\.selected).count, 1)
        let inBar = try makeLayout(Spec(device: "iphone-8", ios: IOSRelease(17), selected: .index(2), tabs: tabs(6)))
        XCTAssertEqual(inBar.selectedTab?.id, "t2")
    }

    func testIconAndTitleSitInsideTheirSlot() throws {
        let layout = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(5)))
        for tab in layout.tabs {
            let icon = try XCTUnwrap(tab.iconFrame)
            XCTAssertEqual(icon.width, 25)
            XCTAssertEqual(icon.midX, tab.frame.midX, accuracy: 1e-9)
            XCTAssertTrue(tab.frame.contains(icon))
            XCTAssertTrue(tab.frame.contains(tab.titleFrame))
            XCTAssertLessThanOrEqual(icon.maxY, tab.titleFrame.minY, "title under the icon")
        }
    }

    func testTitleOnlyTabHasNoIconFrame() throws {
        let layout = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: [TabSpec(title: "Plain"), TabSpec(title: "Icon", icon: .system(.search))]))
        XCTAssertNil(layout.tabs[0].iconFrame)
        XCTAssertNotNil(layout.tabs[1].iconFrame)
    }

    func testTruncatedTitleIsReported() throws {
        let long = String(repeating: "W", count: 40)
        let layout = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: [TabSpec(title: long), TabSpec(title: "Ok")]))
        XCTAssertTrue(layout.tabs[0].titleTruncated)
        XCTAssertFalse(layout.tabs[1].titleTruncated)
        XCTAssertEqual(layout.warnings.filter { $0.code == .titleTruncated }.map(\.path), ["tabs[0].title"])
    }

    func testKeyboardHidesTheBar() throws {
        let layout = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), keyboard: true, tabs: tabs(3)))
        XCTAssertTrue(layout.hidden)
        let keyboard = try XCTUnwrap(layout.keyboardFrame)
        XCTAssertEqual(keyboard.maxY, 852)
        XCTAssertEqual(keyboard.width, 393)
        XCTAssertGreaterThan(keyboard.height, 216)
        XCTAssertEqual(layout.canvas, keyboard)
        XCTAssertNil(layout.tab(at: Point(x: 10, y: 830)), "a hidden bar takes no touches")
    }

    func testScaleDefaultsToTheDeviceAndCanBeOverridden() throws {
        XCTAssertEqual(try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(2))).scale, 3)
        XCTAssertEqual(try makeLayout(Spec(device: "iphone-2g", ios: IOSRelease(17), tabs: tabs(2))).scale, 1)
        XCTAssertEqual(try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(2)), scale: 1).scale, 1)
        XCTAssertThrowsError(try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(2)), scale: 0)) { error in
            XCTAssertEqual((error as? SpecError)?.path, "scale")
        }
    }
}

final class BadgeLayoutTests: XCTestCase {
    func testBadgeIsAtLeast18PointsNearTheIconsUpperRight() throws {
        let layout = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(4, badges: [1: .count(3)])))
        let tab = layout.tabs[1]
        let badge = try XCTUnwrap(tab.badgeFrame)
        let icon = try XCTUnwrap(tab.iconFrame)
        XCTAssertEqual(tab.badge, "3")
        XCTAssertEqual(badge.height, 18)
        XCTAssertGreaterThanOrEqual(badge.width, 18)
        XCTAssertEqual(badge.midX, icon.maxX, accuracy: 6, "centre near the icon's right edge")
        XCTAssertEqual(badge.midY, icon.minY, accuracy: 6, "centre near the icon's top edge")
        XCTAssertNil(layout.tabs[0].badgeFrame)
    }

    func testLongerTextWidensTheBadgeIntoACapsule() throws {
        let layout = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(3, badges: [0: .count(7), 1: .text("999+")])))
        let single = try XCTUnwrap(layout.tabs[0].badgeFrame)
        let long = try XCTUnwrap(layout.tabs[1].badgeFrame)
        XCTAssertEqual(single.width, 18)
        XCTAssertGreaterThan(long.width, single.width)
        XCTAssertEqual(long.height, 18)
    }

    func testBadgesStayInsideTheBarOnEveryDevice() throws {
        for device in Device.all {
            let count = device.family == .tv ? 4 : 5
            let badges = Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, Badge.text("9999")) })
            let layout = try makeLayout(Spec(device: .preset(device.name), ios: IOSRelease(17), tabs: tabs(count, badges: badges)))
            for tab in layout.tabs {
                let badge = try XCTUnwrap(tab.badgeFrame, "\(device.name) \(tab.id)")
                XCTAssertTrue(layout.bar.frame.contains(badge), "\(device.name) \(tab.id): \(badge) outside \(layout.bar.frame)")
            }
        }
    }
}

final class PadAndTVLayoutTests: XCTestCase {
    func testPadCentresItemsOfFixedWidthBeforeIOS11() throws {
        let layout = try makeLayout(Spec(device: "ipad", ios: IOSRelease(10), tabs: tabs(5)))
        XCTAssertEqual(layout.bar.kind, .stackedCentered)
        XCTAssertEqual(layout.bar.contentFrame.height, 49, "iPad bars grew to 50 pt in iOS 12")
        XCTAssertEqual(layout.bar.frame.height, 69)
        let widths = Set(layout.tabs.map(\.frame.width))
        XCTAssertEqual(widths.count, 1, "one item width")
        let left = layout.tabs.first!.frame.minX
        let right = 820 - layout.tabs.last!.frame.maxX
        XCTAssertEqual(left, right, accuracy: 1e-9, "centred")
        let gaps = zip(layout.tabs, layout.tabs.dropFirst()).map { $1.frame.minX - $0.frame.maxX }
        XCTAssertEqual(Set(gaps).count, 1, "fixed spacing")
        XCTAssertGreaterThan(layout.tabs[0].hitRegion.width, layout.tabs[0].frame.width, "the slot includes the spacing")
    }

    func testPadShowsTheSameTabsInBothOrientations() throws {
        for count in [7, 8, 10] {
            let portrait = try makeLayout(Spec(device: "ipad", orientation: .portrait, ios: IOSRelease(17), tabs: tabs(count)))
            let landscape = try makeLayout(Spec(device: "ipad", orientation: .landscape, ios: IOSRelease(17), tabs: tabs(count)))
            XCTAssertEqual(portrait.tabs.map(\.id), landscape.tabs.map(\.id), "\(count) tabs")
            XCTAssertEqual(landscape.tabs.first!.frame.minX, 1180 - landscape.tabs.last!.frame.maxX, accuracy: 1e-9)
        }
    }

    func testPadUsesMoreOnlyWhenTabsDoNotFit() throws {
        let seven = try makeLayout(Spec(device: "ipad", ios: IOSRelease(17), tabs: tabs(7)))
        XCTAssertFalse(seven.tabs.contains { $0.isMore }, "about seven fit in portrait")
        let nine = try makeLayout(Spec(device: "ipad", ios: IOSRelease(17), tabs: tabs(9)))
        XCTAssertTrue(nine.tabs.last?.isMore ?? false)
        XCTAssertEqual(nine.tabs.count, 7)
        XCTAssertEqual(nine.moreList, [6, 7, 8])
    }

    func testAppleTVBarRunsAlongTheTopWithoutMore() throws {
        let titles = (0..<20).map { TabSpec(title: "Category \($0)") }
        let layout = try makeLayout(Spec(device: "apple-tv", ios: IOSRelease(17), selected: .index(1), tabs: titles))
        XCTAssertEqual(layout.bar.edge, .top)
        XCTAssertEqual(layout.bar.frame.minY, 0)
        XCTAssertFalse(layout.tabs.contains { $0.isMore })
        XCTAssertLessThan(layout.tabs.count, 20, "only the tabs that fit")
        XCTAssertEqual(layout.notShown, Array(layout.tabs.count..<20))
        XCTAssertTrue(layout.tabs.allSatisfy { $0.iconFrame == nil }, "text only")
        XCTAssertEqual(layout.warnings.filter { $0.code == .tabNotShown }.count, 20 - layout.tabs.count)
        for tab in layout.tabs { XCTAssertTrue(layout.bar.frame.contains(tab.frame)) }
        XCTAssertEqual(layout.orientation, .landscape)
    }
}

final class HitTestingAndJSONTests: XCTestCase {
    func testPointsMapToTheTabWhoseSlotHoldsThem() throws {
        let layout = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(4)))
        let y = layout.bar.frame.minY + 20
        XCTAssertEqual(layout.tab(at: Point(x: 1, y: y))?.id, "t0")
        XCTAssertEqual(layout.tab(at: Point(x: 393.0 / 4, y: y))?.id, "t1", "a border belongs to the slot on its right")
        XCTAssertEqual(layout.tab(at: Point(x: 392, y: y))?.id, "t3")
        XCTAssertNil(layout.tab(at: Point(x: 100, y: 100)), "above the bar")
    }

    func testJSONHasTheDocumentedShape() throws {
        let layout = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(2, badges: [1: .count(2)])))
        let data = try JSONEncoder().encode(layout)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(object["hidden"] as? Bool, false)
        let bar = try XCTUnwrap(object["bar"] as? [String: Any])
        let frame = try XCTUnwrap(bar["frame"] as? [String: Double])
        XCTAssertEqual(frame, ["x": 0, "y": 769, "width": 393, "height": 83])
        let tabsJSON = try XCTUnwrap(object["tabs"] as? [[String: Any]])
        XCTAssertEqual(tabsJSON.count, 2)
        for key in ["id", "title", "selected", "isMore", "frame", "hitRegion", "iconFrame", "titleFrame", "badgeFrame"] {
            XCTAssertTrue(tabsJSON[0].keys.contains(key), key)
        }
        XCTAssertTrue(tabsJSON[0]["badgeFrame"] is NSNull, "absent frames are written as null")
        XCTAssertTrue(tabsJSON[1]["badgeFrame"] is [String: Any])
        XCTAssertEqual(try JSONDecoder().decode(Layout.self, from: data), layout)
    }
}
