import TabBarModel
import XCTest

final class NavigationBarGuidelinesTests: XCTestCase {
    private func spec(_ bar: NavigationBarSpec?) -> Spec {
        Spec(device: "iphone-15", ios: IOSRelease(17), tabs: tabs(3), navigationBar: bar)
    }

    private func rules(_ bar: NavigationBarSpec) -> [String] {
        NavigationBarGuidelines.check(spec(bar)).map(\.rule)
    }

    func testATitleABackButtonAndOneControlPass() {
        XCTAssertEqual(rules(NavigationBarSpec(title: "Inbox", back: "Mailboxes", rightItems: [BarButtonItemSpec(systemItem: .edit)])), [])
        XCTAssertEqual(NavigationBarGuidelines.check(spec(nil)), [], "no bar, nothing to say")
        XCTAssertEqual(rules(NavigationBarSpec(title: "Top", segments: ["Day", "Week"])), [], "a segmented control alone at the top level")
    }

    func testMoreThanOneControlIsReportedAtTheSecond() throws {
        let bar = NavigationBarSpec(
            title: "Inbox", back: "Mailboxes", leftItems: [BarButtonItemSpec(systemItem: .add)],
            rightItems: [BarButtonItemSpec(systemItem: .fixedSpace), BarButtonItemSpec(systemItem: .edit)])
        let finding = try XCTUnwrap(TooManyNavigationBarControlsRule().check(bar))
        XCTAssertEqual(finding.rule, TooManyNavigationBarControlsRule().descriptor.id)
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertEqual(finding.path, "navigationBar.rightItems[1]", "spaces are not controls")
        XCTAssertTrue(finding.message.contains("2 controls"), finding.message)
        XCTAssertNil(TooManyNavigationBarControlsRule().check(NavigationBarSpec(rightItems: [BarButtonItemSpec(systemItem: .edit), BarButtonItemSpec(systemItem: .fixedSpace)])))
    }

    func testSegmentedControlWithAnyOtherControlIsReported() throws {
        let bar = NavigationBarSpec(rightItems: [BarButtonItemSpec(systemItem: .edit)], segments: ["All", "Missed"])
        let finding = try XCTUnwrap(SegmentedWithControlsRule().check(bar))
        XCTAssertEqual(finding.path, "navigationBar.rightItems[0]")
        XCTAssertEqual(rules(bar), [SegmentedWithControlsRule().descriptor.id])
    }

    func testBackButtonNamingSeveralLevelsIsReported() throws {
        for path in ["Mail > Inboxes > Work", "Settings › General", "Home / Photos", "Music » Albums"] {
            let finding = BreadcrumbBackButtonRule().check(NavigationBarSpec(title: "X", back: path))
            XCTAssertEqual(finding?.path, "navigationBar.back", path)
        }
        let finding = try XCTUnwrap(BreadcrumbBackButtonRule().check(NavigationBarSpec(back: "Mail > Inboxes > Work")))
        XCTAssertTrue(finding.message.contains("3 levels"), finding.message)
        XCTAssertTrue(finding.message.contains("\"Work\""), finding.message)
        for name in ["Mailboxes", "A/B Tests", "Q&A", "Rock|Pop"] {
            XCTAssertNil(BreadcrumbBackButtonRule().check(NavigationBarSpec(back: name)), name)
        }
    }

    func testSegmentedControlBelowTheTopLevelIsReported() throws {
        let bar = NavigationBarSpec(back: "Contacts", segments: ["Info", "History"])
        let finding = try XCTUnwrap(SegmentedBelowTopLevelRule().check(bar))
        XCTAssertEqual(finding.path, "navigationBar.segments")
        XCTAssertEqual(rules(bar), [SegmentedBelowTopLevelRule().descriptor.id])
    }

    func testEveryRuleIsListedOnceWithASummary() {
        let ids = NavigationBarGuidelines.rules.map(\.descriptor.id)
        XCTAssertEqual(Set(ids).count, 4)
        XCTAssertEqual(Set(ids), [
            TooManyNavigationBarControlsRule().descriptor.id, SegmentedWithControlsRule().descriptor.id,
            BreadcrumbBackButtonRule().descriptor.id, SegmentedBelowTopLevelRule().descriptor.id,
        ])
        XCTAssertTrue(NavigationBarGuidelines.rules.allSatisfy { !$0.descriptor.summary.isEmpty })
        // Everything wrong at once: each rule reports once, in the listed order.
        let all = NavigationBarSpec(
            back: "A > B", rightItems: [BarButtonItemSpec(systemItem: .edit), BarButtonItemSpec(systemItem: .add)],
            segments: ["1", "2"])
        XCTAssertEqual(rules(all), ids)
    }
}

/// The navigation-bar rules run in `tabbar lint` with the tab bar's, and alone on a screen
/// whose toolbar stands in for the tab bar.
final class ScreenGuidelineCheckerTests: XCTestCase {
    func testLintRunsNavigationBarRulesEvenWithoutTabs() throws {
        var spec = Spec(device: "iphone-15", ios: IOSRelease(17), tabs: [])
        spec.toolbar = ToolbarSpec(items: [BarButtonItemSpec(systemItem: .trash)])
        spec.navigationBar = NavigationBarSpec(back: "Mail > Inbox")
        let layout = try LayoutEngine(measurer: FixedWidthMeasurer()).layout(spec)
        let findings = GuidelineChecker().check(spec, layout: layout)
        XCTAssertEqual(findings.map(\.rule), [BreadcrumbBackButtonRule().descriptor.id])
        XCTAssertEqual(findings.first?.path, "navigationBar.back")
    }
}
