import TabBarModel
import XCTest

/// Right-to-left layouts: the engines lay out left to right and one step mirrors every frame about
/// the screen's vertical centre line, as UIKit mirrors a bar for Arabic and Hebrew.
final class RightToLeftLayoutTests: XCTestCase {
    /// Hebrew and Arabic titles: the layout measures them like any text (the fixed-width measurer
    /// needs no fonts), so these tests hold whether or not the machine has the scripts' fonts.
    private let titles = ["בית", "חיפוש", "بحث", "الإعدادات"]

    private func bar(_ direction: LayoutDirection? = nil, locale: String? = nil, badge: Int? = nil, device: String = "iphone-15",
                     orientation: Orientation? = nil, ios: Int = 17) throws -> Layout {
        let tabs = titles.enumerated().map { index, title in
            TabSpec(id: "t\(index)", title: title, icon: .system(.favorites), badge: index == badge ? .count(3) : nil)
        }
        return try makeLayout(Spec(
            device: .preset(device), orientation: orientation, ios: IOSRelease(ios), tabs: tabs,
            layoutDirection: direction, locale: locale))
    }

    func testTheFirstTabIsAtTheRightAndEveryFrameIsTheMirrorImage() throws {
        let ltr = try bar()
        let rtl = try bar(.rtl)
        XCTAssertEqual(ltr.layoutDirection, .ltr)
        XCTAssertEqual(rtl.layoutDirection, .rtl)
        XCTAssertEqual(rtl.tabs.map(\.id), ["t0", "t1", "t2", "t3"], "tabs keep their order")
        XCTAssertEqual(rtl.tabs[0].frame.maxX, 393, accuracy: 1e-9, "the first tab at the right edge")
        XCTAssertEqual(rtl.tabs[3].frame.minX, 0, accuracy: 1e-9)
        XCTAssertTrue(zip(rtl.tabs, rtl.tabs.dropFirst()).allSatisfy { $0.frame.minX > $1.frame.minX }, "right to left")
        for (left, right) in zip(ltr.tabs, rtl.tabs) {
            XCTAssertEqual(right.frame.midX, 393 - left.frame.midX, accuracy: 1e-9)
            XCTAssertEqual(right.iconFrame!.midX, 393 - left.iconFrame!.midX, accuracy: 1e-9)
            XCTAssertEqual(right.titleFrame.midX, 393 - left.titleFrame.midX, accuracy: 1e-9)
            XCTAssertEqual(right.hitRegion.width, left.hitRegion.width)
            XCTAssertEqual(right.titleBaseline, left.titleBaseline, "only x changes")
        }
        XCTAssertEqual(rtl.bar.frame, ltr.bar.frame, "the bar spans the screen either way")
        XCTAssertEqual(rtl.canvas, ltr.canvas)
    }

    func testBadgesSitAtTheIconsUpperLeft() throws {
        let ltr = try bar(badge: 1)
        let rtl = try bar(.rtl, badge: 1)
        let icon = try XCTUnwrap(rtl.tabs[1].iconFrame)
        let badge = try XCTUnwrap(rtl.tabs[1].badgeFrame)
        XCTAssertLessThan(badge.maxX, icon.maxX)
        XCTAssertLessThan(badge.midX, icon.midX, "left of the icon's centre")
        XCTAssertLessThan(badge.minY, icon.midY, "above the icon's centre")
        let ltrBadge = try XCTUnwrap(ltr.tabs[1].badgeFrame)
        XCTAssertGreaterThan(ltrBadge.midX, try XCTUnwrap(ltr.tabs[1].iconFrame).midX, "left to right it is at the upper right")
        XCTAssertEqual(icon.midX - badge.maxX, ltrBadge.minX - ltr.tabs[1].iconFrame!.midX, accuracy: 1e-9, "the same offset, mirrored")
    }

    func testALocaleWrittenRightToLeftMirrorsWithoutTheKey() throws {
        for locale in ["ar", "he", "he_IL", "fa-IR", "ur", "iw"] {
            XCTAssertEqual(try bar(locale: locale).layoutDirection, .rtl, locale)
        }
        for locale in ["en", "fr-CA", "ja", "arn"] {
            XCTAssertEqual(try bar(locale: locale).layoutDirection, .ltr, locale)
        }
        XCTAssertEqual(try bar(.ltr, locale: "ar").layoutDirection, .ltr, "the key overrides the locale")
        XCTAssertEqual(try bar(locale: "ar", ios: 8).layoutDirection, .ltr, "UIKit mirrors from iOS 9")
        XCTAssertThrowsError(try bar(.rtl, ios: 8)) { error in
            XCTAssertEqual((error as? SpecError)?.path, "layoutDirection")
        }
        XCTAssertThrowsError(try bar(locale: "en US")) { error in
            XCTAssertEqual((error as? SpecError)?.path, "locale")
        }
    }

    func testInlineItemsPutTheIconRightOfTheTitle() throws {
        let rtl = try bar(.rtl, orientation: .landscape)
        XCTAssertEqual(rtl.bar.kind, .compactInline)
        for tab in rtl.tabs {
            let icon = try XCTUnwrap(tab.iconFrame)
            XCTAssertGreaterThanOrEqual(icon.minX, tab.titleFrame.maxX, "\(tab.id): icon to the right of the title")
        }
        let pad = try bar(.rtl, device: "ipad-pro-11")
        XCTAssertEqual(pad.bar.kind, .inline)
        XCTAssertGreaterThan(pad.tabs[0].frame.minX, pad.tabs[1].frame.maxX, "first item rightmost")
        XCTAssertGreaterThanOrEqual(pad.tabs[0].iconFrame!.minX, pad.tabs[0].titleFrame.maxX)
    }

    func testTheMoreListIsMirrored() throws {
        let spec = Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(8, badges: [6: .count(3)]), show: .moreList, layoutDirection: .rtl)
        let ltr = try makeLayout({ var s = spec; s.layoutDirection = nil; return s }())
        let rtl = try makeLayout(spec)
        let rows = try XCTUnwrap(rtl.screenLayout?.content.rows)
        let ltrRows = try XCTUnwrap(ltr.screenLayout?.content.rows)
        XCTAssertEqual(rows.count, 4)
        for (row, left) in zip(rows, ltrRows) {
            let icon = try XCTUnwrap(row.iconFrame)
            let chevron = try XCTUnwrap(row.chevronFrame)
            XCTAssertGreaterThan(icon.minX, row.title.frame.maxX, "icon at the right, then the title")
            XCTAssertLessThan(chevron.maxX, row.title.frame.minX, "the chevron at the left")
            XCTAssertEqual(icon.maxX, 393 - left.iconFrame!.minX, accuracy: 1e-9)
        }
        let badged = try XCTUnwrap(rows.first { $0.tab == 6 })
        XCTAssertLessThan(try XCTUnwrap(badged.badgeFrame).minX, badged.title.frame.minX, "the badge before the chevron, at the left")
        let edit = try XCTUnwrap(rtl.screenLayout?.navigationBar?.rightItems.first)
        XCTAssertEqual(edit.frame.minX, 16, accuracy: 1e-9, "Edit moves to the left margin")
        XCTAssertEqual(rtl.tabs.last?.id, "more")
        XCTAssertEqual(rtl.tabs.last!.frame.minX, 0, accuracy: 1e-9, "More is the leftmost item")
    }

    func testTheBackButtonIsOnTheRight() throws {
        let spec = Spec(
            device: "iphone-15", ios: IOSRelease(17), tabs: tabs(3), navigationBar: NavigationBarSpec(title: "פרטים", back: "Inbox"),
            content: ContentSpec(rows: [RowSpec(title: "Row")]), layoutDirection: .rtl)
        let bar = try XCTUnwrap(try makeLayout(spec).screenLayout?.navigationBar)
        let back = try XCTUnwrap(bar.back)
        XCTAssertEqual(back.chevronFrame.maxX, 393 - 8, accuracy: 1e-9, "the chevron 8 pt from the right edge")
        XCTAssertEqual(back.hitRegion.maxX, 393, accuracy: 1e-9)
        XCTAssertGreaterThan(back.chevronFrame.minX, try XCTUnwrap(back.title).frame.maxX, "chevron, then the title, leftwards")
        XCTAssertEqual(try XCTUnwrap(bar.title).frame.midX, 393 / 2, accuracy: 1e-9)
    }
}

final class RightToLeftGuidelineTests: XCTestCase {
    /// A wide badge on the first tab reaches into the second tab's slot: to its right left to
    /// right, to its left when mirrored. The badge-too-long check must see both, and nothing more.
    func testLongBadgeLooksTowardsTheNextTabInEitherDirection() throws {
        func longBadgeFindings(_ direction: LayoutDirection, badge: Badge) throws -> [String] {
            var tabs = tabs(5)
            tabs[0].badge = badge
            let spec = Spec(device: "iphone-se", ios: IOSRelease(17), tabs: tabs, layoutDirection: direction)
            let layout = try makeLayout(spec)
            let findings = GuidelineChecker().check(spec, layout: layout)
            return findings.filter { $0.rule == "badge-too-long" }.map(\.path)
        }
        for direction in LayoutDirection.allCases {
            XCTAssertEqual(try longBadgeFindings(direction, badge: .count(3)), [], "\(direction): a short badge stays in its slot")
            XCTAssertEqual(try longBadgeFindings(direction, badge: .count(99999)), ["tabs[0].badge"], "\(direction)")
        }
    }
}
