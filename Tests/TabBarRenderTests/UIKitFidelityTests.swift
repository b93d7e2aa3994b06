import Foundation
import ImageDiff
import TabBarImage
import TabBarModel
import TabBarRender
import XCTest

/// Our renders measured the way real UIKit renders were measured, against the figures read off
/// those renders (pixels at @3x, points from the bar's top edge). The renders themselves are not
/// in the repository; each figure names where it came from:
///
/// - [TrackerApp] grash002/TrackerApp, `TrackerTests/__Snapshots__/TrackerTests/testViewController.1.png`
///   at 781b38f0a1469bc5a0b542f202526b85483e15b7 (light) and 895ffc8cea8aa8212bb9d2b831322b405f136cd1
///   (dark): iOS 18, 393 pt, @3x, UITabBarController with default colours.
/// - [RSSReader] martinomamic/RSSReader, `RSSReaderKit/Tests/TabBarFeatureTests/__Snapshots__/TabBarSnapshotTests/testTabBarView.TabBarView-mediumPhone-light.png`
///   at 2f77d592c397eee8ca8fb9746f6e4cf206f267d1: iOS 18, 393 pt, @3x, SwiftUI TabView.
/// - [EngineerMemo] yossibank/EngineerMemo, `EngineerMemoSnapshotTests/ReferenceImages_64/tab/…_Light_393x852.png`
///   at 139bf0d8fe529a717b058669c18a5197771c4218: iOS 17, 393 pt, @3x (item positions only; custom colours).
/// - [SnapshotTesting12] pointfreeco/swift-snapshot-testing, `Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTraitsEmbeddedInTabNavigation.iphone-8.png`
///   at a8d56f831a311939ac9489c9d0fb1e0bd91cdf3f: iOS 12.1, @2x (the hairline).
/// - [dnschat-2025] mneves75/dnschat, `docs/chatdns_ios_images/Simulator Screenshot - iPhone 17 Pro - 2025-12-16 at 22.11.36.png`
///   at 113880485cb157b60ee8524954eeb80d038cd430: iOS 26, iPhone 17 Pro (402×874 pt), @3x, light, 3 tabs.
/// - [dnschat-2026] mneves75/dnschat, `ios/fastlane/screenshots/en-US/iPhone 17-0{4-Chat-List,5-Chat-List-Dark}.png`
///   at 7e9e60967b96d41dcb5ea07cf1991d7e57897086: iOS 26, iPhone 17, @3x, light and dark, 3 tabs.
/// - [metrics] ../shared/reference/ios-metrics.md, "Measured on real UIKit renders" (iOS 9–10 column).
final class UIKitFidelityTests: XCTestCase {
    private typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    private func bar(_ titles: [String], ios: Int, appearance: Appearance = .light, device: String = "iphone-15",
                     backdrop: Backdrop? = nil, badge: Int? = nil, selected: Int = 0) -> Spec {
        let icons: [SystemIcon] = [.favorites, .recents, .contacts, .search, .bookmarks]
        return Spec(
            device: .preset(device), ios: IOSRelease(ios), appearance: appearance, backdrop: backdrop,
            selected: .index(selected),
            tabs: titles.enumerated().map { index, title in
                TabSpec(title: title, icon: .system(icons[index]), badge: index == 1 ? badge.map(Badge.count) : nil)
            })
    }

    /// Rows and columns (in pixels of the canvas) where some pixel differs from `background`.
    private func ink(_ image: RGBAImage, in rect: Rect, layout: Layout, background: Pixel, threshold: Int = 40) -> (top: Double, bottom: Double, left: Double, right: Double)? {
        let s = Double(layout.scale)
        let x0 = max(0, Int(((rect.minX - layout.canvas.x) * s).rounded()))
        let x1 = min(image.width, Int(((rect.maxX - layout.canvas.x) * s).rounded()))
        let y0 = max(0, Int(((rect.minY - layout.canvas.y) * s).rounded()))
        let y1 = min(image.height, Int(((rect.maxY - layout.canvas.y) * s).rounded()))
        var top = Int.max, bottom = Int.min, left = Int.max, right = Int.min
        for y in y0..<y1 {
            for x in x0..<x1 {
                let p = image[x, y]
                let difference = abs(Int(p.r) - Int(background.r)) + abs(Int(p.g) - Int(background.g)) + abs(Int(p.b) - Int(background.b))
                guard difference > threshold else { continue }
                top = min(top, y); bottom = max(bottom, y); left = min(left, x); right = max(right, x)
            }
        }
        guard top <= bottom else { return nil }
        // Back to points in the layout's coordinates; bottom and right at the far edge of the pixel.
        return (Double(top) / s + layout.canvas.y, Double(bottom + 1) / s + layout.canvas.y,
                Double(left) / s + layout.canvas.x, Double(right + 1) / s + layout.canvas.x)
    }

    /// The pixel of a region furthest from `background`: a glyph's fully covered core.
    private func core(_ image: RGBAImage, in rect: Rect, layout: Layout, background: Pixel) -> Pixel {
        image.pixels(in: rect, scale: layout.scale, canvas: layout.canvas).max { a, b in
            let da = abs(Int(a.r) - Int(background.r)) + abs(Int(a.g) - Int(background.g)) + abs(Int(a.b) - Int(background.b))
            let db = abs(Int(b.r) - Int(background.r)) + abs(Int(b.g) - Int(background.g)) + abs(Int(b.b) - Int(background.b))
            return da < db
        }!
    }

    private func deltaE(_ pixel: Pixel, _ hex: UInt32) -> Double {
        DeltaE.ciede2000(srgb8: (pixel.r, pixel.g, pixel.b), (UInt8(hex >> 16 & 0xFF), UInt8(hex >> 8 & 0xFF), UInt8(hex & 0xFF)))
    }

    // MARK: - iOS 13–18 bottom bar

    func testStackedTitlesSitOnUIKitsBaselineWithIconCentresWhereUIKitPutsThem() throws {
        let renderer = try makeRenderer()
        // "Home" has no descenders: its ink ends on the baseline and starts at the cap height.
        let spec = bar(["Home", "Home", "Home"], ios: 18, backdrop: .color(Color(rgb: 0xFFFFFF)))
        let layout = try renderer.layout(document(spec))
        let image = try renderer.renderImage(document(spec))
        let background = image.pixel(at: Point(x: 2, y: layout.bar.frame.minY + 2), scale: 3, canvas: layout.canvas)
        for tab in layout.tabs {
            let title = try XCTUnwrap(ink(image, in: tab.titleFrame.insetBy(dx: 0, dy: -2), layout: layout, background: background))
            // [TrackerApp], [RSSReader]: baseline 45.0 pt (±⅓), ink top of ascenders 37.33–38.0.
            XCTAssertEqual(title.bottom - layout.bar.frame.minY, 45.0, accuracy: 0.5, "title baseline")
            XCTAssertEqual(title.top - layout.bar.frame.minY, 37.5, accuracy: 0.75, "title ink top")
            let icon = try XCTUnwrap(ink(image, in: try XCTUnwrap(tab.iconFrame).insetBy(dx: -2, dy: -2), layout: layout, background: background))
            // [TrackerApp], [RSSReader], [EngineerMemo]: icon centres 18.67–19.0 pt.
            XCTAssertEqual((icon.top + icon.bottom) / 2 - layout.bar.frame.minY, 18.8, accuracy: 1.5, "icon centre")
            // [RSSReader]: item centres at 393/n·(i + ½), within half a point.
            XCTAssertEqual((title.left + title.right) / 2, tab.frame.midX, accuracy: 0.5, "title centred in its slot")
        }
    }

    func testUnselectedItemsAreUIKitsGreyInLightAndDark() throws {
        let renderer = try makeRenderer()
        for appearance in [Appearance.light, .dark] {
            let spec = bar(["Home", "Home"], ios: 18, appearance: appearance)
            let layout = try renderer.layout(document(spec))
            let image = try renderer.renderImage(document(spec))
            let background = image.pixel(at: Point(x: 1, y: layout.bar.frame.minY + 2), scale: 3, canvas: layout.canvas)
            // [TrackerApp] light and dark, [RSSReader]: unselected titles #929292 in both appearances.
            let title = core(image, in: layout.tabs[1].titleFrame, layout: layout, background: background)
            XCTAssertLessThanOrEqual(deltaE(title, 0x929292), 5, "\(appearance) unselected title \(title)")
            // [TrackerApp]: selected #007AFF light, #0A84FF dark.
            let selected = core(image, in: layout.tabs[0].titleFrame, layout: layout, background: background)
            XCTAssertLessThanOrEqual(deltaE(selected, appearance == .dark ? 0x0A84FF : 0x007AFF), 5, "\(appearance) selected title")
        }
    }

    func testTheHairlineIsOneDevicePixelAboveTheBar() throws {
        let renderer = try makeRenderer()
        // [SnapshotTesting12] and [metrics]: #B2B2B2 over white (black at 30 %), #3C3D43 over black.
        for (appearance, backdrop, expected) in [(Appearance.light, 0xFFFFFF as UInt32, 0xB2B2B2 as UInt32), (.dark, 0x000000, 0x3C3D43)] {
            let spec = bar(["Home", "Search"], ios: 17, appearance: appearance, backdrop: .color(Color(rgb: backdrop)))
            let layout = try renderer.layout(document(spec))
            let image = try renderer.renderImage(document(spec))
            let separator = try XCTUnwrap(layout.bar.separator)
            XCTAssertEqual(separator.maxY, layout.bar.frame.minY, accuracy: 1e-9, "just above the frame")
            XCTAssertEqual(separator.height, 1.0 / 3, accuracy: 1e-9, "one device pixel")
            let row = image[image.width / 2, 0]
            XCTAssertLessThanOrEqual(deltaE(row, expected), 8, "\(appearance) hairline \(row)")
            let below = image[image.width / 2, 1]
            XCTAssertGreaterThan(deltaE(below, expected), 8, "the bar itself starts on the next row")
        }
    }

    func testAtTheScrollEdgeTheBarHasNoMaterialAndNoHairline() throws {
        let renderer = try makeRenderer()
        var spec = bar(["Home", "Search"], ios: 17, backdrop: .color(Color(rgb: 0xFF0000)))
        spec.scrollEdge = true
        let layout = try renderer.layout(document(spec))
        XCTAssertNil(layout.bar.separator)
        XCTAssertEqual(layout.canvas, layout.bar.frame, "no hairline pixel to show")
        let image = try renderer.renderImage(document(spec))
        // [EngineerMemo], [RSSReader]: the screen's own colour all round the items.
        XCTAssertTrue(isClose(image[2, 2], to: Color(rgb: 0xFF0000), tolerance: 0))
        XCTAssertTrue(isClose(image[image.width - 3, image.height / 2], to: Color(rgb: 0xFF0000), tolerance: 0))
    }

    func testBadgeCentreIsTwelvePointsBelowTheBarTop() throws {
        let renderer = try makeRenderer()
        for ios in [10, 17] {
            let layout = try renderer.layout(document(bar(["Home", "Home"], ios: ios, badge: 3)))
            let badge = try XCTUnwrap(layout.tabs[1].badgeFrame)
            // [metrics] (iOS 10): 18 pt tall, centre 12 pt below the bar's top.
            XCTAssertEqual(badge.height, 18)
            XCTAssertEqual(badge.midY - layout.bar.frame.minY, 12, accuracy: 1, "iOS \(ios)")
        }
    }

    func testIOS9And10TitlesSitHalfAPointLower() throws {
        let renderer = try makeRenderer()
        let old = try renderer.layout(document(bar(["Home"], ios: 10)))
        let new = try renderer.layout(document(bar(["Home"], ios: 17)))
        // [metrics]: baseline 45.5 on iOS 9–10, icon centre ~19.3; 45.0 and ~18.8 from iOS 13.
        XCTAssertEqual(try XCTUnwrap(old.tabs[0].titleBaseline) - old.bar.frame.minY, 45.5, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(new.tabs[0].titleBaseline) - new.bar.frame.minY, 45.0, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(old.tabs[0].iconFrame).midY - old.bar.frame.minY, 19.3, accuracy: 1e-9)
        XCTAssertEqual(old.tabs[0].titleStyle.weight, .regular, "medium titles came with iOS 13")
        XCTAssertEqual(new.tabs[0].titleStyle.weight, .medium)
    }

    // MARK: - iOS 26 floating capsule

    /// The 3-tab bar of the issue: Home, Activity with badge 3, Settings, on a 402×874 pt iPhone.
    private func glassBar(_ appearance: Appearance, backdrop: UInt32, selected: Int = 0) -> Spec {
        Spec(
            device: "iphone-16-pro", ios: IOSRelease(26), appearance: appearance, backdrop: .color(Color(rgb: backdrop)),
            selected: .index(selected),
            tabs: [
                TabSpec(title: "Home", icon: .system(.favorites)),
                TabSpec(title: "Activity", icon: .system(.recents), badge: .count(3)),
                TabSpec(title: "Settings", icon: .system(.more)),
            ])
    }

    func testGlassCapsuleGeometryMatchesIOS26Renders() throws {
        let renderer = try makeRenderer()
        for selected in [0, 1] {
            let layout = try renderer.layout(document(glassBar(.light, backdrop: 0xF0F3F7, selected: selected)))
            let capsule = try XCTUnwrap(layout.bar.capsule)
            // [dnschat-2025], [dnschat-2026]: x 64, y 791, 274 × 62, 21 pt above the bottom edge.
            XCTAssertEqual(capsule.minX, 64, accuracy: 1)
            XCTAssertEqual(capsule.width, 274, accuracy: 1)
            XCTAssertEqual(capsule.minY, 874 - 83, accuracy: 1)
            XCTAssertEqual(capsule.height, 62, accuracy: 1e-9)
            XCTAssertEqual(874 - capsule.maxY, 21, accuracy: 1e-9)
            // Pills 94 × 54, 4 pt in from the capsule; item centres 85.75 pt apart.
            let pill = try XCTUnwrap(layout.selectedTab).frame
            XCTAssertEqual(pill.width, 94, accuracy: 1)
            XCTAssertEqual(pill.height, 54, accuracy: 1e-9)
            XCTAssertEqual(pill.minY - capsule.minY, 4, accuracy: 1e-9)
            XCTAssertEqual(layout.tabs[1].frame.midX - layout.tabs[0].frame.midX, 85.75, accuracy: 0.5)
            if selected == 1 { XCTAssertEqual(pill.midX, 201, accuracy: 1, "the middle pill is centred") }
            // Icon centre 24 and baseline 48.67 below the capsule's top.
            XCTAssertEqual(try XCTUnwrap(layout.tabs[0].iconFrame).midY - capsule.minY, 24, accuracy: 0.5)
            XCTAssertEqual(try XCTUnwrap(layout.tabs[0].titleBaseline) - capsule.minY, 48.67, accuracy: 0.5)
            XCTAssertNil(layout.bar.separator, "no hairline")
            XCTAssertTrue(layout.tabs.allSatisfy { $0.hitRegion.width >= 44 && $0.hitRegion.height >= 44 })
        }
        let five = try renderer.layout(document(Spec(device: "iphone-16-pro", ios: IOSRelease(26), tabs: (0..<5).map { TabSpec(title: "T\($0)") })))
        XCTAssertEqual(try XCTUnwrap(five.bar.capsule).width, 360, accuracy: 1e-9, "5 tabs fill the screen less 2 × 21 pt")
    }

    func testGlassPixelsMatchIOS26RendersAndNothingIsDrawnBesideTheCapsule() throws {
        let renderer = try makeRenderer()
        // [dnschat-2026] dark over black: fill rgb(25,25,25), pill rgb(58,58,58), unselected #F4F3F4.
        // The light render over #F0F3F7: fill #FBFDFD, pill #EAECED, unselected ≈ #121416.
        let cases: [(Appearance, UInt32, fill: UInt32, pill: UInt32, unselected: UInt32)] = [
            (.dark, 0x000000, 0x191919, 0x3A3A3A, 0xF4F3F4),
            (.light, 0xF0F3F7, 0xFBFDFD, 0xEAECED, 0x121416),
        ]
        for (appearance, backdrop, fill, pill, unselected) in cases {
            let spec = glassBar(appearance, backdrop: backdrop)
            let layout = try renderer.layout(document(spec))
            let image = try renderer.renderImage(document(spec))
            let capsule = try XCTUnwrap(layout.bar.capsule)
            // Between the items and the capsule's end: glass alone.
            let glass = image.pixel(at: Point(x: capsule.maxX - 3, y: capsule.midY), scale: 3, canvas: layout.canvas)
            XCTAssertLessThanOrEqual(deltaE(glass, fill), 5, "\(appearance) glass \(glass)")
            let selection = image.pixel(at: Point(x: layout.tabs[0].frame.minX + 6, y: layout.tabs[0].frame.midY), scale: 3, canvas: layout.canvas)
            XCTAssertLessThanOrEqual(deltaE(selection, pill), 5, "\(appearance) pill \(selection)")
            let glassPixel: Pixel = (glass.r, glass.g, glass.b, 255)
            let title = core(image, in: layout.tabs[2].titleFrame, layout: layout, background: glassPixel)
            XCTAssertLessThanOrEqual(deltaE(title, unselected), 5, "\(appearance) unselected title \(title)")
            let luminance = (Int(title.r) + Int(title.g) + Int(title.b)) / 3
            if appearance == .dark { XCTAssertGreaterThan(luminance, 200, "light items on dark glass") } else { XCTAssertLessThan(luminance, 50, "dark items on light glass") }
            // Every pixel outside the capsule (but the home indicator) is the backdrop's.
            let expected = Color(rgb: backdrop)
            let indicator = try XCTUnwrap(layout.homeIndicator).insetBy(dx: -1, dy: -1)
            var stray = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let point = Point(x: layout.canvas.minX + (Double(x) + 0.5) / 3, y: layout.canvas.minY + (Double(y) + 0.5) / 3)
                    if capsule.insetBy(dx: -0.5, dy: -0.5).contains(point) || indicator.contains(point) { continue }
                    // Light glass casts a soft shadow (σ 16 pt, 8 pt down, measured on real
                    // renders): the backdrop darkened, never lightened or tinted.
                    let pixel = image[x, y]
                    if appearance == .light {
                        let base = [expected.red, expected.green, expected.blue].map { ($0 * 255).rounded() }
                        let darkening = zip(base, [pixel.r, pixel.g, pixel.b]).map { $0 - Double($1) }
                        if darkening.contains(where: { $0 < 0 || $0 > 40 }) || (darkening.max()! - darkening.min()! > 3) { stray += 1 }
                    } else if !isClose(pixel, to: expected, tolerance: 0) {
                        stray += 1
                    }
                }
            }
            XCTAssertEqual(stray, 0, "\(appearance): nothing beside the capsule but its shadow")
        }
    }

    func testDarkGlassDrawsTheSelectedTintLighter() throws {
        // Issue 19: an accent of rgb(255,89,148) showed as rgb(255,118,177) over dark glass.
        var spec = glassBar(.dark, backdrop: 0x000000)
        spec.tint = Color(red: 1, green: 89 / 255, blue: 148 / 255)
        let palette = Palette(spec: spec)
        XCTAssertEqual((palette.selected.red * 255).rounded(), 255)
        XCTAssertEqual((palette.selected.green * 255).rounded(), 118)
        XCTAssertEqual((palette.selected.blue * 255).rounded(), 177)
        spec.appearance = .light
        XCTAssertEqual(Palette(spec: spec).selected, spec.tint, "light glass keeps the tint")
    }
}
