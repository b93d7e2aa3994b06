import TabBarModel
import XCTest

/// The one rule for how big a tab's picture is drawn, and lint's `icon-size` that reads it.
final class IconDrawingTests: XCTestCase {
    private let box = Rect(x: 100, y: 10, width: 25, height: 25)

    func testAFileKeepsItsNaturalSizeCentredOnTheSymbolBox() {
        let frame = IconDrawing.frame(in: box, reference: .file("a.svg"), natural: Size(width: 16, height: 16), sizing: .natural)
        XCTAssertEqual(frame, Rect(x: 104.5, y: 14.5, width: 16, height: 16))
    }

    func testSymbolsFittingAndUnknownSizesFillTheBox() {
        let natural = Size(width: 16, height: 16)
        XCTAssertEqual(IconDrawing.frame(in: box, reference: .system(.search), natural: natural, sizing: .natural), box)
        XCTAssertEqual(IconDrawing.frame(in: box, reference: .file("a.svg"), natural: natural, sizing: .fit), box)
        XCTAssertEqual(IconDrawing.frame(in: box, reference: .file("a.svg"), natural: nil, sizing: .natural), box)
    }

    private func spec(_ icons: [IconReference], sizing: IconSizing? = nil) -> Spec {
        var spec = Spec(device: "iphone-15", ios: IOSRelease(17), tabs: icons.enumerated().map { index, icon in
            TabSpec(id: "t\(index)", title: "Tab \(index)", icon: icon)
        })
        spec.iconSizing = sizing
        return spec
    }

    private func layout(_ spec: Spec, sizes: [IconReference: Size]) throws -> Layout {
        try LayoutEngine(measurer: FixedWidthMeasurer()).layout(spec, naturalIconSizes: sizes)
    }

    func testTheLayoutsIconFrameIsTheDrawnFrame() throws {
        let small = IconReference.file("small.svg")
        let laidOut = try layout(spec([small, .system(.search), .system(.recents)]), sizes: [small: Size(width: 16, height: 16)])
        let tab = laidOut.tabs[0]
        XCTAssertEqual(tab.iconFrame?.width, 16)
        let symbol = try XCTUnwrap(tab.symbolBox, "the symbol box is kept beside the drawn frame")
        XCTAssertEqual(symbol.width, 25)
        XCTAssertEqual(tab.iconFrame?.midX ?? 0, symbol.midX, accuracy: 1e-9)
        XCTAssertNil(laidOut.tabs[1].symbolBox, "a symbol is drawn in its box")
        let fitted = try layout(spec([small, .system(.search)], sizing: .fit), sizes: [small: Size(width: 16, height: 16)])
        XCTAssertEqual(fitted.tabs[0].iconFrame?.width, 25)
    }

    func testLintWarnsOfAnIconFarFromTheSymbolSizeOrTheOthers() throws {
        let small = IconReference.file("small.svg"), large = IconReference.file("large.svg"), right = IconReference.file("right.svg")
        let sizes = [small: Size(width: 16, height: 16), large: Size(width: 31, height: 31), right: Size(width: 24, height: 24)]
        func findings(_ icons: [IconReference]) throws -> [Finding] {
            let spec = spec(icons)
            return GuidelineChecker().check(spec, layout: try layout(spec, sizes: sizes)).filter { $0.rule == "icon-size" }
        }
        let tiny = try findings([small, .system(.search), .system(.recents)])
        XCTAssertEqual(tiny.map(\.path), ["tabs[0].icon"])
        XCTAssertTrue(tiny[0].message.contains("drawn at 16×16 pt") && tiny[0].message.contains("symbol size is 25 pt"), tiny[0].message)
        XCTAssertTrue(tiny[0].message.contains("iconSizing: fit"), tiny[0].message)
        // 31 pt is within the symbol size's allowance, but 1.29× beside 24 pt icons.
        let apart = try findings([large, right, right])
        XCTAssertEqual(apart.map(\.path), ["tabs[0].icon"])
        XCTAssertTrue(apart[0].message.contains("looks large beside them"), apart[0].message)
        XCTAssertEqual(try findings([right, .system(.search), .system(.recents)]), [])
        // Every tab small: each is told of the symbol size; none is blamed for the others.
        XCTAssertEqual(try findings([small, small, small]).count, 3)
    }
}
