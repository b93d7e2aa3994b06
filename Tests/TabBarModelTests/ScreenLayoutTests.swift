import Foundation
import TabBarModel
import XCTest

private func rows(_ count: Int) -> ContentSpec {
    ContentSpec(rows: (0..<count).map { RowSpec(title: "Row \($0)") })
}

final class ScreenLayoutTests: XCTestCase {
    func testABareBarSpecHasNoScreenAndKeepsItsCanvas() throws {
        let layout = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(3)))
        XCTAssertNil(layout.screenLayout)
        XCTAssertNil(layout.tvFocus)
        XCTAssertEqual(layout.canvas, layout.bar.frame.grown(top: 1.0 / 3))
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: JSONEncoder().encode(layout)) as? [String: Any])
        XCTAssertNil(json["screenLayout"], "a bar's JSON is unchanged")
    }

    func testScreenCanvasIsTheWholeScreenWithTheTabBarAtTheBottom() throws {
        let layout = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(3), navigationBar: NavigationBarSpec(title: "A"), content: rows(2)))
        XCTAssertEqual(layout.canvas, Rect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertFalse(layout.hidden)
        XCTAssertEqual(layout.bar.frame, Rect(x: 0, y: 769, width: 393, height: 83))
        let content = try XCTUnwrap(layout.screenLayout?.content)
        XCTAssertEqual(content.frame, layout.canvas, "translucent bars: the content runs under them")
        XCTAssertEqual(content.topInset, 98)
    }

    func testStatusBarOfEachKindOfDevice() throws {
        func statusBar(_ device: String, style: Style = .modern) throws -> StatusBarLayout {
            try XCTUnwrap(try makeLayout(Spec(device: .preset(device), style: style, ios: style == .classic ? nil : IOSRelease(17), tabs: tabs(2), content: rows(1))).screenLayout?.statusBar)
        }
        let island = try statusBar("iphone-15")
        XCTAssertEqual(island.kind, .island)
        XCTAssertEqual(island.frame, Rect(x: 0, y: 0, width: 393, height: 54))
        let pill = try XCTUnwrap(island.islandFrame)
        XCTAssertEqual(pill, Rect(x: (393 - 126) / 2, y: 11, width: 126, height: 37))
        XCTAssertLessThan(island.time.frame.maxX, pill.minX, "the time left of the island")
        XCTAssertGreaterThan(island.signalFrame.minX, pill.maxX, "the indicators right of it")
        XCTAssertLessThanOrEqual(island.batteryFrame.maxX, 393)
        XCTAssertEqual(island.time.text, "9:41")

        let compact = try statusBar("iphone-8")
        XCTAssertEqual(compact.kind, .compact)
        XCTAssertEqual(compact.frame.height, 20)
        XCTAssertEqual(compact.time.frame.midX, 375 / 2, accuracy: 1e-9, "the time in the middle")
        XCTAssertEqual(compact.time.text, "9:41 AM")

        XCTAssertEqual(try statusBar("ipad").frame.height, 24)
        let classic = try statusBar("iphone-2g", style: .classic)
        XCTAssertEqual(classic.kind, .classic)
        XCTAssertEqual(classic.signalBars, 5)
        XCTAssertEqual(classic.frame.height, 20)
    }

    /// iPads show the date after the time from iOS 12. On a real iPadOS 26 render (mneves75/dnschat,
    /// `ios/fastlane/screenshots/en-US/iPad Pro 13-inch (M5)-04-Chat-List.png` at
    /// 7e9e60967b96d41dcb5ea07cf1991d7e57897086) the time's ink ends at 63.5 pt and the date's
    /// starts at 75.5, on the same line in the same size.
    func testIPadStatusBarShowsTheDateAfterTheTimeFromIOS12() throws {
        func statusBar(ios: Int, date: String? = nil) throws -> StatusBarLayout {
            let spec = Spec(
                device: "ipad-pro-13", ios: IOSRelease(ios), tabs: tabs(2), statusBar: StatusBarSpec(date: date), content: rows(1))
            return try XCTUnwrap(try makeLayout(spec).screenLayout?.statusBar)
        }
        let bar = try statusBar(ios: 26)
        let date = try XCTUnwrap(bar.date)
        XCTAssertEqual(date.text, "Tue Jan 9")
        XCTAssertEqual(date.style, bar.time.style)
        XCTAssertEqual(date.frame.minX - bar.time.frame.maxX, 10, accuracy: 1e-9)
        XCTAssertEqual(date.frame.midY, bar.time.frame.midY, accuracy: 1e-9)
        XCTAssertLessThan(date.frame.maxX, try XCTUnwrap(bar.wifiFrame).minX)
        XCTAssertEqual(try statusBar(ios: 18, date: "Thu Jun 4").date?.text, "Thu Jun 4")
        XCTAssertNil(try statusBar(ios: 11).date, "before iOS 12")
        XCTAssertNil(try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(2), content: rows(1))).screenLayout?.statusBar?.date, "phones show none")
    }

    func testStatusBarFieldsSetTheTimeBatteryAndSignal() throws {
        let layout = try makeLayout(Spec(
            device: "iphone-15", ios: IOSRelease(17), tabs: tabs(2), statusBar: StatusBarSpec(time: "12:30", battery: 40, signal: 2)))
        let bar = try XCTUnwrap(layout.screenLayout?.statusBar)
        XCTAssertEqual(bar.time.text, "12:30")
        XCTAssertEqual(bar.batteryLevel, 0.4, accuracy: 1e-9)
        XCTAssertEqual(bar.signalLevel, 2)
        let hidden = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(2), statusBar: StatusBarSpec(hidden: true), content: rows(2)))
        XCTAssertNil(hidden.screenLayout?.statusBar)
        XCTAssertEqual(hidden.screenLayout?.content.topInset, 0)
    }

    func testRowsStackFromTheTopInsetAndScrollUpUnderTheBar() throws {
        let plain = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(2), navigationBar: NavigationBarSpec(title: "List"), content: rows(4)))
        let scrolled = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(2), navigationBar: NavigationBarSpec(title: "List"), content: rows(4), scrollOffset: 30))
        let before = try XCTUnwrap(plain.screenLayout?.content.rows)
        let after = try XCTUnwrap(scrolled.screenLayout?.content.rows)
        for (index, row) in before.enumerated() {
            XCTAssertEqual(row.frame, Rect(x: 0, y: 98 + 44 * Double(index), width: 393, height: 44))
            XCTAssertEqual(after[index].frame.minY, row.frame.minY - 30)
        }
        XCTAssertLessThan(after[0].frame.minY, try XCTUnwrap(scrolled.screenLayout?.navigationBar).frame.maxY, "under the translucent bar")
    }

    func testRowAccessoriesStackFromTheRightEdgeAndTheTitleTakesTheRest() throws {
        let row = RowSpec(title: "Voicemail", detail: "12", icon: .system(.recents), badge: .count(3), chevron: true)
        let layout = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(2), content: ContentSpec(rows: [row])))
        let laid = try XCTUnwrap(layout.screenLayout?.content.rows.first)
        let chevron = try XCTUnwrap(laid.chevronFrame)
        let badge = try XCTUnwrap(laid.badgeFrame)
        let detail = try XCTUnwrap(laid.detail)
        let icon = try XCTUnwrap(laid.iconFrame)
        XCTAssertEqual(chevron.maxX, 393 - 16, accuracy: 1e-9)
        XCTAssertEqual(badge.maxX, chevron.minX - 8, accuracy: 1e-9)
        XCTAssertEqual(badge.height, 18)
        XCTAssertEqual(detail.frame.maxX, badge.minX - 8, accuracy: 1e-9)
        XCTAssertEqual(icon.minX, 16)
        XCTAssertEqual(laid.title.frame.minX, icon.maxX + 15, accuracy: 1e-9)
        XCTAssertLessThan(laid.title.frame.maxX, detail.frame.minX)
        for box in [chevron, badge, detail.frame, icon, laid.title.frame] {
            XCTAssertEqual(box.midY, laid.frame.midY, accuracy: 1e-9)
        }
        XCTAssertEqual(laid.separatorFrame.minX, laid.title.frame.minX, "the separator starts under the text")
        XCTAssertEqual(laid.separatorFrame.height, 1.0 / 3, accuracy: 1e-9, "one pixel at @3x")
        XCTAssertEqual(laid.separatorFrame.maxY, laid.frame.maxY, accuracy: 1e-9)

        let long = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(2), content: ContentSpec(rows: [RowSpec(title: String(repeating: "x", count: 60), chevron: true)])))
        let cut = try XCTUnwrap(long.screenLayout?.content.rows.first)
        XCTAssertTrue(cut.title.truncated)
        XCTAssertEqual(cut.title.frame.maxX, try XCTUnwrap(cut.chevronFrame).minX - 8, accuracy: 1e-9)
        XCTAssertTrue(long.warnings.contains { $0.path == "content.rows[0].title" && $0.code == .titleTruncated })
    }

    func testClassicRowsAreBoldWithSeparatorsAcrossTheWidth() throws {
        let layout = try makeLayout(Spec(device: "iphone-2g", style: .classic, tabs: tabs(2), content: rows(2)))
        let row = try XCTUnwrap(layout.screenLayout?.content.rows.first)
        XCTAssertEqual(row.title.style, .classicRowTitle)
        XCTAssertEqual(row.separatorFrame.minX, 0)
        XCTAssertEqual(row.frame.minY, 20, "below the opaque 2008 status bar")
    }

    func testOpaqueNavigationBarStopsTheContentAndTranslucentOnesLetItRunUnder() throws {
        let opaque = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(2), navigationBar: NavigationBarSpec(title: "A", translucent: false), content: rows(3)))
        let content = try XCTUnwrap(opaque.screenLayout?.content)
        XCTAssertEqual(content.frame.minY, 98)
        XCTAssertEqual(content.topInset, 0)
        XCTAssertEqual(content.rows[0].frame.minY, 98)
        let solidBottom = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), translucent: false, tabs: tabs(2), content: rows(3)))
        XCTAssertEqual(solidBottom.screenLayout?.content.frame.maxY, solidBottom.bar.frame.minY)
    }

    func testNavigationBarHiddenByAGestureKeepsTheStatusBarAndHidesTheToolbar() throws {
        let layout = try makeLayout(Spec(
            device: "iphone-15", ios: IOSRelease(17), tabs: [], navigationBar: NavigationBarSpec(title: "Article", hidden: .gesture),
            content: rows(3), toolbar: ToolbarSpec(items: [BarButtonItemSpec(systemItem: .action)])))
        let screen = try XCTUnwrap(layout.screenLayout)
        XCTAssertEqual(screen.navigationBar?.hidden, .gesture)
        XCTAssertNotNil(screen.statusBar)
        XCTAssertEqual(screen.toolbar?.hidden, true)
        XCTAssertEqual(screen.content.topInset, 54, "rows start under the status bar")
    }

    func testFullScreenContentHidesEveryBar() throws {
        let layout = try makeLayout(Spec(
            device: "iphone-15", ios: IOSRelease(17), tabs: tabs(3), navigationBar: NavigationBarSpec(title: "Photo", hidden: .fullScreen),
            content: ContentSpec(image: "photo.png")))
        let screen = try XCTUnwrap(layout.screenLayout)
        XCTAssertNil(screen.statusBar)
        XCTAssertTrue(layout.hidden, "the tab bar goes too")
        XCTAssertEqual(screen.content.kind, .image)
        XCTAssertEqual(screen.content.image, "photo.png")
        XCTAssertEqual(screen.content.frame, layout.canvas)
        XCTAssertNil(layout.tab(at: Point(x: 100, y: 800)))
    }
}

final class ToolbarLayoutTests: XCTestCase {
    private let actions = [
        BarButtonItemSpec(systemItem: .trash), BarButtonItemSpec(systemItem: .organize),
        BarButtonItemSpec(systemItem: .reply), BarButtonItemSpec(systemItem: .compose),
    ]

    func testToolbarStandsWhereTheTabBarWouldWithTheInsetBelowIt() throws {
        let layout = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: [], toolbar: ToolbarSpec(items: actions)))
        XCTAssertTrue(layout.hidden, "no tab bar")
        XCTAssertTrue(layout.tabs.isEmpty)
        let toolbar = try XCTUnwrap(layout.screenLayout?.toolbar)
        XCTAssertEqual(toolbar.frame, Rect(x: 0, y: 852 - 44 - 34, width: 393, height: 78))
        XCTAssertEqual(toolbar.contentFrame, Rect(x: 0, y: 852 - 78, width: 393, height: 44))
        XCTAssertFalse(toolbar.hidden)
        XCTAssertNotNil(layout.homeIndicator)
    }

    func testItemsWithoutSpacesSpreadEvenlyBetweenTheMargins() throws {
        let layout = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: [], toolbar: ToolbarSpec(items: actions)))
        let items = try XCTUnwrap(layout.screenLayout?.toolbar?.items)
        XCTAssertEqual(items.count, 4)
        XCTAssertEqual(items.first?.frame.minX, 16)
        XCTAssertEqual(items.last?.frame.maxX ?? 0, 393 - 16, accuracy: 1e-9)
        let gaps = zip(items, items.dropFirst()).map { $1.frame.minX - $0.frame.maxX }
        for gap in gaps { XCTAssertEqual(gap, gaps[0], accuracy: 1e-9) }
        let row = try XCTUnwrap(layout.screenLayout?.toolbar?.contentFrame)
        for item in items {
            XCTAssertEqual(item.kind, .glyph)
            XCTAssertEqual(item.glyphFrame?.midY ?? 0, row.midY, accuracy: 1e-9)
            XCTAssertGreaterThanOrEqual(item.hitRegion.width, 44)
        }
    }

    func testExplicitSpacesAreHonoured() throws {
        let layout = try makeLayout(Spec(device: "iphone-8", ios: IOSRelease(17), tabs: [], toolbar: ToolbarSpec(items: [
            BarButtonItemSpec(systemItem: .refresh), BarButtonItemSpec(systemItem: .fixedSpace, width: 30),
            BarButtonItemSpec(systemItem: .stop), BarButtonItemSpec(systemItem: .flexibleSpace),
            BarButtonItemSpec(title: "Done", style: .done),
        ])))
        let items = try XCTUnwrap(layout.screenLayout?.toolbar?.items)
        XCTAssertEqual(items.count, 3)
        XCTAssertEqual(items[0].frame.minX, 16)
        XCTAssertEqual(items[1].frame.minX - items[0].frame.maxX, 30, accuracy: 1e-9)
        XCTAssertEqual(items[2].frame.maxX, 375 - 16, accuracy: 1e-9, "the flexible space pushes Done to the right margin")
        XCTAssertEqual(items[2].kind, .text)
        XCTAssertEqual(items[2].title?.style, .barButtonDone)
        XCTAssertEqual(layout.screenLayout?.toolbar?.frame, Rect(x: 0, y: 667 - 44, width: 375, height: 44))
    }

    func testToolbarWithATabBarStandsRightAboveIt() throws {
        let layout = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(3), toolbar: ToolbarSpec(items: actions)))
        XCTAssertFalse(layout.hidden)
        let toolbar = try XCTUnwrap(layout.screenLayout?.toolbar)
        XCTAssertEqual(toolbar.frame.maxY, layout.bar.frame.minY)
        XCTAssertEqual(toolbar.frame.height, 44, "no inset: the tab bar has it")
    }

    func testLandscapePhoneToolbarIsCompactAndIPadsIsTaller() throws {
        let landscape = try makeLayout(Spec(device: "iphone-15", orientation: .landscape, ios: IOSRelease(17), tabs: [], toolbar: ToolbarSpec(items: actions)))
        XCTAssertEqual(landscape.screenLayout?.toolbar?.contentFrame.height, 32)
        XCTAssertEqual(landscape.screenLayout?.toolbar?.frame.height, 32 + 21)
        let pad = try makeLayout(Spec(device: "ipad", ios: IOSRelease(17), tabs: [], toolbar: ToolbarSpec(items: actions)))
        XCTAssertEqual(pad.screenLayout?.toolbar?.contentFrame.height, 50)
    }
}

final class KeyboardScreenTests: XCTestCase {
    func testKeyboardHasTheDevicesOwnHeightAndHidesTheTabBar() throws {
        let expected = ["iphone-15": 336.0, "iphone-15-pro-max": 346, "iphone-8": 260, "iphone-se": 253, "ipad": 333]
        for (device, height) in expected {
            let layout = try makeLayout(Spec(device: .preset(device), ios: IOSRelease(17), keyboard: true, tabs: tabs(3), navigationBar: NavigationBarSpec(title: "New"), content: rows(20)))
            let keyboard = try XCTUnwrap(layout.keyboardFrame, device)
            XCTAssertEqual(keyboard.height, height, device)
            XCTAssertEqual(keyboard.maxY, layout.screen.height, device)
            XCTAssertEqual(keyboard.width, layout.screen.width, device)
            XCTAssertTrue(layout.hidden, "\(device): the tab bar hides")
            XCTAssertEqual(layout.canvas, Rect(x: 0, y: 0, width: layout.screen.width, height: layout.screen.height), device)
            XCTAssertEqual(layout.screenLayout?.content.frame.maxY, keyboard.minY, device)
            XCTAssertNil(layout.tab(at: Point(x: 10, y: layout.screen.height - 10)), device)
        }
        let landscape = try makeLayout(Spec(device: "iphone-15", orientation: .landscape, ios: IOSRelease(17), keyboard: true, tabs: tabs(2), content: rows(2)))
        XCTAssertEqual(landscape.keyboardFrame?.height, 209)
        let classic = try makeLayout(Spec(device: "iphone-2g", style: .classic, keyboard: true, tabs: tabs(2), content: rows(2)))
        XCTAssertEqual(classic.keyboardFrame?.height, 216, "the 2008 keyboard had no suggestion row")
    }

    func testKeyboardCoversTheToolbarAndCanHideTheNavigationBar() throws {
        let layout = try makeLayout(Spec(
            device: "iphone-15", ios: IOSRelease(17), keyboard: true, tabs: [],
            navigationBar: NavigationBarSpec(title: "Search", hidden: .keyboard),
            toolbar: ToolbarSpec(items: [BarButtonItemSpec(systemItem: .done)])))
        XCTAssertEqual(layout.screenLayout?.toolbar?.hidden, true)
        XCTAssertEqual(layout.screenLayout?.navigationBar?.hidden, .keyboard)
    }
}

final class TVFocusLayoutTests: XCTestCase {
    private let sections = ["Featured", "Movies", "TV Shows", "Kids", "Search"].map { TabSpec(title: $0) }

    func testFocusedTabIsRaisedAroundItsCentreAndTheSelectedOneKeepsAMark() throws {
        let layout = try makeLayout(Spec(device: "apple-tv", ios: IOSRelease(17), selected: .index(1), tabs: sections, focus: .tab(.id("kids"))))
        let focus = try XCTUnwrap(layout.tvFocus)
        XCTAssertFalse(focus.inContent)
        XCTAssertFalse(layout.hidden)
        let position = try XCTUnwrap(focus.focusedTab)
        XCTAssertEqual(layout.tabs[position].id, "kids")
        let frame = layout.tabs[position].frame
        let raised = try XCTUnwrap(focus.raisedFrame)
        XCTAssertEqual(raised.width, frame.width * 1.1, accuracy: 1e-9)
        XCTAssertEqual(raised.height, frame.height * 1.1, accuracy: 1e-9)
        XCTAssertEqual(raised.center.x, frame.center.x, accuracy: 1e-9)
        XCTAssertEqual(raised.center.y, frame.center.y, accuracy: 1e-9)
        XCTAssertTrue(layout.bar.frame.contains(raised))
        XCTAssertEqual(focus.selectedMark.map { layout.tabs[$0].id }, "movies")
        XCTAssertEqual(layout.canvas, layout.bar.frame, "a bare bar still shows only the bar")
    }

    func testFocusOnTheSelectedTabNeedsNoSeparateMark() throws {
        let layout = try makeLayout(Spec(device: "apple-tv", ios: IOSRelease(17), selected: .index(1), tabs: sections, focus: .tab(.index(1))))
        XCTAssertEqual(layout.tvFocus?.focusedTab, 1)
        XCTAssertNil(layout.tvFocus?.selectedMark)
    }

    func testFocusInTheContentHidesTheBar() throws {
        let layout = try makeLayout(Spec(device: "apple-tv", ios: IOSRelease(17), tabs: sections, content: ContentSpec(color: Color(rgb: 0x202020)), focus: .content))
        XCTAssertTrue(layout.hidden)
        XCTAssertEqual(layout.tvFocus?.inContent, true)
        XCTAssertNil(layout.tvFocus?.focusedTab)
        XCTAssertEqual(layout.canvas, Rect(x: 0, y: 0, width: 1920, height: 1080))
        XCTAssertEqual(layout.screenLayout?.content.kind, .color)
        XCTAssertNil(layout.tab(at: Point(x: 960, y: 70)))
    }

    func testFocusOnATabThatDoesNotFitIsReported() throws {
        let many = (0..<20).map { TabSpec(title: "Category \($0)") }
        let layout = try makeLayout(Spec(device: "apple-tv", ios: IOSRelease(17), tabs: many, focus: .tab(.index(19))))
        XCTAssertNil(layout.tvFocus?.focusedTab)
        XCTAssertTrue(layout.warnings.contains { $0.code == .focusedNotShown && $0.path == "focus" })
        XCTAssertFalse(layout.tabs.contains { $0.isMore }, "never a More tab")
    }
}
