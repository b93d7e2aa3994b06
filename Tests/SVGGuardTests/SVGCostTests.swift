import Foundation
@testable import SVGGuard
import XCTest

/// Filter cost is counted as librsvg will spend it: every filtered element drawn, however it is
/// reached (attribute, style sheet, `<use>`, mask), times the primitives of a filter.
final class SVGCostTests: XCTestCase {
    private let blur = "<filter id='f'><feGaussianBlur stdDeviation='1'/></filter>"

    private func passes(_ body: String, limit: Int = 10) -> String? {
        SVGSafety.violation(
            in: Data("<svg xmlns:xlink='http://www.w3.org/1999/xlink'>\(body)</svg>".utf8), maxPixelsPerSide: 2048, maxFilterPasses: limit)
    }

    private func rects(_ count: Int, _ attributes: String = "") -> String {
        String(repeating: "<rect width='1' height='1' \(attributes)/>", count: count)
    }

    func testAttributesAtTheLimitPassAndOneMoreIsRefused() {
        XCTAssertNil(passes(blur + rects(10, "filter='url(#f)'")))
        XCTAssertEqual(passes(blur + rects(11, "style='filter: url(#f)'"))?.contains("11 passes"), true)
    }

    func testStyleSheetRulesCountEveryElementTheyMayReach() {
        XCTAssertEqual(passes(blur + "<style>rect { filter: url(#f) }</style>" + rects(11))?.contains("11 passes"), true)
        // A rule after the elements, inside @media and a CDATA section, still counts.
        XCTAssertNotNil(passes(blur + rects(11, "class='a b'") + "<style><![CDATA[@media screen { g > .b:hover { filter: url(#f) } }]]></style>"))
        // `:not(.a)` narrows; it must not read as `.a` and miss the rects it does reach.
        XCTAssertNotNil(passes(blur + "<style>rect:not(.a) { filter: url(#f) }</style>" + rects(11)))
        // An escape could spell `filter`; so does `*`, and a filter function list is a primitive each.
        XCTAssertNotNil(passes(blur + "<style>* { fil\\74 er: url(#f) }</style>" + rects(11)))
        XCTAssertNotNil(passes("<style>.s { filter: blur(1px) blur(2px) blur(3px) }</style>" + rects(4, "class='s'")))
        // A rule for other elements, or other classes, costs nothing.
        XCTAssertNil(passes(blur + "<style>circle, .other, #none { filter: url(#f) } /* rect { filter: url(#f) } */</style>" + rects(11, "class='a'")))
    }

    func testUsesAndMasksMultiply() {
        XCTAssertNotNil(passes(blur + "<defs><rect id='r' filter='url(#f)'/></defs>" + String(repeating: "<use xlink:href='#r'/>", count: 10)))
        let nested = "<defs><rect id='r' filter='url(#f)'/><g id='g'><use href='#r'/><use href='#r'/><use href='#r'/></g></defs>"
        XCTAssertNil(passes(blur + nested + "<use href='#g'/><use href='#g'/>"), "r, g's three, then 2 × 3: 10 passes")
        XCTAssertEqual(passes(blur + nested + "<use href='#g'/><use href='#g'/><use href='#g'/>")?.contains("13 passes"), true)
        XCTAssertNotNil(passes(blur + "<mask id='m'><rect filter='url(#f)'/></mask>" + rects(10, "mask='url(#m)'")))
        XCTAssertNotNil(passes(blur + "<mask id='m'><rect filter='url(#f)'/></mask><style>rect { mask: url(#m) }</style>" + rects(10)))
    }

    func testPrimitivesMultiplyAndAFilteredGroupIsOnePass() {
        let fourBlurs = "<filter id='f'>" + String(repeating: "<feGaussianBlur stdDeviation='1'/>", count: 4) + "<feMerge><feMergeNode/><feMergeNode/></feMerge></filter>"
        XCTAssertNil(passes(fourBlurs + rects(2, "filter='url(#f)'")), "2 × 5 primitives")
        XCTAssertNotNil(passes(fourBlurs + rects(3, "filter='url(#f)'")))
        XCTAssertNil(passes(blur + "<g filter='url(#f)'>" + rects(500) + "</g>"))
    }

    func testMarkersMayNotFilterAndPicturesMayNotFilterAtAll() {
        XCTAssertEqual(passes(blur + "<marker id='m'><rect filter='url(#f)'/></marker>")?.contains("<marker>"), true)
        XCTAssertEqual(passes(blur + "<rect filter='url(#f)'/>", limit: 0)?.contains("may have none"), true)
        XCTAssertNil(passes(blur + rects(3), limit: 0), "a filter defined and never used costs nothing")
    }

    func testStyleRulesThatCostAreBounded() {
        let rules = String(repeating: "a{filter:none}", count: 1_001)
        XCTAssertEqual(passes("<style>\(rules)</style>")?.contains("more than 1000 style rules"), true)
        XCTAssertNil(passes("<style>\(String(repeating: "a{fill:red}", count: 1_001))</style>"), "rules that cost nothing are not kept")
    }

    func testAReferenceLoopIsRefused() {
        XCTAssertNotNil(passes("<pattern id='p'><rect fill='url(#p)'/></pattern><rect fill='url(#p)'/>"))
        XCTAssertNil(passes("<linearGradient id='g'/><rect id='r' fill='url(#g)'/><use href='#r'/>"))
    }
}
