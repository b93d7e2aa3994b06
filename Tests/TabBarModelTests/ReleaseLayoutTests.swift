import Foundation
import TabBarModel
import XCTest

/// One test per row of the release table: what each release changed, on the layout in points.
final class ReleaseLayoutTests: XCTestCase {
    private func layout(_ device: String, _ ios: Int, orientation: Orientation? = nil, count: Int = 4) throws -> Layout {
        try makeLayout(Spec(device: .preset(device), orientation: orientation, ios: IOSRelease(ios), tabs: tabs(count)))
    }

    func testASpecWithoutTheKeyDrawsTheNewestReleaseAndTheLayoutSaysSo() throws {
        let layout = try makeLayout(Spec(device: "iphone-17-pro", tabs: tabs(3)))
        XCTAssertEqual(layout.ios, IOSRelease.newest)
        XCTAssertEqual(layout.ios, 27, "iOS 27 shipped in September 2026")
        XCTAssertEqual(layout.bar.kind, .floatingCapsule, "every iPhone sold today draws the glass capsule")
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: JSONEncoder().encode(layout)) as? [String: Any])
        XCTAssertEqual(json["ios"] as? Int, 27)
        XCTAssertNil(try makeLayout(Spec(device: "iphone-2g", style: .classic, tabs: tabs(3))).ios, "the classic bar predates iOS 7")
        let pad = try makeLayout(Spec(device: "ipad-pro-13", tabs: tabs(3)))
        XCTAssertEqual(pad.bar.kind, .topCapsule, "screens and iPads follow the same default")
    }

    func testIOS27DrawsIOS26sLookUntilARenderShowsADifference() throws {
        for device in ["iphone-17-pro", "iphone-se", "ipad-pro-13"] {
            let of26 = try makeLayout(Spec(device: .preset(device), ios: IOSRelease(26), tabs: tabs(4)))
            var of27 = try makeLayout(Spec(device: .preset(device), ios: IOSRelease(27), tabs: tabs(4)))
            XCTAssertEqual(of27.ios, 27)
            of27.ios = 26
            XCTAssertEqual(of27, of26, device)
        }
        XCTAssertNil(IOSRelease(19))
        XCTAssertNil(IOSRelease(28), "not shipped yet")
    }

    func testIOS7To10StacksItemsEverywhere() throws {
        for ios in 7...10 {
            XCTAssertEqual(try layout("iphone-15", ios, orientation: .landscape).bar.kind, .stacked, "iOS \(ios) landscape")
            let pad = try layout("ipad", ios)
            XCTAssertEqual(pad.bar.kind, .stackedCentered)
            XCTAssertEqual(Set(pad.tabs.map(\.frame.width)), [76])
        }
    }

    func testIOS11LaysPhonesInLandscapeInlineIn32Points() throws {
        let bar = try layout("iphone-15", 11, orientation: .landscape)
        XCTAssertEqual(bar.bar.kind, .compactInline)
        XCTAssertEqual(bar.bar.contentFrame.height, 32)
        XCTAssertEqual(bar.bar.frame.height, 32 + 21, "plus the landscape inset")
        let width = 852.0 / 4
        for (position, tab) in bar.tabs.enumerated() {
            XCTAssertEqual(tab.frame.minX, Double(position) * width, accuracy: 1e-9, "equal slots")
            let icon = try XCTUnwrap(tab.iconFrame)
            XCTAssertEqual(icon.width, 17, "a 17 pt symbol")
            XCTAssertEqual(tab.titleFrame.minX - icon.maxX, 6, accuracy: 1e-9, "6 pt between icon and title")
            XCTAssertEqual(tab.titleStyle.size, 12)
            XCTAssertEqual(icon.midY, tab.frame.midY, accuracy: 1e-9, "icon centred in the row")
            XCTAssertGreaterThanOrEqual(tab.hitRegion.height, 44, "the touch reaches into the inset")
            XCTAssertEqual((icon.minX + tab.titleFrame.maxX) / 2, tab.frame.midX, accuracy: 1e-9, "the pair centred in its slot")
        }
        // 4-inch phones draw the pair tighter; with no inset the hit region still reaches 44 pt.
        let small = try layout("iphone-se", 11, orientation: .landscape)
        XCTAssertEqual(small.tabs[0].titleFrame.minX - small.tabs[0].iconFrame!.maxX, 5, accuracy: 1e-9)
        XCTAssertEqual(small.bar.frame.height, 32)
        XCTAssertTrue(small.tabs.allSatisfy { $0.hitRegion.height >= 44 })
    }

    func testRegularWidthGetsInlineItemsSizedToContentWithEqualGaps() throws {
        for (device, orientation) in [("ipad", Orientation.portrait), ("iphone-15-pro-max", .landscape)] {
            let bar = try layout(device, 17, orientation: orientation)
            XCTAssertEqual(bar.bar.kind, .inline, device)
            let gaps = [bar.tabs[0].frame.minX] + zip(bar.tabs, bar.tabs.dropFirst()).map { $1.frame.minX - $0.frame.maxX }
                + [bar.screen.width - bar.tabs.last!.frame.maxX]
            for gap in gaps { XCTAssertEqual(gap, gaps[0], accuracy: 1e-9, "equal gaps, both ends included (\(device))") }
            XCTAssertEqual(bar.tabs[0].iconFrame?.width, 18)
            XCTAssertEqual(bar.tabs[0].titleStyle.size, 13)
        }
        XCTAssertEqual(try layout("ipad", 11).bar.contentFrame.height, 49)
        XCTAssertEqual(try layout("ipad", 12).bar.contentFrame.height, 50, "iOS 12 made the iPad bar 50 pt")
        XCTAssertEqual(try layout("iphone-15-pro-max", 17, orientation: .landscape).bar.contentFrame.height, 32, "a phone in landscape has compact height")
    }

    func testIOS13MakesTitlesMediumAndAllowsDarkMode() throws {
        XCTAssertEqual(try layout("iphone-15", 12).tabs[0].titleStyle.weight, .regular)
        XCTAssertEqual(try layout("iphone-15", 13).tabs[0].titleStyle.weight, .medium)
        XCTAssertThrowsError(try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(12), appearance: .dark, tabs: tabs(2)))) { error in
            XCTAssertEqual((error as? SpecError)?.path, "appearance")
        }
        XCTAssertNoThrow(try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(13), appearance: .dark, tabs: tabs(2))))
    }

    func testScrollEdgeAppearanceArrivesInIOS15() throws {
        XCTAssertThrowsError(try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(14), scrollEdge: true, tabs: tabs(2)))) { error in
            XCTAssertEqual((error as? SpecError)?.path, "scrollEdge")
        }
        let edge = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(15), scrollEdge: true, tabs: tabs(2)))
        XCTAssertTrue(edge.bar.scrollEdge)
        XCTAssertNil(edge.bar.separator)
        let standard = try makeLayout(Spec(device: "iphone-15", ios: IOSRelease(15), tabs: tabs(2)))
        XCTAssertFalse(standard.bar.scrollEdge, "a bare bar shows the standard appearance unless asked")
        XCTAssertNotNil(standard.bar.separator)
    }

    func testIOS26FloatsACapsuleOnEveryPhoneButKeepsTheBarsFrame() throws {
        for name in ["iphone-16-pro", "iphone-17-pro-max", "iphone-se", "iphone-15"] {
            let bar = try layout(name, 26, count: 5)
            let device = try XCTUnwrap(Device.named(name))
            let capsule = try XCTUnwrap(bar.bar.capsule, name)
            XCTAssertEqual(bar.bar.kind, .floatingCapsule)
            XCTAssertEqual(bar.bar.frame.height, 49 + device.bottomInsetPortrait, "the frame is still 49 pt and the inset")
            XCTAssertEqual(capsule.width, device.portraitSize.width - 42, accuracy: 1e-9, "5 tabs fill the width less 21 pt each side")
            XCTAssertEqual(capsule.midX, device.portraitSize.width / 2, accuracy: 1e-9)
            XCTAssertEqual(capsule.height, 62)
            XCTAssertTrue(bar.canvas.contains(capsule), "the picture holds the whole capsule (\(name))")
            XCTAssertEqual(bar.tabs.first!.frame.minX - capsule.minX, 4, accuracy: 1e-9)
            XCTAssertEqual(capsule.maxX - bar.tabs.last!.frame.maxX, 4, accuracy: 1e-9)
            for (left, right) in zip(bar.tabs, bar.tabs.dropFirst()) {
                XCTAssertGreaterThan(left.frame.maxX, right.frame.minX, "neighbours overlap")
                XCTAssertEqual(left.hitRegion.maxX, right.hitRegion.minX, accuracy: 1e-9, "hit regions tile")
            }
        }
        let three = try layout("iphone-16-pro", 26, count: 3)
        XCTAssertEqual(three.bar.capsule!.width, 274, accuracy: 1e-9, "3 tabs hug their items")
    }

    func testReleasesThatNeverExistedAreRefusedWithTheReason() {
        for (text, expected) in [("ios: 20", "Apple named the release after iOS 18"), ("ios: 6", "from 7 to 18, or 26"), ("ios: x", "release number")] {
            XCTAssertThrowsError(try SpecDecoder().decode(Data("device: iphone-15\n\(text)\ntabs: [{title: A}]".utf8), format: .yaml, source: "a.yaml")) { error in
                let error = error as? SpecError
                XCTAssertEqual(error?.path, "ios", text)
                XCTAssertTrue(error?.message.contains(expected) == true, error?.message ?? "")
            }
        }
        XCTAssertThrowsError(try SpecDecoder().decode(Data("device: iphone-2g\nstyle: classic\nios: 7\ntabs: [{title: A}]".utf8), format: .yaml, source: "a.yaml")) { error in
            XCTAssertEqual((error as? SpecError)?.path, "ios")
        }
    }
}

final class DevicePresetTests: XCTestCase {
    func testPresetsOfTheLastFourYearsHaveTheirPublishedSizes() throws {
        let expected: [String: (Double, Double, Int, Double)] = [
            "iphone-14": (390, 844, 3, 47), "iphone-16e": (390, 844, 3, 47), "iphone-14-plus": (428, 926, 3, 47),
            "iphone-16": (393, 852, 3, 59), "iphone-16-plus": (430, 932, 3, 59), "iphone-16-pro": (402, 874, 3, 62),
            "iphone-17-pro": (402, 874, 3, 62), "iphone-16-pro-max": (440, 956, 3, 62), "iphone-17-air": (420, 912, 3, 68),
            "ipad-mini": (744, 1133, 2, 24), "ipad-air-11": (820, 1180, 2, 24), "ipad-air-13": (1024, 1366, 2, 24),
            "ipad-pro-11": (834, 1210, 2, 24), "ipad-pro-13": (1032, 1376, 2, 24),
        ]
        for (name, (width, height, scale, top)) in expected {
            let device = try XCTUnwrap(Device.named(name), name)
            XCTAssertEqual(device.portraitSize, Size(width: width, height: height), name)
            XCTAssertEqual(device.scale, scale, name)
            XCTAssertEqual(device.topInsetPortrait, top, name)
        }
        XCTAssertEqual(Device.named("iphone-air")?.bottomInsetLandscape, 20)
        XCTAssertEqual(Set(Device.allNames).count, Device.allNames.count, "no name twice")
    }

    func testACustomDeviceIsValidatedAndLaidOutLikeAPreset() throws {
        let yaml = "device: {width: 400, height: 860, scale: 3, insets: {top: 60, bottom: 34}}\ntabs: [{title: A}, {title: B}]"
        let spec = try SpecDecoder().decode(Data(yaml.utf8), format: .yaml, source: "c.yaml")
        let layout = try makeLayout(spec)
        XCTAssertEqual(layout.device, "custom")
        XCTAssertEqual(layout.bar.frame, Rect(x: 0, y: 860 - 83, width: 400, height: 83))
        XCTAssertEqual(layout.scale, 3)
        for (bad, path) in [
            ("{width: 400, height: 860, scale: 4}", "device.scale"), ("{width: 10, height: 860, scale: 2}", "device.width"),
            ("{width: 400, height: 860, scale: 2, insets: {bottom: -3}}", "device.insets.bottom"),
            ("{width: 400, height: 860, scale: 2, colour: red}", "device.colour"), ("{width: 400, scale: 2}", "device.height"),
        ] {
            XCTAssertThrowsError(try SpecDecoder().decode(Data("device: \(bad)\ntabs: [{title: A}]".utf8), format: .yaml, source: "c.yaml")) { error in
                XCTAssertEqual((error as? SpecError)?.path, path, bad)
            }
        }
    }
}
