import Foundation
@testable import SVGGuard
import XCTest

/// The SVG byte scanner: internal references pass, anything reaching outside the file is named.
final class SVGSafetyTests: XCTestCase {
    private func violation(_ svg: String) -> String? {
        SVGSafety.violation(in: Data(svg.utf8), maxPixelsPerSide: 2048)
    }

    func testInternalReferencesPass() {
        XCTAssertNil(violation("""
            <svg xmlns:xlink="http://www.w3.org/1999/xlink"><defs><path id="a" d="M0 0h1"/></defs><use xlink:href="#a"/><use href = ' #a'/>
            <rect fill="url(#grad)"/><rect style="fill: url( '#g2' )"/></svg>
            """))
    }

    func testExternalReferencesAreNamed() {
        for svg in [
            "<svg><image xlink:href=\"file:///etc/passwd\"/></svg>", "<svg><use href =\n'other.svg#x'/></svg>",
            "<svg><rect fill=\"url(#ok)\"/><rect fill=\"url( 'http://x/y.svg#g' )\"/></svg>",
            "<!DOCTYPE svg [<!ENTITY e SYSTEM \"x\">]><svg/>", "<svg><style>@import 'x.css';</style></svg>",
        ] {
            XCTAssertNotNil(violation(svg), svg)
        }
    }

    func testTextThatOnlyLooksLikeAReferencePasses() {
        XCTAssertNil(violation("<svg><text>href without a value, url without a bracket</text></svg>"))
    }
}
