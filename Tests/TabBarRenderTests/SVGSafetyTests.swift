@testable import TabBarRender
import XCTest

/// The SVG reference scanner finds what its former regular expressions found.
final class SVGSafetyTests: XCTestCase {
    func testInternalReferencesPass() {
        let svg = """
            <svg xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="#a"/><use href = ' #b'/>
            <rect fill="url(#grad)"/><rect style="fill: url( '#g2' )"/><image href="data:image/png;base64,AAAA"/></svg>
            """
        XCTAssertNil(SVGSafety.externalReference(in: svg))
    }

    func testExternalReferencesAreNamed() {
        XCTAssertEqual(SVGSafety.externalReference(in: "<image xlink:href=\"file:///etc/passwd\"/>"), "an external resource (href=\"file:///etc/passwd\")")
        XCTAssertEqual(SVGSafety.externalReference(in: "<use href =\n'other.svg#x'/>"), "an external resource (href=\"other.svg#x\")")
        XCTAssertEqual(SVGSafety.externalReference(in: "<rect fill=\"url(#ok)\"/><rect fill=\"url( 'http://x/y.svg#g' )\"/>"), "an external resource (url(http://x/y.svg#g))")
        XCTAssertEqual(SVGSafety.externalReference(in: "<!DOCTYPE svg [<!ENTITY e SYSTEM \"x\">]>"), "an XML entity declaration")
        XCTAssertEqual(SVGSafety.externalReference(in: "<style>@import 'x.css';</style>"), "an external style sheet (@import)")
    }

    func testTextThatOnlyLooksLikeAReferencePasses() {
        XCTAssertNil(SVGSafety.externalReference(in: "<text>href without a value, url without a bracket</text>"))
        XCTAssertNil(SVGSafety.externalReference(in: "<text>url(x\"y) is not a call, nor url( without its bracket</text>"))
    }
}
