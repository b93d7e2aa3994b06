import TabBarModel
import XCTest

/// Widths with FixedWidthMeasurer: 17 pt text is 10.2 pt per character.
private func width17(_ text: String) -> Double { Double(text.count) * 10.2 }

private func screen(
    _ bar: NavigationBarSpec, device: String = "iphone-15", orientation: Orientation? = nil, style: Style = .modern,
    scrollOffset: Double? = nil, rows: Int = 3
) throws -> Layout {
    try makeLayout(Spec(
        device: .preset(device), orientation: orientation, style: style, ios: style == .classic ? nil : IOSRelease(17), tabs: tabs(3), navigationBar: bar,
        content: ContentSpec(rows: (0..<rows).map { RowSpec(title: "Row \($0)") }), scrollOffset: scrollOffset))
}

private func navigationBar(_ layout: Layout) throws -> NavigationBarLayout {
    try XCTUnwrap(layout.screenLayout?.navigationBar)
}

final class NavigationBarLayoutTests: XCTestCase {
    func testStandardBarSitsBelowTheStatusBarAndItsBackgroundReachesBehindIt() throws {
        let bar = try navigationBar(try screen(NavigationBarSpec(title: "Inbox")))
        XCTAssertEqual(bar.frame, Rect(x: 0, y: 54, width: 393, height: 44))
        XCTAssertEqual(bar.row, bar.frame)
        XCTAssertEqual(bar.backgroundFrame, Rect(x: 0, y: 0, width: 393, height: 98))
        XCTAssertNil(bar.largeTitle)
        let title = try XCTUnwrap(bar.title)
        XCTAssertEqual(title.style, .navigationTitle)
        XCTAssertEqual(title.frame.width, width17("Inbox"), accuracy: 1e-9)
        XCTAssertEqual(title.frame.midX, 393 / 2, accuracy: 1e-9, "centred on the bar")
        XCTAssertEqual(title.frame.midY, bar.row.midY, accuracy: 1e-9)
    }

    func testTitleMovesIntoTheRoomTheButtonsLeaveWhenCentringWouldOverlapThem() throws {
        let wide = "Cancel Draft"
        let title = "Important Messages"
        let bar = try navigationBar(try screen(NavigationBarSpec(title: title, leftItems: [BarButtonItemSpec(title: wide)])))
        let left = try XCTUnwrap(bar.leftItems.first)
        XCTAssertEqual(left.frame.minX, 16, "at the left margin")
        let shown = try XCTUnwrap(bar.title)
        XCTAssertFalse(shown.truncated)
        // Centred on the bar it would start left of the button's end, so it is centred between
        // the button (plus an 8 pt gap) and the right margin.
        XCTAssertLessThan((393 - width17(title)) / 2, left.frame.maxX)
        let low = left.frame.maxX + 8
        let high = 393.0 - 16
        XCTAssertEqual(shown.frame.midX, (low + high) / 2, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(shown.frame.minX, low - 1e-9)
    }

    func testBackButtonShowsThePreviousTitleWhenEverythingFits() throws {
        let bar = try navigationBar(try screen(NavigationBarSpec(title: "Detail", back: "Inbox", rightItems: [BarButtonItemSpec(systemItem: .edit)])))
        let back = try XCTUnwrap(bar.back)
        XCTAssertEqual(back.form, .previousTitle)
        XCTAssertEqual(back.title?.text, "Inbox")
        XCTAssertEqual(back.chevronFrame.minX, 8, "the chevron at the left edge")
        XCTAssertEqual(back.hitRegion.minX, 0)
        XCTAssertGreaterThanOrEqual(back.hitRegion.width, 44)
        XCTAssertLessThan(back.chevronFrame.maxX, try XCTUnwrap(back.title).frame.minX, "chevron, then the title")
        XCTAssertEqual(bar.rightItems.first?.title?.text, "Edit")
        XCTAssertEqual(bar.rightItems.first?.frame.maxX ?? 0, 393 - 16, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(bar.title).frame.midX, 393 / 2, accuracy: 1e-9)
    }

    func testBackTitleShortensToBackThenToTheChevronAsTheTitleGrows() throws {
        let edit = [BarButtonItemSpec(systemItem: .edit)]
        let previous = "Conversations"
        // Beside the full back title the centred title would overlap it, and the room left is too small.
        let medium = try navigationBar(try screen(NavigationBarSpec(title: "Messages Archive", back: previous, rightItems: edit)))
        XCTAssertEqual(medium.back?.form, .back)
        XCTAssertEqual(medium.back?.title?.text, "Back")
        XCTAssertEqual(medium.back?.previousTitle, previous)
        XCTAssertFalse(try XCTUnwrap(medium.title).truncated)
        XCTAssertEqual(try XCTUnwrap(medium.title).frame.midX, 393 / 2, accuracy: 1e-9)

        // Wider than the room beside "Back" (253.4 pt) but not beside the chevron (300.2 pt).
        let longTitle = String(repeating: "m", count: 28)
        let long = try navigationBar(try screen(NavigationBarSpec(title: longTitle, back: previous, rightItems: edit)))
        let back = try XCTUnwrap(long.back)
        XCTAssertEqual(back.form, .chevronOnly)
        XCTAssertNil(back.title)
        let title = try XCTUnwrap(long.title)
        XCTAssertFalse(title.truncated)
        XCTAssertGreaterThanOrEqual(title.frame.minX, back.frame.maxX + 8 - 1e-9)
        XCTAssertLessThanOrEqual(title.frame.maxX, try XCTUnwrap(long.rightItems.first).frame.minX - 8 + 1e-9)
    }

    func testCentringTheTitleComesBeforeKeepingTheFullBackTitle() throws {
        // Beside the full back title the title would fit only off-centre; "Back" lets it stay centred.
        let title = String(repeating: "n", count: 14)
        let bar = try navigationBar(try screen(NavigationBarSpec(title: title, back: "All Conversations")))
        let back = try XCTUnwrap(bar.back)
        XCTAssertGreaterThanOrEqual(393 - 16 - (26 + width17("All Conversations") + 8), width17(title), "the room beside the full title would do")
        XCTAssertEqual(back.form, .back)
        XCTAssertEqual(try XCTUnwrap(bar.title).frame.midX, 393 / 2, accuracy: 1e-9)
    }

    func testTitleTooWideEvenBesideTheChevronIsCutToTheRoomAndReported() throws {
        let layout = try screen(NavigationBarSpec(title: String(repeating: "w", count: 40), back: "Inbox", rightItems: [BarButtonItemSpec(systemItem: .edit)]))
        let bar = try navigationBar(layout)
        XCTAssertEqual(bar.back?.form, .chevronOnly)
        let title = try XCTUnwrap(bar.title)
        XCTAssertTrue(title.truncated)
        let edit = try XCTUnwrap(bar.rightItems.first)
        XCTAssertEqual(title.frame.minX, try XCTUnwrap(bar.back).frame.maxX + 8, accuracy: 1e-9)
        XCTAssertEqual(title.frame.maxX, edit.frame.minX - 8, accuracy: 1e-9)
        XCTAssertTrue(layout.warnings.contains { $0.code == .titleTruncated && $0.path == "navigationBar.title" })
    }

    func testNeighbouringTextButtonsKeepAFixedSpaceAndGlyphsTheNormalGap() throws {
        let bar = try navigationBar(try screen(NavigationBarSpec(
            title: "Draft", leftItems: [BarButtonItemSpec(systemItem: .add), BarButtonItemSpec(systemItem: .compose)],
            rightItems: [BarButtonItemSpec(title: "Save"), BarButtonItemSpec(systemItem: .done)])))
        XCTAssertEqual(bar.rightItems.map(\.kind), [.text, .text])
        XCTAssertEqual(bar.rightItems[1].frame.minX - bar.rightItems[0].frame.maxX, 20, accuracy: 1e-9, "text buttons never run together")
        XCTAssertEqual(bar.rightItems[1].title?.style, .barButtonDone, "Done is bold")
        XCTAssertTrue(bar.rightItems[1].emphasized)
        XCTAssertEqual(bar.leftItems.map(\.kind), [.glyph, .glyph])
        XCTAssertEqual(bar.leftItems[1].frame.minX - bar.leftItems[0].frame.maxX, 8, accuracy: 1e-9)
        for item in bar.leftItems + bar.rightItems {
            XCTAssertGreaterThanOrEqual(item.hitRegion.width, 44, item.path)
            XCTAssertEqual(item.hitRegion.height, 44, item.path)
        }
        XCTAssertEqual(bar.leftItems[0].glyphFrame?.width, 25)
        XCTAssertEqual(bar.leftItems[1].path, "navigationBar.leftItems[1]")
    }

    func testLargeTitleAddsItsRowUntilTheContentScrollsThenTheStandardTitleReturns() throws {
        let spec = NavigationBarSpec(title: "Mailboxes", largeTitle: true, rightItems: [BarButtonItemSpec(systemItem: .edit)])
        let top = try screen(spec, scrollOffset: 0)
        let expanded = try navigationBar(top)
        XCTAssertEqual(expanded.frame, Rect(x: 0, y: 54, width: 393, height: 96))
        XCTAssertEqual(expanded.row.height, 44)
        XCTAssertNil(expanded.title, "no standard title under a large one")
        let large = try XCTUnwrap(expanded.largeTitle)
        XCTAssertEqual(large.style, .largeTitle)
        XCTAssertEqual(large.frame.minX, 16)
        XCTAssertEqual(large.frame.maxY, expanded.frame.maxY - 8, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(large.frame.minY, expanded.row.maxY)
        XCTAssertEqual(expanded.largeTitleArea, Rect(x: 0, y: 98, width: 393, height: 52))
        let content = try XCTUnwrap(top.screenLayout?.content)
        XCTAssertEqual(content.topInset, 54 + 96)
        XCTAssertEqual(content.rows[0].frame.minY, 150, "the list starts under the large title")

        let halfway = try navigationBar(try screen(spec, scrollOffset: 20))
        XCTAssertEqual(halfway.frame.height, 76, "shrinks with the scroll")
        XCTAssertLessThan(try XCTUnwrap(halfway.largeTitle).frame.minY, halfway.row.maxY + 1, "moves up, clipped by its area")
        XCTAssertNil(halfway.title)

        let scrolled = try screen(spec, scrollOffset: 60)
        let collapsed = try navigationBar(scrolled)
        XCTAssertEqual(collapsed.frame.height, 44)
        XCTAssertNil(collapsed.largeTitle)
        XCTAssertEqual(collapsed.title?.text, "Mailboxes")
        XCTAssertEqual(try XCTUnwrap(collapsed.title).frame.midX, 393 / 2, accuracy: 1e-9)
        XCTAssertEqual(scrolled.screenLayout?.content.rows[0].frame.minY, 90, "the first row has moved up under the bar")
    }

    func testPhoneInLandscapeHasACompactBarAndNoLargeTitle() throws {
        let layout = try screen(NavigationBarSpec(title: "Mailboxes", largeTitle: true), orientation: .landscape)
        XCTAssertNil(layout.screenLayout?.statusBar, "iOS hides the status bar of a phone in landscape")
        let bar = try navigationBar(layout)
        XCTAssertEqual(bar.frame, Rect(x: 0, y: 0, width: 852, height: 32))
        XCTAssertNil(bar.largeTitle)
        XCTAssertEqual(bar.title?.text, "Mailboxes")
    }

    func testIPadBarIs50PointsBelowA24PointStatusBar() throws {
        let bar = try navigationBar(try screen(NavigationBarSpec(title: "Library"), device: "ipad"))
        XCTAssertEqual(bar.frame, Rect(x: 0, y: 24, width: 820, height: 50))
    }

    func testSegmentedControlTakesTheTitlesPlaceWithEqualSegments() throws {
        let bar = try navigationBar(try screen(NavigationBarSpec(title: "Recents", segments: ["All", "Missed"], selectedSegment: 1)))
        XCTAssertNil(bar.title)
        let control = try XCTUnwrap(bar.segmentedControl)
        XCTAssertEqual(control.frame.midX, 393 / 2, accuracy: 1e-9)
        XCTAssertEqual(control.frame.midY, bar.row.midY, accuracy: 1e-9)
        XCTAssertEqual(control.frame.height, 32)
        XCTAssertEqual(control.selectedIndex, 1)
        XCTAssertEqual(control.segments.map(\.title.text), ["All", "Missed"])
        XCTAssertEqual(control.segments[0].frame.width, control.segments[1].frame.width)
        XCTAssertEqual(control.segments[0].frame.maxX, control.segments[1].frame.minX)
        // The widest title (7.8 pt per character at 13 pt) plus 14 pt on each side.
        XCTAssertEqual(control.segments[0].frame.width, 6 * 7.8 + 28, accuracy: 1e-9)
    }

    func testClassicBarHasBorderedButtonsBelowItsOwnStatusBar() throws {
        let layout = try screen(
            NavigationBarSpec(title: "Settings", back: "Home", rightItems: [BarButtonItemSpec(systemItem: .edit)]),
            device: "iphone-2g", style: .classic)
        let bar = try navigationBar(layout)
        XCTAssertEqual(layout.screenLayout?.statusBar?.kind, .classic)
        XCTAssertEqual(bar.frame, Rect(x: 0, y: 20, width: 320, height: 44))
        XCTAssertEqual(bar.backgroundFrame, bar.frame, "the 2008 status bar has its own background")
        XCTAssertFalse(bar.translucent)
        let edit = try XCTUnwrap(bar.rightItems.first)
        XCTAssertTrue(edit.bordered)
        XCTAssertEqual(edit.frame.height, 30)
        XCTAssertEqual(edit.frame.maxX, 315, accuracy: 1e-9)
        XCTAssertEqual(bar.back?.bordered, true)
        XCTAssertEqual(bar.title?.style, .classicNavigationTitle)
        XCTAssertEqual(layout.screenLayout?.content.frame.minY, 64, "content starts below the opaque bar")
    }
}
