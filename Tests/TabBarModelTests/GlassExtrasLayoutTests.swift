import TabBarModel
import XCTest

/// iOS 26 iPhone extras around the glass capsule (issue figures: search button ≈ the capsule's
/// height with an 8 pt gap, minimised circle ~48 pt at the leading edge, accessory 48 pt tall
/// with the capsule's side insets). Capsule figures as measured on real iOS 26 renders
/// (mneves75/dnschat, `ios/fastlane/screenshots/en-US/iPhone 17-0{4,5}-*.png` at
/// 7e9e60967b96d41dcb5ea07cf1991d7e57897086): 62 tall, 21 above the screen's bottom.
final class GlassExtrasLayoutTests: XCTestCase {
    private func spec(search: Bool = true, minimized: Bool = false, accessory: AccessorySpec? = nil) -> Spec {
        var tabs = tabs(3)
        if search { tabs.append(TabSpec(id: "search", title: "Search", role: .search)) }
        var spec = Spec(device: "iphone-17-pro", ios: IOSRelease(26), selected: .index(1), tabs: tabs)
        spec.minimized = minimized
        spec.accessory = accessory
        return spec
    }

    func testSearchTabIsARoundButtonBesideTheCapsule() throws {
        let layout = try makeLayout(spec())
        let capsule = try XCTUnwrap(layout.bar.capsule)
        let button = try XCTUnwrap(layout.bar.searchButton)
        XCTAssertEqual(button.height, 62, accuracy: 0.01)
        XCTAssertEqual(button.width, 62, accuracy: 0.01)
        XCTAssertEqual(button.minX - capsule.maxX, 8, accuracy: 0.01)
        XCTAssertEqual(button.maxY, 874 - 21, accuracy: 0.01)
        XCTAssertEqual((capsule.minX + button.maxX) / 2, 201, accuracy: 0.01, "centred together")
        XCTAssertEqual(layout.tabs.map(\.id), ["t0", "t1", "t2", "search"], "the search tab last, outside the capsule")
        XCTAssertTrue(layout.tabs.dropLast().allSatisfy { capsule.contains($0.frame) })
        XCTAssertEqual(layout.tabs[3].hitRegion, button)
        XCTAssertEqual(layout.tab(at: button.center)?.id, "search")
    }

    func testMinimisedBarShowsTheSelectedTabInACircleWithTheAccessoryInline() throws {
        let layout = try makeLayout(spec(minimized: true, accessory: AccessorySpec(title: "Now Playing")))
        let circle = try XCTUnwrap(layout.bar.capsule)
        XCTAssertEqual(circle, Rect(x: 21, y: 874 - 21 - 48, width: 48, height: 48))
        XCTAssertEqual(layout.tabs.map(\.id), ["t1", "search"])
        XCTAssertEqual(layout.notShown, [0, 2], "folded away until the bar expands")
        XCTAssertTrue(layout.tabs[0].selected)
        let accessory = try XCTUnwrap(layout.accessory)
        let search = try XCTUnwrap(layout.bar.searchButton)
        XCTAssertEqual(search.maxX, 402 - 21, accuracy: 0.01, "at the trailing edge")
        XCTAssertEqual(accessory.frame.minX - circle.maxX, 8, accuracy: 0.01)
        XCTAssertEqual(search.minX - accessory.frame.maxX, 8, accuracy: 0.01)
        XCTAssertEqual(accessory.frame.height, 48, accuracy: 0.01)
        XCTAssertEqual(accessory.frame.maxY, circle.maxY, accuracy: 0.01)
        for tab in layout.tabs {
            XCTAssertGreaterThanOrEqual(tab.hitRegion.width, 44)
            XCTAssertGreaterThanOrEqual(tab.hitRegion.height, 44)
        }
    }

    func testAccessorySitsAboveTheCapsuleWithItsInsetsAndGrowsThePicture() throws {
        let layout = try makeLayout(spec(search: false, accessory: AccessorySpec(title: "Now Playing", subtitle: "Artist")))
        let capsule = try XCTUnwrap(layout.bar.capsule)
        let accessory = try XCTUnwrap(layout.accessory).frame
        // issue 38: in line with the bar group (here the capsule alone), not 21 pt from the screen's sides.
        XCTAssertEqual(accessory, Rect(x: capsule.minX, y: capsule.minY - 8 - 48, width: capsule.width, height: 48))
        // The picture holds the accessory and its glass's shadow above it (3σ − the 8 pt drop).
        XCTAssertEqual(layout.canvas.minY, accessory.minY - 40, accuracy: 0.01)
        XCTAssertEqual(layout.canvas.maxY, 874, accuracy: 0.01)
        XCTAssertNil(layout.bar.searchButton)
    }

    /// issue 38: iOS 18 has the search role (UISearchTab) but an iPhone's bar draws the tab in
    /// its place like the others, with the system's magnifying glass and title when it has none.
    func testOnIOS18AnIPhonesSearchTabIsATabLikeTheOthers() throws {
        var old = spec()
        old.ios = IOSRelease(18)
        old.tabs[3].title = nil
        let layout = try makeLayout(old)
        XCTAssertEqual(layout.bar.kind, .stacked)
        XCTAssertNil(layout.bar.searchButton)
        XCTAssertEqual(layout.tabs.map(\.id), ["t0", "t1", "t2", "search"])
        XCTAssertEqual(layout.tabs[3].icon, .system(.search))
        XCTAssertEqual(layout.tabs[3].title, "Search")
        let widths = Set(layout.tabs.map { ($0.frame.width * 100).rounded() })
        XCTAssertEqual(widths.count, 1, "four equal slots")
        XCTAssertEqual(layout.tabs[3].frame.maxX, 402, accuracy: 0.01, "in its place, the last")
        var older = spec()
        older.ios = IOSRelease(17)
        XCTAssertThrowsError(try makeLayout(older)) { error in
            let message = (error as? SpecError)?.message ?? ""
            XCTAssertTrue(message.contains("ios: 18 or later"), message)
            XCTAssertFalse(message.contains("18's"), message)
        }
    }

    /// issue 38: the accessory stood 8 pt outside the capsule and search button on each side
    /// (21–381 pt against 29–373), and right to left its text was laid out outside it.
    func testAccessoryIsInLineWithTheBarGroupAndMirrorsWithItsTextInside() throws {
        let content = AccessorySpec(title: "Midnight City", subtitle: "M83", icon: .system(.recents))
        let ltr = try makeLayout(spec(accessory: content))
        let accessory = try XCTUnwrap(ltr.accessory)
        XCTAssertEqual(accessory.frame.minX, 29, accuracy: 0.01)
        XCTAssertEqual(accessory.frame.maxX, 373, accuracy: 0.01)
        XCTAssertEqual(accessory.frame.minX, try XCTUnwrap(ltr.bar.capsule).minX, accuracy: 0.01)
        XCTAssertEqual(accessory.frame.maxX, try XCTUnwrap(ltr.bar.searchButton).maxX, accuracy: 0.01)
        var mirrored = spec(accessory: content)
        mirrored.layoutDirection = .rtl
        let rtl = try XCTUnwrap(try makeLayout(mirrored).accessory)
        XCTAssertEqual(rtl.frame.minX, 402 - accessory.frame.maxX, accuracy: 0.01)
        let icon = try XCTUnwrap(rtl.iconFrame)
        XCTAssertEqual(icon.maxX, rtl.frame.maxX - 12, accuracy: 0.01, "the icon at the leading (right) end")
        for (name, line) in [("title", rtl.titleFrame), ("subtitle", rtl.subtitleFrame)] {
            let line = try XCTUnwrap(line, name)
            XCTAssertTrue(rtl.frame.contains(line), "\(name) \(line) inside \(rtl.frame)")
            XCTAssertLessThanOrEqual(line.maxX, icon.minX, "\(name) on the icon's left")
        }
        XCTAssertLessThan(try XCTUnwrap(rtl.titleBaseline), try XCTUnwrap(rtl.subtitleBaseline), "title over subtitle")
        // Left to right the same lines lie right of the icon.
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(accessory.titleFrame).minX, try XCTUnwrap(accessory.iconFrame).maxX)
    }

    func testExtrasNeedAnIOS26IPhone() throws {
        var old = spec(search: false)
        old.ios = IOSRelease(18)
        old.minimized = true
        XCTAssertThrowsError(try makeLayout(old)) { XCTAssertEqual(($0 as? SpecError)?.path, "minimized") }
        var twoSearches = spec()
        twoSearches.tabs[0].role = .search
        XCTAssertThrowsError(try makeLayout(twoSearches)) { XCTAssertEqual(($0 as? SpecError)?.path, "tabs[3].role") }
    }
}
