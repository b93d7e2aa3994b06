import XCTest

@testable import TabBarModel

/// issue 36 item 1: a badge's frame comes from one rule, whatever arranges the bar. Each
/// arrangement below gets a badge far too long for its item: the capsule is cut at its slot's
/// width (never narrower than round) and kept inside the bar, capsule or row it belongs to.
final class BadgePlacementTests: XCTestCase {
    private let long = Badge.text(String(repeating: "W", count: 40))

    private func tabs(_ count: Int, badgeOnLast badge: Badge) -> [TabSpec] {
        (0..<count).map { TabSpec(title: "T\($0)", icon: .system(.featured), badge: $0 == count - 1 ? badge : nil) }
    }

    private struct Case {
        let name: String
        let spec: Spec
        /// The rectangle the badge must stay inside.
        let bounds: (Layout) -> Rect?
    }

    private var cases: [Case] {
        var sidebar = Spec(device: "ipad-pro-11", ios: IOSRelease(18), tabs: tabs(3, badgeOnLast: long))
        sidebar.mode = .sidebar
        return [
            Case(name: "iOS 18 stacked", spec: Spec(device: "iphone-15", ios: IOSRelease(18), tabs: tabs(5, badgeOnLast: long)), bounds: { $0.bar.frame }),
            Case(name: "iOS 18 inline, landscape", spec: Spec(device: "iphone-15", orientation: .landscape, ios: IOSRelease(18), tabs: tabs(5, badgeOnLast: long)), bounds: { $0.bar.frame }),
            Case(name: "2008", spec: Spec(device: "iphone-2g", style: .classic, tabs: tabs(4, badgeOnLast: long)), bounds: { $0.bar.frame }),
            Case(name: "iOS 26 capsule", spec: Spec(device: "iphone-17-pro", ios: IOSRelease(26), tabs: tabs(4, badgeOnLast: long)), bounds: { $0.bar.capsule }),
            Case(name: "iPadOS 18 top bar", spec: Spec(device: "ipad-pro-11", ios: IOSRelease(18), tabs: tabs(3, badgeOnLast: long)), bounds: { $0.bar.frame }),
            Case(name: "iPadOS 18 sidebar", spec: sidebar, bounds: { layout in layout.tabs.last?.frame }),
        ]
    }

    func testEveryArrangementCutsALongBadgeAtItsSlotAndKeepsItInside() throws {
        for test in cases {
            let layout = try makeLayout(test.spec)
            let tab = try XCTUnwrap(layout.tabs.last(where: { $0.badge != nil }), test.name)
            let frame = try XCTUnwrap(tab.badgeFrame, test.name)
            let bounds = try XCTUnwrap(test.bounds(layout), test.name)
            XCTAssertTrue(bounds.contains(frame), "\(test.name): \(frame) leaves \(bounds)")
            XCTAssertLessThanOrEqual(frame.width, max(tab.frame.width, tab.hitRegion.width) + 1e-9, "\(test.name): cut at its slot")
            XCTAssertGreaterThanOrEqual(frame.width, frame.height, "\(test.name): at least round")
            let natural = BadgeSizing(limit: nil, style: tab.badgeTextStyle).width(of: long.text, measurer: FixedWidthMeasurer())
            XCTAssertLessThan(frame.width, natural, "\(test.name): the 40-letter badge is cut")
        }
    }

    func testTheRuleKeepsAMarginAndPlacesFromEitherEdge() {
        let placement = BadgePlacement(measurer: FixedWidthMeasurer())
        let bar = Rect(x: 0, y: 0, width: 100, height: 50)
        // "88" is 2 × 7.8 + 10 wide with the fixed-width measurer: 25.6.
        let leading = placement.frame(text: "88", style: .badge, edge: .leading(90), top: -10, limit: 60, within: bar)
        XCTAssertEqual(leading.maxX, 99, accuracy: 1e-9, "pulled back 1 pt inside the bar's end")
        XCTAssertEqual(leading.minY, 1, accuracy: 1e-9, "pushed down 1 pt inside the bar's top")
        XCTAssertEqual(leading.width, 25.6, accuracy: 1e-9)
        let trailing = placement.frame(text: "88", style: .badge, edge: .trailing(80), top: nil, limit: 60, within: bar, margin: 2)
        XCTAssertEqual(trailing.maxX, 80, accuracy: 1e-9, "ends at the trailing edge")
        XCTAssertEqual(trailing.midY, bar.midY, accuracy: 1e-9, "centred without a top")
        let cut = placement.frame(text: String(repeating: "8", count: 30), style: .badge, edge: .leading(0), top: 0, limit: 40, within: bar)
        XCTAssertEqual(cut.width, 40, accuracy: 1e-9, "no wider than its slot")
    }
}
