import ContrastCheck
import Foundation
import TabBarModel
import TabBarRender
import XCTest

/// The contrast rules on rendered bars: Apple's own colours pass, and each rule fires on the
/// colours that break it, naming the field to change and the ratios it measured.
final class ContrastRuleTests: XCTestCase {
    private var renderer: Renderer!

    override func setUpWithError() throws {
        renderer = try Renderer()
    }

    private func tabs() -> [TabSpec] {
        [
            TabSpec(title: "Favorites", icon: .system(.favorites)),
            TabSpec(title: "Recents", icon: .system(.recents), badge: .count(3)),
            TabSpec(title: "Contacts", icon: .system(.contacts), badge: .text("!")),
            TabSpec(title: "Search", icon: .system(.search)),
        ]
    }

    private func check(_ spec: Spec, limits: ContrastLimits = ContrastLimits()) throws -> [Finding] {
        try ContrastChecker(limits: limits).check(
            SpecDocument(spec: spec, source: "test.yaml", baseDirectory: NSTemporaryDirectory()), renderer: renderer)
    }

    func testApplesOwnColoursHaveNoFinding() throws {
        for (device, style, appearance) in [
            ("iphone-15", Style.modern, Appearance.light), ("iphone-15", .modern, .dark), ("ipad", .modern, .light),
            ("iphone-8", .modern, .dark), ("iphone-2g", .classic, .light), ("iphone-15", .classic, .light),
        ] {
            for translucent in [true, false] {
                let spec = Spec(device: .preset(device), style: style, ios: style == .classic ? nil : IOSRelease(17), appearance: appearance, translucent: translucent, tabs: tabs())
                XCTAssertEqual(try check(spec), [], "\(device) \(style) \(appearance) translucent: \(translucent)")
            }
            // The iOS 26 glass capsule's defaults too.
            if style == .modern, device.hasPrefix("iphone") {
                let glass = Spec(device: .preset(device), ios: IOSRelease(26), appearance: appearance, tabs: tabs())
                XCTAssertEqual(try check(glass), [], "\(device) iOS 26 \(appearance)")
            }
        }
    }

    func testAYellowTintOnALightBarIsLowContrast() throws {
        let spec = Spec(device: "iphone-15", ios: IOSRelease(17), tint: Color(rgb: 0xFFCC00), tabs: tabs())
        let findings = try check(spec)
        XCTAssertEqual(findings.map(\.rule), ["tint-low-contrast"])
        XCTAssertEqual(findings[0].path, "tint")
        XCTAssertEqual(findings[0].severity, .warning)
        // #FFCC00 on the light bar over white measures 1.5:1 (on pure white it is 1.51).
        XCTAssertTrue(findings[0].message.contains("its icon #FFCC00 1.4:1, its title #FFCC00 1.4:1"), findings[0].message)
        XCTAssertTrue(findings[0].message.contains("under 3.0:1"), findings[0].message)
        XCTAssertTrue(findings[0].message.contains("Choose a darker tint"), findings[0].message)
        // The same yellow on the dark bar stands out.
        var dark = spec
        dark.appearance = .dark
        XCTAssertEqual(try check(dark).map(\.rule), [])
    }

    func testTheBackdropThroughATranslucentBarCounts() throws {
        // Black behind the light bar turns it grey: the default blue no longer stands out.
        var spec = Spec(device: "iphone-15", ios: IOSRelease(17), backdrop: .color(Color(rgb: 0x000000)), tabs: tabs())
        let findings = try check(spec)
        XCTAssertEqual(findings.first?.rule, "tint-low-contrast")
        XCTAssertEqual(findings.first?.path, "backdrop")
        spec.translucent = false
        XCTAssertEqual(try check(spec).map(\.rule), [], "an opaque bar hides it")
    }

    func testABarTintLikeTheTintIsLowContrastOnTheBarTint() throws {
        let spec = Spec(device: "iphone-15", ios: IOSRelease(17), barTint: Color(rgb: 0x3366CC), translucent: false, tabs: tabs())
        let findings = try check(spec)
        XCTAssertEqual(findings.first { $0.rule == "tint-low-contrast" }?.path, "barTint")
    }

    func testSelectedAndUnselectedTooAlikeAreIndistinct() throws {
        var spec = Spec(device: "iphone-15", ios: IOSRelease(17), tint: Color(rgb: 0x8E8E93), unselectedTint: Color(rgb: 0x999999), tabs: tabs())
        spec.tabs = tabs().map { var tab = $0; tab.badge = nil; return tab }
        let findings = try check(spec)
        XCTAssertTrue(findings.map(\.rule).contains("selection-indistinct"), "\(findings)")
        let finding = try XCTUnwrap(findings.first { $0.rule == "selection-indistinct" })
        XCTAssertEqual(finding.path, "tint")
        XCTAssertTrue(finding.message.contains("#8E8E93") && finding.message.contains("#999999"), finding.message)
        XCTAssertTrue(finding.message.contains("ΔE"), finding.message)
        // Blue and grey of about the same luminance: the ratio is low, the hue tells them apart.
        spec.tint = Color(rgb: 0x3478F6)
        XCTAssertFalse(try check(spec).map(\.rule).contains("selection-indistinct"))
        // Only the unselected colour written: that is the field to change.
        spec.tint = nil
        spec.unselectedTint = Color(rgb: 0x1A84FF)
        XCTAssertEqual(try check(spec).first { $0.rule == "selection-indistinct" }?.path, "unselectedTint")
    }

    func testAPaleBadgeIsLowContrast() throws {
        let spec = Spec(device: "iphone-15", ios: IOSRelease(17), badgeColor: Color(rgb: 0xFFB3B0), tabs: tabs())
        let findings = try check(spec)
        XCTAssertEqual(findings.map(\.rule), ["badge-low-contrast"], "one finding for all badges")
        XCTAssertEqual(findings[0].path, "badgeColor")
        XCTAssertTrue(findings[0].message.contains("its fill #FFB3B0 measures 1.6:1 against the bar"), findings[0].message)
        XCTAssertTrue(findings[0].message.contains("its text #FFFFFF measures 1.7:1 against the fill"), findings[0].message)
    }

    func testADarkBadgeOnADarkBarIsLowContrast() throws {
        let spec = Spec(device: "iphone-15", ios: IOSRelease(17), appearance: .dark, barTint: Color(rgb: 0x202020), translucent: false, tabs: tabs())
        var dark = spec
        dark.badgeColor = Color(rgb: 0x5A1010)
        let findings = try check(dark)
        XCTAssertEqual(findings.map(\.rule), ["badge-low-contrast"])
        XCTAssertFalse(findings[0].message.contains("its text"), "white on dark red is legible: \(findings[0].message)")
        XCTAssertEqual(try check(spec), [], "the default red on that bar is fine")
    }

    func testNoBarNoFindings() throws {
        let keyboard = Spec(device: "iphone-15", ios: IOSRelease(17), tint: Color(rgb: 0xFFCC00), keyboard: true, tabs: tabs())
        XCTAssertEqual(try check(keyboard), [])
    }
}

