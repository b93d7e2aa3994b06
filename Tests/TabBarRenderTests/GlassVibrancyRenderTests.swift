import Foundation
import ImageDiff
import TabBarImage
import TabBarModel
import TabBarRender
import XCTest

/// issue 38: iOS 26's glass colours its items after the backdrop. The rows are the issue's,
/// measured on a real iOS 26 simulator capture (iPhone Air, stock SwiftUI TabView, no tint):
/// item ink cores, the median of the inkiest pixels, over what lies beside the capsule. Today's
/// code drew #121416 / #007AFF over all of them (ΔE 20.3 and 8.4 over the map).
final class GlassVibrancyRenderTests: XCTestCase {
    private struct Row {
        let name: String
        let appearance: Appearance
        let backdrop: UInt32
        let unselected: UInt32
        let selected: UInt32
        /// The issue's aims: 3 over white and lists, 5 over the map.
        let aim: Double
    }

    private let rows = [
        Row(name: "white page", appearance: .light, backdrop: 0xFFFFFF, unselected: 0x191919, selected: 0x007EF5, aim: 3),
        Row(name: "light grey list", appearance: .light, backdrop: 0xF2F2F7, unselected: 0x19191C, selected: 0x007EF6, aim: 3),
        Row(name: "green map", appearance: .light, backdrop: 0xCDECA1, unselected: 0x062500, selected: 0x0080C7, aim: 5),
        Row(name: "dark list", appearance: .dark, backdrop: 0x0C0C0C, unselected: 0xF4F4F5, selected: 0x21B2FF, aim: 3),
    ]

    private typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    /// The median, channel by channel, of the fifth of `pixels` farthest from `glass`.
    private func inkCore(_ pixels: [Pixel], glass: Pixel) -> Pixel {
        func distance(_ p: Pixel) -> Int { abs(Int(p.r) - Int(glass.r)) + abs(Int(p.g) - Int(glass.g)) + abs(Int(p.b) - Int(glass.b)) }
        let inkiest = pixels.sorted { distance($0) > distance($1) }.prefix(max(1, pixels.count / 5))
        func median(_ channel: (Pixel) -> UInt8) -> UInt8 { inkiest.map(channel).sorted()[inkiest.count / 2] }
        return (median { $0.r }, median { $0.g }, median { $0.b }, 255)
    }

    private func deltaE(_ pixel: Pixel, _ hex: UInt32) -> Double {
        DeltaE.ciede2000(srgb8: (pixel.r, pixel.g, pixel.b), (UInt8(hex >> 16 & 0xFF), UInt8(hex >> 8 & 0xFF), UInt8(hex & 0xFF)))
    }

    func testItemsTakeTheBackdropsColourWithinTheIssuesAims() throws {
        let renderer = try makeRenderer()
        var report: [String] = []
        for row in rows {
            let spec = Spec(
                device: "iphone-air", ios: IOSRelease(26), appearance: row.appearance, backdrop: .color(Color(rgb: row.backdrop)),
                selected: .index(0),
                tabs: [
                    TabSpec(title: "Home", icon: .system(.featured)), TabSpec(title: "Radio", icon: .system(.featured)),
                    TabSpec(title: "Library", icon: .system(.featured)),
                ])
            let layout = try renderer.layout(document(spec))
            let image = try renderer.renderImage(document(spec))
            let capsule = try XCTUnwrap(layout.bar.capsule)
            let glass = image.pixel(at: Point(x: capsule.maxX - 3, y: capsule.midY), scale: 3, canvas: layout.canvas)
            let pill = image.pixel(at: Point(x: layout.tabs[0].frame.minX + 6, y: layout.tabs[0].frame.midY), scale: 3, canvas: layout.canvas)
            let unselected = inkCore(image.pixels(in: try XCTUnwrap(layout.tabs[1].iconFrame), scale: 3, canvas: layout.canvas), glass: glass)
            let selected = inkCore(image.pixels(in: try XCTUnwrap(layout.tabs[0].iconFrame), scale: 3, canvas: layout.canvas), glass: pill)
            let figures = (deltaE(unselected, row.unselected), deltaE(selected, row.selected))
            report.append(String(format: "%@: unselected ΔE %.2f, selected ΔE %.2f", row.name, figures.0, figures.1))
            XCTAssertLessThanOrEqual(figures.0, row.aim, "\(row.name): unselected \(unselected) against #\(String(row.unselected, radix: 16))")
            XCTAssertLessThanOrEqual(figures.1, row.aim, "\(row.name): selected \(selected) against #\(String(row.selected, radix: 16))")
            if row.name == "green map" {
                XCTAssertGreaterThan(Int(unselected.g), Int(unselected.r) + 15, "dark green, not grey: \(unselected)")
            }
        }
        print("GlassVibrancy ΔE (CIEDE2000) per measured row:\n" + report.joined(separator: "\n"))
    }

    func testTheModelsConstantsAreTheReleaseTablesData() throws {
        let vibrancy = try XCTUnwrap(ReleaseLook.of(try XCTUnwrap(IOSRelease(26))).glassVibrancy)
        XCTAssertNil(ReleaseLook.of(try XCTUnwrap(IOSRelease(18))).glassVibrancy, "iOS 18's bar has no glass")
        // A neutral backdrop leaves an item as it is; a coloured one pulls it by the table's share.
        let label = Color(rgb: 0x191919)
        XCTAssertEqual(vibrancy.shift(label, selected: false, over: Color(rgb: 0x808080)), label)
        let pulled = vibrancy.shift(label, selected: false, over: Color(rgb: 0xCDECA1))
        XCTAssertGreaterThan(pulled.green, label.green)
        XCTAssertLessThan(pulled.blue, label.blue)
    }
}
